// 003 asks for credits kept as a ledger: every change is an entry (reason, amount, balance after),
// never a bare number edit, and a gang never spends credits it does not have.
import type { LedgerEntry } from "./roster/schema";

export type LedgerResult =
  | { ok: true; ledger: LedgerEntry[]; entry: LedgerEntry }
  | { ok: false; shortfall: number; message: string };

export function balance(ledger: readonly LedgerEntry[]): number {
  return ledger.length === 0 ? 0 : ledger[ledger.length - 1]!.balanceAfter;
}

/**
 * Adds an entry. A spend that would leave the gang below zero is refused, saying how many
 * credits short it is; the ledger passed in is never changed. `what` names the spend in the refusal
 * when the entry's reason is worded as done ("Bought Grunt Truck" → "Buying Grunt Truck").
 */
export function appendEntry(ledger: readonly LedgerEntry[], reason: string, amount: number, what = reason): LedgerResult {
  if (!Number.isInteger(amount)) throw new RangeError(`${reason}: ${amount} is not a whole number of credits`);
  const before = balance(ledger);
  const after = before + amount;
  if (after < 0) {
    const shortfall = -after;
    return { ok: false, shortfall, message: `${what} costs ${-amount} credits but the gang has only ${before}: ${shortfall} credits short.` };
  }
  const entry = { reason, amount, balanceAfter: after };
  return { ok: true, ledger: [...ledger, entry], entry };
}

export const earn = (ledger: readonly LedgerEntry[], reason: string, credits: number) => appendEntry(ledger, reason, Math.abs(credits));
export const spend = (ledger: readonly LedgerEntry[], reason: string, credits: number) => appendEntry(ledger, reason, -Math.abs(credits));

/** Credits coming in (salvage, income) can never be refused, so this returns the new ledger. */
export function credit(ledger: readonly LedgerEntry[], reason: string, credits: number): LedgerEntry[] {
  return [...ledger, { reason, amount: Math.abs(credits), balanceAfter: balance(ledger) + Math.abs(credits) }];
}

/** Entries whose balance does not follow from the one before, with the balance they should show. */
export function ledgerMismatches(ledger: readonly LedgerEntry[]): { index: number; expected: number }[] {
  const out: { index: number; expected: number }[] = [];
  let running = 0;
  ledger.forEach((e, index) => {
    running += e.amount;
    if (e.balanceAfter !== running) out.push({ index, expected: running });
    running = e.balanceAfter;
  });
  return out;
}
