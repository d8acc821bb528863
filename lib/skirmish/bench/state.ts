// The battle's state as flat typed arrays indexed by squad (every army-list entry of every player,
// player after player), so the combat loop allocates nothing when the log is off.
import type { Dice } from "@/lib/dice";
import type { BattleLogEntry } from "../types";
import { BENCH_RULES } from "./rules";
import { squadKey, type BenchOptions, type BenchSetup } from "./types";

/** What became of a squad the last skirmish it was fielded. */
export const FATE_NONE = -1; // never fielded
export const FATE_SURVIVED = 0;
export const FATE_KILLED = 1; // lost a defence (or a First Strike)
export const FATE_LOST = 2; // standing but not salvaged: "casualties or deserters of war"

export interface BenchGame {
  setup: BenchSetup;
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
  /** Position index (see rules.ts) or -1 when not fielded this skirmish. */
  pos: Int8Array;
  alive: Uint8Array;
  doomed: Uint8Array;
  rear: Uint8Array;
  fate: Int8Array;
  /** Points salvaged in the last main fight, to be filled up next skirmish (0: none). */
  carried: Int32Array;
  /** Round stamp of the last attack on each squad (targetScore's "already attacked"). */
  attacked: Int32Array;
  stamp: number;
  /** Each player's squads from the most points down. */
  order: Int32Array;
  poolLeft: Float64Array;
  stagePts: Float64Array;
  wins: Int32Array;
  members: Int32Array;
  keys: string[];
  labels: string[];
  /** First Strike due this skirmish: the striking squad and its flank (-1: none). */
  striker: number;
  strikeFlank: number;
}

export function createGame(setup: BenchSetup, options: BenchOptions, dice: Dice): BenchGame {
  const players = setup.players;
  const first = new Int32Array(players.length + 1);
  players.forEach((p, i) => (first[i + 1] = first[i]! + p.army.length));
  const n = first[players.length]!;
  const owner = new Int32Array(n);
  const full = new Int32Array(n);
  const keys: string[] = [];
  const labels: string[] = [];
  const order = new Int32Array(n);
  players.forEach((p, pi) => {
    const base = first[pi]!;
    p.army.forEach((s, i) => {
      owner[base + i] = pi;
      full[base + i] = s.points;
      keys.push(squadKey(p, i));
      labels.push(s.name ?? `${p.name} ${squadKey(p, i)}`);
    });
    const mine = p.army.map((_, i) => base + i).sort((a, b) => full[b]! - full[a]! || a - b);
    order.set(mine, base);
  });
  return {
    setup, dice, log: options.log === false ? null : [],
    maxRounds: options.maxRounds ?? 1000,
    skirmishes: options.skirmishes ?? BENCH_RULES.skirmishes,
    first, owner, full, order, keys, labels,
    pts: new Int32Array(n), pos: new Int8Array(n).fill(-1), alive: new Uint8Array(n),
    doomed: new Uint8Array(n), rear: new Uint8Array(n), fate: new Int8Array(n).fill(FATE_NONE),
    carried: new Int32Array(n), attacked: new Int32Array(n), stamp: 0,
    poolLeft: Float64Array.from(players, (p) => p.pool),
    stagePts: new Float64Array(players.length), wins: new Int32Array(players.length),
    members: new Int32Array(n), striker: -1, strikeFlank: -1,
  };
}

export function playerCount(g: BenchGame): number {
  return g.first.length - 1;
}
