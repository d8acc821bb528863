// What the engine keeps between turns so it need not look again: which dice show each face (the
// face index) and the casualty lists shared by games with the same losses.
// Neither is a rule of 002; both must always agree with what they stand for.
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { playBattle } from "./engine";
import { twoTwelveUnitSides } from "./fixtures";
import { prepareRotgb } from "./prepare";
import { playRotgb } from "./engine";
import type { Battlefield } from "./battlefield";
import { LOST_LISTS_UP_TO } from "./outcome";
import type { RotgbSetup } from "./schema";
import type { SkirmishOutcome } from "../types";
import { faceOf, player } from "./testing";

const bits = (x: number) => {
  let k = 0;
  for (; x !== 0; x &= x - 1) k++;
  return k;
};

/** Every player's face index against the faces themselves: the dice showing each face, and the faces shown. */
function countsAgree(b: Battlefield): void {
  for (let p = 0; p < b.players; p++)
    for (let v = 1; v < 32; v++) {
      let showing = 0,
        units = 0;
      for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++)
        if (faceOf(b, u) === v) {
          showing++;
          units |= 1 << (u - b.firstUnit[p]!);
        }
      expect(b.unitsShowing[p * 32 + v], `player ${p}, face ${v}`).toBe(units);
      expect(bits(b.unitsShowing[p * 32 + v]!), `player ${p}, face ${v}`).toBe(showing);
      expect((b.facesShown[p]! >>> v) & 1, `player ${p}, face ${v} shown`).toBe(showing > 0 ? 1 : 0);
    }
}

describe("the dice showing each face (the face index)", () => {
  it("agree with the faces at the end of 300 games of two twelve-unit gangs, the one-front loop", () => {
    const b = prepareRotgb(twoTwelveUnitSides(), { log: false });
    expect(b.byFace).toBe(true);
    for (let seed = 0; seed < 300; seed++) {
      playBattle(b, seededSource(seed));
      countsAgree(b);
    }
  });

  it("agree when reserves arrive through setFace and under the letter's variant (dice dropping by two)", () => {
    const setup: RotgbSetup = {
      players: [
        player("A", [4, 6, 8, 10, 12, 20], [{}, { reserve: true }, {}, { reserve: true }]),
        player("B", [6, 6, 8, 8, 12, 4], [{}, {}, { reserve: true }]),
      ],
    };
    for (const options of [
      { log: false, reinforcements: { every: 2 } },
      { log: false, flankDropByTwo: true, reinforcements: { every: 1 } },
    ]) {
      const b = prepareRotgb(setup, options);
      expect(b.byFace).toBe(true);
      for (let seed = 0; seed < 200; seed++) {
        playBattle(b, seededSource(seed));
        countsAgree(b);
      }
    }
  });
});

describe("casualty lists shared by games with the same losses", () => {
  it("two games that take the same units share one frozen list; the lists name exactly the units taken", () => {
    const setup = twoTwelveUnitSides(),
      options = { log: false };
    const seen = new Map<string, readonly string[]>();
    let shared = 0;
    for (let seed = 0; seed < 400; seed++) {
      const lost = playRotgb(setup, options, seededSource(seed)).casualties["Red"]!;
      expect(Object.isFrozen(lost)).toBe(true);
      // the same game logged lists the same units (the log's outcome builds its lists the same way)
      expect(playRotgb(setup, { log: true }, seededSource(seed)).casualties["Red"]).toEqual(lost);
      const key = lost.join(",");
      if (seen.has(key)) {
        expect(lost).toBe(seen.get(key));
        shared++;
      } else seen.set(key, lost);
    }
    expect(shared).toBeGreaterThan(0);
  });

  it("two games won outright with the same losses share one frozen outcome, the logged game's", () => {
    const setup = twoTwelveUnitSides(),
      options = { log: false };
    const seen = new Map<string, SkirmishOutcome>();
    let shared = 0,
      own = 0;
    for (let seed = 0; seed < 400; seed++) {
      const outcome = playRotgb(setup, options, seededSource(seed));
      expect(outcome).toEqual({ ...playRotgb(setup, { log: true }, seededSource(seed)), log: [] });
      const key = JSON.stringify(outcome.casualties);
      const before = seen.get(key);
      if (Object.values(outcome.casualties).some((lost) => lost.length === 12)) {
        expect(Object.isFrozen(outcome) && Object.isFrozen(outcome.scores) && Object.isFrozen(outcome.ranking)).toBe(true);
        if (before) {
          expect(outcome).toBe(before);
          shared++;
        } else seen.set(key, outcome);
      } else {
        // a game that stalled gets an outcome of its own
        expect(Object.isFrozen(outcome)).toBe(false);
        own++;
      }
    }
    expect([shared > 0, own > 0]).toEqual([true, true]);
  });

  it(`a player of more than ${LOST_LISTS_UP_TO} units gets a list of its own each game`, () => {
    const big = player(
        "Big",
        Array.from({ length: LOST_LISTS_UP_TO + 1 }, () => 2),
      ),
      small = player("Small", [20, 20]);
    const setup: RotgbSetup = { players: [big, small] },
      options = { log: false, firstPlayer: "Small" };
    // the same game twice: the same units lost, in lists of their own
    const first = playRotgb(setup, options, seededSource(7)).casualties["Big"]!,
      again = playRotgb(setup, options, seededSource(7)).casualties["Big"]!;
    expect(first.length).toBeGreaterThan(0);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});
