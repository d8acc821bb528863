// The gang page's shared choices (GangFormOptions), built once on the server for the whole page.
import type { EquipmentItem } from "@/lib/catalogue/equipment";
import type { Roster } from "@/lib/rules/roster/schema";
import type { GangFormOptions } from "./gang-forms";
import { boltOnChoices, buyChoices, mapChoices, type GangPack } from "./pack-options";

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
    gangId,
    version,
    fighters: roster.fighters.map((f) => ({ id: f.id, name: f.name, type: f.type, status: f.status })),
    catalogue,
    packWeapons: boltOnChoices(packs),
    mapTo: mapChoices(packs),
    buyLists,
    buyListOf,
  };
}
