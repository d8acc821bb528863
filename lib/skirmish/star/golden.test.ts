// Golden games: the outcome of fixed seeds under each switch, pinned in committed files, so a change
// made for speed can be shown to play every game exactly as before; and one whole log.
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { formatLog } from "../resolve";
import { goldenFile, goldenText } from "../strife/testing";
import { playStar } from "./engine";
import { stationDefended as defended, twoTwelveUnitFleets } from "./fixtures";
import type { StarOptions, StarSetup } from "./schema";

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

const cases: [string, () => StarSetup, StarOptions][] = [
  ["core", twoTwelveUnitFleets, {}],
  ["core, no log", twoTwelveUnitFleets, { log: false }],
  ["command points", twoTwelveUnitFleets, { commandPoints: true }],
  ["asteroid field", twoTwelveUnitFleets, { terrain: "asteroids" }],
  ["ancient minefield", twoTwelveUnitFleets, { terrain: "minefield" }],
  ["a station defended", defended, { commandPoints: true, firstPlayer: "Blue" }],
];

describe("Star Strife golden games", () => {
  it.each(cases)("%s: every seed plays exactly as recorded", async (name, makeSetup, options) => {
    const setup = makeSetup();
    const games = SEEDS.map((seed) => playStar(setup, options, seededSource(`golden-${seed}`)));
    await expect(goldenText(games)).toMatchFileSnapshot(goldenFile(name));
  });

  it("the whole log of one game, as the command line prints it (a station defended, seed golden-2)", async () => {
    await expect(`${formatLog(playStar(defended(), { commandPoints: true, firstPlayer: "Blue" }, seededSource("golden-2")))}\n`).toMatchFileSnapshot(
      "./__golden__/station-seed-2.txt",
    );
  });
});
