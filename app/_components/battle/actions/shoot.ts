// 003 shooting from a vehicle's card: shots at it, and the extras around shooting from and at
// vehicles (ammo rolls, fumbles aboard, knockback, harpoons and grapnels on its riders).
import { AMMO_RULES, SHOOTING_RULES, SPECIAL_WEAPONS, specialWeapon, type ShotWeapon, type SpecialWeaponId } from "@/lib/rules/battle";
import { activeRiders, fighterOptions, flag, num, str, where, type ActionContext, type ActionSpec, type Field, type Values } from "./catalogue";

// a driver shoots least (pistols and his own bolted-on weapons only): gunners are offered first
const SEAT_ORDER = ["gunner", "polecat", "passenger", "boarder", null, "driver"];
/** Anyone still in the fight who is not aboard the vehicle shot at, the other side first, gunners before drivers. */
const firers = (c: ActionContext) =>
  Object.values(c.state.fighters)
    .filter((f) => f.condition !== "out-of-action" && f.ridesIn !== c.v.key)
    .sort((a, b) => Number(a.gangId === c.v.gangId) - Number(b.gangId === c.v.gangId) || SEAT_ORDER.indexOf(a.seat) - SEAT_ORDER.indexOf(b.seat));
const firerVehicle = (c: ActionContext, firer: string) => {
  const at = c.state.fighters[firer]?.ridesIn;
  return at ? c.state.vehicles[at] : undefined;
};
const carried = (c: ActionContext, v: Values) => str(v, "weapon") === "carried" && !!firerVehicle(c, str(v, "firer"));
const liveWeapons = (c: ActionContext) => c.v.weapons.filter((w) => !w.out);
const rider: Field = { kind: "pick", key: "fighter", label: "Rider struck", options: (c) => fighterOptions(activeRiders(c)) };
const hasRiders = (c: ActionContext) => activeRiders(c).length > 0;
/** A special weapon that may throw a rider overboard (knockback, harpoon): the rider struck is all it asks. */
const overboard = (id: "knockback" | "harpoon", title: string): ActionSpec => ({
  id,
  events: [id],
  group: "shoot",
  button: title,
  title,
  cite: specialWeapon(id).rule.cite,
  offered: hasRiders,
  fields: [rider],
  build: (_c, v) => ({ type: id, fighter: str(v, "fighter") }),
});

export const SHOOT_ACTIONS: readonly ActionSpec[] = [
  {
    id: "shoot",
    events: ["shoot-vehicle"],
    group: "shoot",
    button: (c) => `Shoot at ${c.v.name}`,
    title: "Shoot at a vehicle",
    cite: SHOOTING_RULES.toHit.cite,
    offered: (c) => firers(c).length > 0,
    hint: () => "The rules add the large target, thrusted and moving-firer modifiers; then the hit location, the wound and the save wait below.",
    fields: [
      { kind: "pick", key: "firer", label: "Firer", options: (c) => firers(c).map((f) => [f.key, `${f.name} (${where(c, f)})`]) },
      {
        kind: "pick",
        key: "weapon",
        label: "Weapon",
        options: (c, v) => [
          ["carried", "A weapon he carries"],
          ...(firerVehicle(c, str(v, "firer"))?.weapons.filter((w) => !w.out) ?? []).map((w): [string, string] => [w.key, `${w.name} (bolted on)`]),
        ],
      },
      { kind: "check", key: "unwieldy", label: "Unwieldy", show: carried },
      { kind: "check", key: "pistol", label: "Pistol", show: carried },
      {
        kind: "pick",
        key: "arc",
        label: "Target in the firer's vehicle's",
        options: () => [
          ["side", "Side arc"],
          ["front", "Front arc"],
          ["rear", "Rear arc"],
        ],
        show: (c, v) => !!firerVehicle(c, str(v, "firer")),
      },
      { kind: "number", key: "needed", label: "Roll needed to hit (base rules)", min: 2, max: 7, initial: 4 },
      { kind: "number", key: "damage", label: "Damage", min: 1, max: 6, initial: 1 },
      {
        kind: "pick",
        key: "special",
        label: "Special rule",
        options: () => SPECIAL_WEAPONS.filter((w) => w.id !== "wrecking-ball").map((w) => [w.id, w.name]),
      },
      { kind: "check", key: "blastCentred", label: "The blast is centred on it", show: (_c, v) => str(v, "special") === "blast" },
    ],
    build: (c, v) => {
      const special = str(v, "special") as SpecialWeaponId;
      const weapon: ShotWeapon =
        str(v, "weapon") === "carried"
          ? { carried: { unwieldy: flag(v, "unwieldy"), pistol: flag(v, "pistol"), template: special === "template" } }
          : { boltedOn: str(v, "weapon") };
      const from = firerVehicle(c, str(v, "firer")) ? { arc: str(v, "arc") as "front" | "side" | "rear" } : {};
      return {
        type: "shoot-vehicle",
        target: c.v.key,
        firer: str(v, "firer"),
        weapon,
        needed: num(v, "needed"),
        special,
        damage: num(v, "damage"),
        ...from,
        ...(special === "blast" ? { blastCentred: flag(v, "blastCentred") } : {}),
      };
    },
  },
  {
    id: "ammo-roll",
    events: ["ammo-roll"],
    group: "shoot",
    button: "Ammo roll",
    title: "Ammo roll",
    cite: AMMO_RULES.ammo.cite,
    offered: (c) => liveWeapons(c).length > 0,
    hint: (c) => (c.v.weapons.some((w) => w.extraAmmo === "unused") ? "Extra Ammo passes its weapon's first ammo roll." : null),
    fields: [
      { kind: "pick", key: "weapon", label: "Bolted-on weapon", options: (c) => liveWeapons(c).map((w) => [w.key, w.name]) },
      { kind: "number", key: "needed", label: "Ammo roll needed (base rules)", min: 2, max: 6, initial: 4 },
      { kind: "check", key: "reroll", label: "Twin-linked: re-roll a failure (hits were not re-rolled)" },
    ],
    build: (c, v) => ({ type: "ammo-roll", vehicle: c.v.key, weapon: str(v, "weapon"), needed: num(v, "needed"), twinLinkedReroll: flag(v, "reroll") }),
  },
  {
    id: "fumble",
    events: ["fumble"],
    group: "shoot",
    button: "Fumble aboard",
    title: "A fumble aboard",
    cite: SHOOTING_RULES.fumble.cite,
    offered: hasRiders,
    fields: [],
    build: (c) => ({ type: "fumble", vehicle: c.v.key }),
  },
  overboard("knockback", "Knockback on a rider"),
  overboard("harpoon", "Harpoon a rider"),
  {
    id: "grapnel",
    events: ["grapnel"],
    group: "shoot",
    button: "Grapnel hold",
    title: "Grapnel: holding on",
    cite: specialWeapon("grapnel").rule.cite,
    offered: (c) => firers(c).length > 0,
    fields: [
      { kind: "pick", key: "fighter", label: "Fighter holding the grapnel", options: (c) => firers(c).map((f) => [f.key, `${f.name} (${where(c, f)})`]) },
      { kind: "check", key: "outOfRange", label: "This vehicle moved out of the grapnel's range", initial: true },
    ],
    build: (_c, v) => ({ type: "grapnel", fighter: str(v, "fighter"), outOfRange: flag(v, "outOfRange") }),
  },
];
