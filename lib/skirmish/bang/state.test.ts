// Bang! arena reuse: the odds runner plays thousands of games with one setup object, and the arena of
// the last game is reused. A game must play the same whether or not it was reused.
import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import { twelveAside } from "./fixtures";
import { playBang } from "./game";
import type { BangOptions, BangSetup } from "./profile";

/** The same game on a setup object used before with other options, and on a fresh one. */
function reusedAndFresh(first: BangOptions, then: BangOptions, change?: (s: BangSetup) => BangSetup) {
  const setup = twelveAside();
  playBang(setup, first, seededDice("reuse-1"));
  const second = change ? change(setup) : setup;
  const reused = playBang(second, then, seededDice("reuse-2"));
  const fresh = playBang(change ? change(twelveAside()) : twelveAside(), then, seededDice("reuse-2"));
  return { reused, fresh };
}

describe("Bang! arena reuse between games", () => {
  it.each<[string, BangOptions, BangOptions]>([
    ["a different arena size", { arenaSize: 12 }, {}],
    ["a different base size", { baseSize: 1.5 }, {}],
    ["a different turn cap", { maxTurns: 3 }, {}],
    ["a log after a game without one", { log: false }, {}],
    ["no log after a game with one", {}, { log: false }],
  ])("a setup played before with %s plays like a fresh one (seeded dice)", (_, first, then) => {
    const { reused, fresh } = reusedAndFresh(first, then);
    expect(reused).toEqual(fresh);
  });

  it("a setup object given a new fighters array plays the new roster (seeded dice)", () => {
    const tougher = (s: BangSetup): BangSetup => {
      s.fighters = s.fighters.map((f) => ({ ...f, T: 4, W: 2 }));
      return s;
    };
    const { reused, fresh } = reusedAndFresh({}, {}, tougher);
    expect(reused).toEqual(fresh);
  });

  it("a setup object given a longer fighters array (the old one plus four) plays the longer roster (seeded dice)", () => {
    const setup = twelveAside(),
      all = setup.fighters;
    setup.fighters = all.slice(0, 20);
    playBang(setup, {}, seededDice("reuse-1"));
    setup.fighters = all;
    const reused = playBang(setup, {}, seededDice("reuse-2"));
    expect(reused).toEqual(playBang(twelveAside(), {}, seededDice("reuse-2")));
    expect(Object.values(reused.casualties).flat().length + Object.values(reused.scores).reduce((a, n) => a + n, 0)).toBe(24);
  });
});
