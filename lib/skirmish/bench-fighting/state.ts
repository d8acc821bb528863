// The battle's state as flat typed arrays indexed by squad (every army-list entry of every player,
// player after player), so the combat loop allocates nothing when the log is off.
import type { Dice } from "@/lib/dice";
import type { BattleLogEntry } from "../types";
import { BENCH_FIGHTING_RULES } from "./rules";
import { squadKey, type BenchFightingOptions, type BenchFightingSetup } from "./types";

// A local copy: a CommonJS build (tsx, the benchmark) reads imports through getters.
const SKIRMISHES = BENCH_FIGHTING_RULES.skirmishes;

/** What became of a squad the last skirmish it was fielded. */
export const FATE_NONE = -1; // never fielded
export const FATE_SURVIVED = 0;
export const FATE_KILLED = 1; // lost a defence (or a First Strike)
export const FATE_LOST = 2; // standing but not salvaged: "casualties or deserters of war"

export interface BenchFightingGame {
  setup: BenchFightingSetup;
  dice: Dice;
  /** The battle log, or null when logging is off. */
  log: BattleLogEntry[] | null;
  maxRounds: number;
  skirmishes: number;
  /** Squads of player p are first[p] .. first[p + 1] - 1. */
  first: Int32Array;
  owner: Int32Array;
  full: Int32Array;
  /** Points the squad fights with this skirmish (salvaged survivors fight with fewer). */
  pts: Int32Array;
  /** Standing this skirmish (while allocating: bought). None stand between skirmishes (playSkirmish). */
  alive: Uint8Array;
  doomed: Uint8Array;
  /** Rear Strike: a flank survivor in the main force. Only main-force squads have it, so it is
   * cleared as the skirmish ends (playSkirmish), not each time a squad is fielded. */
  rear: Uint8Array;
  fate: Int8Array;
  /** Points salvaged in the last main fight, to be filled up next skirmish (0: none). */
  carried: Int32Array;
  /** Each player's squads from the most points down. */
  order: Int32Array;
  poolLeft: Float64Array;
  stagePts: Float64Array;
  wins: Int32Array;
  members: Int32Array;
  /** Squads at each position this skirmish, in the order they joined: position p from at[p * n]
   * (position index: see rules.ts). A squad moved on is listed at both; `alive` tells who stands. */
  at: Int32Array;
  atCount: Int32Array;
  /** The automated player's last plain choice per player (skirmish.ts autoAllocate). */
  memoBudget: Float64Array;
  memoCost: Float64Array;
  memoPos: Int8Array;
  /** The same positions as fielding lists: player p's remembered squads, position by position
   * (each in the order autoAllocate fields them, most points first), in plan[first[p]] .. plan[planEnd[4p + 3] - 1];
   * position q's end is planEnd[4p + q]. */
  plan: Int32Array;
  planEnd: Int32Array;
  /** Squads carried from the last main fight, per player. */
  carriedCount: Int32Array;
  /** Each player's standing squads in the stage, most points first, from own[first[p]]. */
  own: Int32Array;
  ownCount: Int32Array;
  /** Scratch: the standing enemies of one player, most points first. */
  enemies: Int32Array;
  keys: string[];
  /** The army entries' own ids (for casualties), undefined where none was given. */
  ids: (string | undefined)[];
  names: (string | undefined)[];
  /** Player id and name, to notice a changed setup. */
  playerIds: string[];
  playerNames: string[];
  labels: string[];
  /** quick.ts's packed lists: player p's squads at position q from quick[q * n + first[p]], as
   * many as quickCount[4p + q], with quickPts[4p + q] points between them. */
  quick: Int32Array;
  quickCount: Int32Array;
  quickPts: Int32Array;
  /** quick.ts's remembered choices (as memoBudget, memoCost, memoPos, plan, planEnd, with the plan packed). */
  quickBudget: Float64Array;
  quickCost: Float64Array;
  quickPos: Int8Array;
  quickPlan: Int32Array;
  quickPlanEnd: Int32Array;
  /** Scratch for quick.ts: the squads bought while allocating. */
  bought: Uint8Array;
  /** First Strike due this skirmish: the striking squad and its flank (-1: none). */
  striker: number;
  strikeFlank: number;
}

/**
 * The state for a battle. The arrays are kept per setup object and reset for each game (the odds
 * runner plays the same setup 10,000 times; building them is a large part of a short game). Safe
 * because a game runs to its end synchronously; a setup whose army list changed is rebuilt.
 */
export function createGame(setup: BenchFightingSetup, options: BenchFightingOptions, dice: Dice): BenchFightingGame {
  let g = cache.get(setup);
  if (!g || !sameArmies(g, setup)) {
    g = build(setup);
    cache.set(setup, g);
  }
  g.dice = dice;
  g.log = options.log === false ? null : [];
  g.maxRounds = options.maxRounds ?? 1000;
  g.skirmishes = options.skirmishes ?? SKIRMISHES;
  g.alive.fill(0);
  g.doomed.fill(0);
  g.rear.fill(0);
  g.fate.fill(FATE_NONE);
  g.carried.fill(0);
  g.carriedCount.fill(0);
  g.atCount.fill(0);
  g.wins.fill(0);
  g.striker = -1;
  g.strikeFlank = -1;
  const players = setup.players;
  for (let p = 0; p < players.length; p++) g.poolLeft[p] = players[p]!.pool;
  return g;
}

const cache = new WeakMap<BenchFightingSetup, BenchFightingGame>();

function sameArmies(g: BenchFightingGame, setup: BenchFightingSetup): boolean {
  const players = setup.players;
  if (g.first.length !== players.length + 1) return false;
  for (let p = 0; p < players.length; p++) {
    const army = players[p]!.army;
    if (g.playerIds[p] !== players[p]!.id || g.playerNames[p] !== players[p]!.name) return false;
    const base = g.first[p]!;
    if (g.first[p + 1]! - base !== army.length) return false;
    for (let i = 0; i < army.length; i++) {
      const s = army[i]!;
      if (g.full[base + i] !== s.points || g.ids[base + i] !== s.id || g.names[base + i] !== s.name) return false;
    }
  }
  return true;
}

function build(setup: BenchFightingSetup): BenchFightingGame {
  const players = setup.players;
  const first = new Int32Array(players.length + 1);
  players.forEach((p, i) => (first[i + 1] = first[i]! + p.army.length));
  const n = first[players.length]!;
  const owner = new Int32Array(n);
  const full = new Int32Array(n);
  const keys: string[] = [];
  const ids: (string | undefined)[] = [];
  const names: (string | undefined)[] = [];
  const labels: string[] = [];
  const order = new Int32Array(n);
  players.forEach((p, pi) => {
    const base = first[pi]!;
    p.army.forEach((s, i) => {
      owner[base + i] = pi;
      full[base + i] = s.points;
      keys.push(squadKey(p, i));
      ids.push(s.id);
      names.push(s.name);
      labels.push(s.name ?? `${p.name} ${squadKey(p, i)}`);
    });
    const mine = p.army.map((_, i) => base + i).sort((a, b) => full[b]! - full[a]! || a - b);
    order.set(mine, base);
  });
  return {
    setup,
    dice: null!,
    log: null,
    maxRounds: 1000,
    skirmishes: BENCH_FIGHTING_RULES.skirmishes,
    first,
    owner,
    full,
    order,
    keys,
    ids,
    names,
    labels,
    playerIds: players.map((p) => p.id),
    playerNames: players.map((p) => p.name),
    pts: new Int32Array(n),
    alive: new Uint8Array(n),
    doomed: new Uint8Array(n),
    rear: new Uint8Array(n),
    fate: new Int8Array(n),
    carried: new Int32Array(n),
    poolLeft: new Float64Array(players.length),
    stagePts: new Float64Array(players.length),
    wins: new Int32Array(players.length),
    members: new Int32Array(n),
    at: new Int32Array(4 * n),
    atCount: new Int32Array(4),
    carriedCount: new Int32Array(players.length),
    memoBudget: new Float64Array(players.length).fill(-1),
    memoCost: new Float64Array(players.length),
    memoPos: new Int8Array(n).fill(-1),
    plan: new Int32Array(n),
    planEnd: new Int32Array(4 * players.length),
    own: new Int32Array(n),
    ownCount: new Int32Array(players.length),
    enemies: new Int32Array(n),
    quick: new Int32Array(4 * n),
    quickCount: new Int32Array(4 * players.length),
    quickPts: new Int32Array(4 * players.length),
    quickBudget: new Float64Array(players.length).fill(-1),
    quickCost: new Float64Array(players.length),
    quickPos: new Int8Array(n).fill(-1),
    quickPlan: new Int32Array(n),
    quickPlanEnd: new Int32Array(4 * players.length),
    bought: new Uint8Array(n),
    striker: -1,
    strikeFlank: -1,
  };
}
