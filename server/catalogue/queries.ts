import "server-only";
import { DEFAULT_EQUIPMENT, parseTraits, type EquipmentItem } from "@/lib/catalogue/equipment";
import type { Db } from "../prisma";

/** The default list, then the gang's campaign's additions, then the gang's own. */
export async function loadCatalogue(client: Db, gang: { id: string; campaignId: string | null }): Promise<EquipmentItem[]> {
  const rows = await client.equipmentItem.findMany({
    where: { OR: [{ gangId: gang.id }, ...(gang.campaignId ? [{ campaignId: gang.campaignId }] : [])] },
    orderBy: [{ category: "asc" }, { name: "asc" }],
  });
  const own: EquipmentItem[] = rows.map((r) => ({
    id: r.id,
    category: r.category === "wargear" ? "wargear" : "weapon",
    name: r.name,
    cost: r.cost,
    traits: parseTraits(r.traits),
    source: r.gangId ? "gang" : "campaign",
  }));
  return [...DEFAULT_EQUIPMENT, ...own];
}
