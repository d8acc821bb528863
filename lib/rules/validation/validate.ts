// validateRoster: every broken rule of the vehicle campaign, each with its own message.
import type { Roster } from "../roster/schema";
import { rosterSchema } from "../roster/schema";
import { balance, ledgerMismatches } from "../ledger";
import { validateCrews } from "./crew";
import { validateWeapons } from "./weapons";
import { validateUpgrades } from "./upgrades";
import { issue, type RosterIssue } from "./issues";

function validateIds(roster: Roster): RosterIssue[] {
  const out: RosterIssue[] = [];
  const check = (ids: string[], path: (i: number) => (string | number)[], what: string) => {
    const seen = new Set<string>();
    ids.forEach((id, i) => {
      if (seen.has(id)) out.push(issue("duplicate-id", path(i), `Two ${what} share the id "${id}".`));
      seen.add(id);
    });
  };
  check(
    roster.fighters.map((f) => f.id),
    (i) => ["fighters", i, "id"],
    "fighters",
  );
  check(
    roster.vehicles.map((v) => v.id),
    (i) => ["vehicles", i, "id"],
    "vehicles",
  );
  roster.vehicles.forEach((v, vi) =>
    check(
      v.weapons.map((w) => w.id),
      (i) => ["vehicles", vi, "weapons", i, "id"],
      `weapons on ${v.name}`,
    ),
  );
  return out;
}

function validateCredits(roster: Roster): RosterIssue[] {
  const out: RosterIssue[] = [];
  roster.ledger.forEach((e, i) => {
    if (e.balanceAfter < 0)
      out.push(issue("credits-below-zero", ["ledger", i], `${e.reason} leaves the gang at ${e.balanceAfter} credits: credits cannot go below zero.`));
    // only the opening entry can stand for older entries kept outside the roster (compactLedger)
    if (i > 0 && e.carried !== undefined)
      out.push(issue("ledger-mismatch", ["ledger", i, "carried"], `${e.reason}: only the first entry of the ledger can bring older entries forward.`));
  });
  for (const m of ledgerMismatches(roster.ledger)) {
    const e = roster.ledger[m.index]!;
    out.push(issue("ledger-mismatch", ["ledger", m.index, "balanceAfter"], `${e.reason}: the balance should be ${m.expected} credits, not ${e.balanceAfter}.`));
  }
  return out;
}

export function validateRoster(roster: Roster): RosterIssue[] {
  return [...validateIds(roster), ...validateCrews(roster), ...validateWeapons(roster), ...validateUpgrades(roster), ...validateCredits(roster)];
}

/** Reads a stored or imported roster: its shape first (zod), then the rules. */
export function parseRoster(data: unknown): { ok: true; roster: Roster; issues: RosterIssue[] } | { ok: false; issues: RosterIssue[] } {
  const parsed = rosterSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) =>
        issue(
          "invalid-roster",
          i.path.map((p) => (typeof p === "number" ? p : String(p))),
          i.message,
        ),
      ),
    };
  }
  return { ok: true, roster: parsed.data, issues: validateRoster(parsed.data) };
}

export const credits = (roster: Pick<Roster, "ledger">) => balance(roster.ledger);
