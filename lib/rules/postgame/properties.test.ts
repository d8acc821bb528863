// Property tests over whole post-game sequences: same seed → same result, a replayed log → same
// result, and nothing ever leaves credits below zero or a stat out of its range.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { seededDice, type Dice } from "../../dice";
import { replayDice } from "../../dice";
import type { Roster } from "../roster/schema";
import { rosterSchema } from "../roster/schema";
import { gruntsRoster } from "../roster/fixtures";
import { validateRoster } from "../validation/validate";
import { effectiveVehicle } from "../effective-vehicle";
import { isRelative } from "../tables/stats";
import { CUSTOM_UPGRADE_IDS } from "../tables/techpriest";
import { rollPermanentDamage } from "./permanent-damage";
import { visitRogueTechpriest } from "./techpriest";
import { gainDrivingSkill } from "./driving-skills";
import { awardDriverExperience } from "./driver-experience";
import { resolveCrewDeaths } from "./crew-deaths";
import { wreckAndRuin } from "./wreck-and-ruin";
import { runSteps, type PostgameResult } from "./result";

type Op = { k: number; a: number; b: number; c: boolean };
const opArb = fc.record({ k: fc.nat(5), a: fc.nat(9), b: fc.nat(9), c: fc.boolean() });

/** Turns arbitrary numbers into one post-game step on whatever the roster holds at that moment. */
function step(op: Op): (r: Roster, d: Dice) => PostgameResult {
  return (r, d) => {
    const v = r.vehicles[op.a % r.vehicles.length]!;
    const f = r.fighters[op.b % r.fighters.length]!;
    switch (op.k) {
      case 0:
        return rollPermanentDamage(r, { vehicleId: v.id, otherGangBottledOut: op.c, stripperId: f.status === "active" ? f.id : null, benchFighterId: null }, d);
      case 1:
        return visitRogueTechpriest(r, { visitorId: op.c ? "boss" : "nob", vehicleId: v.id, upgradeId: CUSTOM_UPGRADE_IDS[op.b % 3]! }, d);
      case 2:
        return gainDrivingSkill(r, { fighterId: f.id }, d);
      case 3:
        return awardDriverExperience(r, { fighterId: f.id, damagingRams: op.a % 3, footFightersRunOver: op.b % 3 }, d);
      case 4:
        return resolveCrewDeaths(r, { deadFighterIds: op.c ? [f.id] : [] }, d);
      default:
        return wreckAndRuin(r, {}, d);
    }
  };
}

const run = (ops: Op[], dice: Dice) => runSteps(gruntsRoster(), dice, ops.map(step));

describe("post-game properties", () => {
  it("the same seed gives the same result, and the log replays to the same result", () => {
    fc.assert(
      fc.property(fc.string(), fc.array(opArb, { maxLength: 25 }), (seed, ops) => {
        const a = run(ops, seededDice(seed));
        expect(run(ops, seededDice(seed))).toEqual(a);
        expect(run(ops, replayDice(a.log))).toEqual(a);
      }),
      { numRuns: 120 },
    );
  });

  it("no sequence leaves credits below zero or a stat out of its range", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(opArb, { maxLength: 40 }), (seed, ops) => {
        const { roster } = run(ops, seededDice(seed));
        expect(rosterSchema.safeParse(roster).success).toBe(true);
        const broken = validateRoster(roster).filter((i) =>
          ["credits-below-zero", "ledger-mismatch", "crew-not-available", "fighter-in-two-crews", "crew-on-destroyed-vehicle"].includes(i.code),
        );
        expect(broken).toEqual([]);
        for (const v of roster.vehicles) {
          const card = effectiveVehicle(v);
          expect(card.movement).toBeGreaterThanOrEqual(1);
          expect(card.maxThrust).toBeGreaterThanOrEqual(1);
          for (const l of Object.values(card.locations)) {
            if (!isRelative(l.toughness)) expect(l.toughness).toBeGreaterThanOrEqual(1);
            if (!isRelative(l.wounds)) expect(l.wounds).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
