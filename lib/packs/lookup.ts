// Finding things in a pack, and which pack type a roster's fighter was recruited from.
import type { Fighter } from "../rules/roster/schema";
import { FIGHTER_TYPE_NAMES } from "../rules/tables/fighters";
import type { PackWargear, PackWeapon } from "./schema/equipment";
import type { PackFighterType } from "./schema/fighters";
import type { Pack } from "./schema/pack";

export type PackItem = { kind: "weapon"; item: PackWeapon } | { kind: "wargear"; item: PackWargear };

export const packFighterType = (pack: Pack, typeId: string): PackFighterType | undefined => pack.fighterTypes.find((t) => t.id === typeId);

export function packItem(pack: Pack, itemId: string): PackItem | undefined {
  const weapon = pack.weapons.find((w) => w.id === itemId);
  if (weapon) return { kind: "weapon", item: weapon };
  const wargear = pack.wargear.find((w) => w.id === itemId);
  return wargear && { kind: "wargear", item: wargear };
}

/**
 * The pack type a fighter was recruited from, when it is this pack's. ruling: the link holds across
 * the pack's revisions (an organiser moving a campaign on to a new revision keeps its fighters'
 * types); a fighter without a link, or linked to another pack, is a custom type here.
 */
export function typeOfFighter(pack: Pack, fighter: Pick<Fighter, "pack">): PackFighterType | undefined {
  return fighter.pack?.packId === pack.id ? packFighterType(pack, fighter.pack.typeId) : undefined;
}

/** Fighters who still count for their type: on the roster, not dead or retired. */
export const counts = (f: Pick<Fighter, "status">) => f.status !== "dead" && f.status !== "retired";

/** "Boss" for a fighter recruited from the pack; "Leader (custom type)" for one typed in by hand. */
export function fighterTypeLabel(pack: Pack | null, fighter: Pick<Fighter, "pack" | "type">): string {
  const t = pack ? typeOfFighter(pack, fighter) : undefined;
  return t ? t.name : `${FIGHTER_TYPE_NAMES[fighter.type]} (custom type)`;
}
