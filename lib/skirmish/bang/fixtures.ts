// The standard Bang! match of the tests and `npm run bench`: two gangs of twelve Gnoblars.
import type { BangSetup } from "./profile";

/** Two gangs of twelve Gnoblars. */
export function twelveAside(): BangSetup {
  const fighters = [];
  for (const side of ["Ironjaws", "Pokers"]) for (let i = 1; i <= 12; i++) fighters.push({ id: `${side}-${i}`, name: `${side} ${i}`, side });
  return { fighters };
}
