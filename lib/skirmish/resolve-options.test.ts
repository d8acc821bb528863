// prepareSkirmish hands each system its own switches and the log flag: a game played quiet has no
// log, a loud one has; each system's options reach its engine (a turn limit of 1 ends the game at
// turn 1); Bench Fighting's hand-set positions reach its set-up. And the refusals carry their codes.
import { describe, expect, it } from "vitest";
import { seededSource } from "@/lib/dice";
import { readArmy, type Army } from "./army";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { SkirmishMappingError } from "./mapping";
import { prepareSkirmish, verdictNote } from "./resolve";
import type { BenchFightingSetup } from "./bench-fighting";
import type { SystemId } from "./types";

const gangs = [gruntsExport(), spikesExport()];
const endTurn = (log: { turn: number; data?: Record<string, unknown> }[]) => log.at(-1)!.turn;

describe("the log flag reaches every engine", () => {
  it.each<SystemId>(["rotgb", "bench", "bang", "medieval", "star"])("%s: quiet plays without a log, loud with one, and both play the same game", (system) => {
    const game = prepareSkirmish(system, gangs);
    const quiet = game.play(seededSource(9), false);
    const loud = game.play(seededSource(9), true);
    expect(quiet.log).toEqual([]);
    expect(loud.log.length).toBeGreaterThan(0);
    expect(quiet.scores).toEqual(loud.scores);
  });
});

describe("each system's options reach its engine", () => {
  it.each([
    ["rotgb", { rotgb: { maxTurns: 1 } }],
    ["medieval", { medieval: { maxTurns: 1 } }],
    ["star", { star: { maxTurns: 1 } }],
    ["bang", { bang: { maxTurns: 1 } }],
  ] as const)("%s with a turn limit of 1 ends at turn 1, quiet or loud", (system, options) => {
    const game = prepareSkirmish(system, gangs, options);
    expect(endTurn(game.play(seededSource(4), true).log)).toBe(1);
    // quiet: the same game, so the same scores as the loud one
    expect(game.play(seededSource(4), false).scores).toEqual(game.play(seededSource(4), true).scores);
    expect(endTurn(prepareSkirmish(system, gangs).play(seededSource(4), true).log)).toBeGreaterThan(1);
  });
  it("Bench Fighting: two skirmishes instead of 001's ten", () => {
    const won = (o: { scores: Record<string, number> }) => Object.values(o.scores).reduce((n, s) => n + s, 0);
    // the scores are skirmishes won, one per skirmish (seed 4 has no drawn skirmish)
    expect(won(prepareSkirmish("bench", gangs, { bench: { skirmishes: 2 } }).play(seededSource(4), true))).toBe(2);
    expect(won(prepareSkirmish("bench", gangs, { bench: { skirmishes: 2 } }).play(seededSource(4), false))).toBe(2);
    expect(won(prepareSkirmish("bench", gangs).play(seededSource(4), false))).toBe(10);
  });
  it("Bench Fighting: hand-set positions go on the gang they were given for, copied", () => {
    const allocation = { scout: ["1/yoof"], main: ["1/boss", "1/nob", "1/v/truck"] };
    const firsts = [allocation];
    const setup = prepareSkirmish("bench", gangs, { bench: { allocations: [firsts] } }).mapped.setup as BenchFightingSetup;
    expect(setup.players[0]!.allocations).toEqual([allocation]);
    expect(setup.players[0]!.allocations).not.toBe(firsts);
    expect(setup.players[1]!.allocations).toBeUndefined();
  });
});

describe("refusals carry their codes", () => {
  const host = (): Army => {
    const r = readArmy({ format: "gorka-garage.army", version: 1, game: "medieval", name: "The Host", units: [{ type: "Knight", die: 8 }] });
    if (!r.ok) throw new Error("an army");
    return r.army;
  };
  const codeOf = (f: () => unknown): string | undefined => {
    try {
      f();
    } catch (e) {
      return e instanceof SkirmishMappingError ? e.code : "not a mapping error";
    }
  };
  it("an army outside the ROtGB family, or of another game: NO_UNITS; one side in all: TOO_FEW_GANGS", () => {
    expect(codeOf(() => prepareSkirmish("bang", [gruntsExport()], {}, [host()]))).toBe("NO_UNITS");
    expect(codeOf(() => prepareSkirmish("star", [gruntsExport()], {}, [host()]))).toBe("NO_UNITS");
    expect(codeOf(() => prepareSkirmish("medieval", [], {}, [host()]))).toBe("TOO_FEW_GANGS");
  });
});

describe("verdictNote", () => {
  it('"no winner" said inside a verdict, not at its start, is kept whole', () => {
    expect(verdictNote({ winner: null, verdict: "everybody loses: no winner" })).toBe("everybody loses: no winner");
  });
});
