// Resolving each action of 002 on the table: assaults, flanks, moves and redeployments, arrivals.
import * as field from "./battlefield";
import type { Battlefield } from "./battlefield";
import * as heuristics from "./heuristics";
import type { BattleLog } from "./log";
import type { Roller } from "./roller";
import * as rules from "./rules";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loop reads local copies.
const { IN_PLAY, NEVER_ARRIVED, TAKEN, addLive, enterFront, leaveFront, removeLive, setFace } = field;
const { weakestFront } = heuristics;
const { dropByTwo } = rules;

/** The target goes to the scoring area of `by` (002: "put it in your scoring area"). */
export function take(b: Battlefield, u: number, by: number): void {
  leaveFront(b, u);
  b.status[u] = TAKEN;
  b.takenBy[u] = by;
  b.lost[b.player[u]!]! |= 1 << (u - b.firstUnit[b.player[u]!]!);
  b.score[by]! += b.sides[u]!;
  removeLive(b, u);
}

/** 002 direct assault: take the enemy die, then "re-roll the die you used". */
export function assault(b: Battlefield, p: number, turn: number, roller: Roller, log: BattleLog | null): void {
  const a = b.pick[0]!;
  const u = b.target;
  const before = b.face[a]!;
  const targetFace = b.face[u]!;
  take(b, u, p);
  setFace(b, a, roller.roll(b.sides[a]!));
  b.acted[a] = turn;
  if (log) log.assault(turn, p, a, before, u, targetFace);
}

/**
 * 002 flanking: take the enemy die and "re-roll all of your units involved" (in the order the
 * flank was picked); or, with the letter's variant, every flanking die drops by two and a die
 * that drops to nothing goes to "the defender's scoring area" (the owner of the die attacked).
 */
export function flank(b: Battlefield, p: number, turn: number, roller: Roller, log: BattleLog | null): void {
  const u = b.target;
  const targetFace = b.face[u]!;
  const defender = b.player[u]!;
  const dice = log ? Array.from(b.pick.subarray(0, b.pickLen)) : null;
  const before = dice ? dice.map((d) => b.face[d]!) : null;
  take(b, u, p);
  for (let i = 0; i < b.pickLen; i++) {
    const d = b.pick[i]!;
    b.acted[d] = turn;
    if (!b.dropByTwo) setFace(b, d, roller.roll(b.sides[d]!));
    else {
      const dropped = dropByTwo(b.sides[d]!, b.face[d]!);
      if (dropped === 0) take(b, d, defender);
      else setFace(b, d, dropped);
    }
  }
  if (log) log.flank(turn, p, dice!, before!, u, targetFace);
}

/** 002 Fronts: dice moved to another front re-roll as attackers do. ruling: redeployed forces are
 * moved forces: they re-roll too, and having "attacked" they make no attack in their new front that
 * turn. */
export function moveDie(
  b: Battlefield,
  p: number,
  u: number,
  dest: number,
  turn: number,
  roller: Roller,
  log: BattleLog | null,
  action: "move" | "redeploy",
): void {
  const from = b.front[u]!;
  const before = b.face[u]!;
  leaveFront(b, u);
  enterFront(b, u, dest);
  setFace(b, u, roller.roll(b.sides[u]!));
  b.acted[u] = turn;
  if (log) log.move(turn, p, u, before, from, action);
}

/**
 * 002 Reinforcements: "bring in a new unit every few turns".
 * ruling: a player's next reserve (in the order listed) arrives at the start of every `every`-th
 * turn of that player, rolls, and may attack that same turn; it goes to the weakest contested
 * front it is allowed in, and a unit with no such front never arrives (and never counts for the
 * handicap: 002 Reinforcements counts only units that came into play).
 */
export function arrive(b: Battlefield, p: number, turn: number, roller: Roller, log: BattleLog | null): void {
  const u = b.reserves[p]![b.nextReserve[p]!++]!;
  b.pending[p]!--;
  const dest = weakestFront(b, b.team[u]!, b.allowed[u]!);
  if (dest < 0) b.status[u] = NEVER_ARRIVED;
  else {
    b.status[u] = IN_PLAY;
    addLive(b, u);
    b.fielded[b.team[u]!]! += b.sides[u]!;
    enterFront(b, u, dest);
    setFace(b, u, roller.roll(b.sides[u]!));
  }
  if (log) log.arrive(turn, p, u);
}
