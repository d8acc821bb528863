// What validation and the per-action checks answer: a code the UI can map, the path of the
// offending value in the roster, and a message in the game's words.

export const ISSUE_CODES = [
  "duplicate-id",
  "crew-unknown-fighter",
  "crew-not-available",
  "crew-on-destroyed-vehicle",
  "crew-over-capacity",
  "fighter-in-two-crews",
  "fighter-two-roles",
  "bike-has-gunner",
  "gunner-wrong-type",
  "polecats-over-upgrades",
  "bolt-on-over-capacity",
  "bolt-on-not-ranged",
  "driver-too-many-weapons",
  "gunner-too-many-weapons",
  "driver-unwieldy-weapon",
  "weapon-gunner-not-in-crew",
  "upgrade-over-limit",
  "upgrade-not-for-bikes",
  "upgrade-mounting",
  "extra-ammo-needs-weapon",
  "credits-below-zero",
  "ledger-mismatch",
  "fighter-not-mounted",
  "crew-misses-battle",
  "vehicle-without-driver",
  "unknown-vehicle",
  "unknown-fighter",
  "unknown-weapon",
  "not-allowed",
  "invalid-roster",
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export interface RosterIssue {
  code: IssueCode;
  path: (string | number)[];
  message: string;
}

export const issue = (code: IssueCode, path: (string | number)[], message: string): RosterIssue => ({ code, path, message });

export const sameIssue = (a: RosterIssue, b: RosterIssue) => a.code === b.code && a.message === b.message && a.path.join(".") === b.path.join(".");
