// 001 "Combat": each rule with the dice it rolls. Attacker's d100 first, then the defender's.
import { describe, expect, it } from "vitest";
import { Dice, DiceExhaustedError, DiceRangeError, manualDice, manualSource, seededSource } from "@/lib/dice";
import { quietAttack, quietSource, quietWins, resolveAttack } from "./combat";
import { pointsModifier } from "./rules";
import { playBenchFighting } from "./play";
import { mainEnd, play, player } from "./test-helpers";

const mainOnly = (a: string, b: string) => [player("a", a, [{ main: [a.split(":")[0]!] }]), player("b", b, [{ main: [b.split(":")[0]!] }])];

describe("001 Combat", () => {
  it("points difference / 10 is the attacker's bonus: 50 v 30 is +2, so 40 beats 41 (dice 40,41 then 42,41)", () => {
    const { events } = play(mainOnly("a1:50", "b1:30"), [40, 41, 42, 41]);
    const [aAttack, bAttack] = events("attack");
    expect(aAttack).toMatchObject({ attacker: "a1", modifier: 2, attackerWins: true });
    // and the penalty for the weaker attacker: 42-2 = 40 does not beat 41
    expect(bAttack).toMatchObject({ attacker: "b1", modifier: -2, attackerWins: false });
  });

  it("ruling: 'rounded down' keeps the sign and rounds the size down (45 v 30: +1 and -1, not -2)", () => {
    expect(pointsModifier(45, 30)).toBe(1);
    expect(pointsModifier(30, 45)).toBe(-1);
    expect(pointsModifier(30, 39)).toBe(0);
    // dice 50,48: with -1 the attacker has 49 v 48 and wins (with -2 it would be a tie and re-roll)
    expect(resolveAttack(manualDice([50, 48]), pointsModifier(30, 45), 0, null)).toBe(true);
  });

  it("a natural 1 is an automatic loss even with +24 (250 v 10, dice 1,2)", () => {
    expect(resolveAttack(manualDice([1, 2]), 24, 0, null)).toBe(false);
    expect(resolveAttack(manualDice([50, 1]), -24, 0, null)).toBe(true); // the defender's natural 1
  });

  it("a natural 100 is an automatic win even with -24 (10 v 250, dice 100,99)", () => {
    expect(resolveAttack(manualDice([100, 99]), -24, 0, null)).toBe(true);
    expect(resolveAttack(manualDice([99, 100]), 24, 0, null)).toBe(false); // the defender's natural 100
    const { events } = play(mainOnly("a1:250", "b1:10"), [1, 2, 100, 99]);
    expect(events("attack").map((e) => e.attackerWins)).toEqual([false, true]);
    expect(mainEnd(events)).toMatchObject({ victor: "b" });
  });

  it("the same number is re-rolled (dice 40,40 tie, then 60,20)", () => {
    const trace: number[] = [];
    expect(resolveAttack(manualDice([40, 40, 60, 20]), 0, 0, trace)).toBe(true);
    expect(trace).toEqual([40, 40, 60, 20]);
  });

  it("ruling: the tie is on the modified numbers (+1: 40 v 41 is a tie, re-rolled 70,10; 40 v 40 is a win)", () => {
    const trace: number[] = [];
    expect(resolveAttack(manualDice([40, 41, 70, 10]), 1, 0, trace)).toBe(true);
    expect(trace).toHaveLength(4);
    const once: number[] = [];
    expect(resolveAttack(manualDice([40, 40]), 1, 0, once)).toBe(true);
    expect(once).toHaveLength(2);
  });

  it("ruling: both natural 100 (or both natural 1) is a tie, re-rolled (dice 100,100 then 1,1 then 50,20)", () => {
    expect(resolveAttack(manualDice([100, 100, 1, 1, 50, 20]), 0, 0, null)).toBe(true);
  });

  it("units are removed only at the end of the round: both squads lose and nobody wins (dice 60,40 and 70,20)", () => {
    const { outcome, events } = play(mainOnly("a1:50", "b1:50"), [60, 40, 70, 20]);
    expect(events("attack").map((e) => e.attackerWins)).toEqual([true, true]); // b1 still attacked
    expect(events("roundEnd")[0]).toMatchObject({ eliminated: ["a1", "b1"], standing: 0 });
    expect(mainEnd(events)).toMatchObject({ stage: "main", victor: null }); // "all sides are eliminated"
    expect(outcome.winner).toBeNull();
  });

  it("one attack per squad per round, but a squad defends as often as attacked (2 v 1: dice all 30,70 then 60,40)", () => {
    const players = [player("a", "a1:50 a2:50", [{ main: ["a1", "a2"] }]), player("b", "b1:50", [{ main: ["b1"] }])];
    const hold = [30, 70];
    const { events } = play(players, [...hold, ...hold, ...hold, 60, 40, ...hold, ...hold]);
    const round1 = events("attack").filter((e) => e.round === 1);
    expect(round1.map((e) => `${e.attacker}>${e.defender}`)).toEqual(["a1>b1", "a2>b1", "b1>a1"]);
    expect(mainEnd(events)).toMatchObject({ victor: "a" });
  });

  it("a new round begins until one side is left (three rounds of holds, then a win: 12 dice + 4)", () => {
    const hold = [30, 70];
    const { events } = play(mainOnly("a1:50", "b1:50"), [...hold, ...hold, ...hold, ...hold, ...hold, ...hold, 60, 40, ...hold]);
    expect(events("roundEnd")).toHaveLength(4);
    expect(mainEnd(events)).toMatchObject({ victor: "a" });
  });

  it("ruling: a stage that will not end stops after maxRounds with no victor (maxRounds 2, dice 30,70 x4)", () => {
    const hold = [30, 70];
    const players = mainOnly("a1:50", "b1:50");
    const { outcome, events } = play(players, [...hold, ...hold, ...hold, ...hold], { skirmishes: 1, maxRounds: 2 });
    expect(events("roundEnd")).toHaveLength(2);
    expect(outcome.winner).toBeNull();
  });
});

describe("the odds runner's attacks (quietAttack on the source of dice that keep no roll log)", () => {
  const cases: [number[], number, number][] = [
    [[50, 48], -1, 0],
    [[1, 2], 24, 0],
    [[50, 1], -24, 0],
    [[100, 99], -24, 0],
    [[99, 100], 24, 0],
    [[40, 40, 60, 20], 0, 0],
    [[40, 41, 70, 10], 1, 0],
    [[40, 40], 1, 0],
    [[100, 100, 1, 1, 50, 20], 0, 0],
    [[45, 50], 0, -10],
    [[41, 50, 30, 20], 0, -9],
  ];

  it("only dice without a roll log hand out their source: logged rolls must go through Dice", () => {
    const source = seededSource(1);
    expect(quietSource(new Dice(source, false))).toBe(source);
    expect(quietSource(new Dice(source))).toBeNull();
    expect(quietSource(manualDice([1, 2]))).toBeNull();
  });

  it("decides as resolveAttack does, drawing the same dice", () => {
    for (const [faces, mod, defMod] of cases) {
      const logged = manualDice(faces);
      const source = manualSource(faces);
      expect(quietAttack(source, mod, defMod), `${faces} ${mod} ${defMod}`).toBe(resolveAttack(logged, mod, defMod, null));
      expect(source.remaining(), `${faces}`).toBe(0);
      expect(logged.log).toHaveLength(faces.length);
    }
  });

  it("quietWins (1 or 0, worked out without a branch on the totals) agrees with resolveAttack on every pair of d100 faces", () => {
    // 001 Combat, every first pair of faces 1-100 against 1-100 with modifiers from -24 to +24 and the
    // Rear Strike's -10; a tie (equal totals, or two natural 1s or 100s) is followed by 60 v 20
    let checked = 0;
    for (const [mod, defMod] of [
      [0, 0],
      [7, 0],
      [-24, 0],
      [24, -10],
      [-3, -10],
    ] as const) {
      for (let a = 1; a <= 100; a++) {
        for (let d = 1; d <= 100; d++) {
          const logged = manualDice([a, d, 60, 20]);
          const want = resolveAttack(logged, mod, defMod, null) ? 1 : 0;
          const source = manualSource([a, d, 60, 20]);
          expect(quietWins(source, mod, defMod), `${a} v ${d}, ${mod} ${defMod}`).toBe(want);
          expect(source.remaining(), `${a} v ${d}, ${mod} ${defMod}: the same dice drawn`).toBe(logged.log.length === 2 ? 2 : 0);
          checked++;
        }
      }
    }
    expect(checked).toBe(50_000);
  });

  it("typed-in dice that run out or do not fit a d100 fail as Dice fails them, naming the roll", () => {
    const failure = (run: () => unknown): unknown => {
      try {
        run();
      } catch (e) {
        return e;
      }
      return null;
    };
    for (const faces of [[], [50], [101, 50], [50, 0], [40, 40, 0.5]]) {
      const viaDice = failure(() => resolveAttack(manualDice(faces), 0, 0, null));
      const quiet = failure(() => quietAttack(manualSource(faces), 0, 0));
      expect(quiet, `${faces}`).toBeInstanceOf(viaDice instanceof DiceRangeError ? DiceRangeError : DiceExhaustedError);
      expect(quiet, `${faces}`).toEqual(viaDice);
      expect((quiet as Error).message, `${faces}`).toBe((viaDice as Error).message);
    }
    // and a whole battle without any log fails the same way
    const players = mainOnly("a1:50", "b1:50");
    const quietBattle = failure(() => playBenchFighting({ players }, { skirmishes: 1, log: false }, new Dice(manualSource([60, 40, 30]), false)));
    expect(quietBattle).toBeInstanceOf(DiceExhaustedError);
    expect((quietBattle as Error).message).toBe("Bench Fighting: defender: more dice are needed than were entered");
  });
});
