// Golden games: the outcome of fixed seeds under many set-ups and options, pinned in committed files,
// so a change made for speed can be shown to play every game exactly as before (same dice, same log).
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Dice, seededSource } from "../../dice";
import type { SkirmishOutcome } from "../types";
import { twelveAside } from "./fixtures";
import { playBang } from "./game";
import type { BangOptions, BangSetup } from "./profile";

const SEEDS = Array.from({ length: 20 }, (_, i) => i + 1);

/** Three gangs of mixed profiles: tougher, faster and multi-attack fighters. */
const threeGangs = (): BangSetup => ({
  fighters: Array.from({ length: 15 }, (_, i) => ({
    id: `f${i}`,
    name: `F${i}`,
    side: ["Ironjaws", "Pokers", "Snivellers"][i % 3]!,
    M: 3 + (i % 4),
    W: 1 + (i % 3),
    A: 1 + (i % 2),
    Ld: 4 + (i % 5),
    S: 2 + (i % 2),
    T: 3 - (i % 2),
  })),
});

/** Fighters given places close together, some touching from the start. */
const crowded = (): BangSetup => ({
  fighters: Array.from({ length: 10 }, (_, i) => ({
    id: `c${i}`,
    name: `C${i}`,
    side: i % 2 ? "Ironjaws" : "Pokers",
    at: { x: 10 + (i % 5) * (20 / 25.4), y: 10 + Math.floor(i / 5) * 1.3 },
  })),
});

const cases: [string, () => BangSetup, BangOptions][] = [
  ["twelve a side", twelveAside, {}],
  ["twelve a side, no log", twelveAside, { log: false }],
  ["twelve a side, small arena", twelveAside, { arenaSize: 12 }],
  ["twelve a side, big bases, turn cap", twelveAside, { baseSize: 1.5, maxTurns: 15 }],
  ["three gangs", threeGangs, {}],
  ["crowded start", crowded, { arenaSize: 30 }],
];

/** The outcome without its log, plus digests of the whole JSON (log and all) and of the dice rolled. */
function summary(outcome: SkirmishOutcome, dice: Dice) {
  const digest = (v: unknown) => createHash("sha256").update(JSON.stringify(v)).digest("hex");
  const { log, ...rest } = outcome;
  return { ...rest, logLines: log.length, sha256: digest(outcome), rolls: dice.log.length, dice: digest(dice.log) };
}

describe("Bang! golden games", () => {
  it.each(cases)("%s: every seed plays exactly as recorded", async (name, makeSetup, options) => {
    // One set-up object for all seeds, as the odds runner does (the arena is reused between games).
    const setup = makeSetup();
    const games = SEEDS.map((seed) => {
      const dice = new Dice(seededSource(`golden-${seed}`), true);
      return summary(playBang(setup, options, dice), dice);
    });
    const file = `./__golden__/${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.json`;
    // One game per line, so a diff shows which seed changed.
    await expect(`[\n${games.map((g) => JSON.stringify(g)).join(",\n")}\n]\n`).toMatchFileSnapshot(file);
  });
});
