// The dice a pack's tables and income are rolled with: which results each can give, whether a
// table's rows cover them all once, and the roll itself through the app's logged dice.
import type { Dice } from "../dice";
import { DICE_EXPRESSION, TABLE_DICE, type TableDice } from "./schema/tables";

const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every result of the dice, lowest first. D66 reads the first die as tens: 11-16, 21-26 … 61-66. */
export function tableResults(kind: TableDice): number[] {
  switch (kind) {
    case "D3":
      return span(1, 3);
    case "D6":
      return span(1, 6);
    case "2D6":
      return span(2, 12);
    case "D66":
      return span(1, 6).flatMap((t) => span(1, 6).map((u) => t * 10 + u));
    case "D10":
      return span(1, 10);
    case "D100":
      return span(1, 100);
  }
}

const RESULT_WORDS: Record<TableDice, string> = {
  D3: "1 to 3",
  D6: "1 to 6",
  "2D6": "2 to 12",
  D66: "11 to 66, each digit 1 to 6",
  D10: "1 to 10",
  D100: "1 to 100",
};

/** "23 to 26, 41 and 55": results grouped where they follow one another among the dice's results. */
export function resultsInWords(kind: TableDice, results: readonly number[]): string {
  const all = tableResults(kind);
  const sorted = [...results].sort((a, b) => all.indexOf(a) - all.indexOf(b));
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    if (i < sorted.length && all.indexOf(sorted[i]!) === all.indexOf(sorted[i - 1]!) + 1) continue;
    runs.push(i - 1 === start ? String(sorted[start]) : `${sorted[start]} to ${sorted[i - 1]}`);
    start = i;
  }
  return runs.length <= 1 ? (runs[0] ?? "") : `${runs.slice(0, -1).join(", ")} and ${runs.at(-1)}`;
}

export interface CoverageProblem {
  /** The row at fault, or undefined for the table as a whole (a result on no row). */
  row?: number;
  field?: "from" | "to";
  message: string;
}

/**
 * Every result of the dice on exactly one row: a result no row covers, a row that covers results
 * an earlier row has, a row running backwards or a bound the dice cannot roll are each refused.
 */
export function coverageProblems(kind: TableDice, rows: readonly { from: number; to: number }[]): CoverageProblem[] {
  const all = tableResults(kind);
  const owner = new Map<number, number>();
  const out: CoverageProblem[] = [];
  // a row skipped for a bad bound would show as a false gap, so gaps wait until every row reads
  let skipped = false;
  rows.forEach((row, i) => {
    let bad = false;
    for (const field of ["from", "to"] as const) {
      if (!all.includes(row[field])) {
        out.push({ row: i, field, message: `${row[field]} is not a result of ${kind} (${RESULT_WORDS[kind]}).` });
        bad = true;
      }
    }
    if (!bad && row.from > row.to) {
      out.push({ row: i, message: `This row runs from ${row.from} down to ${row.to}: "from" must not be above "to".` });
      bad = true;
    }
    if (bad) {
      skipped = true;
      return;
    }
    const mine = all.filter((r) => r >= row.from && r <= row.to);
    const taken = mine.filter((r) => owner.has(r));
    if (taken.length > 0) {
      const other = rows[owner.get(taken[0]!)!]!;
      out.push({
        row: i,
        message: `${taken.length === 1 ? "Result" : "Results"} ${resultsInWords(kind, taken)} ${taken.length === 1 ? "is" : "are"} already on the row ${other.from} to ${other.to}: each result belongs to one row.`,
      });
    }
    for (const r of mine) if (!owner.has(r)) owner.set(r, i);
  });
  const missing = all.filter((r) => !owner.has(r));
  if (missing.length > 0 && !skipped) {
    out.push({
      message: `${missing.length === 1 ? "Result" : "Results"} ${resultsInWords(kind, missing)} ${missing.length === 1 ? "is" : "are"} on no row: every result of ${kind} needs a row.`,
    });
  }
  return out;
}

/** The index of the row a result falls on (the rows having passed coverageProblems). */
export const rowFor = <R extends { from: number; to: number }>(rows: readonly R[], result: number): R | undefined =>
  rows.find((r) => result >= r.from && result <= r.to);

/** Rolls the dice a table names, logged with its purpose. */
export function rollTableDice(dice: Dice, kind: TableDice, purpose: string): number {
  switch (kind) {
    case "D3":
      return dice.d3(purpose);
    case "D6":
      return dice.d6(purpose);
    case "2D6":
      return dice.twoD6(purpose);
    case "D66":
      return dice.d66(purpose);
    case "D10":
      return dice.d10(purpose);
    case "D100":
      return dice.d100(purpose);
  }
}

export interface DiceExpression {
  dice: TableDice;
  times: number;
  plus: number;
}

/** "2D6x10+20" → { dice: "2D6", times: 10, plus: 20 }; null when it is not one. */
export function parseDiceExpression(text: string): DiceExpression | null {
  const m = DICE_EXPRESSION.exec(text);
  if (!m || !TABLE_DICE.includes(m[1] as TableDice)) return null;
  return { dice: m[1] as TableDice, times: m[2] ? Number(m[2]) : 1, plus: m[3] ? Number(m[3]) : 0 };
}
