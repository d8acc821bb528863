// Test helpers for the quiet paths (medieval/quick.test.ts, star/quiet.test.ts), which play a game
// quiet and logged side by side and compare the dice each asked for and the outcomes.
import { seededSource, type RandomSource } from "../dice/source";
import type { SkirmishOutcome } from "./types";

/** A seeded source that writes down each die asked for and the face it gave. */
export function recording(seed: number, drawn: string[]): RandomSource {
  const s = seededSource(seed);
  return {
    next(sides) {
      const face = s.next(sides);
      drawn.push(`d${sides}:${face}`);
      return face;
    },
  };
}

/** The outcome but its log (the quiet game keeps none). */
export const withoutLog = (o: SkirmishOutcome): Omit<SkirmishOutcome, "log"> => ({
  system: o.system,
  winner: o.winner,
  ranking: o.ranking,
  scores: o.scores,
  verdict: o.verdict,
  casualties: o.casualties,
});
