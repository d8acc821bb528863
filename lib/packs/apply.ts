// A change to a roster made from a pack (recruiting, buying kit), checked as the roster's own
// actions are: made on a copy, refused when it reports a problem or adds a broken rule.
import type { Roster } from "../rules/roster/schema";
import { appendEntry } from "../rules/ledger";
import { validateRoster } from "../rules/validation/validate";
import { issue, sameIssue, type RosterIssue } from "../rules/validation/issues";

export type PackRosterResult = { ok: true; roster: Roster } | { ok: false; issues: RosterIssue[] };

/** Applies `change` to a copy; the roster passed in is never changed. */
export function applyChecked(roster: Roster, change: (draft: Roster) => RosterIssue[] | void): PackRosterResult {
  const draft = structuredClone(roster);
  const refused = change(draft);
  if (refused && refused.length > 0) return { ok: false, issues: refused };
  const before = validateRoster(roster);
  const added = validateRoster(draft).filter((i) => !before.some((b) => sameIssue(b, i)));
  return added.length > 0 ? { ok: false, issues: added } : { ok: true, roster: draft };
}

/** Pays from the draft's ledger, or says how many credits short the gang is. */
export function pay(draft: Roster, reason: string, credits: number, what: string): RosterIssue[] {
  if (credits === 0) return [];
  const r = appendEntry(draft.ledger, reason, -credits, what);
  if (!r.ok) return [issue("credits-below-zero", ["ledger"], r.message)];
  draft.ledger = r.ledger;
  return [];
}
