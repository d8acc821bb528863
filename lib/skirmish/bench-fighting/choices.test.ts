// The automated player's choices where the text leaves them to the player (heuristics.ts): the
// flank the scouts' survivors reinforce, and the squad bought when the even share of the pool buys
// nothing. Dice: seeded ("choices"); each test reads a choice made before any die is rolled.
import { describe, expect, it } from "vitest";
import { seededDice } from "@/lib/dice";
import { playBenchFighting } from "./play";
import { events, player } from "./test-helpers";
import type { BenchFightingPlayer } from "./types";

const played = (players: BenchFightingPlayer[], skirmishes = 1) => {
  const outcome = playBenchFighting({ players }, { skirmishes }, seededDice("choices"));
  return (name: string) => events(outcome.log, name);
};

describe("ruling: the scouts' survivors reinforce the flank where their side is furthest behind (001 First Strike)", () => {
  it("two players: a is ahead on the left (50 v 10) and behind on the right (10 v 50), so its scouts join the right", () => {
    const a = player("a", "a1:20 a2:50 a3:10 a4:60", [{ scout: ["a1"], left: ["a2"], right: ["a3"], main: ["a4"] }]);
    const b = player("b", "b1:10 b2:50 b3:60", [{ left: ["b1"], right: ["b2"], main: ["b3"] }]);
    expect(played([a, b])("firstStrikeGranted")[0]).toMatchObject({ player: "a", flank: "right", squad: "a1" });
  });

  it("two players the other way round: behind on the left (10 v 50), ahead on the right, so the left", () => {
    const a = player("a", "a1:20 a2:10 a3:50 a4:60", [{ scout: ["a1"], left: ["a2"], right: ["a3"], main: ["a4"] }]);
    const b = player("b", "b1:50 b2:10 b3:60", [{ left: ["b1"], right: ["b2"], main: ["b3"] }]);
    expect(played([a, b])("firstStrikeGranted")[0]).toMatchObject({ flank: "left" });
  });

  it("three players: the deficit is against the strongest enemy there, never against its own squads (left 60 v 30, 20: −30; right 20 v 5, 15: −5), so the right", () => {
    const a = player("a", "a1:20 a2:60 a3:20 a4:60", [{ scout: ["a1"], left: ["a2"], right: ["a3"], main: ["a4"] }]);
    const b = player("b", "b1:30 b2:5 b3:60", [{ left: ["b1"], right: ["b2"], main: ["b3"] }]);
    const c = player("c", "c1:20 c2:15 c3:60", [{ left: ["c1"], right: ["c2"], main: ["c3"] }]);
    expect(played([a, b, c])("firstStrikeGranted")[0]).toMatchObject({ player: "a", flank: "right" });
  });

  it("three players: furthest behind on the left (10 v 30 and 40: 30) against the right (10 v 25 and 5: 15), so the left", () => {
    const a = player("a", "a1:20 a2:10 a3:10 a4:60", [{ scout: ["a1"], left: ["a2"], right: ["a3"], main: ["a4"] }]);
    const b = player("b", "b1:30 b2:25 b3:60", [{ left: ["b1"], right: ["b2"], main: ["b3"] }]);
    const c = player("c", "c1:40 c2:5 c3:60", [{ left: ["c1"], right: ["c2"], main: ["c3"] }]);
    expect(played([a, b, c])("firstStrikeGranted")[0]).toMatchObject({ flank: "left" });
  });
});

describe("ruling: when the even share buys nothing, the automated player buys the cheapest squad the pool can pay for", () => {
  // ten skirmishes: the share of a pool of 100 is 10, and no squad costs 10 or less
  const opponent = player("b", "b1:10", Array(10).fill(null), 100);

  it("pool 100, squads 50, 40, 30: the 30 is bought (a main force is required), 70 left", () => {
    const a = player("a", "a1:50 a2:40 a3:30", Array(10).fill(null), 100);
    expect(played([a, opponent], 10)("allocation")[0]).toMatchObject({ player: "a", cost: 30, poolLeft: 70, positions: { main: ["a3"] } });
  });

  it("two cheapest at 30: the first on the army list is bought", () => {
    const a = player("a", "a1:50 a2:30 a3:30", Array(10).fill(null), 100);
    expect(played([a, opponent], 10)("allocation")[0]).toMatchObject({ cost: 30, positions: { main: ["a2"] } });
  });

  it("a pool of exactly 30 still pays for the 30 (the share is 3), leaving nothing", () => {
    const a = player("a", "a1:50 a2:30", Array(10).fill(null), 30);
    expect(played([a, opponent], 10)("allocation")[0]).toMatchObject({ cost: 30, poolLeft: 0, positions: { main: ["a2"] } });
  });

  it("a pool of 29 pays for no squad: the player fields nothing and sits the skirmish out, and the log says so", () => {
    const a = player("a", "a1:50 a2:30", Array(10).fill(null), 29);
    const outcome = playBenchFighting({ players: [a, opponent] }, { skirmishes: 10 }, seededDice("choices"));
    expect(events(outcome.log, "allocation")[0]).toMatchObject({ cost: 0, poolLeft: 29, positions: { main: [] } });
    expect(outcome.log.find((e) => e.data?.event === "allocation")?.text).toBe("A cannot field a main force and sits this skirmish out (29 points left)");
  });
});
