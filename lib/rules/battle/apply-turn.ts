// The turn and the fighters: next turn (end-phase lurches, the gammy shaft's roll), a fighter's
// condition changing (falling off, a driver going down, kills and run-overs), and manual adjustments.
import { adjust } from "./apply-adjust";
import type { TurnEvent, FighterEvent } from "./events";
import { rollGammyShaft } from "./injury-dice";
import { FRESH_ACTIVATION, rollLurch } from "./movement";
import { refuse, rule } from "./rule";
import { RUN_OVER_RULES } from "./run-over";
import { driverOf, fighterAt, isStationary, riders, vehicleAt } from "./state-read";
import { credit, dismount, markMoved, wreck } from "./state-write";
import type { Handler, Handlers } from "./step";
import { TAKE_OVER_RULES } from "./take-over";
import { describeLanding, rollFallOff, rollThrown, THROWN_RULES } from "./thrown";
import { BOARDING_RULES } from "./boarding";

export const TURN_RULES = {
  nextTurn: rule(
    "next-turn",
    "Battle companion: next turn",
    "A new turn begins: each vehicle's move starts afresh, and what it did in the turn just ended counts as its last activation.",
  ),
  driverDown: rule(
    "driver-down",
    "003 Damage tables: driver",
    'When the driver goes down or out of action his vehicle swerves and runs D6" on at once; a rider may then try to take over.',
  ),
  notPinned: rule("drivers-not-pinned", "003 Drivers/Gunners and injuries", "A driver cannot be pinned."),
  condition: rule(
    "fighter-condition",
    "Battle companion: fighter condition",
    "A fighter's condition as the base rules leave it (active, pinned, down or out of action), with 003's consequences aboard a vehicle.",
  ),
} as const;

const nextTurn: Handler<"next-turn"> = (s, _e, dice, step) => {
  step.cite(TURN_RULES.nextTurn);
  const said: string[] = [];
  for (const v of Object.values(s.vehicles)) {
    if (!v.runaway || driverOf(s, v.key) || v.flags.immobilised || v.flags.crippled || v.flags.wrecked) continue;
    step.cite(TAKE_OVER_RULES.takeOver);
    const l = rollLurch(dice, `${v.name} out of control (end phase)`);
    markMoved(v, l.inches);
    said.push(`${v.name} lurches ${l.inches}" to the ${l.side}.`);
  }
  for (const v of Object.values(s.vehicles)) {
    v.lastTurn = v.thisTurn.activated ? { moved: v.thisTurn.moved, thrusted: v.thisTurn.thrusted } : { moved: false, thrusted: false };
    v.thisTurn = { activated: false, moved: false, thrusted: false, inches: 0 };
    v.activation = { ...FRESH_ACTIVATION };
    v.shakenBy = [];
    if (v.chase) v.chase.keptPace = false;
  }
  for (const f of Object.values(s.fighters)) Object.assign(f, { foughtThisTurn: false, firedThisTurn: false });
  s.turn += 1;
  for (const v of Object.values(s.vehicles)) {
    if (!v.gammyShaft || v.flags.wrecked) continue;
    const aboard = riders(s, v.key);
    const r = step.take(
      rollGammyShaft(
        v.name,
        aboard.map((f) => f.name),
        dice,
      ),
    );
    if (!r.explodes) continue;
    aboard.forEach((f) => dismount(f));
    wreck(s, v);
    said.push(`${v.name}'s fuel explodes (${r.roll}): wrecked. ${r.hurled.map(describeLanding).join(". ")}.`);
  }
  return [`Turn ${s.turn}.`, ...said].join(" ");
};

const fighterStatus: Handler<"fighter-status"> = (s, e, dice, step) => {
  const f = fighterAt(s, e.fighter);
  step.cite(TURN_RULES.condition);
  const v = f.ridesIn ? vehicleAt(s, f.ridesIn) : undefined;
  if (e.condition === "pinned" && f.seat === "driver" && v) refuse("not-allowed", TURN_RULES.notPinned.explain, TURN_RULES.notPinned);
  const said = [`${f.name} is ${e.condition}.`];
  const wasDriving = v && driverOf(s, v.key)?.key === f.key;
  const falls = e.condition === "down" || e.condition === "out-of-action";
  f.condition = e.condition;
  if (falls) f.everDown = true;
  if (e.by && e.condition === "out-of-action") fighterAt(s, e.by).kills += 1;
  if (e.runOverBy && e.condition === "out-of-action" && !v) {
    step.cite(RUN_OVER_RULES.experience);
    credit(s, e.runOverBy, "runOver");
    said.push(`Run over by ${vehicleAt(s, e.runOverBy).name}.`);
  }
  if (!v || !falls) return said.join(" ");
  // ruling: only a moving vehicle runs on when its driver falls; a stationary one stays put.
  if (wasDriving && !isStationary(v)) {
    step.cite(TURN_RULES.driverDown);
    const l = rollLurch(dice, `${v.name} loses its driver`);
    markMoved(v, l.inches);
    said.push(`${v.name} swerves ${l.side} and runs ${l.inches}" on.`);
  }
  if (e.cause === "fight-on-board" && !isStationary(v) && e.condition === "down") {
    step.cite(BOARDING_RULES.downOnBoard);
    const l = rollThrown(f.name, dice);
    dismount(f, "pinned");
    said.push(`Instead he is thrown: ${describeLanding(l)}.`);
  } else if (e.cause === "crew-hit" && f.seat !== "driver" && e.condition === "down") {
    step.cite(THROWN_RULES.fallsOff);
    const l = rollFallOff(f.name, dice);
    dismount(f);
    said.push(`He falls off: ${describeLanding(l)}.`);
  } else if (e.condition === "out-of-action") dismount(f);
  return said.join(" ");
};

export const TURN_HANDLERS: Handlers<TurnEvent["type"] | FighterEvent["type"]> = {
  "next-turn": nextTurn,
  adjust,
  "fighter-status": fighterStatus,
};
