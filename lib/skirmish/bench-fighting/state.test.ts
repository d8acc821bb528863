// The compiled Bench Fighting battle is kept per setup object and reused game after game (the odds
// runner plays one setup thousands of times). These pin when it is reused and when it is rebuilt:
// a setup whose sides or squads changed since must never be played as the old one.
import { describe, expect, it } from "vitest";
import { Dice, seededSource } from "@/lib/dice";
import { twelveSquadGangs } from "./fixtures";
import { createGame } from "./state";
import type { BenchFightingSetup } from "./types";

const dice = () => new Dice(seededSource(1), false);
const game = (setup: BenchFightingSetup) => createGame(setup, { log: false }, dice());

describe("createGame: one compiled battle per setup, rebuilt when the setup changed", () => {
  it("the same setup twice: the same compiled battle, reset (no First Strike carried over)", () => {
    const setup = twelveSquadGangs();
    const g = game(setup);
    g.striker = 3;
    g.strikeFlank = 1;
    expect(game(setup)).toBe(g);
    expect([g.striker, g.strikeFlank]).toEqual([-1, -1]);
  });
  it("what it compiles: sides, squads (points, ids, names) and each side's squads most points first, ties in list order", () => {
    const setup: BenchFightingSetup = {
      players: [
        { id: "red", name: "Red", pool: 100, army: [{ id: "a", name: "A", points: 10 }, { points: 30 }, { id: "c", points: 10 }] },
        { id: "blue", name: "Blue", pool: 100, army: [{ id: "x", name: "X", points: 5 }] },
      ],
    };
    const g = game(setup);
    expect([g.playerIds, g.playerNames]).toEqual([
      ["red", "blue"],
      ["Red", "Blue"],
    ]);
    expect(Array.from(g.first)).toEqual([0, 3, 4]);
    expect(Array.from(g.full)).toEqual([10, 30, 10, 5]);
    expect(g.ids).toEqual(["a", undefined, "c", "x"]);
    expect(g.names).toEqual(["A", undefined, undefined, "X"]);
    expect(Array.from(g.order)).toEqual([1, 0, 2, 3]);
  });
  const changes: [string, (s: BenchFightingSetup) => void][] = [
    ["a side's id", (s) => (s.players[1]!.id = "green")],
    ["a side's name", (s) => (s.players[1]!.name = "Green")],
    ["a squad's points", (s) => (s.players[1]!.army[11]!.points += 1)],
    ["a squad's id", (s) => (s.players[1]!.army[11]!.id = "new")],
    ["a squad's name", (s) => (s.players[1]!.army[11]!.name = "New")],
    ["a squad more", (s) => s.players[1]!.army.push({ id: "extra", points: 20 })],
    ["a squad fewer on the first side, one more on the second", (s) => s.players[1]!.army.push(s.players[0]!.army.pop()!)],
    ["a side more", (s) => s.players.push({ id: "green", name: "Green", pool: 100, army: [{ points: 10 }] })],
  ];
  it.each(changes)("%s: rebuilt, and the new setup is what it holds", (_, change) => {
    const setup = twelveSquadGangs();
    const old = game(setup);
    change(setup);
    const g = game(setup);
    expect(g).not.toBe(old);
    const players = setup.players;
    expect(g.playerIds).toEqual(players.map((p) => p.id));
    expect(g.playerNames).toEqual(players.map((p) => p.name));
    expect(Array.from(g.full)).toEqual(players.flatMap((p) => p.army.map((s) => s.points)));
    expect(g.ids).toEqual(players.flatMap((p) => p.army.map((s) => s.id)));
    expect(g.names).toEqual(players.flatMap((p) => p.army.map((s) => s.name)));
  });
});
