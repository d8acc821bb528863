// An advance bought with experience: one of the pack's options chosen, or rolled on the pack's
// advancement table; a stat +1 up to the option's maximum, or a skill from a category (chosen by the
// player or rolled from the category's list).
import type { Dice } from "../../dice";
import type { Fighter, Roster } from "../../rules/roster/schema";
import { fighterIndex } from "../../rules/postgame/fighters";
import { StepRecorder } from "../../rules/postgame/result";
import { rowFor, rollTableDice } from "../dice";
import { typeOfFighter } from "../lookup";
import type { Pack } from "../schema/pack";
import type { PackSkill } from "../schema/fighters";
import type { Advancement } from "../schema/tables";
import { stillInGang, withRows, type FighterStepResult, type TableRowUsed } from "./result";
import { rollSkill } from "./random-skill";

export interface AdvanceInput {
  fighterId: string;
  /** One of the pack's advances by id, or a roll on the pack's advancement table. */
  choice: { kind: "chosen"; advancementId: string } | { kind: "rolled" };
  /** The skill category, where the advance leaves it to the player and the fighter has several. */
  categoryId?: string;
  /** The skill, where the advance lets the player choose it. */
  skillId?: string;
}

/**
 * The categories a fighter may learn from. ruling: a custom-type fighter (no pack type) may learn
 * from every category of the pack until his owner maps him to a type.
 */
export function learnableCategories(pack: Pack, f: Pick<Fighter, "pack">): string[] {
  return typeOfFighter(pack, f)?.skillCategories ?? pack.skillCategories.map((c) => c.id);
}

/** Skills of a category the fighter does not have yet, in the pack's order. */
export const skillsLeft = (pack: Pack, f: Pick<Fighter, "skills">, categoryId: string): PackSkill[] =>
  pack.skills.filter((s) => s.category === categoryId && !f.skills.some((k) => k.toLowerCase() === s.name.toLowerCase()));

/** The categories this advance could give a skill from, each with a skill left to learn. */
function openCategories(pack: Pack, f: Fighter, a: Advancement): string[] {
  if (a.effect.kind !== "skill") return [];
  const allowed = a.effect.category === null ? learnableCategories(pack, f) : [a.effect.category];
  return allowed.filter((c) => skillsLeft(pack, f, c).length > 0);
}

/** Can the fighter take this advance at all (a stat below its maximum, a skill left to learn)? */
const usable = (pack: Pack, f: Fighter, a: Advancement) =>
  a.effect.kind === "stat" ? f.stats[a.effect.stat] < a.effect.max : openCategories(pack, f, a).length > 0;

const categoryName = (pack: Pack, id: string) => pack.skillCategories.find((c) => c.id === id)?.name ?? id;

export function buyAdvance(roster: Roster, pack: Pack, input: AdvanceInput, dice: Dice): FighterStepResult {
  const rec = new StepRecorder(roster, dice);
  const refuse = (path: (string | number)[], message: string, rows: TableRowUsed[] = []) => withRows(rec.refuse("not-allowed", path, message), rows);
  const adv = pack.advancements;
  if (!adv) return refuse(["fighters"], `The pack "${pack.name}" has no advances.`);
  const fi = fighterIndex(roster, input.fighterId);
  if (fi < 0) return withRows(rec.refuse("unknown-fighter", ["fighters"], `There is no fighter "${input.fighterId}" on the roster.`), []);
  const f = rec.roster.fighters[fi]!;
  if (!stillInGang(f)) return refuse(["fighters", fi], `${f.name} is ${f.status} and can take no advance.`);

  const rows: TableRowUsed[] = [];
  let option: Advancement;
  let cost: number;
  if (input.choice.kind === "chosen") {
    const { advancementId } = input.choice;
    const found = adv.options.find((a) => a.id === advancementId);
    if (!found) return refuse(["fighters", fi], `The pack "${pack.name}" has no advance "${advancementId}".`);
    option = found;
    cost = found.xpCost;
    if (f.xp < cost) return refuse(["fighters", fi, "xp"], `${f.name} has ${f.xp} experience; ${found.name} costs ${cost}.`);
    if (!usable(pack, f, found))
      return refuse(
        ["fighters", fi],
        found.effect.kind === "stat"
          ? `${f.name}'s ${found.effect.stat} is ${f.stats[found.effect.stat]}, the most ${found.name} allows.`
          : `${f.name} has every skill ${found.name} could give.`,
      );
  } else {
    const table = adv.roll;
    if (!table) return refuse(["fighters"], `The pack "${pack.name}" has no table to roll advances on: choose one.`);
    cost = table.xpCost;
    if (f.xp < cost) return refuse(["fighters", fi, "xp"], `${f.name} has ${f.xp} experience; a rolled advance costs ${cost}.`);
    const byId = (id: string) => adv.options.find((a) => a.id === id);
    const anyLeft = table.rows.some((r) => {
      const a = byId(r.advancement);
      return a !== undefined && usable(pack, f, a);
    });
    if (!anyLeft) return refuse(["fighters", fi], `No advance on the table is left for ${f.name}: choose one instead.`);
    // ruling: a rolled advance the fighter cannot take (a stat at its maximum, no skill left) is rolled again
    for (;;) {
      const roll = rollTableDice(dice, table.dice, `Advance: ${f.name}`);
      const row = rowFor(table.rows, roll);
      const a = row && byId(row.advancement);
      if (!row || !a) return refuse(["fighters", fi], `No row of the pack's advancement table covers ${roll}.`, rows);
      rows.push({ table: "Advances", dice: table.dice, roll, from: row.from, to: row.to, name: a.name });
      if (usable(pack, f, a)) {
        option = a;
        break;
      }
      rec.change(["fighters", fi], `${f.name} rolls ${roll}: ${a.name}, which he cannot take; roll again.`);
    }
  }

  const e = option.effect;
  if (e.kind === "stat") {
    const before = f.stats[e.stat];
    f.stats[e.stat] = before + 1;
    rec.change(["fighters", fi, "stats", e.stat], `${f.name} takes ${option.name}: ${e.stat} ${before} → ${before + 1}.`);
  } else {
    const open = openCategories(pack, f, option);
    const categoryId = input.categoryId ?? (open.length === 1 ? open[0] : undefined);
    if (categoryId === undefined) {
      rec.notice("choose-skill-category", `${f.name} takes ${option.name}: choose the category, one of ${open.map((c) => categoryName(pack, c)).join(", ")}.`);
      return withRows({ ...rec.done(), roster }, rows);
    }
    if (!open.includes(categoryId))
      return refuse(
        ["fighters", fi, "skills"],
        `${f.name} cannot take a skill from "${categoryName(pack, categoryId)}" with ${option.name}: choose one of ${open.map((c) => categoryName(pack, c)).join(", ")}.`,
        rows,
      );
    const left = skillsLeft(pack, f, categoryId);
    let skill: PackSkill | undefined;
    if (e.how === "chosen") {
      if (input.skillId === undefined) {
        rec.notice("choose-skill", `${f.name} takes ${option.name}: choose one of ${left.map((s) => s.name).join(", ")}.`);
        return withRows({ ...rec.done(), roster }, rows);
      }
      skill = left.find((s) => s.id === input.skillId);
      if (!skill)
        return refuse(
          ["fighters", fi, "skills"],
          `${f.name} cannot learn "${input.skillId}" from ${categoryName(pack, categoryId)}: choose one of ${left.map((s) => s.name).join(", ")}.`,
          rows,
        );
    } else {
      skill = rollSkill(rec, pack, f, fi, categoryId, rows);
    }
    f.skills.push(skill.name);
    rec.change(["fighters", fi, "skills"], `${f.name} takes ${option.name}: ${skill.name} (${categoryName(pack, categoryId)}).`);
  }
  f.xp -= cost;
  rec.change(["fighters", fi, "xp"], `${f.name} spends ${cost} experience: ${f.xp} left.`);
  return withRows(rec.done(), rows);
}
