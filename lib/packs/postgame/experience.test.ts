import { describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "../default-pack";
import { awardFighterExperience } from "./experience";
import { DEFAULT_EXPERIENCE_RULE } from "./result";
import { deepFreeze, fighter, packGang } from "./test-gang";

const entry = (fighterId: string, kills = 0, outOfActionCaused = 0, scenarioXp = 0) => ({ fighterId, kills, outOfActionCaused, scenarioXp });

describe("experience from the battle record", () => {
  it("the pack's rates: 1 for taking part, 1 a kill, 1 an enemy out of action, plus the scenario's extra", () => {
    const res = awardFighterExperience(packGang(), DEFAULT_PACK, { record: [entry("mags", 2, 1, 2), entry("tich")] });
    expect([fighter(res.roster, "mags").xp, fighter(res.roster, "tich").xp]).toEqual([16, 1]);
    expect(res.changes.map((c) => c.text)).toEqual([
      "Mags +6 experience (1 for taking part, 2 for 2 kills, 1 for 1 enemy taken out of action, 2 from the scenario): 16 in all.",
      "Tich +1 experience (1 for taking part): 1 in all.",
    ]);
    expect([res.log, res.rows, res.issues]).toEqual([[], [], []]);
  });
  it("a pack's own rates; a fighter earning nothing gets no line", () => {
    const pack = { ...DEFAULT_PACK, experience: { forTakingPart: 0, perKill: 2, perOutOfAction: 0 } };
    const res = awardFighterExperience(packGang(), pack, { record: [entry("dex", 3, 5), entry("tich")] });
    expect(fighter(res.roster, "dex").xp).toBe(6);
    expect(res.changes).toHaveLength(1);
  });
  it("a pack without an experience rule uses the placeholder rates", () => {
    const res = awardFighterExperience(packGang(), { ...DEFAULT_PACK, experience: null }, { record: [entry("boss", 1)] });
    expect(fighter(res.roster, "boss").xp).toBe(DEFAULT_EXPERIENCE_RULE.forTakingPart + DEFAULT_EXPERIENCE_RULE.perKill);
  });
  it("refuses an unknown fighter, a fighter listed twice, a dead one or a negative count; the roster is unchanged", () => {
    const r = deepFreeze(packGang());
    const dead = structuredClone(r);
    fighter(dead, "tich").status = "dead";
    const cases = [
      [r, [entry("ghost")], 'There is no fighter "ghost" on the roster.'],
      [r, [entry("mags"), entry("mags")], "Mags is in the battle record twice: give one line per fighter."],
      [dead, [entry("tich")], "Tich is dead and earns no experience."],
      [r, [entry("mags", -1)], "Mags: kills, enemies taken out of action and scenario experience are whole numbers from 0."],
    ] as const;
    for (const [roster, record, message] of cases) {
      const res = awardFighterExperience(roster, DEFAULT_PACK, { record: [...record] });
      expect(res.issues.map((i) => i.message)).toEqual([message]);
      expect(res.roster).toBe(roster);
    }
  });
});
