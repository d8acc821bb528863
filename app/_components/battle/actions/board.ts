// 003 boarding from a vehicle's card: climbing on or leaping across to it, jumping off it, taking
// its controls, a fight aboard it going wrong, and the boarding plank.
import { BOARDING_RULES, TAKE_OVER_RULES, riders } from "@/lib/rules/battle";
import {
  activeRiders,
  driver,
  fighterOptions,
  flag,
  hasUpgrade,
  num,
  onFoot,
  SIDES,
  str,
  vehicleOptions,
  where,
  type ActionContext,
  type ActionSpec,
} from "./catalogue";

/** Riders of other vehicles who could leap across to this one. */
const leapers = (c: ActionContext) => Object.values(c.state.fighters).filter((f) => f.ridesIn && f.ridesIn !== c.v.key && f.condition === "active");
const passengers = (c: ActionContext) => activeRiders(c).filter((f) => f.seat !== "driver");
const aboard = (c: ActionContext) => riders(c.state, c.v.key);

export const BOARD_ACTIONS: readonly ActionSpec[] = [
  {
    id: "board",
    events: ["board"],
    group: "board",
    button: "Climb aboard",
    title: "Climb aboard",
    cite: BOARDING_RULES.jumpOn.cite,
    offered: (c) => onFoot(c).length > 0,
    fields: [
      { kind: "pick", key: "fighter", label: "Fighter on foot", options: (c) => fighterOptions(onFoot(c)), empty: "Nobody is on foot on the table." },
      { kind: "pick", key: "struck", label: "He climbs on at its", options: () => SIDES, initial: "side" },
    ],
    build: (c, v) => ({ type: "board", vehicle: c.v.key, fighter: str(v, "fighter"), struck: str(v, "struck") as "front" | "side" | "rear" }),
  },
  {
    id: "jump-across",
    events: ["jump-across"],
    group: "board",
    button: "Leap across to it",
    title: "Leap across",
    cite: BOARDING_RULES.jumpAcross.cite,
    offered: (c) => leapers(c).length > 0,
    fields: [
      { kind: "pick", key: "fighter", label: "Rider leaping", options: (c) => leapers(c).map((f) => [f.key, `${f.name} (${where(c, f)})`]) },
      { kind: "number", key: "distance", label: "Gap (inches)", min: 0, max: 4, initial: 1 },
      { kind: "check", key: "sideBySide", label: "The two vehicles are side by side", initial: true },
    ],
    build: (c, v) => ({ type: "jump-across", vehicle: c.v.key, fighter: str(v, "fighter"), distance: num(v, "distance"), sideBySide: flag(v, "sideBySide") }),
  },
  {
    id: "jump-out",
    events: ["jump-out"],
    group: "board",
    button: "Jump off",
    title: "Jump off",
    cite: BOARDING_RULES.jumpOut.cite,
    offered: (c) => activeRiders(c).length > 0,
    fields: [{ kind: "pick", key: "fighter", label: "Rider jumping", options: (c) => fighterOptions(activeRiders(c)) }],
    build: (_c, v) => ({ type: "jump-out", fighter: str(v, "fighter") }),
  },
  {
    id: "take-over",
    events: ["take-over"],
    group: "board",
    button: "Take the controls",
    title: "Take over the controls",
    cite: TAKE_OVER_RULES.takeOver.cite,
    offered: (c) => driver(c) === null && passengers(c).length > 0,
    hint: () => "An I test; failing, the vehicle lurches on out of control.",
    fields: [{ kind: "pick", key: "fighter", label: "Rider taking over", options: (c) => fighterOptions(passengers(c)) }],
    build: (c, v) => ({ type: "take-over", vehicle: c.v.key, fighter: str(v, "fighter") }),
  },
  {
    id: "fight-on-board",
    events: ["fighter-status"],
    group: "board",
    button: "Fight aboard: a rider falls",
    title: "Fight on board: a rider goes down",
    cite: BOARDING_RULES.fight.cite,
    offered: (c) => aboard(c).length > 1,
    hint: () => "Fight it by the base rules; on a moving vehicle a fighter who goes down is thrown off instead.",
    fields: [
      { kind: "pick", key: "fighter", label: "Rider who fell", options: (c) => fighterOptions(aboard(c)) },
      {
        kind: "pick",
        key: "condition",
        label: "He is",
        options: () => [
          ["down", "Down"],
          ["out-of-action", "Out of action"],
        ],
      },
      {
        kind: "pick",
        key: "by",
        label: "Beaten by",
        options: (c, v) => [["", "Nobody named"], ...fighterOptions(aboard(c).filter((f) => f.key !== str(v, "fighter")))],
      },
    ],
    build: (_c, v) => ({
      type: "fighter-status",
      fighter: str(v, "fighter"),
      condition: str(v, "condition") === "down" ? "down" : "out-of-action",
      cause: "fight-on-board",
      ...(str(v, "by") ? { by: str(v, "by") } : {}),
    }),
  },
  {
    id: "drop-plank",
    events: ["drop-plank"],
    group: "board",
    button: "Lower the plank",
    title: "Lower the boarding plank",
    cite: BOARDING_RULES.plank.cite,
    offered: (c) => hasUpgrade(c, "boarding-plank") && c.v.plank === null && vehicleOptions(c).length > 0,
    fields: [
      { kind: "pick", key: "target", label: "Onto", options: vehicleOptions },
      { kind: "number", key: "distance", label: 'Gap (0 to 2")', min: 0, max: 2, initial: 1 },
    ],
    build: (c, v) => ({ type: "drop-plank", vehicle: c.v.key, target: str(v, "target"), distance: num(v, "distance") }),
  },
  {
    id: "shake-plank",
    events: ["shake-plank"],
    group: "board",
    button: "Shake the plank off",
    title: "Shake off a boarding plank",
    cite: BOARDING_RULES.shakePlank.cite,
    offered: (c) => driver(c) !== null && Object.values(c.state.vehicles).some((o) => o.plank?.onto === c.v.key),
    fields: [],
    build: (c) => ({ type: "shake-plank", vehicle: c.v.key }),
  },
];
