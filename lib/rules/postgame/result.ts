// What every post-game sequence returns: the new roster, the dice it rolled (replayable with
// replayDice), what changed in words, notices the player must act on, and issues if refused.
import { replayDice, type Dice, type RollEntry } from "../../dice";
import type { Roster } from "../roster/schema";
import { issue, type IssueCode, type RosterIssue } from "../validation/issues";

export interface RosterChange {
  path: (string | number)[];
  text: string;
}

export type NoticeCode =
  | "choose-benched-fighter"
  | "choose-stripper"
  | "choose-driver"
  | "choose-gunner"
  | "must-recruit-gunner"
  // the fighter half of the post-game (lib/packs/postgame)
  | "choose-skill"
  | "choose-skill-category"
  | "recruit-for-role";

export interface PostgameNotice {
  code: NoticeCode;
  message: string;
}

export interface PostgameResult {
  roster: Roster;
  log: RollEntry[];
  changes: RosterChange[];
  notices: PostgameNotice[];
  /** Why the step was refused (the roster is then unchanged); empty when it went ahead. */
  issues: RosterIssue[];
}

export type PostgameStep<I> = (roster: Roster, input: I, dice: Dice) => PostgameResult;

/** Collects what a step does to its own copy of the roster. */
export class StepRecorder {
  readonly roster: Roster;
  private readonly start: number;
  private readonly changes: RosterChange[] = [];
  private readonly notices: PostgameNotice[] = [];

  constructor(
    private readonly original: Roster,
    readonly dice: Dice,
  ) {
    this.roster = structuredClone(original);
    this.start = dice.log.length;
  }

  change(path: (string | number)[], text: string): void {
    this.changes.push({ path, text });
  }

  notice(code: NoticeCode, message: string): void {
    this.notices.push({ code, message });
  }

  done(): PostgameResult {
    return { roster: this.roster, log: this.dice.log.slice(this.start), changes: this.changes, notices: this.notices, issues: [] };
  }

  /** Refuses: the roster comes back unchanged, with any dice already rolled still logged. */
  refuse(code: IssueCode, path: (string | number)[], message: string): PostgameResult {
    return { roster: this.original, log: this.dice.log.slice(this.start), changes: [], notices: [], issues: [issue(code, path, message)] };
  }
}

/** Runs a step again from the dice it logged: the same faces give the same result. */
export function replayStep<I>(step: PostgameStep<I>, roster: Roster, input: I, log: readonly RollEntry[]): PostgameResult {
  return step(roster, input, replayDice(log));
}

/** Runs steps one after another, each on the roster the last one left; refusals are kept and skipped. */
export function runSteps(roster: Roster, dice: Dice, steps: ((r: Roster, d: Dice) => PostgameResult)[]): PostgameResult {
  const start = dice.log.length;
  const out: PostgameResult = { roster, log: [], changes: [], notices: [], issues: [] };
  for (const step of steps) {
    const r = step(out.roster, dice);
    out.roster = r.roster;
    out.changes.push(...r.changes);
    out.notices.push(...r.notices);
    out.issues.push(...r.issues);
  }
  out.log = dice.log.slice(start);
  return out;
}
