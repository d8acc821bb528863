import "server-only";
import { exportGang, type GangExport } from "@/lib/export/gang-export";
import type { Db } from "../prisma";
import { readRoster } from "../rosters/store";

export interface SkirmishGang {
  id: string;
  name: string;
  export: GangExport;
}

/**
 * The user's own gangs (not retired) as gang exports, for the skirmish page to fight in the
 * browser. Read-only: a skirmish changes nothing until its result is recorded in a campaign.
 */
export async function loadSkirmishGangs(client: Db, ownerId: string): Promise<SkirmishGang[]> {
  const gangs = await client.gang.findMany({
    where: { ownerId, retired: false },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, house: true, roster: { select: { document: true } } },
  });
  return gangs.flatMap((g) => (g.roster ? [{ id: g.id, name: g.name, export: exportGang(g, readRoster(g.roster.document)) }] : []));
}
