// Bang! as npm run bench plays it, with its dice floor, for scripts/bench-since.mjs, which bundles this
// file against an older checkout and this one and times both in one process. It imports only what
// Bang! had from its first day (playBang, twelveAside and the seeded dice), so it builds against any
// commit since. Each build draws its floor with its own dice. A benchmark tool, not a test.
import { Dice, type RandomSource } from "@/lib/dice";
import { playBang, twelveAside } from "@/lib/skirmish/bang";
import { DrawRecorder, timeFloor, timeGames } from "./floor";

export { settle } from "./floor";

const setup = twelveAside();
const game = (s: RandomSource): void => void playBang(setup, { log: false }, new Dice(s, false));
const recorder = new DrawRecorder();

/** CPU milliseconds for this build to play `games` games from seed `from` on. */
export const engineMs = (from: number, games: number): number => timeGames(game, from, games);

/** CPU milliseconds for this build's dice to draw those games' dice again (recorded untimed first), and the draws a game. */
export function floorMs(from: number, games: number): { ms: number; draws: number } {
  const draws = recorder.record(game, from, games);
  return { ms: timeFloor(from, draws), draws: draws.sides.length / games };
}
