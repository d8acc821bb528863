// Each Resolve and each odds run draws a fresh seed unless the player gives one to replay: the
// page shows the seed with the result, and that seed typed back plays the very same game.
import { SEED_MAX_LENGTH } from "@/lib/contracts/quick-resolve";

/** A fresh seed: six digits from the browser's random source, short enough to read out and type back. */
export function freshSeed(random: () => number = cryptoRandom): string {
  return String(100_000 + Math.floor(random() * 900_000));
}

function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** The longest seed the page replays: as long as a campaign's quick-resolve keeps. */
export const MAX_SEED_LENGTH = SEED_MAX_LENGTH;

/**
 * Why a seed typed to replay cannot be played, or null (empty: a fresh one is drawn). A seed of
 * thousands of characters would be printed whole under the result and the odds, and push the
 * page wider than a phone.
 */
export function seedProblem(seed: string): string | null {
  const length = seed.trim().length;
  return length > MAX_SEED_LENGTH
    ? `A seed to replay is at most ${MAX_SEED_LENGTH} characters (this one has ${length.toLocaleString("en")}): copy the seed a result shows, or leave the field empty for a fresh one.`
    : null;
}
