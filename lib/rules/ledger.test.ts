import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { LedgerEntry } from "./roster/schema";
import { appendEntry, balance, carriedCount, compactLedger, credit, earn, LEDGER_KEEP, LEDGER_MAX, ledgerMismatches, spend } from "./ledger";

describe("credits ledger", () => {
  it("records reason, amount and balance after", () => {
    const a = earn([], "Starting credits", 1000);
    expect(a).toEqual({
      ok: true,
      ledger: [{ reason: "Starting credits", amount: 1000, balanceAfter: 1000 }],
      entry: { reason: "Starting credits", amount: 1000, balanceAfter: 1000 },
    });
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
    expect(
      ledgerMismatches([
        { reason: "a", amount: 10, balanceAfter: 10 },
        { reason: "b", amount: 5, balanceAfter: 20 },
        { reason: "c", amount: 1, balanceAfter: 21 },
      ]),
    ).toEqual([{ index: 1, expected: 15 }]);
  });
  it("property: no sequence of appends leaves the balance below zero, and every balance adds up", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -300, max: 300 })), (amounts) => {
        let ledger: LedgerEntry[] = [];
        for (const a of amounts) {
          const r = appendEntry(ledger, "change", a);
          if (r.ok) ledger = r.ledger;
          else expect(r.shortfall).toBe(-(balance(ledger) + a));
        }
        expect(ledger.every((e) => e.balanceAfter >= 0)).toBe(true);
        expect(ledgerMismatches(ledger)).toEqual([]);
      }),
    );
  });
});

describe("a bounded ledger (the roster keeps the recent entries, older ones move out)", () => {
  const long = (n: number) => {
    let ledger: LedgerEntry[] = [];
    for (let i = 1; i <= n; i++) ledger = credit(ledger, `Income ${i}`, i);
    return ledger;
  };

  it("a ledger up to the limit stays as it is", () => {
    const ledger = long(LEDGER_MAX);
    expect(compactLedger(ledger)).toEqual({ ledger, moved: [] });
    expect(carriedCount(ledger)).toBe(0);
  });

  it("past the limit the oldest entries move out behind one brought-forward entry; balance and sums still add up", () => {
    const ledger = long(LEDGER_MAX + 1);
    const c = compactLedger(ledger);
    const out = LEDGER_MAX + 1 - LEDGER_KEEP;
    expect(c.ledger).toHaveLength(LEDGER_KEEP + 1);
    expect(c.ledger[0]).toEqual({
      reason: `Brought forward from ${out} earlier entries`,
      amount: ledger[out - 1]!.balanceAfter,
      balanceAfter: ledger[out - 1]!.balanceAfter,
      carried: out,
    });
    expect(c.moved.map((m) => m.position)).toEqual(Array.from({ length: out }, (_, i) => i));
    expect(c.moved.map((m) => m.entry)).toEqual(ledger.slice(0, out));
    expect(balance(c.ledger)).toBe(balance(ledger));
    expect(ledgerMismatches(c.ledger)).toEqual([]);
    expect(carriedCount(c.ledger)).toBe(out);
  });

  it("a second cut carries on numbering after the first and folds the old brought-forward entry in", () => {
    const first = compactLedger(long(LEDGER_MAX + 1)).ledger;
    const grown = [...first];
    let ledger = grown;
    for (let i = 0; i < LEDGER_MAX; i++) ledger = credit(ledger, "More", 1);
    const again = compactLedger(ledger);
    const carried = carriedCount(first);
    expect(again.moved[0]!.position).toBe(carried);
    expect(again.moved[0]!.entry).toEqual(first[1]);
    expect(carriedCount(again.ledger)).toBe(carried + again.moved.length);
    expect(balance(again.ledger)).toBe(balance(ledger));
    expect(ledgerMismatches(again.ledger)).toEqual([]);
  });
});

describe("credits ledger: edge cases", () => {
  it("a part credit is refused naming the entry and the amount", () => {
    expect(() => appendEntry([], "Bounty", 1.5)).toThrow(new RangeError("Bounty: 1.5 is not a whole number of credits"));
  });
  it("an empty ledger carries nothing", () => expect(carriedCount([])).toBe(0));
});
