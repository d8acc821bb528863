// Golden games: the outcome of fixed seeds under many option sets, pinned in a committed file, so a
// change made for speed can be shown to play every game exactly as before (same dice, same log).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import { playRotgb } from "./engine";
import { twelveUnitSide, twoTwelveUnitSides } from "./fixtures";
import type { RotgbOptions, RotgbSetup } from "./schema";
import { player } from "./testing";

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

const withReserves = (): RotgbSetup => {
  const setup = twoTwelveUnitSides();
  setup.players[0]!.units[11]!.reserve = true;
  setup.players[1]!.units[3]!.reserve = true;
  return setup;
};

const fourPlayers = (): RotgbSetup => ({
  players: [
    player("Red", [4, 6, 6, 8, 10, 12, 20, 1], [], "North"),
    player("Blue", [4, 4, 6, 8, 8, 12, 100, 3], [], "South"),
    player("Green", [2, 6, 6, 10, 10, 12, 20, 6], [], "North"),
    player("Gold", [6, 6, 6, 6, 8, 12, 30, 2], [], "South"),
  ],
});

const uneven = (): RotgbSetup => ({ players: [twelveUnitSide("Red"), player("Blue", [6, 8, 8, 10, 12, 12, 20, 20])] });

const cases: [string, () => RotgbSetup, RotgbOptions][] = [
  ["core", twoTwelveUnitSides, {}],
  ["core, no log", twoTwelveUnitSides, { log: false }],
  ["letter's variant", twoTwelveUnitSides, { flankDropByTwo: true }],
  ["two fronts", twoTwelveUnitSides, { fronts: ["North", "South"] }],
  [
    "every advanced rule",
    withReserves,
    {
      fronts: ["North", "South"],
      reinforcements: { every: 3 },
      handicap: true,
      flankDropByTwo: false,
      terrain: { allowed: { North: ["Scout", "Ganger", "Buggy"] }, heldPass: { front: "South", holder: "Blue" } },
    },
  ],
  [
    "every advanced rule, letter's variant",
    withReserves,
    {
      fronts: ["North", "South", "East"],
      reinforcements: { every: 2 },
      handicap: true,
      flankDropByTwo: true,
      terrain: { allowed: { East: ["Car", "Truck", "War Rig"] }, heldPass: { front: "North", holder: "Red" } },
    },
  ],
  ["four players, alliances, three fronts", fourPlayers, { alliances: true, fronts: ["A", "B", "C"] }],
  ["four players, every one for himself, letter's variant", fourPlayers, { flankDropByTwo: true, firstPlayer: "Green" }],
  ["handicap, uneven sides", uneven, { handicap: true, firstPlayer: "Blue" }],
  ["turn cap, fronts", twoTwelveUnitSides, { fronts: ["North", "South"], maxTurns: 7 }],
];

/** The outcome without its log, plus a digest of the whole JSON (log and all), so the file stays small. */
function summary(outcome: SkirmishOutcome) {
  const json = JSON.stringify(outcome);
  const { log, ...rest } = outcome;
  return { ...rest, logLines: log.length, sha256: createHash("sha256").update(json).digest("hex") };
}

describe("ROtGB golden games", () => {
  it.each(cases)("%s: every seed plays exactly as recorded", async (name, makeSetup, options) => {
    // One set-up and one options object for all seeds, as the odds runner does (prepared once, reset between games).
    const setup = makeSetup();
    const games = SEEDS.map((seed) => summary(playRotgb(setup, options, seededSource(`golden-${seed}`))));
    const file = `./__golden__/${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.json`;
    // One game per line, so a diff shows which seed changed.
    await expect(`[\n${games.map((g) => JSON.stringify(g)).join(",\n")}\n]\n`).toMatchFileSnapshot(file);
  });
});
