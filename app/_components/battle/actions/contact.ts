// 003 contact from a vehicle's card: rams, collisions, crashes and clips, rakes and sideswipes,
// running fighters over, the wrecking ball, and striking a stationary vehicle from aboard it.
import {
  COLLISION_RULES,
  COLLISION_TYPES,
  RAM_RULES,
  RUN_OVER_RULES,
  specialWeapon,
  SWIPE_RULES,
  VEHICLE_HIT_RULES,
  isStationary,
  type BattleEventBody,
  type CollisionType,
  type CrashFace,
  type RunOverHow,
  type SwipeType,
} from "@/lib/rules/battle";
import { LOCATION_IDS, type LocationId } from "@/lib/rules/tables/vehicle-profiles";
import {
  activeRiders,
  canDrive,
  driver,
  fighterOptions,
  flag,
  hasUpgrade,
  num,
  onFoot,
  otherVehicles,
  SIDES,
  str,
  vehicleOptions,
  type ActionContext,
  type ActionSpec,
  type Field,
} from "./catalogue";

const COLLISION_NAMES: Record<CollisionType, string> = {
  "front-to-front": "Front to front",
  "front-or-rear-into-side-or-rear": "Front or rear into side or rear",
  "side-to-side-opposite": "Side to side, opposite ways",
  "side-to-side-same": "Side to side, same way",
};

const target: Field = { kind: "pick", key: "target", label: "Target", options: vehicleOptions, empty: "No other vehicle is in the fight." };
const others = (c: ActionContext) => otherVehicles(c).length > 0;
const damage: Field = { kind: "number", key: "damage", label: "Damage (base rules)", min: 1, max: 6, initial: 1 };
const spikes = (c: ActionContext) => c.v.upgrades.filter((u) => u.upgradeId === "spikes-and-blades" && !u.destroyed).length;

export const CONTACT_ACTIONS: readonly ActionSpec[] = [
  {
    id: "ram",
    events: ["ram"],
    group: "contact",
    button: "Ram",
    title: "Ram",
    cite: RAM_RULES.ram.cite,
    offered: (c) => canDrive(c) && others(c),
    hint: (c) => (hasUpgrade(c, "reinforced-ram") ? "Reinforced ram: the target takes 2 more damage." : null),
    fields: [
      target,
      {
        kind: "pick",
        key: "struck",
        label: "Struck on its",
        options: () => [
          ["front", "Front (head on)"],
          ["side", "Side"],
          ["rear", "Rear"],
        ],
        initial: "side",
      },
      { kind: "number", key: "rammer", label: "Rammer's chosen face (chicken)", min: 1, max: 6, initial: 1, show: (_c, v) => str(v, "struck") === "front" },
      { kind: "number", key: "chickenTarget", label: "Target's chosen face", min: 1, max: 6, initial: 1, show: (_c, v) => str(v, "struck") === "front" },
    ],
    build: (c, v) => {
      const struck = str(v, "struck") as "front" | "side" | "rear";
      const chicken = struck === "front" ? { chicken: { rammer: num(v, "rammer"), target: num(v, "chickenTarget") } } : {};
      return { type: "ram", vehicle: c.v.key, target: str(v, "target"), struck, ...chicken };
    },
  },
  {
    id: "collision",
    events: ["collision"],
    group: "contact",
    button: "Collide",
    title: "Collision",
    cite: COLLISION_RULES.collision.cite,
    offered: others,
    fields: [target, { kind: "pick", key: "collision", label: "How they meet", options: () => COLLISION_TYPES.map((t) => [t, COLLISION_NAMES[t]]) }],
    build: (c, v) => ({ type: "collision", vehicle: c.v.key, target: str(v, "target"), collision: str(v, "collision") as CollisionType }),
  },
  {
    id: "crash",
    events: ["crash"],
    group: "contact",
    button: "Crash",
    title: "Crash into scenery",
    cite: COLLISION_RULES.crash.cite,
    offered: () => true,
    fields: [{ kind: "pick", key: "face", label: "It hits with its", options: () => SIDES }],
    build: (c, v) => ({ type: "crash", vehicle: c.v.key, face: str(v, "face") as CrashFace }),
  },
  {
    id: "clip",
    events: ["clip"],
    group: "contact",
    button: "Clip",
    title: "Clip",
    cite: COLLISION_RULES.clip.cite,
    offered: others,
    fields: [target],
    build: (c, v) => ({ type: "clip", vehicle: c.v.key, target: str(v, "target") }),
  },
  {
    id: "swipe",
    events: ["swipe"],
    group: "contact",
    button: "Sideswipe or rake",
    title: "Sideswipe or rake",
    cite: SWIPE_RULES.swipe.cite,
    offered: (c) => canDrive(c) && others(c),
    hint: (c) => (spikes(c) ? `Spikes and blades: ${spikes(c)} set${spikes(c) > 1 ? "s" : ""}, counted by the rules.` : null),
    fields: [
      target,
      {
        kind: "pick",
        key: "swipe",
        label: "How",
        options: () => [
          ["sideswipe", "Sideswipe (side to side)"],
          ["rake", "Rake (spikes along its side)"],
        ],
      },
      { kind: "number", key: "distance", label: 'Gap between the sides (0 to 2")', min: 0, max: 2, initial: 1 },
    ],
    build: (c, v) => ({ type: "swipe", vehicle: c.v.key, target: str(v, "target"), swipe: str(v, "swipe") as SwipeType, distance: num(v, "distance") }),
  },
  {
    id: "run-over",
    events: ["run-over", "fighter-status"],
    group: "contact",
    button: "Run over",
    title: "Run over a fighter",
    cite: `${RUN_OVER_RULES.onFoot.cite}; ${RUN_OVER_RULES.experience.cite}`,
    offered: (c) => onFoot(c).length > 0,
    fields: [
      { kind: "pick", key: "fighter", label: "Fighter on foot", options: (c) => fighterOptions(onFoot(c)), empty: "Nobody is on foot on the table." },
      {
        kind: "pick",
        key: "how",
        label: "Struck by",
        options: () => [
          ["ram", "A ram"],
          ["rake", "A rake"],
          ["sideswipe", "A sideswipe"],
          ["collision", "A collision"],
        ],
      },
      { kind: "check", key: "outOfAction", label: "The hit took him out of action" },
    ],
    build: (c, v) => {
      const fighter = str(v, "fighter");
      const hit: BattleEventBody = { type: "run-over", vehicle: c.v.key, fighter, how: str(v, "how") as RunOverHow };
      if (!flag(v, "outOfAction")) return hit;
      // 003 Drivers and experience: a fighter run over and taken out of action counts for the driver
      const d = driver(c);
      return [hit, { type: "fighter-status", fighter, condition: "out-of-action", runOverBy: c.v.key, ...(d ? { by: d.key } : {}) }];
    },
  },
  {
    id: "wrecking-ball",
    events: ["wrecking-ball"],
    group: "contact",
    button: "Wrecking ball",
    title: "Swing the wrecking ball",
    cite: specialWeapon("wrecking-ball").rule.cite,
    offered: (c) => hasUpgrade(c, "wrecking-ball") && others(c),
    fields: [target, { kind: "number", key: "distance", label: 'Distance (0 to 2")', min: 0, max: 2, initial: 1 }, damage],
    build: (c, v) => ({ type: "wrecking-ball", vehicle: c.v.key, target: str(v, "target"), distance: num(v, "distance"), damage: num(v, "damage") }),
  },
  {
    id: "damage-stationary",
    events: ["damage-stationary"],
    group: "contact",
    button: "Wreck it from aboard",
    title: "Strike a stationary vehicle from aboard",
    cite: VEHICLE_HIT_RULES.chosen.cite,
    offered: (c) => isStationary(c.v) && activeRiders(c).length > 0,
    hint: () => "He must be unopposed aboard it; he picks the location and still rolls to wound.",
    fields: [
      { kind: "pick", key: "fighter", label: "Fighter aboard", options: (c) => fighterOptions(activeRiders(c)) },
      { kind: "pick", key: "location", label: "Location he strikes", options: () => LOCATION_IDS.map((l) => [l, l[0]!.toUpperCase() + l.slice(1)]) },
      damage,
    ],
    build: (c, v) => ({
      type: "damage-stationary",
      fighter: str(v, "fighter"),
      target: c.v.key,
      location: str(v, "location") as LocationId,
      damage: num(v, "damage"),
    }),
  },
];
