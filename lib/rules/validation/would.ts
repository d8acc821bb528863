// A change is refused for the rule breaks it would add. validateRoster describes a roster as it
// is ("Grot is in the crews of…"), which reads as if the refused change had happened; these
// rewrites say the same thing as what the change would do ("Grot would be in the crews of…").
import type { IssueCode, RosterIssue } from "./issues";

const WOULD: Partial<Record<IssueCode, readonly (readonly [RegExp, string])[]>> = {
  "fighter-in-two-crews": [[/ is in the crews of /, " would be in the crews of "]],
  "fighter-two-roles": [[/ is named twice in /, " would be named twice in "]],
  "crew-over-capacity": [[/ carries (\d+) crew but /, " would carry $1 crew but "]],
  "polecats-over-upgrades": [[/ names (\d+) polecats but /, " would name $1 polecats but "]],
  "bolt-on-over-capacity": [[/ needs (\d+) bolt-on spaces but /, " would need $1 bolt-on spaces but "]],
  "driver-too-many-weapons": [[/ gives the driver (\d+)\.$/, " would give the driver $1."]],
  "gunner-too-many-weapons": [[/ gives (.+) (\d+)\.$/, " would give $1 $2."]],
  "credits-below-zero": [[/ leaves the gang at /, " would leave the gang at "]],
};

/** The issue's message as what the refused change would have done. */
export function wouldWording(i: RosterIssue): RosterIssue {
  const rewrites = WOULD[i.code] ?? [];
  return { ...i, message: rewrites.reduce((m, [from, to]) => m.replace(from, to), i.message) };
}
