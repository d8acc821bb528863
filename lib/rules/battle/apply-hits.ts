// Resolving what waits on a vehicle: a hit's wound roll (the roll needed is the base rules'), then a
// location at 0 wounds rolling the injury dice.
import { resolveSave, resolveValue } from "../effective-vehicle";
import type { LocationId } from "../tables/vehicle-profiles";
import type { EventOf } from "./events";
import { rollInjuryEffect } from "./injury-dice";
import { isMachineLocation } from "./location-effects";
import { refuse } from "./rule";
import { movingVehicleOf, riders, vehicleAt } from "./state-read";
import { addPrompt, crewTargets, woundFighter } from "./state-write";
import { specialWeapon } from "./special-weapons";
import type { BattleState, Prompt } from "./state";
import type { Handler } from "./step";
import { woundLocation, VEHICLE_HIT_RULES } from "./vehicle-hits";
import { applyInjury } from "./apply-injury";

function promptOf<K extends Prompt["kind"]>(s: BattleState, id: number, kind: K): Extract<Prompt, { kind: K }> {
  const p = s.prompts.find((x): x is Extract<Prompt, { kind: K }> => x.id === id && x.kind === kind);
  return (
    p ?? refuse("not-allowed", `There is no ${kind === "hit" ? "hit waiting for its wound roll" : "location waiting for its injury dice"} numbered ${id}.`)
  );
}

export const woundHit: Handler<"wound-hit"> = (s, e: EventOf<"wound-hit">, dice, step) => {
  const p = promptOf(s, e.prompt, "hit");
  const v = vehicleAt(s, p.vehicle);
  const loc = p.location as LocationId;
  const f = p.fighter ? s.fighters[p.fighter] : undefined;
  const card = v.card.locations[loc];
  const damage = p.damage ?? e.damage ?? refuse("not-allowed", "Enter the Damage of the weapon the hits come from.", VEHICLE_HIT_RULES.wound);
  const woundsLeft = isMachineLocation(loc) ? v.locations[loc].wounds : (f?.wounds ?? 0);
  const title = f ? `${f.name} (${loc})` : loc;
  // ruling: the plates' save protects every location of the vehicle, the crew's and the driver's too.
  const r = step.take(
    woundLocation(
      {
        target: v.name,
        title,
        woundNeeded: e.woundNeeded,
        save: resolveSave(card.save, e.fighterSave ?? null),
        plateSave: v.plateSave,
        penetrates: p.penetrates,
        damage,
        meltaShortRange: p.meltaShortRange,
        woundsLeft,
      },
      dice,
    ),
  );
  s.prompts = s.prompts.filter((x) => x.id !== p.id);
  v.plateSave = r.plateSaveAfter;
  if (isMachineLocation(loc)) {
    v.locations[loc].wounds = r.woundsAfter;
    if (r.injuryDice) addPrompt(s, { kind: "injury", vehicle: v.key, location: loc });
  } else if (f) woundFighter(f, r.woundsLost);
  const spread = p.weapon === "scattershot" && loc === "crew" && r.wounded ? crewTargets(s, v.key).filter((x) => x.key !== p.fighter) : [];
  if (spread.length) {
    // ruling: "successfully wounds" is the wound roll itself; the other riders are then each hit as by a template.
    step.cite(specialWeapon("scattershot").rule);
    spread.forEach((x) => addPrompt(s, { ...p, weapon: "template", fighter: x.key }));
  }
  const t = f ? resolveValue(card.toughness, f.stats.T) : resolveValue(card.toughness, 1);
  return `${v.name}, ${title} (T${t}): ${r.text}${spread.length ? ` The scattershot spreads over the crew: ${spread.map((x) => x.name).join(", ")}.` : ""}`;
};

export const injuryDice: Handler<"injury-dice"> = (s, e: EventOf<"injury-dice">, dice, step) => {
  const p = promptOf(s, e.prompt, "injury");
  const v = vehicleAt(s, p.vehicle);
  const name = (key: string | undefined) => (key ? (s.fighters[key]?.name ?? key) : undefined);
  const ctx = {
    vehicle: movingVehicleOf(s, v.key),
    thrustTestModifier: v.card.thrustTestModifier,
    weapons: v.weapons
      .filter((w) => !w.out)
      .map((w) => ({
        key: w.key,
        label: w.name,
        gunner: w.allocatedTo === "driver" ? (riders(s, v.key).find((f) => f.seat === "driver")?.name ?? null) : (name(w.allocatedTo ?? undefined) ?? null),
      })),
    upgrades: v.upgrades
      .filter((u) => !u.destroyed)
      .map((u) => ({ key: u.key, upgradeId: u.upgradeId, label: u.label, weapon: u.weapon, polecat: name(u.polecat) })),
    riders: riders(s, v.key).map((f) => f.name),
    stuntSide: e.stuntSide,
  };
  const r = step.take(rollInjuryEffect(ctx, p.location, e.injury, dice));
  s.prompts = s.prompts.filter((x) => x.id !== p.id);
  return applyInjury(s, v, r, dice, step);
};
