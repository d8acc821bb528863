import "server-only";
import { exportGang, readGangExport, type GangExport, type ImportError } from "@/lib/export/gang-export";
import { freeName } from "@/lib/export/free-name";
import type { Db } from "../prisma";
import { createGangWithRoster, readRoster } from "../rosters/store";
import { findEditableGang } from "./access";

/** The gang in the export format, for a user who may edit it; null means 404. */
export async function loadGangExport(client: Db, gangId: string, userId: string): Promise<GangExport | null> {
  const gang = await findEditableGang(client, gangId, userId);
  if (!gang?.roster) return null;
  return exportGang({ name: gang.name, house: gang.house }, readRoster(gang.roster.document));
}

export type ImportOutcome = { ok: true; id: string; name: string } | { ok: false; errors: ImportError[] };

/**
 * Reads an exported file's text (readGangExport: size, JSON, the format with its limits on every
 * list, every roster rule) and, only when every check passes, creates the gang with its roster
 * and first history line in one transaction (createGangWithRoster): a broken file creates nothing
 * at all. Every error comes back with its path in the file.
 */
export async function importGangFromText(client: Db, ownerId: string, text: string): Promise<ImportOutcome> {
  const checked = readGangExport(text);
  if (!checked.ok) return checked;
  const { gang, roster } = checked.gang;
  // a gang imported twice (or next to one of the same name) is told apart: "Da Grunts (2)"
  const mine = await client.gang.findMany({ where: { ownerId }, select: { name: true } });
  const name = freeName(
    gang.name,
    mine.map((g) => g.name),
  );
  const created = await createGangWithRoster(
    client,
    ownerId,
    { name, house: gang.house, credits: 0 },
    { ...roster, name },
    name === gang.name ? "Imported from file" : `Imported from file as ${name} (${gang.name} was taken)`,
  );
  return { ok: true, id: created.id, name };
}
