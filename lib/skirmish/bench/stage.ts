// One stage of a skirmish (001 "Skirmish"): the squads in one position fight combat rounds until
// one side is left, then the victor salvages survivors.
import { resolveAttack } from "./combat";
import { salvageShare, targetScore } from "./heuristics";
import { logAttack, logRoundEnd, logStageEnd, logStageStart } from "./log";
import { BENCH_RULES, pointsModifier, survivorPoints } from "./rules";
import { FATE_KILLED, FATE_LOST, type BenchGame } from "./state";

/** Fights the stage for `position`; returns the victor's player index, or -1 for no victor. */
export function fightStage(g: BenchGame, position: number, turn: number): number {
  const { pos, alive, owner, pts, members, stagePts } = g;
  stagePts.fill(0);
  let m = 0;
  for (let i = 0; i < pos.length; i++) {
    if (pos[i] === position && alive[i]) {
      members[m++] = i;
      const o = owner[i]!;
      stagePts[o] = stagePts[o]! + pts[i]!;
    }
  }
  if (g.log) logStageStart(g, turn, position, m);
  if (g.striker >= 0 && g.strikeFlank === position) firstStrike(g, position, turn, m);
  let side = soleSide(g, m);
  let round = 0;
  // ruling: the text has no round limit and every attack can win on a natural 100, so a stage ends
  // with probability 1; as a safety stop, after maxRounds (default 1000) nobody wins the stage.
  while (side === -2 && round < g.maxRounds) {
    round++;
    fightRound(g, position, turn, round, m);
    side = soleSide(g, m);
  }
  return endStage(g, position, turn, m, side);
}

/** -1: nobody standing; -2: two or more sides standing; else the one side left. */
function soleSide(g: BenchGame, m: number): number {
  let side = -1;
  for (let k = 0; k < m; k++) {
    const i = g.members[k]!;
    if (!g.alive[i]) continue;
    const o = g.owner[i]!;
    if (side === -1) side = o;
    else if (o !== side) return -2;
  }
  return side;
}

/** The automated attacker's choice among standing enemies in the stage (heuristics.targetScore). */
function pickTarget(g: BenchGame, attacker: number, m: number): number {
  let best = -1;
  let bestScore = -Infinity;
  const own = g.owner[attacker]!;
  const ap = g.pts[attacker]!;
  for (let k = 0; k < m; k++) {
    const t = g.members[k]!;
    if (!g.alive[t] || g.owner[t] === own) continue;
    const score = targetScore(ap, g.pts[t]!, g.attacked[t] === g.stamp);
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

/**
 * 001 Combat: "Each squad gets one attack per combat round but can defend as many time as
 * necessary"; "units aren't removed from action until all actions have occurred", so a squad that
 * lost a defence still attacks and can still be attacked this round.
 */
function fightRound(g: BenchGame, position: number, turn: number, round: number, m: number): void {
  const { members, alive, pts, rear, doomed } = g;
  g.stamp++;
  for (let k = 0; k < m; k++) {
    const a = members[k]!;
    if (!alive[a]) continue;
    const t = pickTarget(g, a, m);
    if (t < 0) continue;
    g.attacked[t] = g.stamp;
    const mod = pointsModifier(pts[a]!, pts[t]!);
    // 001 Rear Strike: "All defenders to rear strike attacks receive -10 penalty on die roll."
    // ruling: for every attack the rear-striking squad makes in the main fight, not only the first.
    const defMod = rear[a] ? -BENCH_RULES.rearStrikePenalty : 0;
    const trace = g.log ? [] : null;
    const won = resolveAttack(g.dice, mod, defMod, trace);
    if (won) doomed[t] = 1;
    if (g.log) logAttack(g, turn, position, round, a, t, mod, defMod, trace!, won, false);
  }
  // 001 Combat: "The losing defending squads are eliminated at the end of the round."
  const out: string[] | null = g.log ? [] : null;
  for (let k = 0; k < m; k++) {
    const i = members[k]!;
    if (doomed[i]) {
      doomed[i] = 0;
      alive[i] = 0;
      g.fate[i] = FATE_KILLED;
      if (out) out.push(g.keys[i]!);
    }
  }
  if (out) logRoundEnd(g, turn, position, round, m, out);
}

/**
 * 001 First Strike: one squad of the reconnaissance winner attacks one enemy squad "before the
 * combat round starts"; "if the attacker wins in the first strike round, the defender is removed
 * immediately". ruling: a losing first striker is not harmed (in Combat only defenders are
 * eliminated), and it attacks again in the first combat round: the First Strike round is not one.
 */
function firstStrike(g: BenchGame, position: number, turn: number, m: number): void {
  const a = g.striker;
  g.striker = -1;
  if (!g.alive[a]) return;
  g.stamp++;
  const t = pickTarget(g, a, m);
  if (t < 0) return;
  const mod = pointsModifier(g.pts[a]!, g.pts[t]!);
  const trace = g.log ? [] : null;
  const won = resolveAttack(g.dice, mod, 0, trace);
  if (won) {
    g.alive[t] = 0;
    g.fate[t] = FATE_KILLED;
  }
  if (g.log) logAttack(g, turn, position, 0, a, t, mod, 0, trace!, won, true);
}

/** 001 Survivors: the victor salvages its standing squads, from the most points down. */
function endStage(g: BenchGame, position: number, turn: number, m: number, side: number): number {
  const { members, alive, pts, stagePts } = g;
  let c = 0;
  let standing = 0;
  for (let k = 0; k < m; k++) {
    const i = members[k]!;
    if (!alive[i]) continue;
    // insertion by points, most first (at most a dozen squads)
    let j = c++;
    while (j > 0 && pts[members[j - 1]!]! < pts[i]!) {
      members[j] = members[j - 1]!;
      j--;
    }
    members[j] = i;
    standing += pts[i]!;
  }
  let next = 0;
  for (let p = 0; p < stagePts.length; p++) if (p !== side && stagePts[p]! > next) next = stagePts[p]!;
  let left = side >= 0 ? survivorPoints(standing, stagePts[side]!, next) : 0;
  const salvaged = left;
  for (let k = 0; k < c; k++) {
    const i = members[k]!;
    const share = salvageShare(pts[i]!, left);
    left -= share;
    if (share > 0) pts[i] = share;
    else {
      alive[i] = 0;
      g.fate[i] = FATE_LOST;
    }
  }
  if (g.log) logStageEnd(g, turn, position, side, standing, next, salvaged, c);
  return side >= 0 ? side : -1;
}
