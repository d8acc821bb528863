// One stage of a skirmish (001 "Skirmish"): the squads in one position fight combat rounds until
// one side is left, then the victor salvages survivors.
import type { RandomSource } from "@/lib/dice";
import { ATTACKER_WINS, decide, quietAttack, quietSource, refusedDie, resolveAttack, TIE } from "./combat";
import { salvageShare, targetRank } from "./heuristics";
import { logAttack, logRoundEnd, logStageEnd, logStageStart } from "./log";
import { BENCH_FIGHTING_RULES, pointsModifier, survivorPoints } from "./rules";
import { FATE_KILLED, FATE_LOST, type BenchFightingGame } from "./state";

// Local copies: a CommonJS build (tsx, the benchmark) reads imports through getters, which costs
// more than the combat itself in this loop.
const attack = resolveAttack;
const attackQuietly = quietAttack;
const decideFaces = decide;
const NO_WINNER = TIE;
const ATTACKER = ATTACKER_WINS;
const sourceOf = quietSource;
const rankOf = targetRank;
const modifier = pointsModifier;
const share = salvageShare;
const survivors = survivorPoints;
const KILLED = FATE_KILLED;
const LOST = FATE_LOST;
const REAR_STRIKE_PENALTY = BENCH_FIGHTING_RULES.rearStrikePenalty;

/**
 * The d100's numbers as literals for volley's loop (a module constant is a load and a check at
 * every use there): its sides, and the faces that are not naturals, 2 to 99, tested as face - 2
 * below 98. enums.test.ts checks them against BENCH_FIGHTING_RULES and combat.ts.
 */
export enum D100 {
  SIDES = 100,
  NOT_NATURAL_LOW = 2,
  NOT_NATURAL_SPAN = 98,
}

/** Fights the stage for `position`; returns the victor's player index, or -1 for no victor. */
export function fightStage(g: BenchFightingGame, position: number, turn: number): number {
  // two players and no log have their own tight path (same rules); the odds runner's usual game
  // does not come here at all (quick.ts plays it whole), only set-ups quick.ts does not take
  if (g.log === null && g.ownCount.length === 2) return endStage(g, position, turn, 0, fightTwoQuiet(g, position));
  const { alive, pts, members, stagePts, at, owner } = g;
  for (let p = 0; p < stagePts.length; p++) stagePts[p] = 0;
  // the stage's squads, most points first; equal points in the order they joined the position
  let m = 0;
  const base = position * alive.length;
  const joined = g.atCount[position]!;
  for (let k = 0; k < joined; k++) {
    const u = at[base + k]!;
    if (!alive[u]) continue;
    const o = owner[u]!;
    stagePts[o] = stagePts[o]! + pts[u]!;
    let j = m++;
    while (j > 0 && pts[members[j - 1]!]! < pts[u]!) {
      members[j] = members[j - 1]!;
      j--;
    }
    members[j] = u;
  }
  if (g.log) logStageStart(g, turn, position, m);
  if (g.striker >= 0 && g.strikeFlank === position) firstStrike(g, position, turn, m);
  let side = listSides(g, m);
  let round = 0;
  // ruling: the text has no round limit and every attack can win on a natural 100, so a stage ends
  // with probability 1; as a safety stop, after maxRounds (default 1000) nobody wins the stage.
  while (side === -2 && round < g.maxRounds) {
    round++;
    fightRound(g, position, turn, round, m);
    // 001 Combat: defenders that lost are removed when the round ends.
    let out: string[] | null = null;
    if (g.log) {
      // the log names them in stage order (most points first), across players
      out = [];
      for (let k = 0; k < m; k++) if (g.doomed[members[k]!]) out.push(g.keys[members[k]!]!);
    }
    side = removeDoomed(g);
    if (out) logRoundEnd(g, turn, position, round, m, out);
  }
  return endStage(g, position, turn, m, side);
}

/**
 * A stage between two players without a log, as fightStage, firstStrike, listSides, fightRound and
 * removeDoomed play it, in one function over locals read once a stage:
 * - each player's standing squads are sorted straight into its own[] list, most points first, equal
 *   points in the order they joined (the stage order fightStage sorts members into, split by
 *   player), without the merged members list the log and three or more players need;
 * - the First Strike hits the head of the enemy's list (the strongest enemy, first in stage order)
 *   and, if it wins, takes it off that list;
 * - the rounds: player 0's squads attack, then player 1's, each from the most points down, on the
 *   enemy of the same rank; the fallen are removed at the end of the round;
 * - with dice that keep no roll log, the attacks draw from the dice's source (combat.ts quietAttack).
 * Returns the side left standing as sideOf does (-2 at the safety stop).
 */
function fightTwoQuiet(g: BenchFightingGame, position: number): number {
  const { alive, pts, at, owner, own, ownCount, first, stagePts, dice, maxRounds } = g;
  const source = sourceOf(dice);
  const from0 = first[0]!,
    from1 = first[1]!;
  let count0 = 0,
    count1 = 0,
    pts0 = 0,
    pts1 = 0;
  const base = position * alive.length;
  const joined = g.atCount[position]!;
  for (let k = 0; k < joined; k++) {
    const u = at[base + k]!;
    if (!alive[u]) continue;
    const points = pts[u]!;
    let from: number, j: number;
    if (owner[u] === 0) {
      pts0 += points;
      from = from0;
      j = from0 + count0++;
    } else {
      pts1 += points;
      from = from1;
      j = from1 + count1++;
    }
    while (j > from && pts[own[j - 1]!]! < points) {
      own[j] = own[j - 1]!;
      j--;
    }
    own[j] = u;
  }
  // 001 Survivors compares the points each player had when the stage began (before First Strike)
  stagePts[0] = pts0;
  stagePts[1] = pts1;
  if (g.striker >= 0 && g.strikeFlank === position) {
    // 001 First Strike (see firstStrike): the striker's side attacks the strongest enemy squad
    const a = g.striker;
    g.striker = -1;
    const enemy0 = owner[a] !== 0;
    const from = enemy0 ? from0 : from1;
    const count = enemy0 ? count0 : count1;
    if (count > 0 && alive[a]) {
      const t = own[from]!;
      const mod = modifier(pts[a]!, pts[t]!);
      if (source ? attackQuietly(source, mod, 0) : attack(dice, mod, 0, null)) {
        alive[t] = 0;
        g.fate[t] = KILLED;
        own.copyWithin(from, from + 1, from + count);
        if (enemy0) count0--;
        else count1--;
      }
    }
  }
  for (let round = 0; round < maxRounds && count0 > 0 && count1 > 0; round++) {
    let fallen0 = 0,
      fallen1 = 0;
    if (source) {
      // player 0's squads attack, then player 1's (see volley)
      fallen1 = volley(g, source, from0, count0, from1, count1);
      fallen0 = volley(g, source, from1, count1, from0, count0);
    } else {
      fallen1 = loggedVolley(g, from0, count0, from1, count1);
      fallen0 = loggedVolley(g, from1, count1, from0, count0);
    }
    // 001 Combat: defenders that lost are removed when the round ends
    // (a side that lost no defence keeps its list as it is)
    if (fallen0 > 0) count0 = strikeOut(g, from0, count0);
    if (fallen1 > 0) count1 = strikeOut(g, from1, count1);
  }
  ownCount[0] = count0;
  ownCount[1] = count1;
  return count0 > 0 ? (count1 > 0 ? -2 : 0) : count1 > 0 ? 1 : -1;
}

/**
 * One player's attacks of a round in fightTwoQuiet, with dice that keep no roll log: the squads
 * from `fromA` (most points first) each attack the enemy of the same rank (from `fromT`), marking
 * the defenders that lose; returns how many lost. The draws are made here, in the loop, so the
 * compiler keeps the whole attack in one piece (a call per attack cost more than its dice).
 * 001 Combat as combat.ts decide plays it, in another order: when neither face is a natural (2 to
 * 99 each: the unsigned compare folds both bounds into one), the totals decide, and which is higher
 * is read off the sign of their difference (a coin toss for the processor's branch predictor, so
 * a branch on it would be missed half the time), then added up rather than branched on.
 */
function volley(g: BenchFightingGame, source: RandomSource, fromA: number, countA: number, fromT: number, countT: number): number {
  const { own, pts, rear, doomed } = g;
  let fallen = 0,
    defenders = false;
  try {
    for (let r = 0; r < countA; r++) {
      const a = own[fromA + r]!;
      const t = own[fromT + rankOf(r, countT)]!;
      const mod = modifier(pts[a]!, pts[t]!);
      // 001 Rear Strike: the defender's -10 (see fightRound)
      const defMod = rear[a] ? -REAR_STRIKE_PENALTY : 0;
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
      doomed[t] = doomed[t]! | won;
      fallen += won;
    }
  } catch (e) {
    throw refusedDie(e, defenders);
  }
  return fallen;
}

/** volley with dice that keep a roll log: each attack rolled through resolveAttack, so logged. */
function loggedVolley(g: BenchFightingGame, fromA: number, countA: number, fromT: number, countT: number): number {
  const { own, pts, rear, doomed, dice } = g;
  let fallen = 0;
  for (let r = 0; r < countA; r++) {
    const a = own[fromA + r]!;
    const t = own[fromT + rankOf(r, countT)]!;
    // 001 Rear Strike: the defender's -10 (see fightRound)
    if (attack(dice, modifier(pts[a]!, pts[t]!), rear[a] ? -REAR_STRIKE_PENALTY : 0, null)) {
      doomed[t] = 1;
      fallen++;
    }
  }
  return fallen;
}

/** Removes one player's squads that lost a defence from own[], keeping the order; the new count. */
function strikeOut(g: BenchFightingGame, from: number, count: number): number {
  const { own, doomed, alive, fate } = g;
  let kept = 0;
  for (let r = 0; r < count; r++) {
    const i = own[from + r]!;
    // 1 if the squad lost a defence this round, else 0: struck out or kept by arithmetic on it, as
    // a branch on it would be a coin toss for the processor (see combat.ts quietWins)
    const dead = doomed[i]!;
    doomed[i] = 0;
    alive[i] = alive[i]! & (dead ^ 1);
    const f = fate[i]!;
    fate[i] = f + dead * (KILLED - f);
    own[from + kept] = i;
    kept += dead ^ 1;
  }
  return kept;
}

/** Which sides stand: -1 nobody, -2 two or more, else the one player with squads standing. */
function sideOf(ownCount: Int32Array): number {
  let side = -1;
  for (let p = 0; p < ownCount.length; p++) {
    if (ownCount[p] === 0) continue;
    if (side >= 0) return -2;
    side = p;
  }
  return side;
}

/**
 * Lists each player's standing squads of the stage in own[] (most points first, as members are)
 * once, when the stage begins; the rounds then only strike out the fallen (removeDoomed), which
 * is cheaper than listing every round from all the stage's squads, dead ones included.
 */
function listSides(g: BenchFightingGame, m: number): number {
  const { members, alive, owner, own, ownCount, first } = g;
  for (let p = 0; p < ownCount.length; p++) ownCount[p] = 0;
  for (let k = 0; k < m; k++) {
    const i = members[k]!;
    if (!alive[i]) continue;
    const o = owner[i]!;
    own[first[o]! + ownCount[o]!] = i;
    ownCount[o] = ownCount[o]! + 1;
  }
  return sideOf(ownCount);
}

/** Removes the squads that lost a defence this round from own[], keeping the order; returns sideOf. */
function removeDoomed(g: BenchFightingGame): number {
  const { ownCount, first } = g;
  for (let p = 0; p < ownCount.length; p++) ownCount[p] = strikeOut(g, first[p]!, ownCount[p]!);
  return sideOf(ownCount);
}

/**
 * 001 Combat: a squad attacks once a round but defends any number of times, and all of a round's
 * actions happen at once (removal comes after), so a squad that
 * lost a defence still attacks and can still be attacked this round. Players attack in setup
 * order, each with its squads from the most points down.
 */
function fightRound(g: BenchFightingGame, position: number, turn: number, round: number, m: number): void {
  const { members, alive, owner, pts, rear, doomed, own, ownCount, first } = g;
  const players = ownCount.length;
  const dice = g.dice;
  const logging = g.log !== null;
  for (let s = 0; s < players; s++) {
    const count = ownCount[s]!;
    if (count === 0) continue;
    // this side's enemies, most points first: with two players, simply the other's own list
    let foes = g.enemies,
      from = 0,
      e = 0;
    if (players === 2) {
      foes = own;
      from = first[1 - s]!;
      e = ownCount[1 - s]!;
    } else {
      for (let k = 0; k < m; k++) {
        const i = members[k]!;
        if (alive[i] && owner[i] !== s) foes[e++] = i;
      }
    }
    for (let r = 0; r < count; r++) {
      const a = own[first[s]! + r]!;
      const t = foes[from + rankOf(r, e)]!;
      const mod = modifier(pts[a]!, pts[t]!);
      // 001 Rear Strike: the defender of a rear-strike attack rolls at -10.
      // ruling: for every attack the rear-striking squad makes in the main fight, not only the first.
      const defMod = rear[a] ? -REAR_STRIKE_PENALTY : 0;
      const trace = logging ? [] : null;
      const won = attack(dice, mod, defMod, trace);
      if (won) doomed[t] = 1;
      if (trace) logAttack(g, turn, position, round, a, t, mod, defMod, trace, won, false);
    }
  }
}

/**
 * 001 First Strike: one squad of the reconnaissance winner attacks one enemy squad before the
 * combat rounds begin; a defender it beats is removed at once. It attacks the strongest enemy squad there (rank 0, as in targetRank).
 * ruling: a losing first striker is not harmed (in Combat only defenders are eliminated), and it
 * attacks again in the first combat round: the First Strike round is not a combat round.
 */
function firstStrike(g: BenchFightingGame, position: number, turn: number, m: number): void {
  const a = g.striker;
  g.striker = -1;
  let t = -1;
  for (let k = 0; k < m && t < 0; k++) {
    const i = g.members[k]!;
    if (g.alive[i] && g.owner[i] !== g.owner[a]) t = i;
  }
  if (t < 0 || !g.alive[a]) return;
  const mod = modifier(g.pts[a]!, g.pts[t]!);
  const trace = g.log ? [] : null;
  const won = attack(g.dice, mod, 0, trace);
  if (won) {
    g.alive[t] = 0;
    g.fate[t] = KILLED;
  }
  if (trace) logAttack(g, turn, position, 0, a, t, mod, 0, trace, won, true);
}

/**
 * 001 Survivors: the victor salvages its standing squads, from the most points down.
 * `m`: how many squads fightStage listed in members (for the log; 0 from fightTwoQuiet, no log).
 */
function endStage(g: BenchFightingGame, position: number, turn: number, m: number, side: number): number {
  const { alive, pts, stagePts, own, ownCount, first } = g;
  let standing = 0;
  if (side < 0) {
    // no victor (nobody left, or the safety stop): whoever still stands (each player's own[]
    // list, see listSides or fightTwoQuiet) is lost
    for (let p = 0; p < ownCount.length; p++) {
      for (let r = 0; r < ownCount[p]!; r++) {
        const i = own[first[p]! + r]!;
        standing += pts[i]!;
        alive[i] = 0;
        g.fate[i] = LOST;
      }
    }
    if (g.log) logStageEnd(g, turn, position, -1, standing, 0, 0, m);
    return -1;
  }
  // listSides and removeDoomed (or fightTwoQuiet) left the victor's standing squads in own[],
  // most points first
  const base = first[side]!;
  const count = ownCount[side]!;
  for (let r = 0; r < count; r++) standing += pts[own[base + r]!]!;
  let next = 0;
  for (let p = 0; p < stagePts.length; p++) if (p !== side && stagePts[p]! > next) next = stagePts[p]!;
  let left = survivors(standing, stagePts[side]!, next);
  const salvaged = left;
  for (let r = 0; r < count; r++) {
    const i = own[base + r]!;
    const kept = share(pts[i]!, left);
    left -= kept;
    if (kept > 0) pts[i] = kept;
    else {
      alive[i] = 0;
      g.fate[i] = LOST;
    }
  }
  if (g.log) logStageEnd(g, turn, position, side, standing, next, salvaged, m);
  return side;
}
