// Helpers for the tests: sides written as die sizes, games played with dice typed in by hand.
import { manualSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import type { Battlefield } from "./battlefield";
import { playRotgb } from "./engine";
import type { RotgbOptions, RotgbPlayer, RotgbSetup, RotgbUnit } from "./schema";

/** A player whose units are dice of these sizes, ids `${id}-1`, `${id}-2`, ... */
export function player(id: string, sides: number[], extra: Partial<RotgbUnit>[] = [], alliance?: string): RotgbPlayer {
  return {
    id,
    alliance,
    units: sides.map((s, i) => ({ id: `${id}-${i + 1}`, sides: s, type: `d${s}`, ...extra[i] })),
  };
}

/** Plays with manual dice; every face given must be used. */
export function playManual(setup: RotgbSetup, options: RotgbOptions, faces: number[]): SkirmishOutcome {
  const source = manualSource(faces);
  const outcome = playRotgb(setup, options, source);
  if (source.remaining() !== 0) throw new Error(`${source.remaining()} dice were not used`);
  return outcome;
}

/** The log's actions after set-up, as "action target-or-unit" strings, for compact assertions. */
export function actions(outcome: SkirmishOutcome): string[] {
  return outcome.log
    .filter((e) => e.turn > 0 && e.data?.action !== "end")
    .map((e) => {
      const d = e.data ?? {};
      return [e.turn, d.player, d.action, d.target ?? d.unit ?? d.front].filter((x) => x !== undefined).join(" ");
    });
}

export function endData(outcome: SkirmishOutcome): Record<string, unknown> {
  return outcome.log[outcome.log.length - 1]!.data!;
}

/**
 * The face unit u showed when b's last game ended: playTwoSides keeps its faces by place in target
 * order (b.rankFace), every other loop by unit (b.face).
 */
export function faceOf(b: Battlefield, u: number): number {
  return b.twoSides && !b.log ? b.rankFace[b.rank[u]!]! : b.face[u]!;
}

/** Every unit's face, as faceOf reads it. */
export function faces(b: Battlefield): number[] {
  return Array.from({ length: b.n }, (_, u) => faceOf(b, u));
}
