// Golden outcomes: the engine's exact behaviour for fixed seeds and setups, recorded once, so speed
// work on the combat loop can prove it changed nothing. Each case stores the outcome without its
// log and a SHA-256 of the whole outcome's JSON (log included), in __golden__/outcomes.json.
// To re-record after a deliberate rules change: GOLDEN_UPDATE=1 npx vitest run lib/skirmish/bench-fighting/golden
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { seededDice } from "@/lib/dice";
import { twelveUnitGang } from "@/lib/skirmish/gang-fixtures";
import { toBenchFighting } from "@/lib/skirmish/mapping";
import type { SkirmishOutcome } from "../types";
import { twelveSquadGangs } from "./fixtures";
import { playBenchFighting } from "./play";
import { player } from "./test-helpers";
import type { BenchFightingOptions, BenchFightingPlayer, BenchFightingSetup } from "./types";

const FILE = join(dirname(fileURLToPath(import.meta.url)), "__golden__", "outcomes.json");
const UPDATE = process.env.GOLDEN_UPDATE === "1";
const SEEDS = Array.from({ length: 20 }, (_, i) => i * 7919 + 1);

/** A copy of a player under another id and name (for battles of three and more). */
function renamed(p: BenchFightingPlayer, id: string, shift: number): BenchFightingPlayer {
  return {
    ...p,
    id,
    name: id.toUpperCase(),
    army: p.army.map((s, i) => ({ ...s, id: `${id}-${i + 1}`, name: `${id} ${i + 1}`, points: s.points + shift * (i % 4) })),
  };
}

function threePlayers(): BenchFightingSetup {
  const [red, blue] = twelveSquadGangs().players;
  return { players: [red!, blue!, renamed(red!, "green", 3)] };
}

function fourPlayersNoIds(): BenchFightingSetup {
  // squads without ids or names: keys "<player>#n" and default labels
  const bare = (id: string, points: number[], pool: number): BenchFightingPlayer => ({
    id,
    name: id.toUpperCase(),
    pool,
    army: points.map((p) => ({ points: p })),
  });
  return {
    players: [
      bare("w", [90, 60, 40, 40, 25, 10], 1800),
      bare("x", [80, 70, 35, 30, 30], 1500),
      bare("y", [120, 20, 20, 20, 20, 20, 15], 2000),
      bare("z", [55, 55, 55, 55], 1200),
    ],
  };
}

/** Scarce pools: carried survivors refilled, the cheapest-squad fallback, players sitting out. */
function scarcePools(): BenchFightingSetup {
  const [red, blue] = twelveSquadGangs().players;
  return {
    players: [
      { ...red!, pool: 900 },
      { ...blue!, pool: 700 },
    ],
  };
}

/** Hand allocations for some skirmishes (gaps left to the automated player), one over the pool. */
function handAllocations(): BenchFightingSetup {
  const a = player(
    "a",
    "a1:100 a2:80 a3:60 a4:40 a5:30 a6:20",
    [
      { scout: ["a6"], left: ["a4"], right: ["a5"], main: ["a1", "a2", "a3"] },
      null,
      { left: ["a2", "a6"], right: ["a3"], main: ["a1"] },
      { main: ["a1", "a2", "a3", "a4", "a5", "a6"] },
      null,
      { scout: ["a5", "a6"], main: ["a1"] },
      { main: ["a1", "a2", "a3", "a4", "a5", "a6"] },
      { scout: ["a4"], left: ["a3"], right: ["a2"], main: ["a1"] },
    ],
    2000,
  );
  const b = player(
    "b",
    "b1:90 b2:90 b3:50 b4:50 b5:25",
    [
      null,
      { scout: ["b5"], left: ["b3"], right: ["b4"], main: ["b1", "b2"] },
      { main: ["b1"] },
      null,
      { left: ["b1"], right: ["b2"], main: ["b3", "b4", "b5"] },
    ],
    1800,
  );
  const c = player("c", "c1:70 c2:70 c3:70 c4:35", [{ scout: ["c4"], main: ["c1", "c2", "c3"] }], 1500);
  return { players: [a, b, c] };
}

function benchmarkSetup(): BenchFightingSetup {
  return toBenchFighting([twelveUnitGang("Red"), twelveUnitGang("Blue")]).setup;
}

const CASES: { name: string; setup: () => BenchFightingSetup; options: BenchFightingOptions }[] = [
  { name: "twelve squads", setup: twelveSquadGangs, options: {} },
  { name: "benchmark gangs", setup: benchmarkSetup, options: {} },
  { name: "three players", setup: threePlayers, options: {} },
  { name: "four players without ids", setup: fourPlayersNoIds, options: {} },
  { name: "scarce pools", setup: scarcePools, options: {} },
  { name: "hand allocations", setup: handAllocations, options: {} },
  { name: "three skirmishes, safety stop at 2 rounds", setup: twelveSquadGangs, options: { skirmishes: 3, maxRounds: 2 } },
];

type Golden = Record<string, Record<string, { sha256: string; draws: number; outcome: Omit<SkirmishOutcome, "log"> }>>;

const sha256 = (outcome: SkirmishOutcome): string => createHash("sha256").update(JSON.stringify(outcome)).digest("hex");

function withoutLog(full: SkirmishOutcome): Omit<SkirmishOutcome, "log"> {
  const outcome: Partial<SkirmishOutcome> = { ...full };
  delete outcome.log;
  return outcome as Omit<SkirmishOutcome, "log">;
}

function record(): Golden {
  const golden: Golden = {};
  for (const c of CASES) {
    const setup = c.setup(); // one setup object for all seeds: games reuse its cached state
    const cases: Golden[string] = {};
    for (const seed of SEEDS) {
      const dice = seededDice(seed);
      const full = playBenchFighting(setup, c.options, dice);
      const outcome = withoutLog(full);
      cases[seed] = { sha256: sha256(full), draws: dice.log.length, outcome };
    }
    golden[c.name] = cases;
  }
  return golden;
}

describe("golden outcomes (exact behaviour for fixed seeds)", () => {
  if (UPDATE) {
    mkdirSync(dirname(FILE), { recursive: true });
    writeFileSync(FILE, `${JSON.stringify(record(), null, 1)}\n`);
  }
  const golden = JSON.parse(readFileSync(FILE, "utf8")) as Golden;

  for (const c of CASES) {
    it(`${c.name}: the same outcome and log for ${SEEDS.length} seeds, and log: false agrees`, () => {
      const setup = c.setup();
      const expected = golden[c.name]!;
      expect(Object.keys(expected)).toHaveLength(SEEDS.length);
      for (const seed of SEEDS) {
        const dice = seededDice(seed);
        const full = playBenchFighting(setup, c.options, dice);
        const outcome = withoutLog(full);
        expect(outcome, `seed ${seed}`).toEqual(expected[seed]!.outcome);
        expect(sha256(full), `seed ${seed}`).toBe(expected[seed]!.sha256);
        expect(dice.log.length, `seed ${seed} (dice drawn)`).toBe(expected[seed]!.draws);
        // the odds runner's way: no log, no roll log
        const quiet = playBenchFighting(setup, { ...c.options, log: false }, seededDice(seed, false));
        expect(quiet, `seed ${seed} (log: false)`).toEqual({ ...outcome, log: [] });
      }
    });
  }
});
