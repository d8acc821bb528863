// Rams, collisions, crashes, clips, swipes and run-overs on the battle state.
import { clip, collide, crash } from "./collisions";
import type { ContactEvent } from "./events";
import { ram } from "./rams";
import { swipe } from "./rakes";
import { refuse } from "./rule";
import { runOver, RUN_OVER_RULES } from "./run-over";
import { canSwerve } from "./situation";
import { driverTest, fighterAt, fighterTest, hasUpgrade, situationOf, upgradesLeft, vehicleAt } from "./state-read";
import { applyContactDamage, credit, markMoved } from "./state-write";
import type { Handlers } from "./step";

const swerveTest = (s: Parameters<typeof situationOf>[0], key: string) => (canSwerve(situationOf(s, key)) ? driverTest(s, key, "swerve") : null);

export const CONTACT_HANDLERS: Handlers<ContactEvent["type"]> = {
  ram: (s, e, dice, step) => {
    const rammer = vehicleAt(s, e.vehicle);
    const target = vehicleAt(s, e.target);
    if (e.vehicle === e.target) refuse("not-allowed", "A vehicle cannot ram itself.");
    const input = {
      struck: e.struck,
      targetTest: swerveTest(s, e.target),
      chicken: e.chicken,
      reinforcedRam: hasUpgrade(rammer, "reinforced-ram"),
      slowSpeed: rammer.activation.slowSpeed,
      side: e.side,
    };
    const r = step.take(ram(situationOf(s, e.vehicle), situationOf(s, e.target), input, dice));
    // ruling: a vehicle that rams or swipes is moving, whether or not its move was entered first.
    markMoved(rammer, 0, false, true);
    if (!r.damage) return r.text;
    if (r.damage.target.points > 0) credit(s, e.vehicle, "damagingRams");
    const hurt = [applyContactDamage(s, e.target, r.damage.target, dice, step), applyContactDamage(s, e.vehicle, r.damage.rammer, dice, step)];
    if (r.type === "head-on") rammer.activation.ended = true;
    return `${rammer.name} rams ${target.name} (${r.type}). ${hurt.join(". ")}. ${r.side ? `${target.name} is pushed ${r.side}.` : "Both stop dead."}`;
  },
  collision: (s, e, dice, step) => {
    if (e.vehicle === e.target) refuse("not-allowed", "A vehicle cannot collide with itself.");
    const mover = vehicleAt(s, e.vehicle);
    const input = { type: e.collision, struckTest: swerveTest(s, e.target), slowSpeed: mover.activation.slowSpeed, side: e.side };
    const r = step.take(collide(situationOf(s, e.vehicle), situationOf(s, e.target), input, dice));
    if (!r.damage) return r.text;
    const hurt = [applyContactDamage(s, e.vehicle, r.damage[0], dice, step), applyContactDamage(s, e.target, r.damage[1], dice, step)];
    return `${mover.name} collides with ${vehicleAt(s, e.target).name}. ${hurt.join(". ")}.`;
  },
  crash: (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const r = step.take(crash(situationOf(s, e.vehicle), e.face, v.activation.slowSpeed, dice));
    const hurt = applyContactDamage(s, e.vehicle, r.damage, dice, step);
    if (r.moveEnds) v.activation.ended = true;
    return `${v.name} crashes (${e.face}). ${hurt}. ${r.moveEnds ? "Its move ends." : "It bounces off and may drive on."}`;
  },
  clip: (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const other = s.vehicles[e.target]?.name ?? e.target;
    return step.take(clip(v.name, other, dice)).text;
  },
  swipe: (s, e, dice, step) => {
    if (e.vehicle === e.target) refuse("not-allowed", "A vehicle cannot swipe at itself.");
    const v = vehicleAt(s, e.vehicle);
    const input = { type: e.swipe, distance: e.distance, targetTest: swerveTest(s, e.target), slowSpeed: v.activation.slowSpeed };
    const r = step.take(swipe(situationOf(s, e.vehicle), situationOf(s, e.target), input, dice));
    markMoved(v, 0, false, true);
    if (!r.damage) return r.text;
    const hurt = [applyContactDamage(s, e.target, r.damage[1], dice, step), applyContactDamage(s, e.vehicle, r.damage[0], dice, step)];
    return `${v.name} ${e.swipe === "rake" ? "rakes" : "sideswipes"} ${vehicleAt(s, e.target).name}. ${hurt.join(". ")}.`;
  },
  "run-over": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const f = fighterAt(s, e.fighter);
    if (f.ridesIn !== null || f.condition === "out-of-action") refuse("fighter-unavailable", `${f.name} is not on foot on the table.`, RUN_OVER_RULES.onFoot);
    const input = {
      how: e.how,
      downed: f.condition === "down",
      dodgeTest: fighterTest(s, e.fighter, "I"),
      spikes: upgradesLeft(v, "spikes-and-blades"),
      distance: e.distance,
    };
    const r = step.take(runOver(situationOf(s, e.vehicle), f.name, input, dice));
    return `${r.text}${r.struck ? " If the hit takes him out of action, record it as run over by this vehicle." : ""}`;
  },
};
