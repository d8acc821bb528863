// Bang! (000) — a whole game: set-up, turns until one gang is left standing (or nobody is), and the
// outcome in the shape every quick-resolve system returns.
import type { Dice } from "../../dice";
import type { SkirmishOutcome } from "../types";
import * as combat from "./combat";
import * as movement from "./movement";
import type { BangOptions, BangSetup } from "./profile";
import * as geometry from "./geometry";
import * as placement from "./setup";
import * as state from "./state";
import type { Battle } from "./state";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { combatPhase } = combat;
const { movementPhase, startTurn } = movement;
const { recordContacts } = geometry;
const { placeFighters, rollForFirstGit } = placement;
const { battleFor, note } = state;

/**
 * Where a charger is to stand (filled in by contactSpot). A class, not an `{ x, y }` literal: such
 * literals share one shape with every other `{ x, y }` object in the program (the zod schema of a
 * starting place holds two schema objects there), which made x and y fields of any kind, so that
 * every place written boxed two new numbers; a class has a shape of its own, with plain doubles.
 */
class Spot {
  x = 0;
  y = 0;
}

/**
 * ruling (turn cap): the text plays on until one Gnoblar is left; a game that has not ended after
 * 100 turns (clueless Gnoblars can wander for ever) stops with no winner, survivors ranked by count.
 */
export const MAX_TURNS = 100;

/**
 * ruling (gangs): 000 is every Gnoblar for himself. Here each fighter belongs to a gang (`side`):
 * fighters of one gang never charge or attack each other, but powder kegs do not care whose side
 * anyone is on. 000 Winning the game (the last Gnoblar alive at the end of a turn wins) becomes: a
 * gang wins when only its fighters are alive at the end of a turn; and when the last survivors all
 * go Bang! in one turn, nobody wins. With one fighter per gang this is the text.
 */
export function rivalsStanding(b: Battle): boolean {
  let side = -1;
  for (let f = b.firstLiving; f !== null; f = f.nextLiving) {
    if (side < 0) side = f.side;
    else if (f.side !== side) return true;
  }
  return false;
}

/** Whether any fighter was given a place to start from (a loop: no closure per game). */
function anyGivenPlace(b: Battle): boolean {
  for (const f of b.fighters) if (f.at) return true;
  return false;
}

/** Sets the game up (000 "Setting up the game") and plays turns until it ends. */
export function runBattle(b: Battle): void {
  const firstGit = rollForFirstGit(b);
  b.firstGitSeat = firstGit;
  if (b.log !== null)
    note(b, `${b.fighters[b.seats[firstGit]!]!.name} takes the First Git token and places first.`, {
      kind: "first-git",
      fighter: b.fighters[b.seats[firstGit]!]!.id,
    });
  placeFighters(b, firstGit);
  if (anyGivenPlace(b)) recordContacts(b); // given places may touch: they start in combat
  const spot = new Spot();
  while (rivalsStanding(b) && b.turn < b.maxTurns) {
    b.turn++;
    startTurn(b);
    movementPhase(b, spot);
    combatPhase(b);
  }
}

export function outcome(b: Battle): SkirmishOutcome {
  const alive = survivorsBySide(b);
  // Each gang's dead are listed by the gang's index, and each list is put under the gang's name once:
  // a name used as a key goes through V8's slowest lookup (a key that may be any string), which
  // this did for every casualty before.
  const dead: string[][] = [];
  for (let s = 0; s < b.sides.length; s++) dead.push([]);
  for (let i = 0; i < b.fighters.length; i++) {
    const f = b.fighters[i]!;
    if (f.alive !== true) dead[f.side]!.push(f.id);
  }
  const casualties: Record<string, string[]> = {};
  for (let s = 0; s < b.sides.length; s++) casualties[b.sides[s]!] = dead[s]!;
  let standing = 0,
    firstStanding = -1;
  for (let s = 0; s < alive.length; s++)
    if (alive[s]! > 0) {
      standing++;
      if (firstStanding < 0) firstStanding = s;
    }
  const winner = standing === 1 ? b.sides[firstStanding]! : null;
  const verdict = standing === 0 ? "everybody loses" : winner ? `${winner} wins` : `no winner after ${b.turn} ${b.turn === 1 ? "turn" : "turns"}`;
  const scores: Record<string, number> = {};
  for (let s = 0; s < b.sides.length; s++) scores[b.sides[s]!] = alive[s]!;
  const ranking = rankBySurvivors(b.sides, alive);
  if (b.log !== null) {
    const text =
      standing === 0
        ? "The last Gnoblars all went Bang! in the same turn: everybody loses, and the Ogres go round up some more."
        : winner
          ? `${winner} is the only gang left alive at the end of turn ${b.turn}: ${winner} wins.`
          : `After ${b.turn} turns nobody has won; the Ogres get bored.`;
    note(b, text, { kind: "end", winner, survivors: scores });
  }
  return { system: "bang", winner, ranking, scores, verdict, casualties, log: b.log ?? [] };
}

function survivorsBySide(b: Battle): number[] {
  const alive: number[] = [];
  for (let s = 0; s < b.sides.length; s++) alive.push(0);
  for (let f = b.firstLiving; f !== null; f = f.nextLiving) alive[f.side]!++;
  return alive;
}

/** Gangs by survivors, most first; gangs with as many keep the order they were given in (a stable insertion sort: a few gangs, once a game). */
function rankBySurvivors(sides: readonly string[], alive: readonly number[]): string[] {
  const order: number[] = [];
  for (let s = 0; s < sides.length; s++) {
    let i = order.length;
    order.push(s);
    for (; i > 0 && alive[order[i - 1]!]! < alive[s]!; i--) order[i] = order[i - 1]!;
    order[i] = s;
  }
  return order.map((s) => sides[s]!);
}

/**
 * Plays one game of Bang! (000) with automated players. The same setup, options and dice give the
 * same outcome and log, byte for byte. For speed pass `{ log: false }` and dice built with logging off
 * (`new Dice(seededSource(seed), false)`).
 */
export function playBang(setup: BangSetup, options: BangOptions, dice: Dice): SkirmishOutcome {
  const b = battleFor(setup, options, dice, options.maxTurns ?? MAX_TURNS);
  runBattle(b);
  return outcome(b);
}
