// Chase events on the battle state: declaring a tail or a race, the chaser's fresh move in the
// enemy's activation, copying turns, repositioning, Get Away Driver, giving up.
import type { ChaseEvent } from "./events";
import { FRESH_ACTIVATION } from "./movement";
import { declareChase, followThrustTurn, getAwayTest, RACING_RULES, repositionRacer } from "./racing";
import { refuse } from "./rule";
import { driverOf, driverTest, situationOf, vehicleAt } from "./state-read";
import { markMoved } from "./state-write";
import type { VehicleState } from "./state";
import type { Handlers } from "./step";

const chasing = (v: VehicleState) => v.chase ?? refuse("not-allowed", `${v.name} is not chasing anyone.`, RACING_RULES.follow);

export const CHASE_HANDLERS: Handlers<ChaseEvent["type"]> = {
  chase: (s, e, _dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    if (e.vehicle === e.target) refuse("not-allowed", "A vehicle cannot chase itself.", RACING_RULES.chase);
    const quarry = vehicleAt(s, e.target);
    step.take(
      declareChase(situationOf(s, v.key), situationOf(s, quarry.key), {
        mode: e.mode,
        distance: e.distance,
        placed: e.placed,
        shookOffByGetAway: v.shakenBy.includes(quarry.key),
      }),
    );
    v.chase = { quarry: quarry.key, mode: e.mode, keptPace: false };
    markMoved(v, 0);
    v.activation.ended = true;
    return `${v.name} ${e.mode === "tail" ? "tails" : "races"} ${quarry.name}: it moves in ${quarry.name}'s activation from now on.`;
  },
  "chase-move": (s, e, _dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const c = chasing(v);
    step.cite(RACING_RULES.follow);
    v.activation = { ...FRESH_ACTIVATION };
    c.keptPace = true;
    return `${v.name} follows ${vehicleAt(s, c.quarry).name} with a fresh move.`;
  },
  "chase-turn": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    chasing(v);
    const test = driverTest(s, v.key, "thrust-turn") ?? refuse("vehicle-driverless", `${v.name} has no driver.`, RACING_RULES.follow);
    const r = step.take(followThrustTurn(situationOf(s, v.key), test, dice));
    if (!r.keptUp) {
      v.chase = null;
      v.activation.ended = true;
      markMoved(v, r.skid ?? 0);
    }
    return r.text;
  },
  reposition: (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const c = chasing(v);
    if (c.mode !== "race") refuse("not-allowed", "Only a racer repositions; a tailing vehicle simply follows.", RACING_RULES.reposition);
    const test = driverTest(s, v.key, "other", "Int") ?? refuse("vehicle-driverless", `${v.name} has no driver.`, RACING_RULES.reposition);
    const r = step.take(repositionRacer(situationOf(s, v.key), test, e.to, dice));
    if (r.mode) c.mode = r.mode;
    else v.chase = null;
    return r.text;
  },
  "get-away": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const quarry = vehicleAt(s, e.target);
    if (!driverOf(s, quarry.key)?.drivingSkills.includes("get-away-driver"))
      refuse("not-allowed", `${quarry.name}'s driver is no Get Away Driver.`, RACING_RULES.getAway);
    const test = driverTest(s, v.key, "other", "Int") ?? refuse("vehicle-driverless", `${v.name} has no driver.`, RACING_RULES.getAway);
    const r = step.take(getAwayTest(v.name, test, dice));
    if (!r.mayChase) {
      v.shakenBy.push(quarry.key);
      if (v.chase?.quarry === quarry.key) v.chase = null;
    }
    return `${v.name}: Int test ${r.test.rolls.join(" then ")}, ${r.mayChase ? `may chase ${quarry.name} this turn` : `cannot chase ${quarry.name} this turn`}.`;
  },
  "give-up-chase": (s, e, _dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    chasing(v);
    step.cite(RACING_RULES.giveUp);
    v.chase = null;
    return `${v.name} gives up the chase and stops.`;
  },
};
