// Runs the planned post-game steps on a copy of the roster with each step's dice.
import { fail, type ActionResult } from "@/lib/contracts/result";
import { DiceExhaustedError, DiceRangeError, manualDice, seededDice, type Dice } from "@/lib/dice";
import { credits, gangRating, runPostgameStep, type PostgameStepInput, type Roster } from "../index";
import { runFighterPostgameStep, type FighterPostgameStepInput, type TableRowUsed } from "@/lib/packs/postgame";
import type { Pack } from "@/lib/packs/schema/pack";
import type { NoticeCode } from "./result";
import { clearMarks, creditsStep, type PlannedStep, type SeedKey, type StepOutcome } from "./sequence";
import { forTheLiving } from "./died-of-injuries";

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

const FIGHTER_STEPS: readonly string[] = [
  "fighter-experience",
  "lasting-injuries",
  "kit-to-stash",
  "advance",
  "income",
  "recruit-reminders",
] satisfies FighterPostgameStepInput["step"][];
const isFighterStep = (s: PlannedStep["input"]): s is FighterPostgameStepInput => FIGHTER_STEPS.includes(s.step);

/** Steps shown only when they did something: the kit of the dead (some had none), the reminders. */
const QUIET: readonly string[] = ["kit-to-stash", "recruit-reminders"];

interface StepRun {
  roster: Roster;
  log: StepOutcome["log"];
  changes: string[];
  notices: { code: NoticeCode; message: string }[];
  issues: { path: (string | number)[]; message: string }[];
  rows: TableRowUsed[];
}

function runOne(current: Roster, s: PlannedStep["input"], dice: Dice, pack: Pack): StepRun {
  if (s.step === "clear-marks") {
    const c = clearMarks(current);
    return { roster: c.roster, log: [], changes: c.changes, notices: [], issues: [], rows: [] };
  }
  if (s.step === "credits") {
    const c = creditsStep(current, s.input.reason, s.input.amount);
    return { roster: c.roster, log: [], changes: c.changes, notices: [], issues: c.issues.map((message) => ({ path: [], message })), rows: [] };
  }
  const r = isFighterStep(s) ? runFighterPostgameStep(current, pack, s, dice) : { ...runPostgameStep(current, s as PostgameStepInput, dice), rows: [] };
  return { roster: r.roster, log: r.log, changes: r.changes.map((c) => c.text), notices: r.notices, issues: r.issues, rows: r.rows };
}

/**
 * Where a refusal of the step goes in the form. An advance that needs an answer the player has not
 * given (the category or the skill a roll asks for) is refused too, under that answer, so nothing
 * is applied half-done; its rolls are named, since the app's dice are the same on every preview.
 */
function refusal(step: PlannedStep, run: StepRun): { field: string; messages: string[] } | null {
  const f = step.choiceFields;
  if (run.issues.length > 0) {
    const path = run.issues[0]!.path;
    const field = f && path.includes("xp") ? f.experience : f && path.includes("skills") ? f.skill : step.field;
    return { field, messages: run.issues.map((i) => i.message) };
  }
  const ask = f && run.notices.find((n) => n.code === "choose-skill-category" || n.code === "choose-skill");
  if (!f || !ask) return null;
  const rolled = run.rows.map((x) => `${x.dice} ${x.roll}: ${x.name}`).join("; ");
  return { field: ask.code === "choose-skill" ? f.skill : f.category, messages: [`${rolled ? `Rolled ${rolled}. ` : ""}${ask.message}`] };
}

/**
 * Runs the planned steps one after another on a copy of the roster. Pure: the same roster, answers,
 * seeds and pack give the same result, which is why the applied result equals the preview. A die
 * out of range, too few or too many dice typed in, or a step the rules refuse stops the run with a
 * field error under that step, in the game's words. A step naming a fighter who died of his
 * injuries earlier in this run is left out or trimmed, and says so (died-of-injuries.ts).
 */
export function runPostgame(roster: Roster, steps: PlannedStep[], seedOf: SeedOf, pack: Pack): ActionResult<PostgameRun> {
  let current = roster;
  const outcomes: StepOutcome[] = [];
  for (const planned of steps) {
    const living = forTheLiving(planned, current);
    if (living.step === null) {
      outcomes.push({
        kind: planned.kind,
        label: planned.label,
        input: planned.input,
        mode: "none",
        log: [],
        changes: [living.skipped],
        notices: [],
        rows: [],
      });
      continue;
    }
    const step = living.step;
    const dice = diceFor(step, seedOf);
    let result: StepRun;
    try {
      result = runOne(current, step.input, dice, pack);
    } catch (e) {
      if (e instanceof DiceRangeError || e instanceof DiceExhaustedError) {
        const message =
          e instanceof DiceRangeError
            ? `${e.purpose}: ${e.value} is not a result of a D${e.sides} (1 to ${e.sides}).`
            : `${e.purpose}: more dice are needed than you entered.`;
        return fail("INVALID_INPUT", message, { [step.diceField ?? step.field]: [message] });
      }
      throw e;
    }
    const refused = refusal(step, result);
    if (refused) return fail("REFUSED", `${step.label}: ${refused.messages.join(" ")}`, { [refused.field]: refused.messages });
    if (step.dice.mode === "manual" && step.dice.faces.length > facesUsed(result)) {
      const message = `${step.label}: you entered ${step.dice.faces.length} dice but only ${facesUsed(result)} were rolled (${result.log.map((e) => `${e.dice} for ${e.purpose}`).join(", ") || "none"}).`;
      return fail("INVALID_INPUT", message, { [step.diceField ?? step.field]: [message] });
    }
    current = result.roster;
    const changes = [...living.notes, ...result.changes];
    if (QUIET.includes(step.kind) && changes.length === 0 && result.notices.length === 0) continue;
    outcomes.push({
      kind: step.kind,
      label: step.label,
      input: step.input,
      mode: step.dice.mode,
      log: result.log,
      changes,
      notices: result.notices.map((n) => n.message),
      rows: result.rows,
    });
  }
  return {
    ok: true,
    data: {
      roster: current,
      steps: outcomes,
      creditsBefore: credits(roster),
      creditsAfter: credits(current),
      ratingBefore: gangRating(roster),
      ratingAfter: gangRating(current),
    },
  };
}
