// A random skill: the category's skills are numbered in the pack's order and rolled for.
import type { Dice } from "../../dice";
import type { Fighter } from "../../rules/roster/schema";
import type { StepRecorder } from "../../rules/postgame/result";
import type { PackSkill } from "../schema/fighters";
import type { Pack } from "../schema/pack";
import type { TableDice } from "../schema/tables";
import type { TableRowUsed } from "./result";

/**
 * ruling: a category of up to 3 skills is rolled with a D3, up to 6 with a D6, and up to 36 (the
 * most a pack allows) with a D66 read as 1 to 36 (11 is the 1st skill, 16 the 6th, 21 the 7th…).
 * A number past the end of the list, or a skill the fighter already has, is rolled again.
 */
export function skillDice(count: number): TableDice {
  return count <= 3 ? "D3" : count <= 6 ? "D6" : "D66";
}

/** The 1-based place on the list a roll of these dice points to. */
export const skillPlace = (kind: TableDice, roll: number) => (kind === "D66" ? (Math.floor(roll / 10) - 1) * 6 + (roll % 10) : roll);

function roll(dice: Dice, kind: TableDice, purpose: string): number {
  return kind === "D3" ? dice.d3(purpose) : kind === "D6" ? dice.d6(purpose) : dice.d66(purpose);
}

/** Rolls until a skill the fighter lacks comes up (the caller has checked one is left). */
export function rollSkill(rec: StepRecorder, pack: Pack, f: Fighter, fi: number, categoryId: string, rows: TableRowUsed[]): PackSkill {
  const list = pack.skills.filter((s) => s.category === categoryId);
  const category = pack.skillCategories.find((c) => c.id === categoryId)?.name ?? categoryId;
  const kind = skillDice(list.length);
  for (;;) {
    const r = roll(rec.dice, kind, `Random skill (${category}): ${f.name}`);
    const skill = list[skillPlace(kind, r) - 1];
    rows.push({ table: `Skills: ${category}`, dice: kind, roll: r, from: r, to: r, name: skill?.name ?? "no skill: roll again" });
    if (skill && !f.skills.some((k) => k.toLowerCase() === skill.name.toLowerCase())) return skill;
    rec.change(
      ["fighters", fi, "skills"],
      skill ? `${f.name} already has ${skill.name}: roll again.` : `${r} is past the end of ${category}'s list: roll again.`,
    );
  }
}
