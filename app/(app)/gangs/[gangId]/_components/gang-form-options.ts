// The gang page's shared choices (GangFormOptions), built once on the server for the whole page.
import type { EquipmentItem } from "@/lib/catalogue/equipment";
import type { Roster } from "@/lib/rules/roster/schema";
import { isCloseCombat } from "@/lib/rules/validation/weapons";
import type { GangFormOptions } from "./gang-forms";
import { boltOnChoices, buyChoices, mapChoices, type GangPack } from "./pack-options";

const itemLabel = (i: EquipmentItem) => `${i.name} (${i.cost})${i.traits.length ? ` [${i.traits.join(", ")}]` : ""}`;

export function gangFormOptions(gangId: string, version: number, roster: Roster, catalogue: EquipmentItem[], packs: GangPack[]): GangFormOptions {
  // fighters of one type read the same list: each list goes to the browser once
  const buyLists: GangFormOptions["buyLists"] = [];
  const seen = new Map<string, number>();
  const buyListOf: Record<string, number> = {};
  for (const f of roster.fighters) {
    const groups = buyChoices(packs, f);
    const key = JSON.stringify(groups);
    if (!seen.has(key)) seen.set(key, buyLists.push(groups) - 1);
    buyListOf[f.id] = seen.get(key)!;
  }
  return {
    gangId, version,
    fighters: roster.fighters.map((f) => ({ id: f.id, name: f.name, type: f.type, status: f.status })),
    // 003: only ranged weapons are bolted on, so close-combat ones are not offered.
    weapons: catalogue.filter((i) => i.category === "weapon" && !isCloseCombat(i)).map((i) => ({ value: i.id, label: `${itemLabel(i)}${i.source === "default" ? "" : ` · ${i.source}`}` })),
    items: catalogue.map((i) => ({ value: i.id, label: itemLabel(i) })),
    packWeapons: boltOnChoices(packs),
    mapTo: mapChoices(packs),
    buyLists, buyListOf,
  };
}
