// Small battles for the tests: each player's squads as "id:points", positions set by hand.
import { manualDice, seededSource, type RandomSource } from "@/lib/dice";
import type { BattleLogEntry } from "../types";
import { playBenchFighting } from "./play";
import type { BenchFightingAllocation, BenchFightingOptions, BenchFightingPlayer } from "./types";

export function player(id: string, squads: string, allocations: (BenchFightingAllocation | null)[], pool = 1000): BenchFightingPlayer {
  const army = squads.split(" ").map((s) => {
    const [sid, points] = s.split(":");
    return { id: sid!, points: Number(points) };
  });
  return { id, name: id.toUpperCase(), pool, army, allocations };
}

/** Plays with exactly these dice (attacker's d100, then defender's, attack after attack). */
export function play(players: BenchFightingPlayer[], dice: number[], options: BenchFightingOptions = { skirmishes: 1 }) {
  const d = manualDice(dice);
  const outcome = playBenchFighting({ players }, options, d);
  return { outcome, rolls: d.log.length, events: (name: string) => events(outcome.log, name) };
}

export function events(log: BattleLogEntry[], name: string): Record<string, unknown>[] {
  return log.filter((e) => e.data?.event === name).map((e) => e.data!);
}

/** The main fight's end of stage (the first skirmish's unless `turn` says otherwise). */
export function mainEnd(ev: (name: string) => Record<string, unknown>[], turn = 0): Record<string, unknown> | undefined {
  return ev("stageEnd").filter((e) => e.stage === "main")[turn];
}

/** A seeded source that writes down every draw: the die's sides and the face. */
export function recorded(seed: number): { source: RandomSource; draws: number[] } {
  const inner = seededSource(seed);
  const draws: number[] = [];
  return {
    draws,
    source: {
      next: (sides) => {
        const f = inner.next(sides);
        draws.push(sides, f);
        return f;
      },
    },
  };
}

/** How a run fails: the error's name and message, or "no failure". */
export function failure(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return `${(e as Error).name}: ${(e as Error).message}`;
  }
  return "no failure";
}
