// What the shape check cannot see: one entry naming another that is not there, two entries sharing
// an id, a table whose dice leave a result uncovered. Every problem with its path in the file.
import { coverageProblems } from "./dice";
import type { Pack } from "./schema/pack";
import type { TableDice } from "./schema/tables";

export interface PackError {
  /** Where in the file: "fighterTypes.0.equipment.2.item"; "(file)" for the file as a whole. */
  path: string;
  message: string;
}

type Path = (string | number)[];

/** A random skill is rolled with D3, D6 or D66 (read as 1 to 36), so a category holds at most 36. */
export const MAX_SKILLS_PER_CATEGORY = 36;
const at = (path: Path, message: string): PackError => ({ path: path.join("."), message });

const plural = (what: string) => (what === "piece of wargear" ? "pieces of wargear" : `${what}s`);

/** Each id used once in its list; `what` names an entry in words ("fighter type"). */
function duplicates(out: PackError[], ids: { id: string; path: Path; what: string }[]): void {
  const first = new Map<string, string>();
  for (const { id, path, what } of ids) {
    const earlier = first.get(id);
    if (earlier === undefined) first.set(id, what);
    else
      out.push(
        at(
          path,
          earlier === what
            ? `Two ${plural(what)} share the id "${id}": each needs its own.`
            : `"${id}" is already the id of a ${earlier}: weapons and wargear share one list of ids.`,
        ),
      );
  }
}

function table(out: PackError[], path: Path, dice: TableDice, rows: readonly { from: number; to: number }[]): void {
  for (const p of coverageProblems(dice, rows)) {
    out.push(at(p.row === undefined ? [...path, "rows"] : [...path, "rows", p.row, ...(p.field ? [p.field] : [])], p.message));
  }
}

export function checkPack(pack: Pack): PackError[] {
  const out: PackError[] = [];
  duplicates(
    out,
    pack.fighterTypes.map((t, i) => ({ id: t.id, path: ["fighterTypes", i, "id"], what: "fighter type" })),
  );
  duplicates(out, [
    ...pack.weapons.map((w, i) => ({ id: w.id, path: ["weapons", i, "id"], what: "weapon" })),
    ...pack.wargear.map((w, i) => ({ id: w.id, path: ["wargear", i, "id"], what: "piece of wargear" })),
  ]);
  duplicates(
    out,
    pack.skillCategories.map((c, i) => ({ id: c.id, path: ["skillCategories", i, "id"], what: "skill category" })),
  );
  duplicates(
    out,
    pack.skills.map((s, i) => ({ id: s.id, path: ["skills", i, "id"], what: "skill" })),
  );
  duplicates(
    out,
    (pack.advancements?.options ?? []).map((a, i) => ({ id: a.id, path: ["advancements", "options", i, "id"], what: "advancement" })),
  );

  // a fighter's skills are written on his card by name, so two skills of one name could not be told apart
  const skillNames = new Map<string, number>();
  pack.skills.forEach((s, i) => {
    const key = s.name.toLowerCase();
    if (skillNames.has(key)) out.push(at(["skills", i, "name"], `Two skills are called "${s.name}": a fighter's card could not tell them apart.`));
    else skillNames.set(key, i);
  });

  const items = new Set([...pack.weapons, ...pack.wargear].map((x) => x.id));
  const categories = new Set(pack.skillCategories.map((c) => c.id));
  const category = (id: string, path: Path, who: string) => {
    if (!categories.has(id)) out.push(at(path, `${who} names the skill category "${id}", but the pack has no skill category with that id.`));
  };
  pack.skills.forEach((s, i) => category(s.category, ["skills", i, "category"], `The skill "${s.name}"`));
  // a random skill is rolled on the category's list with one D66 at most (advance.ts)
  pack.skillCategories.forEach((c, i) => {
    const n = pack.skills.filter((s) => s.category === c.id).length;
    if (n > MAX_SKILLS_PER_CATEGORY)
      out.push(
        at(
          ["skillCategories", i],
          `The skill category "${c.name}" has ${n} skills: at most ${MAX_SKILLS_PER_CATEGORY} per category (a random skill is rolled with a D66).`,
        ),
      );
  });
  pack.fighterTypes.forEach((t, i) => {
    const who = `The fighter type "${t.name}"`;
    if (t.max !== null && t.min > t.max)
      out.push(at(["fighterTypes", i, "min"], `${who} needs at least ${t.min} per gang but allows at most ${t.max}: "min" must not be above "max".`));
    const listed = new Set<string>();
    t.equipment.forEach((e, j) => {
      if (!items.has(e.item))
        out.push(at(["fighterTypes", i, "equipment", j, "item"], `${who} may buy "${e.item}", but the pack has no weapon or wargear with that id.`));
      else if (listed.has(e.item)) out.push(at(["fighterTypes", i, "equipment", j, "item"], `${who} lists "${e.item}" twice: give it one price.`));
      listed.add(e.item);
    });
    t.skillCategories.forEach((c, j) => category(c, ["fighterTypes", i, "skillCategories", j], who));
  });

  if (pack.injuries) table(out, ["injuries"], pack.injuries.dice, pack.injuries.rows);
  const adv = pack.advancements;
  if (adv) {
    adv.options.forEach((a, i) => {
      const e = a.effect;
      if (e.kind !== "skill" || e.category === null) return;
      const path = ["advancements", "options", i, "effect", "category"];
      if (!categories.has(e.category)) category(e.category, path, `The advance "${a.name}"`);
      else if (!pack.skills.some((s) => s.category === e.category))
        out.push(at(path, `The advance "${a.name}" gives a skill from "${e.category}", but that category has no skills.`));
    });
    if (adv.roll) {
      table(out, ["advancements", "roll"], adv.roll.dice, adv.roll.rows);
      const ids = new Set(adv.options.map((a) => a.id));
      adv.roll.rows.forEach((r, i) => {
        if (!ids.has(r.advancement))
          out.push(
            at(["advancements", "roll", "rows", i, "advancement"], `This row gives the advance "${r.advancement}", but the pack has no advance with that id.`),
          );
      });
    }
  }
  return out;
}
