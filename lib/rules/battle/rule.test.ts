import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { applyRule, refuse, rule, unwrap } from "./rule";
import { cited } from "./testing";

const r = rule("example", "003 Example", "An example rule.");
const inner = rule("inner", "003 Inner", "A rule inside another.");

describe("a rule's answer: result, dice and rule, or a refusal", () => {
  it("returns the result with the dice rolled and the rule (dice 4)", () => {
    const d = manualDice([4]);
    const out = applyRule(r, d, () => d.d6("a die"));
    expect(out).toMatchObject({ ok: true, rule: r, result: 4, also: [] });
    expect(out.dice).toEqual([{ purpose: "a die", dice: "D6", faces: [4], result: 4 }]);
  });
  it("a typed die that is no face of the die is refused, naming the roll (dice 7)", () => {
    const d = manualDice([7]);
    const out = applyRule(r, d, () => d.d6("Thrust test 1"));
    expect(out).toMatchObject({ ok: false, code: "dice-out-of-range", rule: r });
    expect(!out.ok && out.message).toMatch(/Thrust test 1: 7 is not a result of a 6-sided die/);
  });
  it("too few typed dice are refused as missing (no dice)", () => {
    const d = manualDice([]);
    expect(applyRule(r, d, () => d.d6("Clip"))).toMatchObject({ ok: false, code: "dice-missing" });
  });
  it("a rule body refuses with its own code and rule, keeping the dice already rolled (dice 2)", () => {
    const d = manualDice([2]);
    const out = applyRule(r, d, () => {
      d.d6("first");
      return refuse("not-allowed", "No.", inner);
    });
    expect(out).toMatchObject({ ok: false, code: "not-allowed", rule: inner, message: "No." });
    expect(out.dice).toHaveLength(1);
  });
  it("a rule without dice rolls nothing; other errors are not swallowed", () => {
    expect(applyRule(r, null, () => 1)).toMatchObject({ ok: true, dice: [] });
    expect(() =>
      applyRule(r, null, () => {
        throw new TypeError("bug");
      }),
    ).toThrow(TypeError);
  });
  it("a rule used inside another is cited with it; its refusal refuses the whole", () => {
    const outer = applyRule(r, null, (ctx) => {
      ctx.also(inner);
      ctx.also(inner);
      return unwrap(
        applyRule(rule("x", "003 X", "x"), null, (c) => {
          c.also(rule("y", "003 Y", "y"));
          return 1;
        }),
        ctx,
      );
    });
    expect(cited(outer)).toEqual(["example", "inner", "x", "y"]);
    const failing = applyRule(r, null, (ctx) =>
      unwrap(
        applyRule(inner, null, () => refuse("thrust-limit", "Three at most.")),
        ctx,
      ),
    );
    expect(failing).toMatchObject({ ok: false, code: "thrust-limit", rule: inner });
  });
});

describe("a rule's dice and refusals as the player sees them", () => {
  it("a rule's dice are its own, not those rolled before it on the same dice (dice 3, then 5)", () => {
    const d = manualDice([3, 5]);
    d.d6("an earlier roll");
    const out = applyRule(r, d, () => d.d6("this rule's roll"));
    expect(out.dice.map((x) => x.purpose)).toEqual(["this rule's roll"]);
  });
  it("too few typed dice: the message names the roll that was missing", () => {
    const d = manualDice([]);
    const out = applyRule(r, d, () => d.d6("Clip"));
    expect(!out.ok && out.message).toBe("This roll needs more dice than were typed in (Clip).");
  });
});
