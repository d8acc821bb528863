// 003 tailing and racing from a vehicle's card: starting a chase, following in the quarry's
// activation, copying its turns under thrust, a racer repositioning, Get Away Driver, giving up.
import { driverOf, RACING_RULES, type ChaseMode } from "@/lib/rules/battle";
import { canDrive, flag, num, otherVehicles, str, vehicleOptions, type ActionContext, type ActionSpec } from "./catalogue";

const chasing = (c: ActionContext) => c.v.chase !== null;
/** The vehicles whose driver is a Get Away Driver: whoever would chase them tests first. */
const getAwayDrivers = (c: ActionContext) =>
  otherVehicles(c).filter((o) => o.gangId !== c.v.gangId && driverOf(c.state, o.key)?.drivingSkills.includes("get-away-driver"));
const MODES: [ChaseMode, string][] = [
  ["tail", "Tail it (nose to tail)"],
  ["race", "Race it (side by side)"],
];

export const CHASE_ACTIONS: readonly ActionSpec[] = [
  {
    id: "chase",
    events: ["chase"],
    group: "chase",
    button: "Start a chase",
    title: "Start a chase",
    cite: RACING_RULES.chase.cite,
    offered: (c) => canDrive(c) && !chasing(c) && otherVehicles(c).length > 0,
    hint: () => "It gives up the rest of its move and moves in the quarry's activation from now on.",
    fields: [
      { kind: "pick", key: "target", label: "Quarry", options: vehicleOptions },
      { kind: "pick", key: "mode", label: "How", options: () => MODES },
      { kind: "number", key: "distance", label: 'Distance (0 to 2")', min: 0, max: 2, initial: 1 },
      { kind: "check", key: "placed", label: "Placed nose to tail (tail) or alongside, same way (race)", initial: true },
    ],
    build: (c, v) => ({
      type: "chase",
      vehicle: c.v.key,
      target: str(v, "target"),
      mode: str(v, "mode") as ChaseMode,
      distance: num(v, "distance"),
      placed: flag(v, "placed"),
    }),
  },
  {
    id: "chase-move",
    events: ["chase-move"],
    group: "chase",
    button: "Follow the quarry",
    title: "Follow the quarry",
    cite: RACING_RULES.follow.cite,
    offered: chasing,
    hint: () => "A fresh move in the quarry's activation: gas first, thrusters to keep up.",
    fields: [],
    build: (c) => ({ type: "chase-move", vehicle: c.v.key }),
  },
  {
    id: "chase-turn",
    events: ["chase-turn"],
    group: "chase",
    button: "Copy its turn under thrust",
    title: "Copy a turn under thrust",
    cite: RACING_RULES.follow.cite,
    offered: chasing,
    fields: [],
    build: (c) => ({ type: "chase-turn", vehicle: c.v.key }),
  },
  {
    id: "reposition",
    events: ["reposition"],
    group: "chase",
    button: "Reposition",
    title: "Reposition a racer",
    cite: RACING_RULES.reposition.cite,
    offered: (c) => c.v.chase?.mode === "race",
    fields: [
      {
        kind: "pick",
        key: "to",
        label: "Go on",
        options: () => [
          ["tail", "Tailing (drop behind)"],
          ["race", "Racing (the far side)"],
        ],
      },
    ],
    build: (c, v) => ({ type: "reposition", vehicle: c.v.key, to: str(v, "to") as ChaseMode }),
  },
  {
    id: "get-away",
    events: ["get-away"],
    group: "chase",
    button: "Get Away Driver test",
    title: "Chasing a Get Away Driver",
    cite: RACING_RULES.getAway.cite,
    offered: (c) => canDrive(c) && getAwayDrivers(c).length > 0,
    fields: [{ kind: "pick", key: "target", label: "Quarry", options: (c) => getAwayDrivers(c).map((o) => [o.key, o.name]) }],
    build: (c, v) => ({ type: "get-away", vehicle: c.v.key, target: str(v, "target") }),
  },
  {
    id: "give-up-chase",
    events: ["give-up-chase"],
    group: "chase",
    button: "Give up the chase",
    title: "Give up the chase",
    cite: RACING_RULES.giveUp.cite,
    offered: chasing,
    fields: [],
    build: (c) => ({ type: "give-up-chase", vehicle: c.v.key }),
  },
];
