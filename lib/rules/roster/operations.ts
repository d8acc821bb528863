// Changes a player makes to a roster, each checked before it happens. A change is refused when it
// would add a rule break (same { code, path, message } as validateRoster) or spend credits the
// gang does not have. Each `can…` answers the same question without making the change.
import type { BoltedOnWeapon, Roster, StatLine, Vehicle, WeaponAllocation } from "./schema";
import type { Mounting, UpgradeId } from "../tables/workshop";
import type { FighterType } from "../tables/fighters";
import { extraAmmoCost, workshopUpgrade } from "../tables/workshop";
import { vehicleProfile, type VehicleKind } from "../tables/vehicle-profiles";
import { appendEntry } from "../ledger";
import { validateRoster } from "../validation/validate";
import { issue, sameIssue, type RosterIssue } from "../validation/issues";
import { wouldWording } from "../validation/would";
import { newFighter, newVehicle, nextId } from "./builder";

export type RosterOpResult = { ok: true; roster: Roster } | { ok: false; issues: RosterIssue[] };

/** Applies `change` to a copy; refuses if it reports a problem or adds a rule break. */
export function attempt(roster: Roster, change: (draft: Roster) => RosterIssue[] | void): RosterOpResult {
  const draft = structuredClone(roster);
  const refused = change(draft);
  if (refused && refused.length > 0) return { ok: false, issues: refused };
  const before = validateRoster(roster);
  const added = validateRoster(draft).filter((i) => !before.some((b) => sameIssue(b, i)));
  return added.length > 0 ? { ok: false, issues: added.map(wouldWording) } : { ok: true, roster: draft };
}

/** For scripts, seeds and tests: the changed roster, or an error carrying the issues' messages. */
export function orThrow(r: RosterOpResult): Roster {
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join("; "));
  return r.roster;
}

/** Adds a ledger entry to the draft, or says how many credits short the gang is. */
function pay(draft: Roster, reason: string, amount: number, what = reason): RosterIssue[] {
  const r = appendEntry(draft.ledger, reason, amount, what);
  if (!r.ok) return [issue("credits-below-zero", ["ledger"], r.message)];
  draft.ledger = r.ledger;
  return [];
}

function findVehicle(draft: Roster, vehicleId: string): Vehicle | RosterIssue[] {
  const v = draft.vehicles.find((x) => x.id === vehicleId);
  return v ?? [issue("unknown-vehicle", ["vehicles"], `There is no vehicle "${vehicleId}" on the roster.`)];
}

export function adjustCredits(roster: Roster, reason: string, amount: number): RosterOpResult {
  return attempt(roster, (d) => pay(d, reason, amount));
}

export function recruitFighter(roster: Roster, p: { name: string; type: FighterType; cost: number; stats?: Partial<StatLine>; id?: string }): RosterOpResult {
  return attempt(roster, (d) => {
    d.fighters.push(newFighter({ id: p.id ?? nextId(d, "fighter"), name: p.name, type: p.type, cost: p.cost, stats: p.stats }));
    return pay(d, `Recruited ${p.name}`, -p.cost, `Recruiting ${p.name}`);
  });
}

export function buyVehicle(roster: Roster, p: { name: string; kind: VehicleKind; id?: string }): RosterOpResult {
  return attempt(roster, (d) => {
    d.vehicles.push(newVehicle({ id: p.id ?? nextId(d, "vehicle"), name: p.name, kind: p.kind }));
    const kind = vehicleProfile(p.kind);
    return pay(d, `Bought ${p.name} (${kind.name})`, -kind.cost, `Buying ${p.name} (${kind.name})`);
  });
}

export interface UpgradeOptions {
  mounting?: Mounting;
  weaponId?: string;
}

export function addUpgrade(roster: Roster, vehicleId: string, upgradeId: UpgradeId, opts: UpgradeOptions = {}): RosterOpResult {
  return attempt(roster, (d) => {
    const v = findVehicle(d, vehicleId);
    if (Array.isArray(v)) return v;
    const u = workshopUpgrade(upgradeId);
    const weapon = v.weapons.find((w) => w.id === opts.weaponId);
    v.upgrades.push({ upgradeId, mounting: opts.mounting ?? null, weaponId: opts.weaponId ?? null });
    return pay(d, `${u.name} for ${v.name}${weapon ? `'s ${weapon.name}` : ""}`, -(u.cost ?? extraAmmoCost(weapon?.cost ?? 0)));
  });
}

/** ruling (003 twin linked weapons): twin linked means two of the weapon linked together, so it is bought twice (cost ×2). */
export const boltOnPrice = (itemCost: number, twinLinked: boolean): number => (twinLinked ? itemCost * 2 : itemCost);

export type NewWeapon = Omit<BoltedOnWeapon, "id" | "allocatedTo"> & { id?: string; allocatedTo?: WeaponAllocation | null };

export function boltOnWeapon(roster: Roster, vehicleId: string, weapon: NewWeapon): RosterOpResult {
  return attempt(roster, (d) => {
    const v = findVehicle(d, vehicleId);
    if (Array.isArray(v)) return v;
    v.weapons.push({ ...weapon, id: weapon.id ?? nextId(d, "weapon"), allocatedTo: weapon.allocatedTo ?? null });
    return pay(d, `${weapon.twinLinked ? "Twin linked " : ""}${weapon.name} bolted on ${v.name}`, -weapon.cost);
  });
}

export function allocateWeapon(roster: Roster, vehicleId: string, weaponId: string, allocation: WeaponAllocation | null): RosterOpResult {
  return attempt(roster, (d) => {
    const v = findVehicle(d, vehicleId);
    if (Array.isArray(v)) return v;
    const w = v.weapons.find((x) => x.id === weaponId);
    if (!w) return [issue("unknown-weapon", ["vehicles"], `${v.name} has no bolted-on weapon "${weaponId}".`)];
    w.allocatedTo = allocation;
  });
}

export type CrewRole = "driver" | "gunner" | "passenger" | "polecat";

export function assignCrew(roster: Roster, vehicleId: string, fighterId: string, role: CrewRole): RosterOpResult {
  return attempt(roster, (d) => {
    const v = findVehicle(d, vehicleId);
    if (Array.isArray(v)) return v;
    if (!d.fighters.some((f) => f.id === fighterId)) return [issue("unknown-fighter", ["fighters"], `There is no fighter "${fighterId}" on the roster.`)];
    if (role === "driver") v.crew.driverId = fighterId;
    else v.crew[`${role}Ids`].push(fighterId);
  });
}

/** Takes a fighter out of every crew (and any weapon allocated to him as gunner), in place. */
export function takeOffCrews(draft: Roster, fighterId: string): void {
  for (const v of draft.vehicles) {
    if (v.crew.driverId === fighterId) v.crew.driverId = null;
    v.crew.gunnerIds = v.crew.gunnerIds.filter((id) => id !== fighterId);
    v.crew.passengerIds = v.crew.passengerIds.filter((id) => id !== fighterId);
    v.crew.polecatIds = v.crew.polecatIds.filter((id) => id !== fighterId);
    for (const w of v.weapons) if (w.allocatedTo?.role === "gunner" && w.allocatedTo.fighterId === fighterId) w.allocatedTo = null;
  }
}

export function removeFromCrews(roster: Roster, fighterId: string): Roster {
  const d = structuredClone(roster);
  takeOffCrews(d, fighterId);
  return d;
}
