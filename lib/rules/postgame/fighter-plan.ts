// The fighter half of the post-game wizard (issue 13): what it offers one gang after one battle,
// worked out from the battle record, the roster and the campaign's pack (lib/packs/postgame).
import { experienceRuleOf, learnableCategories, skillsLeft, stillInGang, type BattleResult } from "@/lib/packs/postgame";
import type { AdvancementEffect, ExperienceRule, IncomeRule, TableDice } from "@/lib/packs/schema/tables";
import type { Pack } from "@/lib/packs/schema/pack";
import type { Roster } from "../roster/schema";

/** One fighter's line of the battle record, as the experience step reads it. */
export interface RecordedFighter {
  fighterId: string;
  tookPart: boolean;
  kills: number;
  outOfActionCaused: number;
  extraXp: number;
}

export interface FighterHalfPlan {
  packName: string;
  /** The gang's result, as the income rule reads it. */
  result: BattleResult;
  experienceRule: ExperienceRule;
  /** Fighters who took part and are still on the roster, with the experience the record gives them. */
  experience: { fighterId: string; name: string; kills: number; outOfActionCaused: number; extraXp: number; gained: number }[];
  /** The pack's lasting-injury table, shown beside the choice; null when the pack has none. */
  injuryTable: { dice: TableDice; rows: { from: number; to: number; name: string }[] } | null;
  /** Null when the pack has no advances. */
  advances: {
    options: { id: string; name: string; xpCost: number; effect: AdvancementEffect }[];
    /** Rolling instead of choosing: its cost and dice, and the advances its rows name. */
    roll: { xpCost: number; dice: TableDice; advancementIds: string[] } | null;
    categories: { id: string; name: string; skills: { id: string; name: string }[] }[];
    /** Fighters with enough experience, counting this battle's, for the cheapest advance. */
    fighters: { fighterId: string; name: string; xp: number; xpFromBattle: number; categories: string[]; skillsLeft: string[] }[];
    cheapest: number;
  } | null;
  /** Null when the pack has no income rule (income then goes on the Credits page). */
  income: { rule: IncomeRule; credits: number | null } | null;
}

/** The record's result in the income rule's words. */
export const resultForIncome = (result: string): BattleResult => (result === "won" ? "win" : result === "draw" ? "draw" : "loss");

export function planFighterHalf(p: {
  pack: Pack;
  roster: Roster;
  record: RecordedFighter[];
  result: string;
  driverXp: Record<string, number>;
}): FighterHalfPlan {
  const { pack, roster: r } = p;
  const rule = experienceRuleOf(pack);
  const onRoster = (id: string) => r.fighters.find((f) => f.id === id && stillInGang(f));
  const experience = p.record.flatMap((e) => {
    const f = e.tookPart ? onRoster(e.fighterId) : undefined;
    if (!f) return [];
    const gained = rule.forTakingPart + e.kills * rule.perKill + e.outOfActionCaused * rule.perOutOfAction + e.extraXp;
    return [{ fighterId: f.id, name: f.name, kills: e.kills, outOfActionCaused: e.outOfActionCaused, extraXp: e.extraXp, gained }];
  });
  const fromBattle = (id: string) => (experience.find((x) => x.fighterId === id)?.gained ?? 0) + (p.driverXp[id] ?? 0);
  const result = resultForIncome(p.result);
  return {
    packName: pack.name,
    result,
    experienceRule: rule,
    experience,
    injuryTable: pack.injuries ? { dice: pack.injuries.dice, rows: pack.injuries.rows.map((x) => ({ from: x.from, to: x.to, name: x.name })) } : null,
    advances: advancesPlan(pack, r, fromBattle),
    income: pack.income ? { rule: pack.income, credits: pack.income.kind === "by-result" ? pack.income[result] : null } : null,
  };
}

function advancesPlan(pack: Pack, r: Roster, fromBattle: (id: string) => number): FighterHalfPlan["advances"] {
  const adv = pack.advancements;
  if (!adv || (adv.options.length === 0 && !adv.roll)) return null;
  const cheapest = Math.min(...adv.options.map((o) => o.xpCost), adv.roll?.xpCost ?? Infinity);
  // ruling: the fighters who can pay for an advance once this battle's experience is in (the
  // record's and 003's driver experience, both awarded before the advances); the step itself
  // checks again on the roster as it stands then
  const fighters = r.fighters
    .filter((f) => (f.status === "active" || f.status === "recovering") && f.xp + fromBattle(f.id) >= cheapest)
    .map((f) => {
      const categories = learnableCategories(pack, f);
      return {
        fighterId: f.id,
        name: f.name,
        xp: f.xp,
        xpFromBattle: fromBattle(f.id),
        categories,
        skillsLeft: categories.flatMap((c) => skillsLeft(pack, f, c).map((s) => s.id)),
      };
    });
  return {
    options: adv.options.map((o) => ({ id: o.id, name: o.name, xpCost: o.xpCost, effect: o.effect })),
    roll: adv.roll ? { xpCost: adv.roll.xpCost, dice: adv.roll.dice, advancementIds: [...new Set(adv.roll.rows.map((x) => x.advancement))] } : null,
    categories: pack.skillCategories.map((c) => ({
      id: c.id,
      name: c.name,
      skills: pack.skills.filter((s) => s.category === c.id).map((s) => ({ id: s.id, name: s.name })),
    })),
    fighters,
    cheapest,
  };
}
