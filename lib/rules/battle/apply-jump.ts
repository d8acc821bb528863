// The ramp jump on the battle state: flight, then the landing's test or the crash damage.
import type { EventOf } from "./events";
import { JUMP_RULES, rampJump } from "./jumps";
import { refuse } from "./rule";
import { driverTest, movingVehicleOf, situationOf, vehicleAt } from "./state-read";
import { applyContactDamage, markMoved } from "./state-write";
import type { Handler } from "./step";

export const jumpMovement: Handler<"ramp-jump"> = (s, e: EventOf<"ramp-jump">, dice, step) => {
  const v = vehicleAt(s, e.vehicle);
  const test = driverTest(s, e.vehicle, "other") ?? refuse("vehicle-driverless", `${v.name} has no driver.`, JUMP_RULES.jump);
  const landedOn = e.landedOn ? situationOf(s, e.landedOn) : undefined;
  const r = step.take(rampJump(movingVehicleOf(s, e.vehicle), { thrusts: e.thrusts, landing: e.landing, landedOn, driverTest: test }, dice));
  markMoved(v, r.flight + (r.buster?.distance ?? 0), true);
  const hurt = r.damage.map((d, i) => applyContactDamage(s, i === 0 ? e.vehicle : (e.landedOn ?? e.vehicle), d, dice, step));
  // a head-on crash ends the move (003 Crashes); a clear landing, passed or not, may drive on
  if (e.landing !== "clear") v.activation.ended = true;
  return `${v.name}: ${r.text}${hurt.length ? ` ${hurt.join("; ")}.` : ""}`;
};
