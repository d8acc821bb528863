// 001 Forward Scout, Flanks, First Strike, Survivors, Rear Strike: each with the dice it rolls.
// Within a round players attack in setup order, each squad from the most points down, on the
// enemy of the same rank (heuristics.targetRank); attacker's d100 first, then the defender's.
import { describe, expect, it } from "vitest";
import { mainEnd, play, player } from "./test-helpers";

const hold = [30, 70];
const win = [60, 40];

describe("001 Forward Scout Reconnaissance", () => {
  it("no squads in the forward scout position: no winner of the stage, no dice rolled (main fight dice 60,40 30,70)", () => {
    const { events } = play([player("a", "a1:50", [{ main: ["a1"] }]), player("b", "b1:50", [{ main: ["b1"] }])], [...win, ...hold]);
    expect(events("stageEnd").find((e) => e.stage === "scout")).toMatchObject({ victor: null });
    expect(events("firstStrikeGranted")).toHaveLength(0);
  });

  it("only one player has scouts: that player wins without a roll and its survivors get First Strike", () => {
    // a1 scouts alone (no dice); it joins the left flank (001: "to the left flank or the right flank")
    const a = player("a", "a1:50 a2:50 a3:50", [{ scout: ["a1"], left: ["a2"], main: ["a3"] }]);
    const b = player("b", "b2:50 b3:50", [{ left: ["b2"], main: ["b3"] }]);
    // First Strike a1>b2 60,40 (removed); main: a3>b3 hold, a2>b3 rear strike 45,50; b3>a3 hold
    const { events, rolls } = play([a, b], [...win, ...hold, 45, 50, ...hold]);
    expect(events("stageEnd").find((e) => e.stage === "scout")).toMatchObject({ victor: "a", survivors: 50 });
    expect(events("firstStrikeGranted")[0]).toMatchObject({ flank: "left", squad: "a1" });
    expect(rolls).toBe(8);
  });
});

describe("001 First Strike", () => {
  it("one scout squad attacks one enemy squad before the round; if it wins the defender is removed at once (dice 60,40)", () => {
    const a = player("a", "a1:50 a2:50 a3:50", [{ scout: ["a1"], left: ["a2"], main: ["a3"] }]);
    const b = player("b", "b2:50 b4:40 b3:50", [{ left: ["b2", "b4"], main: ["b3"] }]);
    // First Strike a1>b2 60,40. Round 1: a2>b4 hold, a1>b4 hold, b4>a2 hold (b2 is already gone).
    // Round 2: a2>b4 60,40, a1>b4 hold, b4>a2 hold. Main: a3>b3 60,40; a2 (rear) > b3 hold; b3>a3 hold.
    const dice = [...win, ...hold, ...hold, ...hold, ...win, ...hold, ...hold, ...win, ...hold, ...hold];
    const { events } = play([a, b], dice);
    const [strike] = events("firstStrike");
    expect(strike).toMatchObject({ attacker: "a1", defender: "b2", round: 0, attackerWins: true });
    const round1 = events("attack").filter((e) => e.stage === "left" && e.round === 1);
    expect(round1.map((e) => e.attacker)).toEqual(["a2", "a1", "b4"]); // b2 never attacks
    // ruling: the survivors' points difference uses the stage as it began, before First Strike:
    // 100 v 90 keeps 10 (not 100 v 40)
    expect(events("stageEnd").find((e) => e.stage === "left")).toMatchObject({ victor: "a", survivors: 10, salvaged: { a2: 10 } });
  });

  it("ruling: a losing first striker is unharmed and attacks again in round 1 (dice 30,70 then 60,40 ...)", () => {
    const a = player("a", "a1:50 a2:50 a3:50", [{ scout: ["a1"], left: ["a2"], main: ["a3"] }]);
    const b = player("b", "b2:50 b3:50", [{ left: ["b2"], main: ["b3"] }]);
    // First Strike a1>b2 holds. Round 1: a2>b2 60,40; a1>b2 hold; b2>a2 hold.
    // Main (a2 salvaged, from the rear): a3>b3 60,40; a2>b3 30,70; b3>a3 hold
    const { events } = play([a, b], [...hold, ...win, ...hold, ...hold, ...win, ...hold, ...hold]);
    expect(events("firstStrike")[0]).toMatchObject({ attackerWins: false });
    expect(
      events("attack")
        .filter((e) => e.stage === "left")
        .map((e) => e.attacker),
    ).toEqual(["a2", "a1", "b2"]);
  });
});

describe("001 Left and Right Flank", () => {
  it("left meets left and right meets right, each resolved separately (left 60,40 30,70; right 60,40 30,70; main)", () => {
    const a = player("a", "a1:50 a2:50 a3:50", [{ left: ["a1"], right: ["a2"], main: ["a3"] }]);
    const b = player("b", "b1:50 b2:50 b3:50", [{ left: ["b1"], right: ["b2"], main: ["b3"] }]);
    const { events } = play([a, b], [...win, ...hold, ...win, ...hold, ...win, ...hold]);
    const pairs = events("attack").map((e) => `${e.stage}:${e.attacker}>${e.defender}`);
    expect(pairs).toEqual(["left:a1>b1", "left:b1>a1", "right:a2>b2", "right:b2>a2", "main:a3>b3", "main:b3>a3"]);
  });

  it("only one player on a flank wins it without a roll; survivors join the main force with Rear Strike", () => {
    const a = player("a", "a1:40 a3:50", [{ right: ["a1"], main: ["a3"] }]);
    const b = player("b", "b3:50", [{ main: ["b3"] }]);
    // main: a3>b3 hold; a1 (rear, 40 v 50: -1) > b3: 45,50 -> 44 v 40, b3 loses; b3>a3 hold
    const { events } = play([a, b], [...hold, 45, 50, ...hold]);
    expect(events("stageEnd").find((e) => e.stage === "right")).toMatchObject({ victor: "a", survivors: 40 });
    expect(events("rearStrike")[0]).toMatchObject({ player: "a", flank: "right" });
    expect(mainEnd(events)).toMatchObject({ victor: "a" });
  });
});

describe("salvaged squads", () => {
  it("ruling: a salvaged partial squad fights at its salvaged points (a1 kept at 20 attacks 50 at -3)", () => {
    const a = player("a", "a1:50 a3:50", [{ left: ["a1"], main: ["a3"] }]);
    const b = player("b", "b1:30 b3:50", [{ left: ["b1"], main: ["b3"] }]);
    // left: a1>b1 60,40 (+2); b1>a1 30,70. a1 kept at min(50, 50-30) = 20.
    // main: a3>b3 30,70; a1 (20, from the rear) > b3: 45,50 -> 42 v 40; b3>a3 30,70
    const { events } = play([a, b], [...win, ...hold, ...hold, 45, 50, ...hold]);
    expect(events("attack").find((e) => e.stage === "main" && e.attacker === "a1")).toMatchObject({ modifier: -3, defenderModifier: -10, attackerWins: true });
  });
});

describe("001 Rear Strike", () => {
  it("defenders to rear strike attacks get -10 (45 v 50 becomes 45 v 40, a win)", () => {
    const a = player("a", "a1:50 a3:50", [{ left: ["a1"], main: ["a3"] }]);
    const b = player("b", "b3:50", [{ main: ["b3"] }]);
    // main: a3>b3 hold (30,70); a1>b3 from the rear 45,50; b3>a3 hold
    const { events } = play([a, b], [...hold, 45, 50, ...hold]);
    const rear = events("attack").find((e) => e.attacker === "a1");
    expect(rear).toMatchObject({ defenderModifier: -10, attackerWins: true });
  });

  it("ruling: the penalty holds for every round of the main fight, not only the first (round 2: 45,50 again)", () => {
    const a = player("a", "a1:50 a3:50", [{ left: ["a1"], main: ["a3"] }]);
    const b = player("b", "b3:50", [{ main: ["b3"] }]);
    // round 1: all hold; round 2: a3 hold, a1 45,50 (a win only with -10), b3 hold
    const { events } = play([a, b], [...hold, 10, 90, ...hold, ...hold, 45, 50, ...hold]);
    expect(
      events("attack")
        .filter((e) => e.attacker === "a1")
        .map((e) => [e.round, e.attackerWins]),
    ).toEqual([
      [1, false],
      [2, true],
    ]);
  });
});

describe("001 Survivors", () => {
  it("the lesser of the standing points and the difference with the next highest: 100 v 60 keeps 40 (dice 60,40 30,70)", () => {
    const { events } = play([player("a", "a1:100", [{ main: ["a1"] }]), player("b", "b1:60", [{ main: ["b1"] }])], [...win, ...hold]);
    expect(mainEnd(events)).toMatchObject({ victor: "a", standing: 100, survivors: 40, salvaged: { a1: 40 } });
  });

  it("squads that cannot be salvaged are lost: 100 + 20 v 60 keeps a1 at 60, a2 is lost (dice 60,40 30,70 30,70)", () => {
    const a = player("a", "a1:100 a2:20", [{ main: ["a1", "a2"] }]);
    const { events } = play([a, player("b", "b1:60", [{ main: ["b1"] }])], [...win, ...hold, ...hold]);
    expect(mainEnd(events)).toMatchObject({ survivors: 60, salvaged: { a1: 60 }, lost: ["a2"] });
  });

  it("ruling: the difference is a size, so an outnumbered winner keeps it: 30 v 50 keeps 20 (dice 90,10 10,90)", () => {
    const { events } = play([player("a", "a1:30", [{ main: ["a1"] }]), player("b", "b1:50", [{ main: ["b1"] }])], [90, 10, 10, 90]);
    expect(mainEnd(events)).toMatchObject({ victor: "a", survivors: 20, salvaged: { a1: 20 } });
  });
});
