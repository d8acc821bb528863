// Golden games: the outcome of fixed seeds under many themes, pinned in committed files, so a change
// made for speed can be shown to play every game exactly as before (same dice, same log); and one
// whole log, as a reader sees it.
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { formatLog } from "../resolve";
import { goldenFile, goldenText } from "../strife/testing";
import { playMedieval } from "./engine";
import { castersArmies as casters, threeArmies as threeSides, twoTwelveUnitArmies } from "./fixtures";
import type { MedievalOptions, MedievalSetup } from "./schema";

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

const cases: [string, () => MedievalSetup, MedievalOptions][] = [
  ["core", twoTwelveUnitArmies, {}],
  ["core, no log", twoTwelveUnitArmies, { log: false }],
  ["casters", casters, {}],
  ["day, castle, poor weather", casters, { field: "day", castle: "Blue", weather: "poor" }],
  ["night, mystic, damaging weather", casters, { field: "night", mystic: true, weather: "damaging" }],
  ["city, dangerous weather", casters, { city: true, weather: "dangerous" }],
  ["volcanic, catastrophic weather", twoTwelveUnitArmies, { volcanic: true, weather: "catastrophic" }],
  ["three sides, first chosen, turn cap", threeSides, { firstPlayer: "Green", maxTurns: 40 }],
];

describe("Medieval Strife golden games", () => {
  it.each(cases)("%s: every seed plays exactly as recorded", async (name, makeSetup, options) => {
    const setup = makeSetup();
    const games = SEEDS.map((seed) => playMedieval(setup, options, seededSource(`golden-${seed}`)));
    await expect(goldenText(games)).toMatchFileSnapshot(goldenFile(name));
  });

  it("the whole log of one game, as the command line prints it (casters, seed golden-1)", async () => {
    await expect(`${formatLog(playMedieval(casters(), {}, seededSource("golden-1")))}\n`).toMatchFileSnapshot("./__golden__/casters-seed-1.txt");
  });
});
