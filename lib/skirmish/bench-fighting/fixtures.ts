// Example battles for tests, the benchmark and previews: two 12-squad gangs.
import type { BenchFightingPlayer, BenchFightingSetup } from "./types";

const GANG_POINTS = [120, 95, 80, 70, 65, 60, 55, 50, 45, 40, 35, 30] as const;

function gang(id: string, name: string, shift: number): BenchFightingPlayer {
  const army = GANG_POINTS.map((points, i) => ({ id: `${id}-${i + 1}`, name: `${name} ${i + 1}`, points: points + shift * (i % 3) }));
  // a pool for about the whole gang in every one of the ten skirmishes
  const pool = 10 * army.reduce((sum, s) => sum + s.points, 0);
  return { id, name, pool, army };
}

/** Two 12-squad gangs of similar strength, the benchmark's battle. */
export function twelveSquadGangs(): BenchFightingSetup {
  return { players: [gang("red", "Red", 5), gang("blue", "Blue", -5)] };
}
