// Bang! (000) Step 1 and Step 2: the First Git token, Stupidity tests, wandering, moving and charging.
import * as charging from "./charge";
import * as geometry from "./geometry";
import * as players from "./players";
import * as tables from "./tables";
import * as state from "./state";
import type { Battle, Fighter } from "./state";
import { withPurpose, type RandomSource } from "../../dice";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loops read local copies.
const { charge } = charging;
const { CLOCK_X, CLOCK_Y, limitMove, move } = geometry;
const { chooseChargeTarget, REACH_MARGIN, stopGap } = players;
const { KEEP_APART, MARCH_BLOCK_RANGE, stupidityLd } = tables;
const { d6, dropContacts, hypot, inch, note, twoD6 } = state;

/**
 * 000 Step 1: the First Git token passes to the next player on the left — the next seat
 * clockwise. ruling: the seats of dead Gnoblars are skipped. Also clears this turn's markers.
 */
export function startTurn(b: Battle): void {
  const n = b.seats.length;
  let s = b.firstGitSeat;
  for (let k = 0; k < n; k++) {
    s = s + 1 === n ? 0 : s + 1;
    if (b.fighters[b.seats[s]!]!.alive === true) break;
  }
  b.firstGitSeat = s;
  b.charges = 0;
  // Seats from the First Git's round the table, along the ring of seats (see Fighter.nextSeat).
  for (let k = 0, f = b.fighters[b.seats[s]!]!; k < n; k++, f = f.nextSeat!) {
    f.turnPos = k;
    f.moved = false;
    f.victim = -1;
    f.chargeNo = 0;
    f.attackedBy = 0;
    f.lastAttacker = -1;
    f.combat = 0;
    f.depth = 0;
  }
  if (b.log !== null) {
    const f = b.fighters[b.seats[s]!]!;
    note(b, `Turn ${b.turn}: ${f.name} (${b.sides[f.side]}) takes the First Git token.`, { kind: "first-git", fighter: f.id });
  }
}

/** 000 Step 2: a Warhammer Stupidity test (2D6, pass at or under Ld), at +1 Ld for every Gnoblar dead so far. */
export function stupidityTest(b: Battle, f: Fighter): boolean {
  const ld = stupidityLd(f.Ld, b.dead);
  const roll = twoD6(b, "Bang!: Stupidity test");
  if (roll <= ld) f.clue = true;
  if (b.log !== null)
    note(b, `${f.name} takes a Stupidity test on Ld ${ld}: rolls ${roll}, ${f.clue ? "gets a clue" : "still has no clue"}.`, {
      kind: "stupidity",
      fighter: f.id,
      ld,
      roll,
      passed: f.clue,
    });
  return f.clue;
}

/**
 * 000 Step 2: a Gnoblar without a clue wanders D6" in a random direction (Scatter dice; on a HIT,
 * its little arrow gives the direction); halted 1" away from a Gnoblar it would touch, and
 * at the arena edge. The little arrow is read as Dice.hitArrow says (a ruling).
 */
export function wander(b: Battle, f: Fighter): void {
  const direction = b.quiet === null ? diceDirection(b) : quietDirection(b, b.quiet);
  const hour = direction & HOUR,
    hit = direction !== hour,
    degrees = hour * 30;
  const distance = d6(b, "Bang!: wandering distance");
  const ux = CLOCK_X[hour]!,
    uy = CLOCK_Y[hour]!;
  const touch = 2 * b.r;
  move[0] = ux;
  move[1] = uy;
  move[2] = distance;
  move[3] = touch;
  move[4] = touch + KEEP_APART;
  move[5] = -1;
  walk(b, f);
  const t = move[6]!;
  if (b.log !== null)
    note(
      b,
      `${f.name} wanders ${inch(t)}" of ${distance}" towards ${degrees / 30 || 12} o'clock${hit ? " (HIT arrow)" : ""}, to (${inch(f.x)}", ${inch(f.y)}").`,
      { kind: "wander", fighter: f.id, degrees, rolled: distance, moved: inch(t), x: inch(f.x), y: inch(f.y) },
    );
}

/** A wandering direction as one number: the clock hour (0 = 12 o'clock) in the low bits, plus ARROW
 * when the HIT symbol's little arrow gave it (a number rather than an object, so a wander allocates nothing). */
const HOUR = 15,
  ARROW = 16;

/** The scatter die's direction, and the HIT symbol's little arrow on a HIT, from the game's dice. */
function diceDirection(b: Battle): number {
  const s = b.dice.scatter("Bang!: wandering direction");
  return s.hit ? ARROW | (b.dice.hitArrow("Bang!") / 30) : s.degrees / 30;
}

/**
 * diceDirection when the dice keep no log (see d6): the same draws as Dice.scatter and
 * Dice.hitArrow, from the bare source, without building the arrow's roll names each time.
 */
function quietDirection(b: Battle, quiet: RandomSource): number {
  try {
    if (quiet.next(6) > 2) return quiet.next(12) % 12;
  } catch (e) {
    throw withPurpose(e, "Bang!: wandering direction");
  }
  const half = d6(b, "Bang!: HIT arrow half") <= 3 ? 0 : 6;
  return ARROW | ((d6(b, "Bang!: HIT arrow hour") + half) % 12);
}

/** Moves `f` as far as `limitMove` allows along the move written in `move` (see geometry.ts), which
 * says how far it went in move[6]. */
function walk(b: Battle, f: Fighter): void {
  limitMove(b, f, 0);
  const t = move[6]!;
  if (t > 0) dropContacts(b, f.index);
  f.x += move[0]! * t;
  f.y += move[1]! * t;
}

/**
 * 000 Step 2: a Gnoblar with a clue may move, may charge, and may march when no Gnoblar that is
 * not fleeing is within 8". ruling: only enemies within 8" stop a march (with one Gnoblar per player,
 * as in the text, every other Gnoblar is an enemy); nobody flees in Bang!. A move is M (a march 2M),
 * keeping 1" from every other Gnoblar, since only a charge may bring a Gnoblar into contact.
 */
export function act(b: Battle, f: Fighter, spot: { x: number; y: number }): void {
  const v = chooseChargeTarget(b, f, spot);
  if (v >= 0) {
    charge(b, f, b.fighters[v]!, spot);
    return;
  }
  if (b.nearestEnemy < 0) return;
  const o = b.fighters[b.nearestEnemy]!;
  const dx = o.x - f.x,
    dy = o.y - f.y,
    d = hypot(dx, dy);
  const marching = d - 2 * b.r > MARCH_BLOCK_RANGE;
  const allowance = marching ? 2 * f.M : f.M;
  const wanted = Math.min(allowance, d - 2 * b.r - stopGap(o));
  let moved = 0;
  if (wanted > 0) {
    move[0] = dx / d;
    move[1] = dy / d;
    move[2] = wanted;
    move[3] = move[4] = 2 * b.r + KEEP_APART;
    move[5] = REACH_MARGIN;
    walk(b, f);
    moved = move[6]!;
  }
  if (b.log !== null)
    note(b, `${f.name} ${marching ? "marches" : "moves"} ${inch(moved)}" towards ${o.name}, to (${inch(f.x)}", ${inch(f.y)}").`, {
      kind: marching ? "march" : "move",
      fighter: f.id,
      towards: o.id,
      moved: inch(moved),
      x: inch(f.x),
      y: inch(f.y),
    });
}

/** 000 Step 2: each player moves in turn, the First Git first. */
export function movementPhase(b: Battle, spot: { x: number; y: number }): void {
  const n = b.seats.length;
  for (let k = 0, f = b.fighters[b.seats[b.firstGitSeat]!]!; k < n; k++, f = f.nextSeat!) {
    if (f.alive !== true) continue;
    f.moved = true;
    // ruling: a Gnoblar already in combat (charged earlier this turn) neither tests nor moves.
    if (f.engaged === true) {
      if (b.log !== null) note(b, `${f.name} is in combat and stays put.`, { kind: "stay", fighter: f.id });
      continue;
    }
    if (f.clue !== true && !stupidityTest(b, f)) wander(b, f);
    else act(b, f, spot);
  }
}
