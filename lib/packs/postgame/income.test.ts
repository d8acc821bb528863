import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { balance } from "../../rules/ledger";
import { validateRoster } from "../../rules/validation/validate";
import { DEFAULT_PACK } from "../default-pack";
import { collectIncome } from "./income";
import { recruitReminders } from "./reminders";
import { fighter, packGang } from "./test-gang";

describe("income by the campaign's rule, into the ledger", () => {
  it("by result (placeholder 30 / 20 / 10): a win", () => {
    const before = packGang();
    const res = collectIncome(before, DEFAULT_PACK, { result: "win" }, manualDice([]));
    expect(res.roster.ledger.at(-1)).toEqual({ reason: "Income after the battle (win)", amount: 30, balanceAfter: balance(before.ledger) + 30 });
    expect([res.changes[0]!.text, res.rows, res.log]).toEqual(["30 credits of income for a win.", [], []]);
    expect(validateRoster(res.roster)).toEqual([]);
  });
  it("a rule giving nothing for a loss adds no ledger entry", () => {
    const pack = { ...DEFAULT_PACK, income: { kind: "by-result" as const, win: 30, draw: 10, loss: 0 } };
    const res = collectIncome(packGang(), pack, { result: "loss" }, manualDice([]));
    expect([res.roster.ledger, res.changes[0]!.text]).toEqual([packGang().ledger, "No income for a loss."]);
  });
  it("a dice expression: D6x10+5 with a 4 is 45 credits, the roll shown", () => {
    const pack = { ...DEFAULT_PACK, income: { kind: "dice" as const, roll: "D6x10+5" } };
    const res = collectIncome(packGang(), pack, { result: "draw" }, manualDice([4]));
    expect(res.roster.ledger.at(-1)!.amount).toBe(45);
    expect(res.rows).toEqual([{ table: "Income", dice: "D6", roll: 4, from: 4, to: 4, name: "45 credits" }]);
    expect(res.log).toEqual([{ purpose: "Income", dice: "D6", faces: [4], result: 4 }]);
    expect(res.changes[0]!.text).toBe("D6x10+5 rolled 4: 45 credits of income.");
  });
  it("refuses a pack with no income rule, or a roll it cannot read", () => {
    expect(collectIncome(packGang(), { ...DEFAULT_PACK, income: null }, { result: "win" }, manualDice([])).issues[0]!.message).toBe(
      'The pack "Starter pack (placeholder)" has no income rule.',
    );
    expect(collectIncome(packGang(), { ...DEFAULT_PACK, income: { kind: "dice", roll: "lots" } }, { result: "win" }, manualDice([])).issues[0]!.code).toBe(
      "not-allowed",
    );
  });
});

describe("the reminder to recruit where a role is empty", () => {
  it("a gang filling every role the pack asks for gets none (custom-type fighters count for their role)", () => {
    expect(recruitReminders(packGang(), DEFAULT_PACK).notices).toEqual([]);
  });
  it("the Leader dead: recruit a Boss; one of two Gangers dead: recruit a Recruit", () => {
    const r = packGang();
    fighter(r, "boss").status = "dead";
    fighter(r, "snag").status = "retired";
    const res = recruitReminders(r, DEFAULT_PACK);
    expect(res.notices).toEqual([
      { code: "recruit-for-role", message: "The gang has no Leader and needs at least 1: recruit a Boss." },
      { code: "recruit-for-role", message: "The gang has 1 Ganger and needs at least 2: recruit a Recruit." },
    ]);
    expect([res.roster, res.changes]).toEqual([r, []]);
  });
  it("counts what is missing when several are", () => {
    const r = packGang();
    for (const id of ["grot", "snag"]) fighter(r, id).status = "dead";
    expect(recruitReminders(r, DEFAULT_PACK).notices[0]!.message).toBe("The gang has no Ganger and needs at least 2: recruit 2 Recruit.");
  });
});
