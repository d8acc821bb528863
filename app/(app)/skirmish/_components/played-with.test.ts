// A shown result belongs to the form it was played with: what changes its key drops it, and it names
// its system and seed.
import { describe, expect, it } from "vitest";
import { NO_RULES } from "@/lib/contracts/rotgb-rules-schema";
import { gameKey, oddsKey, playedWith, type ResultForm } from "./played-with";

const form: ResultForm = {
  system: "rotgb",
  slots: [
    { key: 0, choice: "gang-1", text: "" },
    { key: 1, choice: "paste", text: '{"format":"gorka-garage.gang"}' },
  ],
  seed: "42",
  rules: NO_RULES,
  hands: {},
};
const bench: ResultForm = { ...form, system: "bench", hands: { 0: { skirmish: 1, bySkirmish: [{ boss: "main" }] } } };

describe("gameKey: a result still matches the form only while nothing it was played with has changed", () => {
  it("the same form gives the same key", () => {
    expect(gameKey({ ...form, slots: form.slots.map((s) => ({ ...s })) })).toBe(gameKey(form));
  });
  it("another system, gang, pasted export, seed or rule gives another key", () => {
    const changed: ResultForm[] = [
      { ...form, system: "bang" },
      { ...form, slots: [form.slots[0]!, { ...form.slots[1]!, choice: "gang-2" }] },
      { ...form, slots: [form.slots[0]!, { ...form.slots[1]!, text: "{}" }] },
      { ...form, slots: [...form.slots, { key: 2, choice: "gang-1", text: "" }] },
      { ...form, slots: [form.slots[1]!, form.slots[0]!] },
      { ...form, seed: "7" },
      { ...form, rules: { ...NO_RULES, letter: true } },
      { ...form, rules: { ...NO_RULES, fronts: "north" } }, // not yet valid: the result goes too
    ];
    for (const other of changed) expect(gameKey(other)).not.toBe(gameKey(form));
  });
  it("a seed typed with spaces around it is the same seed (Resolve trims it)", () => {
    expect(gameKey({ ...form, seed: " 42 " })).toBe(gameKey(form));
  });
  it("the rules of ROtGB and the positions of Bench Fighting count only for their own system", () => {
    const bang: ResultForm = { ...form, system: "bang" };
    expect(gameKey({ ...bang, rules: { ...NO_RULES, letter: true }, hands: bench.hands })).toBe(gameKey(bang));
  });
  it("Bench Fighting: a position set by hand changes the key; looking at another skirmish does not", () => {
    expect(gameKey({ ...bench, hands: { 0: { skirmish: 1, bySkirmish: [{ boss: "scout" }] } } })).not.toBe(gameKey(bench));
    expect(gameKey({ ...bench, hands: { 0: { skirmish: 4, bySkirmish: [{ boss: "main" }] } } })).toBe(gameKey(bench));
    // a skirmish ticked and unticked again is left to the automated player, as before
    expect(gameKey({ ...bench, hands: { 0: { skirmish: 1, bySkirmish: [{ boss: "main" }, null] } } })).toBe(gameKey(bench));
  });
});

describe("oddsKey", () => {
  it("odds depend on the game and on the number of games; a game does not depend on the number of games", () => {
    expect(oddsKey({ ...form, runs: "500" })).toBe(oddsKey({ ...form, runs: "500" }));
    expect(oddsKey({ ...form, runs: "40000" })).not.toBe(oddsKey({ ...form, runs: "500" }));
    expect(oddsKey({ ...form, system: "bang", runs: "500" })).not.toBe(oddsKey({ ...form, runs: "500" }));
  });
});

describe("playedWith: each result names its system and seed", () => {
  it("one game", () => {
    expect(playedWith({ system: "bang", seed: "42" })).toBe("Played with Bang!, seed 42.");
    expect(playedWith({ system: "rotgb", seed: "dakka" })).toBe("Played with Roll Out the (Gun) Barrels, seed dakka.");
  });
  it("odds: how each game's seed comes from it", () => {
    expect(playedWith({ system: "bench", seed: "7", odds: true })).toBe("Played with Bench Fighting, seed 7 (game n with seed 7#n).");
  });
});
