// The odds runner's usual battle (two players, no battle log, dice that keep no roll log, no
// hand-set positions) played whole over one packed list of squads, the same game as play.ts,
// skirmish.ts, allocate.ts and stage.ts play it: the same dice in the same order, the same outcome.
// What makes it cheaper: each player's squads at each position are kept as their own list of
// packed numbers (points, Rear Strike, lost-a-defence mark, squad index in one), sorted as the
// stage fights them from the moment they are fielded, so a stage neither gathers nor sorts its
// squads, and a round reads one number per attacker and one per defender.
import type { RandomSource } from "@/lib/dice";
import { bill, Bought, buySquads, placeBought } from "./allocate";
import { ATTACKER_WINS, decide, refusedDie, TIE } from "./combat";
import { firstStrikeFlank, salvageShare, skirmishBudget } from "./heuristics";
import { pointsModifier, survivorPoints } from "./rules";
import type { BenchFightingGame } from "./state";

// Local copies: a CommonJS build (tsx, the benchmark) reads imports through getters.
const decideFaces = decide;
const NO_WINNER = TIE;
const ATTACKER = ATTACKER_WINS;
const refused = refusedDie;
const flankFor = firstStrikeFlank;
const share = salvageShare;
const budgetFor = skirmishBudget;
const buy = buySquads;
const modifier = pointsModifier;
const survivors = survivorPoints;

/**
 * A squad in a list, as one number: its points from bit 9 up, bit 8 set once it lost a defence
 * this round, bit 7 for Rear Strike, its index in the battle's squads below. quickFits checks that
 * a set-up fits (few enough squads, points small enough).
 */
export enum Packed {
  INDEX = 0x7f,
  REAR = 0x80,
  DOOMED_BIT = 8,
  POINTS_SHIFT = 9,
  /** Points above this do not fit a small integer once shifted. */
  MAX_POINTS = 0x3fffff,
}

/** Positions as rules.ts numbers them, as literals (quick.test.ts checks them). */
export enum Position {
  SCOUT = 0,
  LEFT = 1,
  RIGHT = 2,
  MAIN = 3,
}

/** Fates as state.ts numbers them, as literals (quick.test.ts checks them). */
export enum Fate {
  SURVIVED = 0,
  KILLED = 1,
  LOST = 2,
}

/**
 * The rules' numbers volley uses, as literals (quick.test.ts checks them against rules.ts): read
 * from a module constant, the points modifier's division was a real division at every attack,
 * where a literal divisor is a multiplication.
 */
export enum Modifier {
  POINTS_PER = 10,
}

/** 001 Rear Strike's penalty to the defender, as a literal (see Modifier). */
export enum RearStrike {
  PENALTY = 10,
}

/** The d100's numbers, as stage.ts D100 (quick.test.ts checks them). */
export enum D100 {
  SIDES = 100,
  NOT_NATURAL_LOW = 2,
  NOT_NATURAL_SPAN = 98,
}

/** Whether quick.ts can play this game: two players, none with hand-set positions, squads that pack. */
export function quickFits(g: BenchFightingGame): boolean {
  const players = g.setup.players;
  if (players.length !== 2 || g.full.length > Packed.INDEX + 1) return false;
  for (const p of players) if (p.allocations && p.allocations.length > 0) return false;
  for (let i = 0; i < g.full.length; i++) if (g.full[i]! > Packed.MAX_POINTS) return false;
  return true;
}

/**
 * Plays every skirmish of a game set up by createGame (skirmish.ts playSkirmish's order), leaving
 * wins and fates for play.ts's outcome. A squad's fate is written KILLED when it is fielded and
 * changed only if it ends a stage standing (lost, or carried from the main fight), which is what
 * the general path's fates come to without a write per fallen squad.
 */
export function playQuick(g: BenchFightingGame, source: RandomSource): void {
  const { quick, quickCount, quickPts, fate, carried, carriedCount, wins, poolLeft } = g;
  const n = g.full.length;
  const from1 = g.first[1]!;
  const skirmishes = g.skirmishes;
  for (let turn = 1; turn <= skirmishes; turn++) {
    for (let p = 0; p < 2; p++) {
      poolLeft[p] = poolLeft[p]! - allocate(g, p, skirmishes - turn + 1);
    }
    // survivors not refilled this skirmish are lost (only a player that carried some has any)
    for (let p = 0; p < 2; p++) {
      if (carriedCount[p] === 0) continue;
      for (let i = g.first[p]!; i < g.first[p + 1]!; i++) carried[i] = 0;
      carriedCount[p] = 0;
    }
    let striker = -1,
      strikeFlank = -1;
    const scouts = fightStage(g, source, Position.SCOUT, -1, -1);
    if (scouts >= 0) {
      // 001 Forward Scout (skirmish.ts): the flank where the winner is furthest behind, by the
      // points fielded there (nobody has joined a flank yet); the survivors go there, the strongest
      // (the head of its list) with First Strike
      const enemy = 1 - scouts;
      const flank = flankFor(
        quickPts[enemy * 4 + Position.LEFT]! - quickPts[scouts * 4 + Position.LEFT]!,
        quickPts[enemy * 4 + Position.RIGHT]! - quickPts[scouts * 4 + Position.RIGHT]!,
      );
      if (quickCount[scouts * 4 + Position.SCOUT]! > 0) striker = quick[Position.SCOUT * n + (scouts === 0 ? 0 : from1)]!;
      join(g, scouts, Position.SCOUT, flank, 0);
      strikeFlank = flank;
    }
    // 001 Left and Right Flank: the winner's survivors join the main force with Rear Strike
    const left = fightStage(g, source, Position.LEFT, striker, strikeFlank);
    if (left >= 0) join(g, left, Position.LEFT, Position.MAIN, Packed.REAR);
    const right = fightStage(g, source, Position.RIGHT, striker, strikeFlank);
    if (right >= 0) join(g, right, Position.RIGHT, Position.MAIN, Packed.REAR);
    const winner = fightStage(g, source, Position.MAIN, -1, -1);
    if (winner >= 0) {
      wins[winner] = wins[winner]! + 1;
      // 001 Main Fight: the survivors are carried to the next skirmish (see skirmish.ts)
      const base = Position.MAIN * n + (winner === 0 ? 0 : from1);
      const count = quickCount[winner * 4 + Position.MAIN]!;
      for (let r = 0; r < count; r++) {
        const k = quick[base + r]!;
        const i = k & Packed.INDEX;
        carried[i] = k >> Packed.POINTS_SHIFT;
        fate[i] = Fate.SURVIVED;
      }
      carriedCount[winner] = count;
    }
  }
}

/**
 * Moves player p's survivors of a stage (its whole list at `from`, most points first) to the list
 * at `to`, each after every squad there with as many points or more: the place the general path's
 * stable sort gives a squad that joins later. `rear`: Packed.REAR for flank survivors, else 0.
 */
function join(g: BenchFightingGame, p: number, from: number, to: number, rear: number): void {
  const { quick, quickCount, quickPts } = g;
  const n = g.full.length;
  const first = g.first[p]!;
  const src = from * n + first,
    dst = to * n + first;
  const count = quickCount[p * 4 + from]!;
  let end = quickCount[p * 4 + to]!;
  let added = 0;
  for (let r = 0; r < count; r++) {
    const k = quick[src + r]! | rear;
    const points = k >> Packed.POINTS_SHIFT;
    added += points;
    let j = dst + end++;
    while (j > dst && quick[j - 1]! >> Packed.POINTS_SHIFT < points) {
      quick[j] = quick[j - 1]!;
      j--;
    }
    quick[j] = k;
  }
  quickCount[p * 4 + from] = 0;
  quickCount[p * 4 + to] = end;
  quickPts[p * 4 + to] = quickPts[p * 4 + to]! + added;
}

/**
 * One stage (stage.ts fightStage, fightTwoQuiet and endStage for two players): the First Strike if
 * `striker` (a packed squad) has it here, the rounds, then the Survivors. Returns the victor, or -1.
 * Each list is left holding the squads that stand at the end (the victor's survivors, else none).
 */
function fightStage(g: BenchFightingGame, source: RandomSource, position: number, striker: number, strikeFlank: number): number {
  const { quick, quickCount, quickPts, fate } = g;
  const n = g.full.length;
  const from0 = position * n,
    from1 = position * n + g.first[1]!;
  let count0 = quickCount[position]!,
    count1 = quickCount[4 + position]!;
  // 001 Survivors compares the points each player had when the stage began (before First Strike)
  const pts0 = quickPts[position]!,
    pts1 = quickPts[4 + position]!;
  if (striker >= 0 && strikeFlank === position) {
    // 001 First Strike (stage.ts firstStrike): the strongest enemy squad, removed at once if beaten
    const enemy0 = g.owner[striker & Packed.INDEX] !== 0;
    const from = enemy0 ? from0 : from1;
    const count = enemy0 ? count0 : count1;
    if (count > 0) {
      const mod = modifier(striker >> Packed.POINTS_SHIFT, quick[from]! >> Packed.POINTS_SHIFT);
      if (attackWins(source, mod, 0)) {
        quick.copyWithin(from, from + 1, from + count);
        if (enemy0) count0--;
        else count1--;
      }
    }
  }
  const maxRounds = g.maxRounds;
  for (let round = 0; round < maxRounds && count0 > 0 && count1 > 0; round++) {
    // player 0's squads attack, then player 1's (stage.ts volley); the fallen go when the round ends
    // (both lists are struck out every round: whether a side lost anyone is a coin toss the
    // processor would miss, and a list is a few squads long)
    // (one call in a loop: the compiler writes the attacks into this function once, for both sides)
    for (let side = 0; side < 2; side++) {
      const first = side === 0;
      volley(quick, source, first ? from0 : from1, first ? count0 : count1, first ? from1 : from0, first ? count1 : count0);
    }
    count0 = strikeOut(quick, from0, count0);
    count1 = strikeOut(quick, from1, count1);
  }
  const side = count0 > 0 ? (count1 > 0 ? -2 : 0) : count1 > 0 ? 1 : -1;
  if (side < 0) {
    // no victor (nobody left, or the safety stop): whoever still stands is lost
    for (let r = 0; r < count0; r++) fate[quick[from0 + r]! & Packed.INDEX] = Fate.LOST;
    for (let r = 0; r < count1; r++) fate[quick[from1 + r]! & Packed.INDEX] = Fate.LOST;
    quickCount[position] = quickCount[4 + position] = 0;
    return -1;
  }
  // 001 Survivors (stage.ts endStage): the victor salvages its standing squads, most points first
  const base = side === 0 ? from0 : from1;
  const count = side === 0 ? count0 : count1;
  // (with no points between the players nothing is salvaged, whatever stands: not added up then)
  let standing = 0;
  if (pts0 !== pts1) for (let r = 0; r < count; r++) standing += quick[base + r]! >> Packed.POINTS_SHIFT;
  let left = survivors(standing, side === 0 ? pts0 : pts1, side === 0 ? pts1 : pts0);
  let kept = 0;
  for (let r = 0; r < count; r++) {
    const k = quick[base + r]!;
    const got = share(k >> Packed.POINTS_SHIFT, left);
    left -= got;
    if (got > 0) {
      quick[base + kept++] = (got << Packed.POINTS_SHIFT) | (k & (Packed.REAR | Packed.INDEX));
    } else fate[k & Packed.INDEX] = Fate.LOST;
  }
  quickCount[side * 4 + position] = kept;
  quickCount[(1 - side) * 4 + position] = 0;
  return side;
}

/**
 * One attack with dice that keep no roll log (combat.ts quietAttack, as stage.ts volley draws it):
 * true when the attacker wins.
 */
function attackWins(source: RandomSource, mod: number, defMod: number): boolean {
  let defenders = false;
  try {
    for (;;) {
      defenders = false;
      const attackerFace = source.next(D100.SIDES);
      defenders = true;
      const defenderFace = source.next(D100.SIDES);
      const decided = decideFaces(attackerFace, defenderFace, mod, defMod);
      if (decided !== NO_WINNER) return decided === ATTACKER;
    }
  } catch (e) {
    throw refused(e, defenders);
  }
}

/**
 * One player's attacks of a round (stage.ts volley over packed squads): the squads from `fromA`
 * each attack the enemy of the same rank from `fromT`, whose number gets the lost-a-defence bit
 * when it loses. The winner is read off the sign of the margin, not branched on (see stage.ts
 * volley).
 */
function volley(list: Int32Array, source: RandomSource, fromA: number, countA: number, fromT: number, countT: number): void {
  let defenders = false;
  try {
    for (let r = 0; r < countA; r++) {
      const a = list[fromA + r]!;
      // heuristics.ts targetRank and rules.ts pointsModifier, written out
      const at = fromT + (r < countT ? r : r % countT);
      const t = list[at]!;
      const mod = (((a >> Packed.POINTS_SHIFT) - (t >> Packed.POINTS_SHIFT)) / Modifier.POINTS_PER) | 0;
      // 001 Rear Strike: the defender's -10 (see stage.ts fightRound)
      // (as a mask, -10 or 0: a product would be -0 for 0, which is not a small integer)
      const defMod = -((a >> 7) & 1) & -RearStrike.PENALTY;
      let won = 0;
      for (;;) {
        defenders = false;
        const attackerFace = source.next(D100.SIDES);
        defenders = true;
        const defenderFace = source.next(D100.SIDES);
        if ((attackerFace - D100.NOT_NATURAL_LOW) >>> 0 < D100.NOT_NATURAL_SPAN && (defenderFace - D100.NOT_NATURAL_LOW) >>> 0 < D100.NOT_NATURAL_SPAN) {
          const margin = attackerFace + mod - (defenderFace + defMod);
          if (margin !== 0) {
            won = (-margin >>> 31) & 1;
            break;
          }
          continue; // 001 Combat: a tie, both roll again
        }
        const decided = decideFaces(attackerFace, defenderFace, mod, defMod);
        if (decided !== NO_WINNER) {
          won = decided === ATTACKER ? 1 : 0;
          break;
        }
      }
      list[at] = t | (won << Packed.DOOMED_BIT);
    }
  } catch (e) {
    throw refused(e, defenders);
  }
}

/** Drops the squads marked as having lost a defence from a list, keeping the order; the new count. */
function strikeOut(list: Int32Array, from: number, count: number): number {
  let kept = 0;
  for (let r = 0; r < count; r++) {
    const k = list[from + r]!;
    list[from + kept] = k;
    kept += ((k >> Packed.DOOMED_BIT) & 1) ^ 1;
  }
  return kept;
}

/**
 * allocate.ts autoAllocate over the packed lists: the budget, the squads bought, their positions,
 * remembered per player as packed fielding lists and replayed when the budget repeats with nothing
 * carried, or when the same squads are bought. Fields them (see field) and returns the cost.
 */
function allocate(g: BenchFightingGame, p: number, skirmishesLeft: number): number {
  const { order, full, bought, quickPos } = g;
  const from = g.first[p]!,
    to = g.first[p + 1]!;
  const budget = budgetFor(g.poolLeft[p]!, skirmishesLeft);
  const plain = g.carriedCount[p] === 0;
  if (plain && g.quickBudget[p] === budget) {
    field(g, p);
    return g.quickCost[p]!;
  }
  const got = buy(g, p, budget, plain, bought);
  if (got === Bought.NOTHING) {
    // nothing affordable: no main force, the player sits the skirmish out
    for (let q = 0; q < 4; q++) g.quickCount[p * 4 + q] = g.quickPts[p * 4 + q] = 0;
    return 0;
  }
  const spent = bill[0]!,
    total = bill[1]!;
  // (the fallback depends on the whole pool left, not only the budget: not remembered)
  g.quickBudget[p] = plain && got === Bought.IN_BUDGET ? budget : -1;
  g.quickCost[p] = spent;
  // the positions depend only on which squads were bought: kept when the set repeats
  let same = true;
  for (let k = from; k < to && same; k++) same = (bought[order[k]!] === 1) === quickPos[order[k]!]! >= 0;
  if (!same) {
    placeBought(g, from, to, bought, total, quickPos);
    // the positions as packed fielding lists (each most points first, as `order` is)
    const { quickPlan, quickPlanEnd } = g;
    let end = from;
    for (let position = 0; position < 4; position++) {
      for (let k = from; k < to; k++) {
        const u = order[k]!;
        if (quickPos[u] === position) quickPlan[end++] = (full[u]! << Packed.POINTS_SHIFT) | u;
      }
      quickPlanEnd[4 * p + position] = end;
    }
  }
  for (let u = from; u < to; u++) bought[u] = 0;
  field(g, p);
  return spent;
}

/** Fields player p's remembered squads: each position's list from its plan, every fate KILLED (see playQuick). */
function field(g: BenchFightingGame, p: number): void {
  const { quick, quickPlan, quickPlanEnd, quickCount, quickPts, fate } = g;
  const n = g.full.length;
  const first = g.first[p]!;
  let k = first;
  for (let position = 0; position < 4; position++) {
    const end = quickPlanEnd[4 * p + position]!;
    let slot = position * n + first;
    let points = 0;
    quickCount[p * 4 + position] = end - k;
    for (; k < end; k++) {
      const packed = quickPlan[k]!;
      quick[slot++] = packed;
      points += packed >> Packed.POINTS_SHIFT;
      fate[packed & Packed.INDEX] = Fate.KILLED;
    }
    quickPts[p * 4 + position] = points;
  }
}
