// Skeletons of Medieval Strife and Star Strife for bench/bounds.ts: each plays only its game's
// commonest move, in the tightest form we found, with the same seeded source as the engines. They
// are not the rules and nothing in the app plays them: they measure how much of issue 15's 3×
// budget the commonest move alone already spends. Every full game makes these moves and more.
//
// Both play two sides of plain dice (die sizes up to 30, at most 31 a side), listed biggest first.
// Each side's units are bits of a mask, and the dice showing each value are a mask too (as the
// engines' attack index): the look for a move is a few bit operations, not a walk over units. The
// state is one typed array, reused game after game. A d1 shows 1 without a draw, as in the engines.
import type { RandomSource } from "@/lib/dice";

/** A side's die sizes, biggest first, as the engines list them; its units are slots 0, 1, … */
export type SkeletonSides = readonly [readonly number[], readonly number[]];

/** Die sizes a skeleton can hold: a value's mask is a bit of a 32-bit number. */
const MAX_SIDES = 30;
const MAX_UNITS = 31;

function check(sides: SkeletonSides): void {
  for (const side of sides) {
    if (side.length === 0 || side.length > MAX_UNITS) throw new Error(`a skeleton side has 1 to ${MAX_UNITS} units`);
    for (let i = 0; i < side.length; i++) {
      const n = side[i]!;
      if (!Number.isInteger(n) || n < 1 || n > MAX_SIDES) throw new Error(`a skeleton's dice have 1 to ${MAX_SIDES} sides`);
      if (i > 0 && n > side[i - 1]!) throw new Error("a skeleton side is listed biggest die first");
    }
  }
}

// Where a skeleton's state sits in its one array: side s's faces from FACE + s × 32; side s's units
// showing value v as bits at WITH + s × 32 + v; the values side s shows as bits at SHOWN + s.
const FACE = 0,
  WITH = 64,
  SHOWN = 128,
  SIZE = 130;

/** Rolls both sides (side 0 first, each in its listed order) into a fresh state. */
function rollAll(st: Int32Array, sides: SkeletonSides, src: RandomSource): void {
  st.fill(0);
  for (let s = 0; s < 2; s++) {
    const dice = sides[s]!;
    let shown = 0;
    for (let i = 0; i < dice.length; i++) {
      const v = dice[i] === 1 ? 1 : src.next(dice[i]!);
      st[FACE + s * 32 + i] = v;
      st[WITH + s * 32 + v]! |= 1 << i;
      shown |= 1 << v;
    }
    st[SHOWN + s] = shown;
  }
}

/** Moves unit bit `bit` of side s from value `from` to value `to` in the value masks (`to` 0: out). */
function moveValue(st: Int32Array, s: number, bit: number, from: number, to: number): void {
  // (left − 1) >>> 31 is 1 only when no unit shows `from` any more: arithmetic, not a branch
  const left = (st[WITH + s * 32 + from]! &= ~bit);
  st[SHOWN + s]! &= ~(((left - 1) >>> 31) << from);
  if (to > 0) {
    st[WITH + s * 32 + to]! |= bit;
    st[SHOWN + s]! |= 1 << to;
  }
}

/**
 * The shared game of both skeletons: sides take turns (a phase each, in Star Strife) from a rolled
 * first side. In its turn a side makes one direct assault: the first listed enemy unit that one of
 * its units beats (shows more than) is taken, by the unit showing the least such value (the first
 * listed of those), which then rolls again or, with `damage`, takes damage. A side that cannot
 * assault passes. The game ends when a side has no units left, when both sides pass in a row, or
 * after `turns` turns. Returns side 0's score less side 1's (the sides of the dice each took).
 */
function skeleton(sides: SkeletonSides, turns: number, damage: boolean): (src: RandomSource) => number {
  check(sides);
  const st = new Int32Array(SIZE);
  const full0 = 2 ** sides[0].length - 1,
    full1 = 2 ** sides[1].length - 1;
  return (src) => {
    let p = src.next(2) - 1;
    rollAll(st, sides, src);
    let in0 = full0,
      in1 = full1,
      score0 = 0,
      score1 = 0,
      passes = 0;
    for (let turn = 0; turn < turns; turn++) {
      const q = 1 - p;
      let theirs = q === 0 ? in0 : in1;
      const shown = st[SHOWN + p]!;
      let took = false;
      for (let prizes = theirs; prizes !== 0; prizes &= prizes - 1) {
        const t = 31 - Math.clz32(prizes & -prizes);
        const d = st[FACE + q * 32 + t]!;
        const above = shown >>> (d + 1);
        if (above === 0) continue;
        // the least value above d, and its first listed unit
        const v = d + 32 - Math.clz32(above & -above);
        const units = st[WITH + p * 32 + v]!;
        const a = 31 - Math.clz32(units & -units);
        const tb = 1 << t;
        moveValue(st, q, tb, d, 0);
        theirs &= ~tb;
        if (p === 0) score0 += sides[1][t]!;
        else score1 += sides[0][t]!;
        // (a flag, not a function passed in: both skeletons are closures of this one function and
        // share V8's feedback, where a function passed in would be one call site with two targets)
        const n = sides[p]![a]!,
          now = damage ? v - (d >> 1) : n === 1 ? 1 : src.next(n);
        moveValue(st, p, 1 << a, v, now);
        st[FACE + p * 32 + a] = now;
        took = true;
        break;
      }
      if (q === 0) in0 = theirs;
      else in1 = theirs;
      if (theirs === 0) break;
      passes = took ? 0 : passes + 1;
      if (passes >= 2) break;
      p = q;
    }
    return score0 - score1;
  };
}

/**
 * Medieval Strife's commonest move (002, the core rules' direct assault): the attacker rolls again
 * (a d1 shows 1 without a draw). At most 200 turns.
 */
export const medievalSkeleton = (sides: SkeletonSides): ((src: RandomSource) => number) => skeleton(sides, 200, false);

/**
 * Star Strife's commonest move (002, Star Strife's basic rules and Damage): a turn is two phases, one
 * for each side, each the skeleton's turn; the attacker does not roll again but takes damage: half
 * the defender's value, rounded down, off its own. (A winner shows more than the defender, so the
 * damage leaves it at 1 or more: neither the 4-sided floor nor elimination comes up. A unit acts
 * once a turn, but with one assault a phase and a phase a side, no unit here could act twice.) At
 * most 400 phases.
 */
export const starSkeleton = (sides: SkeletonSides): ((src: RandomSource) => number) => skeleton(sides, 400, true);
