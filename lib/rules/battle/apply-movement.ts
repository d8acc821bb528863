// Movement events on the battle state: gas, slow speed, thrusts and turns under thrust, standing
// still, driverless lurches, jumps and the driving skills used while moving.
import type { DrivingSkillId } from "../tables/driving-skills";
import { jumpMovement } from "./apply-jump";
import { driverlessLurch, gasEngineMove, holdStill, slowSpeedManoeuvre } from "./movement";
import { refuse, type Rule } from "./rule";
import { emergencyStop, SKILL_RULES, skidTurn, stuntRespin } from "./skills";
import { driverOf, driverTest, movingVehicleOf, riders, situationOf, vehicleAt } from "./state-read";
import { dismount, markMoved } from "./state-write";
import type { BattleState } from "./state";
import type { Handlers } from "./step";
import { fireThrusters, THRUST_RULES, turnUnderThrust } from "./thrust";
import type { MovementEvent } from "./events";

export function mustHaveSkill(s: BattleState, vehicle: string, skill: DrivingSkillId, r: Rule): void {
  if (!driverOf(s, vehicle)?.drivingSkills.includes(skill)) refuse("not-allowed", `Only a driver with the skill may do this: ${r.explain}`, r);
}

const hasSkill = (s: BattleState, vehicle: string, skill: DrivingSkillId) => driverOf(s, vehicle)?.drivingSkills.includes(skill) ?? false;

export const MOVEMENT_HANDLERS: Handlers<MovementEvent["type"]> = {
  "gas-move": (s, e, _dice, step) => {
    const r = step.take(gasEngineMove(movingVehicleOf(s, e.vehicle), e.legs));
    const v = vehicleAt(s, e.vehicle);
    v.activation.gasMoved = true;
    markMoved(v, r.inches);
    return `${v.name} moves ${r.inches}" under gas engines${r.pivots.length ? `, pivoting ${r.pivots.join("° and ")}°` : ""}.`;
  },
  "slow-speed": (s, e, _dice, step) => {
    const r = step.take(slowSpeedManoeuvre(movingVehicleOf(s, e.vehicle), e.inches, e.finalTurn));
    const v = vehicleAt(s, e.vehicle);
    v.activation.slowSpeed = true;
    markMoved(v, r.inches);
    return `${v.name} creeps ${r.inches}" at slow speed.`;
  },
  thrust: (s, e, dice, step) => {
    if (e.stuntSide) mustHaveSkill(s, e.vehicle, "stunt-driver", THRUST_RULES.stuntDriver);
    const v = vehicleAt(s, e.vehicle);
    const skidStart = hasSkill(s, e.vehicle, "skid-start");
    if (skidStart && v.activation.slowSpeed) step.cite(SKILL_RULES.skidStart);
    const r = step.take(
      fireThrusters(movingVehicleOf(s, e.vehicle), { inches: e.inches, testModifier: v.card.thrustTestModifier, skidStart, stuntSide: e.stuntSide }, dice),
    );
    v.activation.thrusts += 1;
    // ruling: a thrust counts as thrusting (for the shooting penalties) even when its test fails.
    markMoved(v, r.inches + (r.buster?.distance ?? 0), true);
    if (!r.buster) {
      v.activation.mayTurnAfterThrust = true;
      return `${v.name} thrusts ${r.inches}" (thrust ${r.thrustNumber}${r.test ? `, test ${r.test.roll}` : ", no test"}).`;
    }
    Object.assign(v.activation, { ended: true, mayTurnAfterThrust: false });
    if (v.chase) v.chase = null;
    return `${v.name}'s thrust ${r.thrustNumber} fails (test ${r.test?.roll}): ${r.buster.row.name}, ${r.buster.distance}"${r.buster.swerve ? `, swerving ${r.buster.swerve}` : ""}. Its move ends.`;
  },
  "thrust-turn": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const driver = driverOf(s, e.vehicle);
    const test = driverTest(s, e.vehicle, "thrust-turn") ?? refuse("vehicle-driverless", `${v.name} has no driver to steer it.`, THRUST_RULES.turnUnderThrust);
    const r = step.take(
      turnUnderThrust(movingVehicleOf(s, e.vehicle), { driverTest: test, steeringJamsStrength: v.card.steeringJams ? (driver?.stats.S ?? 0) : null }, dice),
    );
    v.activation.mayTurnAfterThrust = false;
    if (!r.turned) {
      v.activation.ended = true;
      markMoved(v, r.slew ?? 0);
    }
    return `${v.name}: ${r.text}.`;
  },
  "hold-still": (s, e, _dice, step) => {
    step.take(holdStill(situationOf(s, e.vehicle)));
    const v = vehicleAt(s, e.vehicle);
    markMoved(v, 0);
    v.activation.ended = true;
    return `${v.name} stays where it is: it counts as stationary.`;
  },
  "driverless-lurch": (s, e, dice, step) => {
    const r = step.take(driverlessLurch(situationOf(s, e.vehicle), dice));
    const v = vehicleAt(s, e.vehicle);
    markMoved(v, r.inches);
    return `${v.name}, with nobody driving, swerves ${r.side} and rolls ${r.inches}".`;
  },
  "ramp-jump": jumpMovement,
  "skid-turn": (s, e, dice, step) => {
    mustHaveSkill(s, e.vehicle, "skid-turns", SKILL_RULES.skidTurn);
    const r = step.take(skidTurn(situationOf(s, e.vehicle), dice));
    const v = vehicleAt(s, e.vehicle);
    if (r.slide) markMoved(v, r.slide.inches);
    return r.success
      ? `${v.name} skid-turns (${r.roll}) up to 180°.`
      : `${v.name}'s skid turn goes wrong (${r.roll}): it slides ${r.slide?.inches}" at ${r.slide?.direction.degrees}° and spins to ${r.slide?.facing.degrees}°.`;
  },
  "stunt-respin": (s, e, dice, step) => {
    mustHaveSkill(s, e.vehicle, "stunt-driver", THRUST_RULES.stuntDriver);
    const r = step.take(stuntRespin(situationOf(s, e.vehicle), dice));
    return `${vehicleAt(s, e.vehicle).name} spins again: it now faces ${r.facing.degrees}°, and this stands.`;
  },
  "emergency-stop": (s, e, dice, step) => {
    mustHaveSkill(s, e.vehicle, "emergency-stop", SKILL_RULES.emergencyStop);
    const test =
      driverTest(s, e.vehicle, "other") ?? refuse("vehicle-driverless", "Only a driver at the controls can stop the vehicle.", SKILL_RULES.emergencyStop);
    const aboard = riders(s, e.vehicle).filter((f) => f.seat !== "driver");
    const r = step.take(
      emergencyStop(
        situationOf(s, e.vehicle),
        test,
        aboard.map((f) => ({ name: f.name, strength: f.stats.S })),
        dice,
      ),
    );
    const v = vehicleAt(s, e.vehicle);
    if (r.stopped) {
      v.activation.ended = true;
      r.riders.forEach((x, i) => {
        if (!x.holdsOn) dismount(aboard[i]!);
      });
    }
    return `${v.name}: ${r.text}`;
  },
};
