// The loop of the fingerprint tools (bench/rotgb-fingerprint.ts, bench/bang-fingerprint.ts): plays
// `games` seeded games of each case and hashes every die size asked for and face drawn, the outcome,
// and for the first `logged` games the whole log. The other games are played without a log, as the
// odds play them. A dev tool, not a test.
import { createHash } from "node:crypto";
import { seededSource, type RandomSource } from "@/lib/dice";
import type { SkirmishOutcome } from "@/lib/skirmish/types";

export function fingerprint<S, O>(
  cases: [string, S, O][],
  games: number,
  logged: number,
  play: (setup: S, options: O, source: RandomSource, logged: boolean) => SkirmishOutcome,
): string {
  const hash = createHash("sha256");
  for (const [name, setup, options] of cases) {
    hash.update(name);
    for (let g = 0; g < games; g++) {
      const source = seededSource(`${name}-${g}`);
      const draws: number[] = [];
      const recording: RandomSource = { next: (s) => (draws.push(s), source.next(s)) };
      const outcome = play(setup, options, recording, g < logged);
      hash.update(JSON.stringify([draws, outcome.winner, outcome.ranking, outcome.scores, outcome.verdict, outcome.casualties]));
      if (g < logged) hash.update(JSON.stringify(outcome.log));
    }
  }
  return hash.digest("hex");
}
