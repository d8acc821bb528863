// 001 Bench Fighting's set-up as the page and the command line read it, and a set-up edited
// between games (the page's army list) played as edited, not as first seen.
import { describe, expect, it } from "vitest";
import { Dice, seededSource } from "@/lib/dice";
import { twelveSquadGangs } from "./fixtures";
import { playBenchFighting } from "./play";
import { parseBenchFightingSetup, squadKey, type BenchFightingSetup } from "./types";

const player = (id: string, army: { points: number; id?: string; name?: string }[], name = id) => ({ id, name, pool: 100, army });
const messages = (input: unknown) => {
  try {
    parseBenchFightingSetup(input);
    return [];
  } catch (e) {
    return (e as { issues: { message: string }[] }).issues.map((i) => i.message);
  }
};

describe("001 Bench Fighting set-up", () => {
  it("two players with their army lists are a battle", () => {
    expect(messages({ players: [player("red", [{ points: 10 }]), player("blue", [{ points: 10 }])] })).toEqual([]);
  });
  it("001 is for two or more players", () => {
    expect(messages({ players: [player("red", [{ points: 10 }])] })).toEqual(["Bench Fighting needs two or more players"]);
  });
  it("two players with one id, and two squads of one player with one id, are refused by name", () => {
    expect(messages({ players: [player("red", [{ points: 10 }]), player("red", [{ points: 10 }], "Reds")] })).toEqual(['Two players share the id "red"']);
    expect(
      messages({
        players: [
          player(
            "red",
            [
              { points: 10, id: "x" },
              { points: 5, id: "x" },
            ],
            "Reds",
          ),
          player("blue", [{ points: 10, id: "x" }]),
        ],
      }),
    ).toEqual(['Reds: two squads share the id "x"']);
    // a squad without an id goes by "<player>#<n>": one named so clashes with it
    expect(messages({ players: [player("red", [{ points: 10 }, { points: 5, id: "red#1" }], "Reds"), player("blue", [{ points: 10 }])] })).toEqual([
      'Reds: two squads share the id "red#1"',
    ]);
  });
  it("squadKey: the squad's own id, or its player's id and its place in the list counted from 1", () => {
    const p = { id: "red", army: [{ points: 1 }, { points: 2, id: "boss" }] };
    expect([squadKey(p, 0), squadKey(p, 1)]).toEqual(["red#1", "boss"]);
  });
});

describe("a set-up edited between games", () => {
  const play = (setup: BenchFightingSetup) => JSON.stringify(playBenchFighting(setup, {}, new Dice(seededSource(7), true)));
  const edits: [string, (s: BenchFightingSetup) => void][] = [
    ["a squad's points", (s) => (s.players[0]!.army[0]!.points = 300)],
    ["a squad's id", (s) => (s.players[0]!.army[0]!.id = "renamed")],
    ["a squad's name", (s) => (s.players[0]!.army[0]!.name = "Renamed")],
    ["a player's name", (s) => (s.players[1]!.name = "Bluez")],
    ["a player's id", (s) => (s.players[1]!.id = "bluez")],
    ["a squad added", (s) => s.players[0]!.army.push({ id: "extra", name: "Extra", points: 50 })],
    ["a squad removed", (s) => s.players[1]!.army.pop()],
    ["a player added", (s) => s.players.push({ id: "green", name: "Green", pool: 500, army: [{ id: "g1", name: "G", points: 50 }] })],
  ];
  it.each(edits)("%s: the game plays the set-up as it is now", (_, edit) => {
    const setup = twelveSquadGangs();
    const before = play(setup); // the engine keeps what it built from this set-up
    edit(setup);
    const fresh = structuredClone(setup);
    const after = play(setup);
    expect(after).toBe(play(fresh));
    expect(after).not.toBe(before);
  });
});
