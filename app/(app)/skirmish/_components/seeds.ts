// Each Resolve and each odds run draws a fresh seed unless the player gives one to replay: the
// page shows the seed with the result, and that seed typed back plays the very same game.

/** A fresh seed: six digits from the browser's random source, short enough to read out and type back. */
export function freshSeed(random: () => number = cryptoRandom): string {
  return String(100_000 + Math.floor(random() * 900_000));
}

function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}
