import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { LedgerEntry } from "./roster/schema";
import { appendEntry, balance, earn, ledgerMismatches, spend } from "./ledger";

describe("credits ledger", () => {
  it("records reason, amount and balance after", () => {
    const a = earn([], "Starting credits", 1000);
    expect(a).toEqual({ ok: true, ledger: [{ reason: "Starting credits", amount: 1000, balanceAfter: 1000 }], entry: { reason: "Starting credits", amount: 1000, balanceAfter: 1000 } });
    const b = a.ok ? spend(a.ledger, "Bought Grunt Truck", 200) : a;
    expect(b.ok && b.ledger.map((e) => e.balanceAfter)).toEqual([1000, 800]);
    expect(b.ok && balance(b.ledger)).toBe(800);
  });
  it("refuses to go below zero and states the shortfall", () => {
    const r = spend([{ reason: "Start", amount: 30, balanceAfter: 30 }], "Rogue Techpriest visit", 50);
    expect(r).toEqual({ ok: false, shortfall: 20, message: "Rogue Techpriest visit costs 50 credits but the gang has only 30: 20 credits short." });
  });
  it("refuses fractions of a credit", () => expect(() => appendEntry([], "x", 1.5)).toThrow(RangeError));
  it("finds entries whose balance does not add up", () => {
    expect(ledgerMismatches([{ reason: "a", amount: 10, balanceAfter: 10 }, { reason: "b", amount: 5, balanceAfter: 20 }, { reason: "c", amount: 1, balanceAfter: 21 }])).toEqual([{ index: 1, expected: 15 }]);
  });
  it("property: no sequence of appends leaves the balance below zero, and every balance adds up", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: -300, max: 300 })), (amounts) => {
      let ledger: LedgerEntry[] = [];
      for (const a of amounts) {
        const r = appendEntry(ledger, "change", a);
        if (r.ok) ledger = r.ledger;
        else expect(r.shortfall).toBe(-(balance(ledger) + a));
      }
      expect(ledger.every((e) => e.balanceAfter >= 0)).toBe(true);
      expect(ledgerMismatches(ledger)).toEqual([]);
    }));
  });
});
