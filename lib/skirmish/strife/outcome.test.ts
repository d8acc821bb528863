// The end of a Medieval Strife or Star Strife game (002 core, scoring: each side totals the sides of
// the dice it took; the highest total wins), and the shared state helpers. No dice are rolled: the
// tables are written out by hand.
import { describe, expect, it } from "vitest";
import { lostByBits, rankSides, strifeOutcome, type StrifeTable } from "./outcome";
import { battleCache, stateViews } from "./state";
import type { BattleLogEntry } from "../types";

const TAKEN = 2;

/** Three sides of two units each (unit u belongs to side u >> 1), with these scores and these units taken (unit → taker). */
function table(score: number[], taken: Record<number, number> = {}): StrifeTable {
  const status = new Int32Array(6),
    takenBy = new Int32Array(6).fill(-1);
  for (const [u, by] of Object.entries(taken)) {
    status[Number(u)] = TAKEN;
    takenBy[Number(u)] = by;
  }
  return {
    playerIds: ["Red", "Blue", "Green"].slice(0, score.length),
    ids: ["Red-1", "Red-2", "Blue-1", "Blue-2", "Green-1", "Green-2"],
    ownerIds: ["alice", undefined, "bob", undefined, undefined, undefined],
    player: Int32Array.from([0, 0, 1, 1, 2, 2]),
    status,
    takenBy,
    firstUnit: Int32Array.from([0, 2, 4]),
    endUnit: Int32Array.from([2, 4, 6]),
    score: Int32Array.from(score),
    order: new Int32Array(score.length),
  };
}

function recorder() {
  const entries: BattleLogEntry[] = [];
  return { entries, add: (turn: number, text: string, data: Record<string, unknown>) => void entries.push({ turn, text, data }) };
}

describe("002 core, scoring: the highest total wins", () => {
  it("ranks sides best first; equal scores keep the order given", () => {
    const r = rankSides(["Red", "Blue", "Green", "Gold"], [4, 10, 4, 6], new Int32Array(4));
    expect(r.ranking).toEqual(["Blue", "Gold", "Red", "Green"]);
    expect(r.scores).toStrictEqual({ Red: 4, Blue: 10, Green: 4, Gold: 6 });
    expect(Object.keys(r.scores)).toEqual(["Red", "Blue", "Green", "Gold"]);
    expect([r.winner, r.verdict]).toEqual(["Blue", "victory"]);
  });

  it("the first side ahead wins; a tie for the top is a draw, a tie below it is not", () => {
    expect(rankSides(["Red", "Blue"], [12, 8], new Int32Array(2))).toMatchObject({ ranking: ["Red", "Blue"], winner: "Red", verdict: "victory" });
    expect(rankSides(["Red", "Blue", "Green"], [6, 10, 10], new Int32Array(3))).toMatchObject({
      ranking: ["Blue", "Green", "Red"],
      winner: null,
      verdict: "draw",
    });
    expect(rankSides(["Red", "Blue", "Green"], [10, 3, 3], new Int32Array(3))).toMatchObject({ winner: "Red", verdict: "victory" });
  });

  it("a side alone wins", () => {
    expect(rankSides(["Red"], [0], new Int32Array(1))).toMatchObject({ ranking: ["Red"], winner: "Red", verdict: "victory" });
  });
});

describe("the outcome of a game", () => {
  it("lists each side's lost units, and without a log has no entries", () => {
    const b = table([0, 8, 0], { 0: 1, 3: 0 });
    const out = strifeOutcome("medieval", b, TAKEN, (u) => b.status[u] === TAKEN, "one side left", 7, null, null);
    expect(out).toEqual({
      system: "medieval",
      winner: "Blue",
      ranking: ["Blue", "Red", "Green"],
      scores: { Red: 0, Blue: 8, Green: 0 },
      verdict: "victory",
      casualties: { Red: ["Red-1"], Blue: ["Blue-2"], Green: [] },
      log: [],
    });
  });

  it("the variant's ruling decides which units are lost (a split Wizard is lost though not taken)", () => {
    const b = table([3, 3]);
    const out = strifeOutcome("medieval", b, TAKEN, (u) => u === 1 || u === 2, "stalemate", 4, null, null);
    expect(out.casualties).toEqual({ Red: ["Red-2"], Blue: ["Blue-1"] });
  });

  it("with a log, its last entry tells the ending, the turns, the scores and every unit taken by whom", () => {
    const b = table([6, 6, 2], { 1: 1, 4: 0 });
    const log = recorder();
    const out = strifeOutcome("star", b, TAKEN, (u) => b.status[u] === TAKEN, "stalemate", 12, log, [3, 5]);
    expect(out.log).toBe(log.entries);
    expect(log.entries).toEqual([
      {
        turn: 12,
        text: "The game ends (nobody can move) after 12 turns: Red 6, Blue 6, Green 2; a draw.",
        data: {
          action: "end",
          ending: "stalemate",
          turns: 12,
          faces: [3, 5],
          lost: [
            { unit: "Red-2", owner: null, player: "Red", takenBy: "Blue" },
            { unit: "Green-1", owner: null, player: "Green", takenBy: "Red" },
          ],
        },
      },
    ]);
  });

  it("a victory names its winner, and a taken unit with an owner names its owner", () => {
    const b = table([0, 4], { 0: 1 });
    const log = recorder();
    strifeOutcome("medieval", b, TAKEN, () => false, "no captures", 3, log, null);
    expect(log.entries[0]!.text).toBe("The game ends (no unit taken for a long while) after 3 turns: Blue 4, Red 0; victory for Blue.");
    expect(log.entries[0]!.data!.lost).toEqual([{ unit: "Red-1", owner: "alice", player: "Red", takenBy: "Blue" }]);
  });
});

describe("the per-game state", () => {
  it("lays the named views out in order in one buffer", () => {
    const v = stateViews([
      ["a", 2],
      ["b", 3],
      ["c", 1],
    ] as const);
    expect(v.state.length).toBe(6);
    expect([v.a.length, v.b.length, v.c.length]).toEqual([2, 3, 1]);
    v.a[1] = 7;
    v.b[0] = 8;
    v.c[0] = 9;
    expect(Array.from(v.state)).toEqual([0, 7, 8, 0, 0, 9]);
  });

  it("compiles a battle once per (set-up, options) pair and reuses it", () => {
    let compiled = 0;
    const battleFor = battleCache((setup: { n: number }, options: { k: number }) => ({ n: setup.n, k: options.k, id: ++compiled }));
    const s1 = { n: 1 },
      s2 = { n: 2 },
      o1 = { k: 1 },
      o2 = { k: 2 };
    const a = battleFor(s1, o1);
    expect(battleFor(s1, o1)).toBe(a);
    const b = battleFor(s1, o2);
    expect(b).toMatchObject({ n: 1, k: 2, id: 2 });
    const c = battleFor(s2, o1);
    expect(c).toMatchObject({ n: 2, k: 1, id: 3 });
    expect(battleFor(s1, o1)).toBe(a);
    expect(battleFor(s1, o2)).toBe(b);
    expect(battleFor(s2, o1)).toBe(c);
    expect(battleFor(s2, o2)).toMatchObject({ n: 2, k: 2, id: 4 });
    expect(compiled).toBe(4);
  });
});

describe("lostByBits: a side's casualty list from the bits of its slots, shared per set of losses", () => {
  const ids = ["r1", "r2", "b1", "b2", "b3"];
  it("lists the slots from `first` whose bits are set, in slot order, frozen", () => {
    // Blue's slots start at 2: bits 0b101 are b1 and b3
    const lost = lostByBits([], 0b101, ids, 2);
    expect(lost).toEqual(["b1", "b3"]);
    expect(Object.isFrozen(lost)).toBe(true);
    expect(lostByBits([], 0, ids, 2)).toEqual([]);
  });
  it("hands later games with the same losses the same list, and keeps nothing for a side too big to keep them", () => {
    const made = new Array<readonly string[] | undefined>(8);
    const first = lostByBits(made, 0b011, ids, 2);
    expect(lostByBits(made, 0b011, ids, 2)).toBe(first);
    expect(lostByBits(made, 0b110, ids, 2)).toEqual(["b2", "b3"]);
    const none: (readonly string[] | undefined)[] = [];
    expect(lostByBits(none, 0b011, ids, 2)).not.toBe(lostByBits(none, 0b011, ids, 2));
    expect(none).toHaveLength(0);
  });
});
