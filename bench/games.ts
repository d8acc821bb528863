// The five systems' games as the benchmarks play them: two 12-unit sides each, set up once, with
// options objects made once (the compiled battles are cached per set-up and options object), and
// the odds runner's quiet dice. bench/run.ts, bench/instructions.ts and bench/ab-entry.ts all play
// these, so what they time is the same game. A benchmark tool, not a test.
import { Dice, type RandomSource } from "@/lib/dice";
import { playBang, twelveAside } from "@/lib/skirmish/bang";
import { playBenchFighting } from "@/lib/skirmish/bench-fighting";
import { twelveUnitGang } from "@/lib/skirmish/gang-fixtures";
import { toBenchFighting } from "@/lib/skirmish/mapping";
import { playMedieval, twoTwelveUnitArmies, type MedievalOptions } from "@/lib/skirmish/medieval";
import { playRotgb, twoTwelveUnitSides, type RotgbOptions } from "@/lib/skirmish/rotgb";
import { playStar, twoTwelveUnitFleets, type StarOptions } from "@/lib/skirmish/star";

const rotgbSetup = twoTwelveUnitSides();
const rotgbOptions: RotgbOptions = { log: false };
const benchSetup = toBenchFighting([twelveUnitGang("Red"), twelveUnitGang("Blue")]).setup;
const bangSetup = twelveAside();
const medievalSetup = twoTwelveUnitArmies();
const medievalOptions: MedievalOptions = { log: false };
const starSetup = twoTwelveUnitFleets();
const starOptions: StarOptions = { log: false };

/** One game of each system from a source, by the key BENCH_ONLY takes. */
export const GAMES = {
  rotgb: (s: RandomSource): void => void playRotgb(rotgbSetup, rotgbOptions, s),
  bench: (s: RandomSource): void => void playBenchFighting(benchSetup, { log: false }, new Dice(s, false)),
  bang: (s: RandomSource): void => void playBang(bangSetup, { log: false }, new Dice(s, false)),
  medieval: (s: RandomSource): void => void playMedieval(medievalSetup, medievalOptions, s),
  star: (s: RandomSource): void => void playStar(starSetup, starOptions, s),
};
