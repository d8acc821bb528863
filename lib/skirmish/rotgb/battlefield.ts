// The compiled battlefield: a set-up and its switches turned into flat typed arrays once, plus the
// per-game state, reused from game to game so the hot loop allocates nothing.
import type { SkirmishOutcome } from "../types";

/** Unit status. */
export const RESERVE = 0,
  IN_PLAY = 1,
  TAKEN = 2,
  NEVER_ARRIVED = 3;
/** Front owner when two or more sides still have dice there. */
export const CONTESTED = -2,
  NOBODY = -1;

export interface Battlefield {
  // --- the set-up, fixed ---
  n: number;
  players: number;
  teams: number;
  fronts: number;
  ids: string[];
  /** What the log calls each unit: its name, or null to show its id. */
  names: (string | null)[];
  types: string[];
  ownerIds: (string | undefined)[];
  sides: Int32Array;
  player: Int32Array;
  team: Int32Array;
  startFront: Int32Array;
  /** 1 when the unit starts in reserve (reinforcements on). */
  startReserve: Uint8Array;
  /** Bit f set when the unit's type may be in front f (terrain). */
  allowed: Int32Array;
  /**
   * Per unit, for the one-front loop (only with the face index): sides | slot << 5 | player << 10 |
   * team << 20, where slot is u - firstUnit[player] (onefront.ts' Info).
   */
  unitInfo: Int32Array;
  /**
   * For playTwoSides (onefront.ts' Duel and At): per player and slot (index player × 32 + slot),
   * the unit's sides | its place in target order << 10; per place in target order, the unit's
   * sides | slot << 5 | team << 15; its faces by place in target order, which it keeps instead of
   * face; the dice it picks, as slots (pickFace: the faces they show).
   */
  slotInfo: Int32Array;
  rankInfo: Int32Array;
  rankFace: Int32Array;
  duelPick: Int32Array;
  /** All units, most sides first (ties in set-up order): the order targets are considered in. */
  byValue: Int32Array;
  /** Each unit's place in byValue. */
  rank: Int32Array;
  /**
   * For the one-front loop when there are at most MAX_RANKED_UNITS units: per player, bit k set when
   * byValue[k] is an enemy (not on its side); and startRanked, bit k set when byValue[k] starts in
   * play. A player's first target is then the lowest bit of the enemies still in play (onefront.ts).
   */
  enemyRanks: Int32Array;
  startRanked: number;
  /** Each player's units are the index range [firstUnit, endUnit). */
  firstUnit: Int32Array;
  endUnit: Int32Array;
  /** Each player's reserve units in the order listed. */
  reserves: Int32Array[];
  playerIds: string[];
  playerNames: string[];
  playerTeam: Int32Array;
  teamIds: string[];
  frontNames: string[];
  passFront: number;
  passHolder: number;
  firstPlayer: number;
  log: boolean;
  dropByTwo: boolean;
  handicap: boolean;
  useFronts: boolean;
  alliances: boolean;
  every: number;
  maxTurns: number;
  // --- per-game state: views into one buffer, so a reset is a single copy of the start ---
  /**
   * The buffer: first playTwoSides' arrays at fixed places (onefront.ts' At), then the per-game
   * state from unitsShowing (at showingAt) on, then unitInfo (at infoAt), byValue and pick (views
   * into it too, copied by a reset unchanged).
   */
  state: Int32Array;
  showingAt: number;
  infoAt: number;
  startState: Int32Array;
  startContested: number;
  face: Int32Array;
  front: Int32Array;
  status: Int32Array;
  takenBy: Int32Array;
  /** Turn in which the unit last attacked, moved or redeployed. */
  acted: Int32Array;
  /** Dice in play and their sides, per front and side: index front × teams + team. */
  count: Int32Array;
  points: Int32Array;
  owner: Int32Array;
  wonAt: Int32Array;
  contested: number;
  inPlay: Int32Array;
  /**
   * A die not on the table (in reserve, captured, eliminated, never arrived) shows 0, so the
   * automated players scan a player's units [firstUnit, endUnit) directly, in set-up order, and a
   * face of 0 never beats or adds up to anything. The enemy dice that have been in play, most
   * sides first, are foes[p × n .. p × n + foesLen[p]). A captured die stays in the foes lists,
   * skipped as it shows 0, so a capture shifts no list; as the biggest prizes go first, captured
   * dice gather at the head, and the first foesHead[p] entries are not looked at again.
   */
  foes: Int32Array;
  foesLen: Int32Array;
  foesHead: Int32Array;
  pending: Int32Array;
  /**
   * Per player, bit i set when its i-th unit (firstUnit[p] + i) has been taken: kept by every
   * capture, so buildOutcome finds a player's casualty list without looking at each unit.
   * (Meaningful for players of at most 31 units; buildOutcome reads it for at most LOST_LISTS_UP_TO.)
   */
  lost: Int32Array;
  nextReserve: Int32Array;
  turnsTaken: Int32Array;
  score: Int32Array;
  /** Points each side brought into play (handicapping counts only units that arrived). */
  fielded: Int32Array;
  /**
   * The face index (only when `byFace`): which of a player's dice show which face, kept up to date
   * by setFace. facesShown[p] has bit v set when some die of p shows v; unitsShowing[p × 32 + v]
   * has bit i set when p's i-th unit (firstUnit[p] + i) shows v. With one front the automated
   * player's questions are about faces only ("the die showing least above t", "my dice, most
   * showing first"), and these masks answer them without scanning or sorting a player's dice.
   * How many of p's dice show v is the count of bits of unitsShowing[p × 32 + v], worked out by the
   * search for a flank (the one-front loop's) when it needs it rather than kept at every roll.
   */
  facesShown: Int32Array;
  unitsShowing: Int32Array;
  /** The face index is kept: one front, no die over MAX_INDEXED_FACE sides, at most 31 units a player. */
  byFace: boolean;
  /**
   * With the face index, two players on two sides, every die on the table from the start (no
   * reserves), at most MAX_RANKED_UNITS units and no letter's variant: a game without a log is
   * played by onefront.ts' playTwoSides.
   */
  twoSides: boolean;
  // --- for the outcome, made once when prepared ---
  /** Scratch for buildOutcome, one entry per side. */
  outcomeScratch: { captured: Float64Array; finals: Float64Array; order: Int32Array };
  /**
   * Per player with at most LOST_LISTS_UP_TO units, the casualty lists already made, by the bits of
   * its units taken (null: not made yet); an empty array for other players (buildOutcome).
   */
  lostLists: (readonly string[] | null)[][];
  /**
   * For playTwoSides with players of at most LOST_LISTS_UP_TO units: per winner, the outcomes of
   * games won outright already made, frozen, by the bits of the winner's units taken (null: not
   * made yet); null for other battlefields (buildTwoSidesOutcome).
   */
  twoSidesOutcomes: (SkirmishOutcome | null)[][] | null;
  // --- scratch for the automated players ---
  /** Per face (0..31), for the search on the face index: total shown by dice showing it or less, used so far, and the faces picked in order. */
  faceSum: Int32Array;
  faceUsed: Int32Array;
  /** (a view into state, where playTwoSides reads it too: onefront.ts' At) */
  pickFace: Int32Array;
  cand: Int32Array;
  /** What cand[i] shows, alongside it, so sorting and the flank search read one array, not two. */
  candFace: Int32Array;
  suffix: Int32Array;
  pick: Int32Array;
  best: Int32Array;
  pickLen: number;
  bestLen: number;
  bestCost: number;
  target: number;
}

/** The largest face the face index holds (bit v of a 32-bit mask, v ≤ 30, stays positive). */
export const MAX_INDEXED_FACE = 30;
/** Units per player the face index holds (bits 0..30 of a 32-bit mask). */
export const MAX_INDEXED_UNITS = 31;
/** Units in all for the one-front loop to keep the units in play as bits in target order (enemyRanks). */
export const MAX_RANKED_UNITS = 31;

/**
 * Every change of what a die shows goes through here (0: off the table), so the face index
 * (facesShown, unitsShowing) always agrees with b.face.
 */
export function setFace(b: Battlefield, u: number, v: number): void {
  const old = b.face[u]!;
  b.face[u] = v;
  if (!b.byFace || old === v) return;
  const p = b.player[u]!;
  const bit = 1 << (u - b.firstUnit[p]!);
  const at = p * 32;
  if (old !== 0 && (b.unitsShowing[at + old]! &= ~bit) === 0) b.facesShown[p]! &= ~(1 << old);
  if (v !== 0) {
    b.unitsShowing[at + v]! |= bit;
    b.facesShown[p]! |= 1 << v;
  }
}

/** Puts every unit back to its start: in play at its front, or in reserve; nothing scored. */
export function resetBattle(b: Battlefield): void {
  b.state.set(b.startState);
  b.contested = b.startContested;
}

/** Works out the start of every game once, when the set-up is prepared; resetBattle copies it. */
export function setUpBattle(b: Battlefield): void {
  // (up to b.unitInfo: what follows it in the buffer is not per-game, and is already made)
  b.state.fill(0, b.showingAt, b.infoAt);
  for (let i = 0; i < b.count.length; i++) b.count[i] = b.points[i] = 0;
  for (let t = 0; t < b.teams; t++) b.fielded[t] = 0;
  for (let p = 0; p < b.players; p++) b.inPlay[p] = b.pending[p] = b.nextReserve[p] = b.turnsTaken[p] = b.score[p] = b.foesLen[p] = b.foesHead[p] = 0;
  for (let u = 0; u < b.n; u++) {
    b.face[u] = b.acted[u] = 0;
    b.takenBy[u] = -1;
    if (b.startReserve[u] === 1) {
      b.status[u] = RESERVE;
      b.front[u] = -1;
      b.pending[b.player[u]!]!++;
    } else {
      b.status[u] = IN_PLAY;
      b.inPlay[b.player[u]!]!++;
      b.fielded[b.team[u]!]! += b.sides[u]!;
      enterFront(b, u, b.startFront[u]!);
    }
  }
  for (let k = 0; k < b.n; k++) {
    const u = b.byValue[k]!;
    if (b.status[u] !== IN_PLAY) continue;
    for (let p = 0; p < b.players; p++) if (b.playerTeam[p] !== b.team[u]) b.foes[p * b.n + b.foesLen[p]!++] = u;
  }
  b.contested = 0;
  for (let f = 0; f < b.fronts; f++) {
    b.owner[f] = CONTESTED;
    b.wonAt[f] = 0;
    b.contested++;
    settleFront(b, f, 0);
  }
  b.startState = b.state.slice();
  b.startContested = b.contested;
  b.startRanked = 0;
  b.enemyRanks.fill(0);
  if (b.n <= MAX_RANKED_UNITS)
    for (let k = 0; k < b.n; k++) {
      const u = b.byValue[k]!;
      if (b.status[u] === IN_PLAY) b.startRanked |= 1 << k;
      for (let p = 0; p < b.players; p++) if (b.playerTeam[p] !== b.team[u]) b.enemyRanks[p]! |= 1 << k;
    }
}

/** A unit arrives on the table: counted in play, and into every enemy's foes list, keeping its order. */
export function addLive(b: Battlefield, u: number): void {
  b.inPlay[b.player[u]!]!++;
  for (let q = 0; q < b.players; q++) {
    if (b.playerTeam[q] === b.team[u]) continue;
    const start = q * b.n;
    let j = start + b.foesLen[q]!++;
    for (; j > start && b.rank[b.foes[j - 1]!]! > b.rank[u]!; j--) b.foes[j] = b.foes[j - 1]!;
    b.foes[j] = u;
    if (j - start < b.foesHead[q]!) b.foesHead[q] = j - start;
  }
}

/** A unit leaves the table (captured or eliminated): it shows 0 from now on, so no scan picks it. */
export function removeLive(b: Battlefield, u: number): void {
  b.inPlay[b.player[u]!]!--;
  setFace(b, u, 0);
}

/** A unit comes into play (or moves) into front f. */
export function enterFront(b: Battlefield, u: number, f: number): void {
  const t = b.team[u]!;
  b.front[u] = f;
  b.count[f * b.teams + t]!++;
  b.points[f * b.teams + t]! += b.sides[u]!;
}

/** A unit leaves its front: moved, captured or eliminated. */
export function leaveFront(b: Battlefield, u: number): void {
  const f = b.front[u]!;
  const t = b.team[u]!;
  b.count[f * b.teams + t]!--;
  b.points[f * b.teams + t]! -= b.sides[u]!;
}

/**
 * 002 Fronts: a front's war ends when one player alone has dice there. Without fronts the whole
 * table is one front, and its end is the end of the game (002 core: one player has dice left).
 * ruling: a front left with no dice at all (the letter's variant can eliminate the last attackers)
 * is won by nobody. ruling (alliances): 002 Alliances ends the game when an alliance runs out of
 * dice; that is read for the usual two alliances, and with three or more sides the game goes on, as
 * in the core rule, until one side is left.
 */
export function settleFront(b: Battlefield, f: number, turn: number): void {
  if (b.owner[f] !== CONTESTED) return;
  let holder = NOBODY;
  const base = f * b.teams;
  for (let t = 0; t < b.teams; t++) {
    if (b.count[base + t]! > 0) {
      if (holder !== NOBODY) return;
      holder = t;
    }
  }
  b.owner[f] = holder;
  b.wonAt[f] = turn;
  b.contested--;
}

/**
 * ruling: reserves that have not arrived do not keep a player in the game ("The game ends when
 * only one player has any dice left" counts dice on the table), but a player with dice on the
 * table or reserves still due keeps taking turns.
 */
export function active(b: Battlefield, p: number): boolean {
  return b.inPlay[p]! > 0 || b.pending[p]! > 0;
}

export function activePlayers(b: Battlefield): number {
  let k = 0;
  for (let p = 0; p < b.players; p++) if (active(b, p)) k++;
  return k;
}

export function reservesPending(b: Battlefield): boolean {
  for (let p = 0; p < b.players; p++) if (b.pending[p]! > 0) return true;
  return false;
}

/**
 * ruling: the text never forces an attack and never says what happens when no die can take
 * another (the fan letter calls a game where no attack is possible a draw). When every
 * player still in the game has had a turn without anything changing (`quiet` turns in a row) and
 * no reinforcement is due, nothing ever will change: the game ends there and is scored as it stands.
 */
export function stalemate(b: Battlefield, quiet: number): boolean {
  return quiet > 0 && quiet >= activePlayers(b) && !reservesPending(b);
}

/** 002: "the turn passes to the next player", in the order listed, skipping players out of the game. */
export function nextPlayer(b: Battlefield, p: number): number {
  for (let i = 1; i <= b.players; i++) {
    const q = (p + i) % b.players;
    if (active(b, q)) return q;
  }
  return p;
}
