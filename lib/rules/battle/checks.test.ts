import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { citeTest, DEFAULT_TEST_RULES, describeTest, pickAtRandom, rollSide, takeTest, testFor, testTarget } from "./checks";
import { testOf } from "./testing";

describe("tests 003 asks for (the base rules' way of rolling them is data)", () => {
  it("ruling: Cl 7 is 7+ on 2D6: 3 and 4 pass, 3 and 3 fail", () => {
    expect(takeTest(testOf("Cl", 7), manualDice([3, 4]), "Cl").passed).toBe(true);
    expect(takeTest(testOf("Cl", 7), manualDice([3, 3]), "Cl").passed).toBe(false);
  });
  it("003 Annoying Squeak: -1 Cl makes Cl 7 need 8 (dice 3, 4 fail)", () => {
    const t = testOf("Cl", 7, [{ why: "Annoying Squeak", value: -1 }]);
    expect(testTarget(t)).toBe(8);
    expect(takeTest(t, manualDice([3, 4]), "Cl")).toMatchObject({ target: 8, passed: false, rolls: [7] });
  });
  it("ruling: I 3 is 3+ on a D6 (dice 3 passes, 2 fails)", () => {
    expect(takeTest(testOf("I", 3), manualDice([3]), "I").passed).toBe(true);
    expect(takeTest(testOf("I", 3), manualDice([2]), "I").passed).toBe(false);
  });
  it("003 Steering Jams: Strength is rolled at or under on a D6 (S 3: dice 3 passes, 4 fails; +1 makes 4 pass)", () => {
    expect(takeTest(testOf("S", 3), manualDice([3]), "S").passed).toBe(true);
    expect(takeTest(testOf("S", 3), manualDice([4]), "S").passed).toBe(false);
    expect(takeTest(testOf("S", 3, [{ why: "x", value: 1 }]), manualDice([4]), "S")).toMatchObject({ target: 4, passed: true });
  });
  it("003 Pimped out / Shadow: a failed test is taken again and the second roll stands (dice 1,1 then 4,4)", () => {
    const r = takeTest(testOf("Cl", 7, [], "Pimped out"), manualDice([1, 1, 4, 4]), "Cl");
    expect(r).toMatchObject({ rolls: [2, 8], passed: true });
    expect(describeTest(r)).toBe("Cl test needing 7+: rolled 2, then 8, passed");
    expect(describeTest(takeTest(testOf("S", 3), manualDice([5]), "S"))).toBe("S test needing 3 or under: rolled 5, failed");
  });
  it("a test built from a stat line drops modifiers of 0", () => {
    const stats = { Cl: 6, I: 4, Int: 8, S: 3, Ld: 7, Wil: 7 };
    expect(testFor(stats, "Int", DEFAULT_TEST_RULES, [{ why: "none", value: 0 }])).toEqual({
      stat: "Int",
      value: 8,
      roll: { dice: "2D6", pass: "at-least" },
      modifiers: [],
      reroll: null,
    });
  });
});

describe("random choices", () => {
  it("003 random side: D6 1-3 left, 4-6 right (dice 3, 4)", () => {
    expect(rollSide(manualDice([3]), "swerve")).toBe("left");
    expect(rollSide(manualDice([4]), "swerve")).toBe("right");
  });
  it("ruling: a random one of three takes two faces each (dice 1, 4, 6)", () => {
    expect([1, 4, 6].map((f) => pickAtRandom(["a", "b", "c"], manualDice([f]), "who"))).toEqual(["a", "b", "c"]);
  });
  it("ruling: a random one of five rolls a 6 again (dice 6 then 2)", () => {
    const d = manualDice([6, 2]);
    expect(pickAtRandom(["a", "b", "c", "d", "e"], d, "who")).toBe("b");
    expect(d.log).toHaveLength(2);
  });
  it("ruling: more than six are picked on a D66 read as 1-36 (eight: 11 is the first, 16 the second, 66 rolled again then 44)", () => {
    const eight = ["a", "b", "c", "d", "e", "f", "g", "h"];
    expect(pickAtRandom(eight, manualDice([1, 1]), "who")).toBe("a");
    expect(pickAtRandom(eight, manualDice([1, 6]), "who")).toBe("b");
    expect(pickAtRandom(eight, manualDice([6, 6, 4, 4]), "who")).toBe("f");
  });
  it("one item needs no die; none is a programming error", () => {
    expect(pickAtRandom(["only"], manualDice([]), "who")).toBe("only");
    expect(() => pickAtRandom([], manualDice([1]), "who")).toThrow(RangeError);
  });
});

describe("tests and random choices: the edges", () => {
  const squeak = { id: "annoying-squeak", cite: "003 Permanent damage: Annoying Squeak", explain: "x" };
  const shadow = { id: "shadow", cite: "003 Driving skills: Shadow", explain: "x" };
  it("003 Shadow: a test built with a re-roll keeps its why and its rule; citeTest cites the modifiers' rules and the re-roll's", () => {
    const stats = { Cl: 6, I: 4, Int: 8, S: 3, Ld: 7, Wil: 7 };
    const t = testFor(
      stats,
      "Cl",
      DEFAULT_TEST_RULES,
      [
        { why: "Squeak", value: -1, rule: squeak },
        { why: "plain", value: 1 },
      ],
      { why: "Shadow", rule: shadow },
    );
    expect(t).toMatchObject({ reroll: "Shadow", rerollRule: shadow, modifiers: [{ why: "Squeak" }, { why: "plain" }] });
    expect("rerollRule" in testFor(stats, "Cl", DEFAULT_TEST_RULES, [], { why: "Pimped out" })).toBe(false);
    const cited: string[] = [];
    citeTest({ also: (r) => cited.push(r.id) }, t);
    expect(cited).toEqual(["annoying-squeak", "shadow"]);
  });
  it("a passed test is not taken again (dice 4, 4 with a re-roll); the rolls are named by the purpose given", () => {
    const d = manualDice([4, 4]);
    expect(takeTest(testOf("Cl", 7, [], "Shadow"), d, "Rig: Cl").rolls).toEqual([8]);
    expect(d.log.map((e) => [e.purpose, e.dice])).toEqual([["Rig: Cl", "2D6"]]);
    const i = manualDice([2]);
    takeTest(testOf("I", 3), i, "Grot: I");
    expect(i.log.map((e) => [e.purpose, e.dice])).toEqual([["Grot: I", "D6"]]);
  });
  it("003 Steering Jams: a -1 on a Strength test makes it harder (S 3 needs 2 or under: dice 3 fails)", () => {
    expect(takeTest(testOf("S", 3, [{ why: "x", value: -1 }]), manualDice([3]), "S")).toMatchObject({ target: 2, passed: false, pass: "at-most" });
    expect(describeTest(takeTest(testOf("I", 3), manualDice([2]), "I"))).toBe("I test needing 3+: rolled 2, failed");
  });
  it("003 random side: the purpose names the faces (dice 1)", () => {
    const d = manualDice([1]);
    rollSide(d, "Rig swerves");
    expect(d.log[0]?.purpose).toBe("Rig swerves (1-3 left, 4-6 right)");
  });
  it("ruling: six items take a face each (dice 6: the sixth); seven are picked on a D66, five faces each (dice 1, 5: the first; 2, 1: the second; 66 rolled again, then 65: the seventh)", () => {
    expect(pickAtRandom(["a", "b", "c", "d", "e", "f"], manualDice([6]), "who")).toBe("f");
    const seven = ["a", "b", "c", "d", "e", "f", "g"];
    expect(pickAtRandom(seven, manualDice([1, 5]), "who")).toBe("a");
    expect(pickAtRandom(seven, manualDice([2, 1]), "who")).toBe("b");
    expect(pickAtRandom(seven, manualDice([6, 6, 6, 5]), "who")).toBe("g");
    const two = manualDice([3]);
    expect(pickAtRandom(["a", "b"], two, "Crew hit")).toBe("a");
    expect(two.log.map((e) => e.purpose)).toEqual(["Crew hit"]);
    expect(() => pickAtRandom([], manualDice([1]), "who")).toThrow("who: nothing to pick from");
  });
});

describe("a test built with no modifiers given", () => {
  it("has none, so its target is the stat itself (Cl 6: 6+)", () => {
    const t = testFor({ Cl: 6, I: 4, Int: 8, S: 3, Ld: 7, Wil: 7 }, "Cl", DEFAULT_TEST_RULES);
    expect(t.modifiers).toEqual([]);
    expect(testTarget(t)).toBe(6);
  });
});
