// A gang reads several packs at once (its campaign's, its owner's own, the default one). These
// find the pack a fighter came from, name his type, rate the gang and check its type limits
// across all of them, and map a fighter made before packs to a pack type.
import { boltOnPrice, boltOnWeapon } from "../rules/roster/operations";
import type { Fighter, Roster, WeaponAllocation } from "../rules/roster/schema";
import { FIGHTER_TYPE_NAMES } from "../rules/tables/fighters";
import { issue, type RosterIssue } from "../rules/validation/issues";
import { applyChecked, type PackRosterResult } from "./apply";
import { counts, fighterTypeLabel, packFighterType, packItem, typeOfFighter } from "./lookup";
import { fighterValueWithPack } from "./rating";
import { gangRating } from "../rules/rating";
import { typeLimitIssues, typeLimitMessage } from "./recruit";
import type { Pack } from "./schema/pack";

/** The pack among `packs` a fighter was recruited from (or mapped to); undefined for a custom type. */
export const packOfFighter = (packs: readonly Pack[], f: Pick<Fighter, "pack">): Pack | undefined =>
  f.pack ? packs.find((p) => p.id === f.pack!.packId) : undefined;

/** "Lieutenant" for a fighter of a pack type the gang can read; "Champion (custom type)" otherwise. */
export const typeLabelIn = (packs: readonly Pack[], f: Pick<Fighter, "pack" | "type">): string => fighterTypeLabel(packOfFighter(packs, f) ?? null, f);

/** "Lieutenant (Champion)" for a pack type, "Champion" for a custom type: the cards' short form. */
export function typeWithRoleIn(packs: readonly Pack[], f: Pick<Fighter, "pack" | "type">): string {
  const pack = packOfFighter(packs, f);
  const t = pack && typeOfFighter(pack, f);
  return t ? `${t.name} (${FIGHTER_TYPE_NAMES[t.role]})` : FIGHTER_TYPE_NAMES[f.type];
}

/**
 * The gang rating with each living fighter valued from the pack he came from (rating.ts), at the
 * revision the gang reads now; fighters of no pack it reads count what the roster says.
 */
export function gangRatingWithPacks(roster: Roster, packs: readonly Pack[]): number {
  let total = gangRating(roster);
  for (const f of roster.fighters) {
    if (!counts(f)) continue;
    const pack = packOfFighter(packs, f);
    if (!pack) continue;
    total += fighterValueWithPack(pack, f) - (f.cost + f.equipment.reduce((n, e) => n + e.cost, 0));
  }
  return total;
}

/**
 * The fighter as the cards print him at the prices of the pack revision the gang reads: his type's
 * cost and his pack kit at his type's prices (rating.ts: the same sums as the rating). A fighter of
 * no pack read is printed as the roster has him.
 */
export function fighterAtPackPrices(packs: readonly Pack[], f: Fighter): Fighter {
  const pack = packOfFighter(packs, f);
  if (!pack) return f;
  const t = typeOfFighter(pack, f);
  const price = (e: Fighter["equipment"][number]) => {
    const found = e.packItemId ? packItem(pack, e.packItemId) : undefined;
    if (!found) return e.cost;
    const listed = t?.equipment.find((x) => x.item === e.packItemId);
    return listed ? listed.cost : t ? e.cost : found.item.cost;
  };
  return { ...f, cost: t ? t.cost : f.cost, equipment: f.equipment.map((e) => ({ ...e, cost: price(e) })) };
}

/** The roster with every fighter at his pack's prices (fighterAtPackPrices), for print and the share page. */
export const rosterAtPackPrices = (roster: Roster, packs: readonly Pack[]): Roster => ({
  ...roster,
  fighters: roster.fighters.map((f) => fighterAtPackPrices(packs, f)),
});

/** The type limits the gang breaks, for each pack it has fighters from (a pack it does not use asks nothing). */
export function typeLimitIssuesIn(roster: Roster, packs: readonly Pack[]): RosterIssue[] {
  const used = packs.filter((p) => roster.fighters.some((f) => counts(f) && f.pack?.packId === p.id));
  return used.flatMap((p) => typeLimitIssues(roster, p));
}

/**
 * Maps a fighter to a pack type: his type link is set and his rules role becomes the type's. His
 * stats, cost paid, experience and kit stay as they are (he may have advanced). Refused when the
 * type is full, in the pack's words, or when the new role breaks a crew rule.
 */
export function mapToPackType(roster: Roster, pack: Pack, fighterId: string, typeId: string): PackRosterResult {
  return applyChecked(roster, (d) => {
    const f = d.fighters.find((x) => x.id === fighterId);
    if (!f) return [issue("unknown-fighter", ["fighters"], `There is no fighter "${fighterId}" on the roster.`)];
    const t = packFighterType(pack, typeId);
    if (!t) return [issue("not-allowed", ["fighters"], `The pack "${pack.name}" has no fighter type "${typeId}".`)];
    const others = d.fighters.filter((x) => x.id !== f.id && counts(x) && typeOfFighter(pack, x)?.id === t.id);
    if (counts(f) && t.max !== null && others.length >= t.max) return [issue("not-allowed", ["fighters"], typeLimitMessage(t, others, true))];
    f.pack = { packId: pack.id, revision: pack.revision, typeId: t.id };
    f.type = t.role;
  });
}

/** Bolts a pack weapon on a vehicle at its own price (doubled when twin-linked), keeping its profile lines. */
export function boltOnFromPack(
  roster: Roster,
  pack: Pack,
  vehicleId: string,
  itemId: string,
  p: { twinLinked: boolean; allocatedTo: WeaponAllocation | null },
): PackRosterResult {
  const found = packItem(pack, itemId);
  if (!found || found.kind !== "weapon")
    return { ok: false, issues: [issue("unknown-weapon", ["vehicles"], `The pack "${pack.name}" has no weapon "${itemId}".`)] };
  const w = found.item;
  const done = boltOnWeapon(roster, vehicleId, {
    name: w.name,
    cost: boltOnPrice(w.cost, p.twinLinked),
    traits: [...w.traits],
    twinLinked: p.twinLinked,
    allocatedTo: p.allocatedTo,
    packItemId: w.id,
    profiles: w.profiles.map((l) => structuredClone(l)),
  });
  return done.ok ? { ok: true, roster: done.roster } : { ok: false, issues: done.issues };
}
