import "server-only";
import { parseArmyFile } from "@/lib/contracts/army";
import type { Army } from "@/lib/skirmish/army";
import type { Db } from "../prisma";

export interface SavedArmy {
  id: string;
  name: string;
  game: Army["game"];
  army: Army;
  updatedAt: Date;
}

/** A stored army read back; a row whose text no longer reads (an older format) is left out, never shown half. */
function toSaved(row: { id: string; name: string; document: string; updatedAt: Date }): SavedArmy | null {
  const read = parseArmyFile(row.document);
  return read.ok ? { id: row.id, name: row.name, game: read.army.game, army: read.army, updatedAt: row.updatedAt } : null;
}

const columns = { id: true, name: true, document: true, updatedAt: true } as const;

/** The user's armies, most recently changed first (at most ARMIES_PER_USER exist). */
export async function loadArmies(client: Db, ownerId: string): Promise<SavedArmy[]> {
  const rows = await client.army.findMany({ where: { ownerId }, orderBy: { updatedAt: "desc" }, select: columns });
  return rows.flatMap((r) => toSaved(r) ?? []);
}

/** One of the user's armies, or null (missing, or someone else's). */
export async function loadArmy(client: Db, ownerId: string, armyId: string): Promise<SavedArmy | null> {
  const row = await client.army.findFirst({ where: { id: armyId, ownerId }, select: columns });
  return row ? toSaved(row) : null;
}
