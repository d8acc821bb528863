// Gang rating with the pack's costs: a fighter recruited from the pack is worth his type's cost and
// the type's price for each item bought from the pack, as the pack revision in use has them.
import type { Fighter, Roster } from "../rules/roster/schema";
import { gangRating } from "../rules/rating";
import { packItem, typeOfFighter } from "./lookup";
import type { Pack } from "./schema/pack";

/**
 * ruling: the rating reads the pack revision the campaign uses, so when an organiser moves the
 * campaign on to a new revision its prices count from then; a custom-type fighter, and kit not
 * from the pack, count what the roster says they cost.
 */
export function fighterValueWithPack(pack: Pack, f: Fighter): number {
  const t = typeOfFighter(pack, f);
  const kit = f.equipment.reduce((n, e) => {
    if (!e.packItemId || !packItem(pack, e.packItemId)) return n + e.cost;
    const listed = t?.equipment.find((x) => x.item === e.packItemId);
    return n + (listed ? listed.cost : t ? e.cost : packItem(pack, e.packItemId)!.item.cost);
  }, 0);
  return (t ? t.cost : f.cost) + kit;
}

/** The gang rating (rules/rating.ts) with each living fighter valued from the pack. */
export function gangRatingWithPack(roster: Roster, pack: Pack): number {
  let total = gangRating(roster);
  for (const f of roster.fighters) {
    if (f.status === "dead" || f.status === "retired") continue;
    total += fighterValueWithPack(pack, f) - (f.cost + f.equipment.reduce((n, e) => n + e.cost, 0));
  }
  return total;
}
