// Bang! (000) Winning the game: what the players read at the end (verdict, ranking, last log line).
import { describe, expect, it } from "vitest";
import { manualDice, seededDice } from "../../dice";
import { playBang } from "./game";
import type { BangSetup } from "./profile";

const duel: BangSetup = {
  fighters: [
    { id: "a", name: "Snik", side: "Ironjaws", at: { x: 12, y: 12 } },
    { id: "b", name: "Grot", side: "Pokers", at: { x: 12 + 20 / 25.4, y: 12 } },
  ],
};

describe("Bang! (000) the end of a game, as the players read it", () => {
  it("000 Winning: the verdict and the last line name the gang left alone and the turn (roll-off 6, 1; Grot sets Snik off: 6; Grot's S1 hit: 1)", () => {
    const out = playBang(duel, {}, manualDice([6, 1, 6, 1]));
    expect(out.verdict).toBe("Pokers wins");
    expect(out.log.at(-1)).toMatchObject({
      text: "Pokers is the only gang left alive at the end of turn 1: Pokers wins.",
      data: { kind: "end", winner: "Pokers", survivors: { Ironjaws: 0, Pokers: 1 } },
    });
  });

  it("000 Winning: when the last two go Bang! together the last line says everybody loses (6, 1; 6; 6)", () => {
    const out = playBang(duel, {}, manualDice([6, 1, 6, 6]));
    expect(out.log.at(-1)!.text).toBe("The last Gnoblars all went Bang! in the same turn: everybody loses, and the Ogres go round up some more.");
    expect(out.ranking).toEqual(["Ironjaws", "Pokers"]);
  });

  it('ruling (turn cap): at the cap gangs are ranked by survivors, most first, equal gangs in the order given (1 turn on a 120" arena: nobody dies; seeded dice)', () => {
    const sizes: [string, number][] = [
      ["Lone", 1],
      ["Ironjaws", 3],
      ["Pokers", 3],
      ["Few", 2],
    ];
    const fighters = sizes.flatMap(([side, n]) => Array.from({ length: n }, (_, i) => ({ id: `${side}-${i}`, name: `${side} ${i}`, side })));
    const out = playBang({ fighters }, { maxTurns: 1, arenaSize: 120 }, seededDice("rank"));
    expect(out.winner).toBeNull();
    expect(out.scores).toEqual({ Lone: 1, Ironjaws: 3, Pokers: 3, Few: 2 });
    expect(out.ranking).toEqual(["Ironjaws", "Pokers", "Few", "Lone"]);
    expect(out.log.at(-1)!.text).toBe("After 1 turns nobody has won; the Ogres get bored.");
  });
});
