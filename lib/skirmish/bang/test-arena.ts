// Test helper (not part of the engine): an arena with fighters where a test puts them, a log, and
// the dice the test states.
import { manualDice } from "../../dice";
import { recordContacts } from "./geometry";
import { createBattle, type Battle } from "./state";

export interface Placed {
  x: number;
  y: number;
  side?: string;
  clue?: boolean;
  M?: number;
  S?: number;
  T?: number;
  W?: number;
  A?: number;
  Ld?: number;
}

/** Fighters A, B, C ... (each its own gang unless `side` says otherwise), turn 1 under way with A as First Git. */
export function arena(placed: Placed[], dice: number[], maxTurns = 100): Battle {
  const fighters = placed.map((p, i) => {
    const name = String.fromCharCode(65 + i);
    // `clue` is not a fighter stat: it is set on the battle's fighter below.
    const { x, y, side, M, S, T, W, A, Ld } = p;
    return { id: name, name, side: side ?? `gang ${name}`, M, S, T, W, A, Ld, at: { x, y } };
  });
  const b = createBattle({ fighters }, { log: true }, manualDice(dice), maxTurns);
  placed.forEach((p, i) => (b.fighters[i]!.clue = p.clue ?? false));
  b.turn = 1;
  b.fighters.forEach((f, i) => (f.turnPos = b.seats.indexOf(i)));
  recordContacts(b);
  return b;
}

/** Centre-to-centre distance of two bases in contact (20 mm bases). */
export const TOUCH = 20 / 25.4;

export const kinds = (b: Battle): string[] => (b.log ?? []).map((e) => String(e.data?.kind));
