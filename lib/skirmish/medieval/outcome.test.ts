// The outcome of a game without a log (engine.ts's quietOutcome, casualty lists shared per set of
// losses) against the outcome of the same game with its log (strifeOutcome, lists made unit by
// unit): the same scores, ranking, winner, verdict and casualties, game after game on one battle.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { prepareMedieval } from "./battle";
import { playMedieval } from "./engine";
import { build, game } from "./testing";

describe("the outcome of a game without a log", () => {
  it("is the logged game's outcome, its casualty lists frozen (with the attack index), over 200 random set-ups of 20 games each", () => {
    let shared = 0;
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const quiet = { ...options, log: false },
          logged = { ...options, log: true };
        // (the lists are read off the attack index's bits, so only games with it have them)
        const indexed = prepareMedieval(setup, quiet).indexed;
        const seen = new Map<string, readonly string[]>();
        for (let k = 0; k < 20; k++) {
          const a = playMedieval(setup, quiet, seededSource(g.seed + k));
          const b = playMedieval(setup, logged, seededSource(g.seed + k));
          expect({ ...a, log: [] }).toEqual({ ...b, log: [] });
          for (const [id, lost] of Object.entries(a.casualties)) {
            if (indexed) expect(Object.isFrozen(lost)).toBe(true);
            const key = `${id}:${lost.join(",")}`;
            if (seen.get(key) === lost) shared++;
            seen.set(key, lost);
          }
        }
      }),
      { numRuns: 200, seed: 20261206 },
    );
    // losses repeat from game to game: their lists are shared
    expect(shared).toBeGreaterThan(100);
  });
});
