// Runs the planned post-game steps on a copy of the roster with each step's dice.
import { fail, type ActionResult } from "@/lib/contracts/result";
import { DiceExhaustedError, DiceRangeError, manualDice, seededDice, type Dice } from "@/lib/dice";
import { credits, gangRating, runPostgameStep, type Roster } from "../index";
import { clearMarks, creditsStep, type PlannedStep, type SeedKey, type StepOutcome } from "./sequence";

export interface PostgameRun {
  roster: Roster;
  steps: StepOutcome[];
  creditsBefore: number;
  creditsAfter: number;
  ratingBefore: number;
  ratingAfter: number;
}

/** An app-rolled step's seed: the server derives it from the key under its secret. */
export type SeedOf = (key: SeedKey) => string;

function diceFor(step: PlannedStep, seedOf: SeedOf): Dice {
  if (step.dice.mode === "app") return seededDice(seedOf(step.dice.key));
  // Steps that roll nothing get an empty hand: a roll there would be a bug, and it would say so.
  return manualDice(step.dice.mode === "manual" ? step.dice.faces : []);
}

const facesUsed = (o: { log: { faces: number[] }[] }) => o.log.reduce((n, e) => n + e.faces.length, 0);

/**
 * Runs the planned steps one after another on a copy of the roster. Pure: the same roster, answers
 * and seeds give the same result, which is why the applied result
 * equals the preview. A die out of range, too few or too many dice typed in, or a step the rules
 * refuse stops the run with a field error under that step, in the game's words.
 */
export function runPostgame(roster: Roster, steps: PlannedStep[], seedOf: SeedOf): ActionResult<PostgameRun> {
  let current = roster;
  const outcomes: StepOutcome[] = [];
  for (const step of steps) {
    const dice = diceFor(step, seedOf);
    let result: { roster: Roster; log: StepOutcome["log"]; changes: string[]; notices: string[]; issues: string[] };
    try {
      const s = step.input;
      if (s.step === "clear-marks") {
        const c = clearMarks(current);
        result = { roster: c.roster, log: [], changes: c.changes, notices: [], issues: [] };
      } else if (s.step === "credits") {
        result = { ...creditsStep(current, s.input.reason, s.input.amount), log: [], notices: [] };
      } else {
        const r = runPostgameStep(current, s, dice);
        result = { roster: r.roster, log: r.log, changes: r.changes.map((c) => c.text), notices: r.notices.map((n) => n.message), issues: r.issues.map((i) => i.message) };
      }
    } catch (e) {
      if (e instanceof DiceRangeError || e instanceof DiceExhaustedError) {
        const message = e instanceof DiceRangeError ? `${e.purpose}: ${e.value} is not a result of a D${e.sides} (1 to ${e.sides}).` : `${e.purpose}: more dice are needed than you entered.`;
        return fail("INVALID_INPUT", message, { [step.field]: [message] });
      }
      throw e;
    }
    if (result.issues.length > 0) return fail("REFUSED", `${step.label}: ${result.issues.join(" ")}`, { [step.field]: result.issues });
    if (step.dice.mode === "manual" && step.dice.faces.length > facesUsed(result)) {
      const message = `${step.label}: you entered ${step.dice.faces.length} dice but only ${facesUsed(result)} were rolled (${result.log.map((e) => `${e.dice} for ${e.purpose}`).join(", ") || "none"}).`;
      return fail("INVALID_INPUT", message, { [step.field]: [message] });
    }
    outcomes.push({ kind: step.kind, label: step.label, input: step.input, mode: step.dice.mode, log: result.log, changes: result.changes, notices: result.notices });
    current = result.roster;
  }
  return {
    ok: true,
    data: { roster: current, steps: outcomes, creditsBefore: credits(roster), creditsAfter: credits(current), ratingBefore: gangRating(roster), ratingAfter: gangRating(current) },
  };
}
