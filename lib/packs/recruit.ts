// Recruiting from a pack: the profile, cost and rules role come from the fighter type, and the
// pack's limit on how many a gang may have is kept, in the pack's words.
import type { Fighter, Roster } from "../rules/roster/schema";
import { newFighter, nextId } from "../rules/roster/builder";
import { FIGHTER_TYPE_NAMES } from "../rules/tables/fighters";
import { issue, type RosterIssue } from "../rules/validation/issues";
import { applyChecked, pay, type PackRosterResult } from "./apply";
import { counts, packFighterType, typeOfFighter } from "./lookup";
import type { PackFighterType } from "./schema/fighters";
import type { Pack } from "./schema/pack";

/** A fresh fighter of a pack type: its profile, its cost, its rules role as the roster's type. */
export function fighterFromPackType(pack: Pack, type: PackFighterType, p: { id: string; name: string }): Fighter {
  return {
    ...newFighter({ id: p.id, name: p.name, type: type.role, cost: type.cost, stats: type.profile }),
    pack: { packId: pack.id, revision: pack.revision, typeId: type.id },
  };
}

/** The gang's fighters of this type who still count (dead and retired ones do not). */
export const membersOfType = (roster: Roster, pack: Pack, typeId: string) => roster.fighters.filter((f) => counts(f) && typeOfFighter(pack, f)?.id === typeId);

const names = (fs: Fighter[]) => fs.map((f) => f.name).join(", ");
const ofType = (t: PackFighterType) => `${t.name} (${FIGHTER_TYPE_NAMES[t.role]})`;

/** "A gang may have at most 1 Boss (Leader): this gang has Da Boss." */
export function typeLimitMessage(t: PackFighterType, members: Fighter[], adding: boolean): string {
  const have = members.length === 0 ? "none" : names(members);
  if (adding) return `A gang may have at most ${t.max} ${ofType(t)}: this gang has ${have} already.`;
  return t.max !== null && members.length > t.max
    ? `A gang may have at most ${t.max} ${ofType(t)}: this gang has ${members.length} (${have}).`
    : `A gang needs at least ${t.min} ${ofType(t)}: this gang has ${members.length === 0 ? "none" : `${members.length} (${have})`}.`;
}

/** Every type whose limits the gang breaks, too many or too few (the gang page's check). */
export function typeLimitIssues(roster: Roster, pack: Pack): RosterIssue[] {
  const out: RosterIssue[] = [];
  for (const t of pack.fighterTypes) {
    const members = membersOfType(roster, pack, t.id);
    if ((t.max !== null && members.length > t.max) || members.length < t.min) out.push(issue("not-allowed", ["fighters"], typeLimitMessage(t, members, false)));
  }
  return out;
}

/** Why this type cannot be recruited now (empty: it can). */
export function canRecruitFromPack(roster: Roster, pack: Pack, typeId: string): RosterIssue[] {
  const t = packFighterType(pack, typeId);
  if (!t) return [issue("not-allowed", ["fighters"], `The pack "${pack.name}" has no fighter type "${typeId}".`)];
  const members = membersOfType(roster, pack, typeId);
  return t.max !== null && members.length >= t.max ? [issue("not-allowed", ["fighters"], typeLimitMessage(t, members, true))] : [];
}

/** Recruits a fighter of a pack type, paying the type's cost from the ledger. */
export function recruitFromPack(roster: Roster, pack: Pack, typeId: string, p: { name: string; id?: string }): PackRosterResult {
  const refused = canRecruitFromPack(roster, pack, typeId);
  if (refused.length > 0) return { ok: false, issues: refused };
  const t = packFighterType(pack, typeId)!;
  return applyChecked(roster, (d) => {
    d.fighters.push(fighterFromPackType(pack, t, { id: p.id ?? nextId(d, "fighter"), name: p.name }));
    return pay(d, `Recruited ${p.name} (${t.name})`, t.cost, `Recruiting ${p.name} (${t.name})`);
  });
}
