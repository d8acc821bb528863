// Bang! (000) "Setting up the game": the roll-off for the First Git token and placing the Gnoblars.
import * as state from "./state";
import type { Battle } from "./state";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { d6, inch, note } = state;

/**
 * 000 Setting up: everyone rolls a D6; the highest takes the First Git token.
 * ruling: players who tie for the highest roll again, the others sitting out, until one is highest.
 * Returns the winner's seat.
 */
export function rollForFirstGit(b: Battle): number {
  const seats = b.queue; // scratch: the seats still rolling
  let count = b.seats.length;
  for (let k = 0; k < count; k++) seats[k] = k;
  for (;;) {
    let best = 0,
      next = 0;
    for (let k = 0; k < count; k++) {
      const seat = seats[k]!,
        roll = d6(b, "Bang!: roll for First Git"); // the bare source when the dice keep no log (see d6)
      if (b.log !== null) {
        const f = b.fighters[b.seats[seat]!]!;
        note(b, `${f.name} rolls ${roll} for First Git.`, { kind: "roll-off", fighter: f.id, roll });
      }
      if (roll > best) {
        best = roll;
        next = 0;
      }
      if (roll === best) seats[next++] = seat;
    }
    if (next === 1) return seats[0]!;
    count = next;
  }
}

const GRID_STEP = 0.5;
const placementCache: { size: number; r: number; count: number; points: Float64Array }[] = [];

/**
 * Heuristic (placement): each Gnoblar goes to the point of a ½" grid furthest from every Gnoblar
 * already on the table. That honours 000 Setting up (over 6" from every other Gnoblar where the
 * arena allows, otherwise as far as it allows); with nobody
 * placed yet every point ties and the first in grid order (the bottom-left corner) is taken.
 * `fixed` are positions already on the table. Returns x, y pairs in placement order.
 */
export function farthestPoints(size: number, r: number, count: number, fixed: ReadonlyArray<{ x: number; y: number }>): Float64Array {
  const cacheable = fixed.length === 0;
  if (cacheable) for (const c of placementCache) if (c.size === size && c.r === r && c.count === count) return c.points;
  const lo = r,
    hi = size - r;
  const xs: number[] = [],
    ys: number[] = [];
  for (let x = lo; x <= hi + 1e-9; x += GRID_STEP)
    for (let y = lo; y <= hi + 1e-9; y += GRID_STEP) {
      xs.push(x);
      ys.push(y);
    }
  const nearest = new Float64Array(xs.length).fill(Infinity);
  const take = (px: number, py: number) => {
    for (let c = 0; c < xs.length; c++) nearest[c] = Math.min(nearest[c]!, Math.hypot(xs[c]! - px, ys[c]! - py));
  };
  for (const p of fixed) take(p.x, p.y);
  const out = new Float64Array(count * 2);
  for (let k = 0; k < count; k++) {
    let best = 0;
    for (let c = 1; c < xs.length; c++) if (nearest[c]! > nearest[best]!) best = c;
    out[2 * k] = xs[best]!;
    out[2 * k + 1] = ys[best]!;
    take(xs[best]!, ys[best]!);
  }
  if (cacheable) placementCache.push({ size, r, count, points: out });
  return out;
}

/**
 * 000 Setting up: the First Git places his Gnoblar, then the others place theirs in clockwise order. ruling: fighters given a starting position are on the table first (pulled
 * inside the arena if they were put outside it); the others are placed by `farthestPoints`.
 */
export function placeFighters(b: Battle, firstSeat: number): void {
  const lo = b.r,
    hi = b.size - b.r;
  const fixed: { x: number; y: number }[] = [];
  for (const f of b.fighters) {
    if (!f.at) continue;
    f.x = Math.min(hi, Math.max(lo, f.x));
    f.y = Math.min(hi, Math.max(lo, f.y));
    fixed.push({ x: f.x, y: f.y });
  }
  const points = farthestPoints(b.size, b.r, b.fighters.length - fixed.length, fixed);
  let k = 0;
  const n = b.seats.length;
  for (let s = 0, seat = firstSeat; s < n; s++, seat = seat + 1 === n ? 0 : seat + 1) {
    const f = b.fighters[b.seats[seat]!]!;
    if (!f.at) {
      f.x = points[2 * k]!;
      f.y = points[2 * k + 1]!;
      k++;
    }
    if (b.log !== null)
      note(b, `${f.name} (${b.sides[f.side]}) is placed at (${inch(f.x)}", ${inch(f.y)}").`, { kind: "place", fighter: f.id, x: inch(f.x), y: inch(f.y) });
  }
}
