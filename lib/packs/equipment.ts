// What a fighter may buy from a pack, at what price, and the kit it becomes on the roster (with its
// profile lines, so the cards can print them).
import type { Fighter, FighterEquipment, Roster } from "../rules/roster/schema";
import { issue } from "../rules/validation/issues";
import { applyChecked, pay, type PackRosterResult } from "./apply";
import { packFighterType, packItem, typeOfFighter, type PackItem } from "./lookup";
import type { PackProfileLine } from "./schema/equipment";
import type { Pack } from "./schema/pack";

export interface PackOffer {
  itemId: string;
  kind: PackItem["kind"];
  name: string;
  /** What this fighter pays: the price on the type's list. */
  cost: number;
  traits: string[];
  /** A weapon's profile lines; none for wargear. */
  profiles: PackProfileLine[];
}

function offer(found: PackItem, cost: number): PackOffer {
  const { item } = found;
  return found.kind === "weapon"
    ? { itemId: item.id, kind: "weapon", name: item.name, cost, traits: [...found.item.traits], profiles: found.item.profiles.map((l) => structuredClone(l)) }
    : { itemId: item.id, kind: "wargear", name: item.name, cost, traits: [], profiles: [] };
}

/** A pack type's equipment list, in the pack's order, at the type's prices. */
export function equipmentOffers(pack: Pack, typeId: string): PackOffer[] {
  const t = packFighterType(pack, typeId);
  if (!t) return [];
  return t.equipment.flatMap((e) => {
    const found = packItem(pack, e.item);
    return found ? [offer(found, e.cost)] : [];
  });
}

/**
 * What this fighter may buy. ruling: a custom-type fighter (made before packs, or by hand) has no
 * list to keep to, so every weapon and piece of wargear of the pack is offered at its own price
 * until the owner maps him to a type.
 */
export function offersForFighter(pack: Pack, fighter: Pick<Fighter, "pack">): PackOffer[] {
  const t = typeOfFighter(pack, fighter);
  if (t) return equipmentOffers(pack, t.id);
  return [
    ...pack.weapons.map((item) => offer({ kind: "weapon", item }, item.cost)),
    ...pack.wargear.map((item) => offer({ kind: "wargear", item }, item.cost)),
  ];
}

/** The roster's record of a bought item: name, price paid, traits, the pack item and its lines. */
export function equipmentFromOffer(o: PackOffer): FighterEquipment {
  return {
    name: o.name,
    cost: o.cost,
    traits: [...o.traits],
    packItemId: o.itemId,
    ...(o.profiles.length > 0 ? { profiles: o.profiles.map((l) => structuredClone(l)) } : {}),
  };
}

/** Buys an item from the pack for a fighter, at the price his type pays. */
export function buyFromPack(roster: Roster, pack: Pack, fighterId: string, itemId: string): PackRosterResult {
  return applyChecked(roster, (d) => {
    const f = d.fighters.find((x) => x.id === fighterId);
    if (!f) return [issue("unknown-fighter", ["fighters"], `There is no fighter "${fighterId}" on the roster.`)];
    const o = offersForFighter(pack, f).find((x) => x.itemId === itemId);
    if (!o) {
      const name = packItem(pack, itemId)?.item.name ?? `"${itemId}"`;
      return [
        issue(
          "not-allowed",
          ["fighters", d.fighters.indexOf(f), "equipment"],
          `${f.name} may not buy ${name}: it is not on the ${typeOfFighter(pack, f)?.name ?? "pack"}'s equipment list.`,
        ),
      ];
    }
    f.equipment.push(equipmentFromOffer(o));
    return pay(d, `${o.name} for ${f.name}`, o.cost, `Buying ${o.name} for ${f.name}`);
  });
}
