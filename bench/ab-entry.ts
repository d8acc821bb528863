// The engines as bench/run.ts times them (same set-ups, same options objects, a fresh source a
// game), exported for scripts/bench-ab.mjs, which bundles this file against two trees' lib/ and
// times the two builds in one process. A benchmark tool, not a test.
import { Dice, seededSource } from "@/lib/dice";
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
// the compiled battles are cached per (set-up, options) object, so the options are made once
const medievalOptions: MedievalOptions = { log: false };
const starSetup = twoTwelveUnitFleets();
const starOptions: StarOptions = { log: false };

/** One seeded game of each system, by the key npm run bench's BENCH_ONLY takes. */
export const systems: Record<string, (seed: number) => void> = {
  rotgb: (g) => void playRotgb(rotgbSetup, rotgbOptions, seededSource(g)),
  bench: (g) => void playBenchFighting(benchSetup, { log: false }, new Dice(seededSource(g), false)),
  bang: (g) => void playBang(bangSetup, { log: false }, new Dice(seededSource(g), false)),
  medieval: (g) => void playMedieval(medievalSetup, medievalOptions, seededSource(g)),
  star: (g) => void playStar(starSetup, starOptions, seededSource(g)),
};
