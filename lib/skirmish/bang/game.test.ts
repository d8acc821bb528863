import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Dice, manualDice, seededDice, seededSource } from "../../dice";
import { playBang } from "./game";
import type { BangSetup } from "./profile";
import { twelveAside } from "./fixtures";

const duel = (touching: boolean): BangSetup => ({
  fighters: [
    { id: "a", name: "Snik", side: "Ironjaws", at: { x: 12, y: 12 } },
    { id: "b", name: "Grot", side: "Pokers", at: { x: touching ? 12 + 20 / 25.4 : 20, y: 12 } },
  ],
});

describe("Bang! (000) winning the game", () => {
  it("000 Winning: the last one standing when a turn ends wins (roll-off 6, 1; Grot sets Snik off: 6; Grot's S1 hit: 1)", () => {
    const out = playBang(duel(true), {}, manualDice([6, 1, 6, 1]));
    expect(out.winner).toBe("Pokers");
    expect(out.ranking).toEqual(["Pokers", "Ironjaws"]);
    expect(out.casualties).toEqual({ Ironjaws: ["a"], Pokers: [] });
    expect(out.log.at(-1)!.turn).toBe(1);
  });

  it("000 Winning: when the last survivors all go Bang! in one turn, nobody wins (6, 1; 6; 6)", () => {
    const out = playBang(duel(true), {}, manualDice([6, 1, 6, 6]));
    expect(out.winner).toBeNull();
    expect(out.verdict).toBe("everybody loses");
    expect(out.scores).toEqual({ Ironjaws: 0, Pokers: 0 });
  });

  it("ruling: a game stops after the turn cap with no winner (cap 1; both fail Stupidity, 12, and wander east)", () => {
    // roll-off 6, 1; Grot: 6+6 fails, arrow 3 at 3 o'clock, 6"; Snik: 6+6 fails, arrow 3 at 3 o'clock, 1"
    const out = playBang(duel(false), { maxTurns: 1 }, manualDice([6, 1, 6, 6, 3, 3, 6, 6, 6, 3, 3, 1]));
    expect(out.winner).toBeNull();
    expect(out.verdict).toBe("no winner after 1 turn");
  });

  it("the same seed gives the same log, byte for byte", () => {
    const once = JSON.stringify(playBang(twelveAside(), {}, seededDice("campaign-7")));
    expect(JSON.stringify(playBang(twelveAside(), {}, seededDice("campaign-7")))).toBe(once);
  });

  it("playing without a log rolls the same dice and gives the same result", () => {
    const setup = twelveAside();
    for (const seed of [1, 2, 3]) {
      const logged = playBang(setup, {}, seededDice(seed));
      const quiet = playBang(setup, { log: false }, new Dice(seededSource(seed), false));
      expect(quiet.log).toEqual([]);
      expect({ ...quiet, log: [] }).toEqual({ ...logged, log: [] });
    }
  });
});

const setups = fc
  .array(fc.integer({ min: 1, max: 5 }), { minLength: 2, maxLength: 4 })
  .chain((sizes) =>
    fc.tuple(
      fc.constant(sizes),
      fc.array(
        fc.record({
          M: fc.integer({ min: 1, max: 6 }),
          W: fc.integer({ min: 1, max: 3 }),
          A: fc.integer({ min: 1, max: 2 }),
          Ld: fc.integer({ min: 2, max: 9 }),
        }),
        {
          minLength: sizes.reduce((a, b) => a + b, 0),
          maxLength: sizes.reduce((a, b) => a + b, 0),
        },
      ),
    ),
  )
  .map(([sizes, stats]): BangSetup => {
    let k = 0;
    return {
      fighters: sizes.flatMap((n, g) => Array.from({ length: n }, (_, i) => ({ id: `${g}-${i}`, name: `G${g}F${i}`, side: `gang ${g}`, ...stats[k++]! }))),
    };
  });

describe("Bang! properties", () => {
  it("every game ends: a winner with the only fighters alive, everybody dead, or the turn cap reached", () => {
    fc.assert(
      fc.property(setups, fc.integer(), fc.integer({ min: 1, max: 60 }), (setup, seed, maxTurns) => {
        const out = playBang(setup, { maxTurns }, seededDice(seed));
        const end = out.log.at(-1)!;
        expect(end.data?.kind).toBe("end");
        expect(end.turn).toBeLessThanOrEqual(maxTurns);
        const alive = Object.entries(out.scores)
          .filter(([, n]) => n > 0)
          .map(([side]) => side);
        if (out.winner) expect(alive).toEqual([out.winner]);
        else if (out.verdict === "everybody loses") expect(alive).toEqual([]);
        else expect(end.turn).toBe(maxTurns);
      }),
      { numRuns: 150 },
    );
  });

  it("no fighter moves twice in a turn nor attacks more often than its A", () => {
    fc.assert(
      fc.property(setups, fc.integer(), (setup, seed) => {
        const out = playBang(setup, {}, seededDice(seed));
        const attacksOf = new Map(setup.fighters.map((f) => [f.id, f.A ?? 1]));
        const seen = new Map<string, number>();
        for (const e of out.log) {
          const kind = String(e.data?.kind),
            who = String(e.data?.fighter);
          const slot = ["wander", "move", "march", "charge", "stay"].includes(kind)
            ? "move"
            : kind === "stupidity"
              ? "test"
              : kind === "attack"
                ? "attack"
                : "";
          if (!slot) continue;
          const key = `${e.turn}|${slot}|${who}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
          expect(seen.get(key)!).toBeLessThanOrEqual(slot === "attack" ? attacksOf.get(who)! : 1);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("each side's score is its survivors and every casualty is a dead fighter of that side", () => {
    fc.assert(
      fc.property(setups, fc.integer(), (setup, seed) => {
        const out = playBang(setup, { log: false }, seededDice(seed, false));
        for (const [side, dead] of Object.entries(out.casualties)) {
          const members = setup.fighters.filter((f) => f.side === side);
          expect(out.scores[side]).toBe(members.length - dead.length);
          for (const id of dead) expect(members.some((f) => f.id === id)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
