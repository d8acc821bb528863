// Shooting events on the battle state: a shot at a vehicle (to hit, hits, locations), the wrecking
// ball, hitting a stationary vehicle from aboard, ammo rolls and the special weapons' crew effects.
import { injuryDice, woundHit } from "./apply-hits";
import type { EventOf, ShootingEvent } from "./events";
import { queueHits } from "./queue-hits";
import { refuse } from "./rule";
import { fumbleOnBoard, rollToHit, SHOOTING_RULES, type FiringFrom } from "./shooting";
import { ammoRoll, grapnelHold, harpoonOverboard, knockbackOnCrew, rollHitsOnVehicle, specialWeapon, wreckingBall } from "./special-weapons";
import { fighterAt, fighterTest, hasUpgrade, isStationary, lastActivation, riders, situationOf, vehicleAt } from "./state-read";
import { dismount } from "./state-write";
import type { BattleState } from "./state";
import type { Handler, Handlers } from "./step";
import { describeLanding } from "./thrown";
import { locateHit, VEHICLE_HIT_RULES } from "./vehicle-hits";

function firingFrom(s: BattleState, e: EventOf<"shoot-vehicle">): FiringFrom | null {
  const f = fighterAt(s, e.firer);
  if (!f.ridesIn) return null;
  const v = vehicleAt(s, f.ridesIn);
  const bolted = "boltedOn" in e.weapon ? v.weapons.find((w) => w.key === (e.weapon as { boltedOn: string }).boltedOn) : undefined;
  if ("boltedOn" in e.weapon && !bolted) refuse("unknown-piece", `${v.name} has no such bolted-on weapon.`, SHOOTING_RULES.boltedOn);
  if (bolted?.out) refuse("not-allowed", `${bolted.name} is out of action for the rest of the battle.`, SHOOTING_RULES.toHit);
  const carried = "carried" in e.weapon ? e.weapon.carried : { unwieldy: bolted?.unwieldy ?? false, pistol: false, template: e.special === "template" };
  const aboard = riders(s, v.key).filter((x) => x.seat !== "driver");
  return {
    seat: f.seat === "driver" || f.seat === "gunner" || f.seat === "polecat" ? f.seat : "passenger",
    ...lastActivation(v),
    weapon: {
      boltedOn: !!bolted,
      unwieldy: carried.unwieldy,
      pistol: carried.pistol,
      template: carried.template,
      allocatedToFirer: !!bolted && (bolted.allocatedTo === f.key || (bolted.allocatedTo === "driver" && f.seat === "driver")),
      damaged: (bolted?.penalty ?? 0) < 0,
    },
    arc: e.arc ?? "side",
    boneshaker: v.card.shootingModifier < 0,
    enclosed: v.card.onlyHalfCrewMayFire ? { fired: aboard.filter((x) => x.firedThisTurn && x.key !== f.key).length, crew: aboard.length } : null,
  };
}

const shootVehicle: Handler<"shoot-vehicle"> = (s, e, dice, step) => {
  const target = vehicleAt(s, e.target);
  const firer = fighterAt(s, e.firer);
  if (target.flags.wrecked) refuse("vehicle-wrecked", `${target.name} is a wreck, out of the game.`, SHOOTING_RULES.toHit);
  if (firer.condition !== "active") refuse("fighter-unavailable", `${firer.name} is ${firer.condition} and cannot shoot.`, SHOOTING_RULES.toHit);
  const from = firingFrom(s, e);
  const mine = firer.ridesIn ? s.vehicles[firer.ridesIn] : undefined;
  const keptPace = !!mine?.chase && mine.chase.quarry === e.target && mine.chase.keptPace;
  const r = step.take(
    rollToHit(
      {
        needed: e.needed,
        atVehicle: { thrusted: lastActivation(target).thrusted },
        from,
        keptPace,
        modifiers: e.modifiers ?? [],
        twinLinkedReroll: e.twinLinkedReroll ?? false,
      },
      dice,
    ),
  );
  firer.firedThisTurn = true;
  const said = `${firer.name} shoots at ${target.name}: ${r.rolls.join(" then ")}${r.modifier ? ` ${r.modifier > 0 ? "+" : ""}${r.modifier}` : ""} against ${e.needed}+`;
  if (!r.hit) return `${said}, a miss.`;
  const hits = step.take(rollHitsOnVehicle(e.special, e.blastCentred ?? false, dice)).hits;
  const where = queueHits(
    s,
    e.target,
    hits,
    { weapon: e.special, damage: e.damage, meltaShortRange: e.meltaShortRange ?? false, from: firer.name },
    dice,
    step,
  );
  return `${said}, ${hits} hit(s): ${where.join(", ")}. Roll to wound.`;
};

export const SHOOTING_HANDLERS: Handlers<ShootingEvent["type"]> = {
  "shoot-vehicle": shootVehicle,
  "wound-hit": woundHit,
  "injury-dice": injuryDice,
  "wrecking-ball": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    if (!hasUpgrade(v, "wrecking-ball")) refuse("not-allowed", `${v.name} has no wrecking ball.`, specialWeapon("wrecking-ball").rule);
    const target = e.target in s.vehicles ? situationOf(s, e.target) : null;
    const crew = riders(s, v.key).filter((f) => f.seat !== "driver" && f.condition === "active").length;
    const { hits } = step.take(wreckingBall(situationOf(s, v.key), target, crew, e.distance, dice));
    const where = queueHits(
      s,
      e.target,
      hits,
      { weapon: "wrecking-ball", damage: e.damage, meltaShortRange: false, from: `${v.name}'s wrecking ball` },
      dice,
      step,
    );
    return `${v.name}'s wrecking ball lands ${hits} hit(s) that ignore armour: ${where.join(", ")}.`;
  },
  "damage-stationary": (s, e, dice, step) => {
    const f = fighterAt(s, e.fighter);
    const v = vehicleAt(s, e.target);
    if (f.ridesIn !== e.target || !isStationary(v))
      refuse("not-allowed", "Only a fighter aboard a stationary vehicle can strike it where he likes.", VEHICLE_HIT_RULES.chosen);
    if (riders(s, v.key).some((x) => x.gangId !== f.gangId && x.condition === "active"))
      refuse("not-allowed", "He must be unopposed on the vehicle to wreck it.", VEHICLE_HIT_RULES.chosen);
    const at = step.take(locateHit(situationOf(s, v.key), e.location, dice));
    queueHits(s, v.key, 1, { weapon: "standard", damage: e.damage, meltaShortRange: false, from: f.name, at }, dice, step);
    return `${f.name} hits ${v.name}'s ${at.row.title} without a roll. Roll to wound.`;
  },
  "ammo-roll": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const w = v.weapons.find((x) => x.key === e.weapon) ?? refuse("unknown-piece", `${v.name} has no such bolted-on weapon.`);
    const r = step.take(ammoRoll(e.needed, w.extraAmmo === "unused", (e.twinLinkedReroll ?? false) && w.twinLinked, dice));
    if (r.extraAmmoUsed) w.extraAmmo = "used";
    return r.extraAmmoUsed
      ? `${w.name}: Extra Ammo passes its first ammo roll.`
      : `${w.name} ammo roll ${r.rolls.join(" then ")}: ${r.passed ? "passed" : "failed"}.`;
  },
  fumble: (s, e, _dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const r = step.take(fumbleOnBoard(riders(s, v.key).map((f) => f.name)));
    return `A fumble aboard ${v.name} hits ${r.hit.join(", ")}, with no bonus from the vehicle.`;
  },
  knockback: (s, e, dice, step) => {
    const f = fighterAt(s, e.fighter);
    if (!f.ridesIn) refuse("not-allowed", "Vehicles shrug off knockback; only a rider can be knocked overboard.", specialWeapon("knockback").rule);
    const r = step.take(knockbackOnCrew(f.name, fighterTest(s, f.key, "I"), dice));
    if (r.thrown) dismount(f, "pinned");
    return r.thrown ? `${r.text} ${describeLanding(r.thrown)}.` : r.text;
  },
  harpoon: (s, e, dice, step) => {
    const f = fighterAt(s, e.fighter);
    if (!f.ridesIn) refuse("not-allowed", "A harpoon never drags a vehicle; only its riders go overboard.", specialWeapon("harpoon").rule);
    const r = step.take(harpoonOverboard(f.name, dice));
    dismount(f, "pinned");
    return `${f.name} is dragged ${r.inches}" overboard toward the shooter${r.hit ? " and takes a S3 hit" : ""}, pinned.`;
  },
  grapnel: (s, e, dice, step) => {
    const f = fighterAt(s, e.fighter);
    const r = step.take(grapnelHold(f.name, e.outOfRange, fighterTest(s, f.key, "S"), dice));
    if (!r.test) return `${f.name}'s grapnel holds; he moves as usual next turn.`;
    return r.towed ? `${f.name} holds on and is towed along.` : `${f.name} is dragged ${r.dragged}" and takes a S3 hit.`;
  },
};
