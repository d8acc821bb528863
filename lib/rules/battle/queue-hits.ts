// Hits landing on a vehicle: a location each (or one for all), a crewman for crew hits; each waits
// as a prompt for its wound roll, whose roll needed comes from the base rules.
import type { Dice } from "../../dice";
import type { LocatedHit } from "./situation";
import { specialWeapon, type SpecialWeaponId } from "./special-weapons";
import { riders, situationOf } from "./state-read";
import { addPrompt, crewTargets } from "./state-write";
import type { BattleState } from "./state";
import type { Step } from "./step";
import { crewStruck, locateHit } from "./vehicle-hits";

export interface HitSpec {
  weapon: SpecialWeaponId;
  damage: number | null;
  meltaShortRange: boolean;
  from: string;
  /** One location for every hit (chosen on a stationary vehicle, or shared by a cook-off). */
  at?: LocatedHit;
}

/** Lands `count` hits on a vehicle: a location each (unless one is given), a crewman for crew hits. */
export function queueHits(s: BattleState, target: string, count: number, spec: HitSpec, dice: Dice, step: Step): string[] {
  const out: string[] = [];
  const w = specialWeapon(spec.weapon);
  for (let i = 0; i < count; i++) {
    const hit = spec.at ?? step.take(locateHit(situationOf(s, target), null, dice));
    const base = {
      kind: "hit" as const,
      vehicle: target,
      location: hit.location,
      weapon: spec.weapon,
      damage: spec.damage,
      meltaShortRange: spec.meltaShortRange,
      penetrates: "penetrates" in w,
      from: spec.from,
    };
    const where = `${hit.row.title}${hit.roll ? ` (rolled ${hit.roll})` : ""}`;
    if (hit.location === "crew") {
      for (const f of step.take(crewStruck(crewTargets(s, target), "eachRider" in w, dice))) addPrompt(s, { ...base, fighter: f.key });
    } else {
      const driver = hit.location === "driver" ? riders(s, target).find((f) => f.seat === "driver") : undefined;
      addPrompt(s, { ...base, fighter: driver?.key ?? null });
    }
    out.push(where);
  }
  return out;
}
