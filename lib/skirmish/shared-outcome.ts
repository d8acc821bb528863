// An outcome shared between games (rotgb/outcome.ts, star/engine.ts keep one per set of losses for
// the quiet games of the odds runner) is frozen to the bottom: one caller changing a list of it
// would change every later game's outcome that shares it.
import type { SkirmishOutcome } from "./types";

/** Freezes the outcome and every list and record in it; returns it. */
export function freezeOutcome(made: SkirmishOutcome): SkirmishOutcome {
  Object.freeze(made.ranking);
  Object.freeze(made.scores);
  Object.freeze(made.casualties);
  Object.freeze(made.log);
  return Object.freeze(made);
}
