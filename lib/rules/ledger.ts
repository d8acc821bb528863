// 003 asks for credits kept as a ledger: every change is an entry (reason, amount, balance after),
// never a bare number edit, and a gang never spends credits it does not have.
import type { LedgerEntry } from "./roster/schema";

export type LedgerResult = { ok: true; ledger: LedgerEntry[]; entry: LedgerEntry } | { ok: false; shortfall: number; message: string };

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

/** A long ledger is cut back to this many recent entries once it passes `LEDGER_MAX`. */
export const LEDGER_KEEP = 40;
export const LEDGER_MAX = 60;

/** How many older entries the ledger's first entry stands for (0 when nothing was carried). */
export const carriedCount = (ledger: readonly LedgerEntry[]) => ledger[0]?.carried ?? 0;

export interface CompactedLedger {
  ledger: LedgerEntry[];
  /** Entries moved out, each with its position in the gang's whole ledger (0 = the first ever). */
  moved: { position: number; entry: LedgerEntry }[];
}

/**
 * Keeps the roster's ledger bounded however long the campaign runs: past `max` entries, all but
 * the `keep` most recent move out and one "brought forward" entry opens the ledger, carrying
 * their total so every balance still adds up. The balance (the last entry) never changes.
 */
export function compactLedger(ledger: readonly LedgerEntry[], max = LEDGER_MAX, keep = LEDGER_KEEP): CompactedLedger {
  if (ledger.length <= max) return { ledger: [...ledger], moved: [] };
  const carried = carriedCount(ledger);
  const own = carried ? ledger.slice(1) : ledger;
  const out = own.slice(0, own.length - keep);
  const moved = out.map((entry, i) => ({ position: carried + i, entry }));
  const total = carried + out.length;
  const opening = out[out.length - 1]!.balanceAfter;
  const broughtForward: LedgerEntry = { reason: `Brought forward from ${total} earlier entries`, amount: opening, balanceAfter: opening, carried: total };
  return { ledger: [broughtForward, ...own.slice(own.length - keep)], moved };
}
