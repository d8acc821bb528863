import "server-only";
import { checkPackSection, PACKS_PER_USER, REVISIONS_PER_PACK, PACK_SECTION_NAMES, type NewPackInput, type PackSectionInput } from "@/lib/contracts/packs";
import { fail, type ActionResult } from "@/lib/contracts/result";
import type { PackError } from "@/lib/packs/check";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { exportPack, importPack, parsePackFile } from "@/lib/packs/file";
import { PACK_FORMAT, PACK_VERSION, type Pack } from "@/lib/packs/schema/pack";
import { isUniqueViolation } from "../prisma-errors";
import type { Db, Tx } from "../prisma";
import { packLinkNeedle, packUse, readStoredPack } from "./queries";
import { refreshRatings } from "./rating";

export type PackFileOutcome = { ok: true; id: string; name: string } | { ok: false; errors: PackError[] };

const tooMany = (n: number): PackError => ({
  path: "(file)",
  message: `You keep ${n} packs, the most one account may (${PACKS_PER_USER}): delete one you no longer use first.`,
});
const slugTaken = (slug: string, name: string): PackError => ({
  path: "id",
  message: `You already have a pack with the id "${slug}" (${name}). To update it, paste this file into its "Whole file (JSON)" section in the editor; to keep both, change this file's id.`,
});

/** Makes a pack record and its first revision from a checked pack and the exact text to keep. */
async function createPackRecord(client: Db, ownerId: string, pack: Pack, text: string, source: string): Promise<PackFileOutcome> {
  try {
    return await client.$transaction(async (tx) => {
      const count = await tx.pack.count({ where: { ownerId } });
      if (count >= PACKS_PER_USER) return { ok: false as const, errors: [tooMany(count)] };
      const taken = await tx.pack.findUnique({ where: { ownerId_slug: { ownerId, slug: pack.id } }, select: { name: true } });
      if (taken) return { ok: false as const, errors: [slugTaken(pack.id, taken.name)] };
      const created = await tx.pack.create({
        data: {
          ownerId,
          slug: pack.id,
          name: pack.name,
          revision: pack.revision,
          revisions: { create: { revision: pack.revision, document: text, source, createdById: ownerId } },
        },
        select: { id: true },
      });
      return { ok: true as const, id: created.id, name: pack.name };
    });
  } catch (e) {
    // two imports of one id at the same moment: the unique index answers the second
    if (isUniqueViolation(e)) return { ok: false, errors: [slugTaken(pack.id, pack.name)] };
    throw e;
  }
}

/**
 * Imports a pack file as a new pack of this user. The file is read whole (size, JSON, shape, every
 * cross-reference and table) and nothing is created unless it all passes; its exact text is kept,
 * so its export gives the same bytes back. Its revision is the file's own ("revision", 1 if left out).
 */
export async function importPackFile(client: Db, ownerId: string, text: string): Promise<PackFileOutcome> {
  const read = parsePackFile(text);
  if (!read.ok) return read;
  return createPackRecord(client, ownerId, read.pack, text, "import");
}

/** A new pack made in the app: blank (name only), or a copy of the placeholder starter pack to change. */
export async function createPack(client: Db, ownerId: string, input: NewPackInput): Promise<PackFileOutcome> {
  const base =
    input.start === "starter"
      ? {
          ...DEFAULT_PACK,
          id: input.slug,
          name: input.name,
          revision: 1,
          about: `Started from ${DEFAULT_PACK.name}: placeholder content to change to your group's book.`,
        }
      : { format: PACK_FORMAT, version: PACK_VERSION, id: input.slug, name: input.name, revision: 1 };
  const read = importPack(base);
  if (!read.ok) return read;
  return createPackRecord(client, ownerId, read.pack, exportPack(read.pack), input.start === "starter" ? "created from the starter pack" : "created");
}

class Abort extends Error {
  constructor(readonly result: ActionResult<never>) {
    super(result.ok ? "" : result.code);
  }
}

/** The owner's pack for a change, or a refusal: 404 for anyone else, refused while retired. */
async function ownPack(tx: Tx, packId: string, userId: string, what: string) {
  const row = await tx.pack.findFirst({
    where: { id: packId, ownerId: userId },
    select: { id: true, slug: true, name: true, revision: true, retiredAt: true },
  });
  if (!row) throw new Abort(fail("NOT_FOUND", "That pack does not exist or is not yours."));
  if (row.retiredAt) throw new Abort(fail("REFUSED", `${row.name} is retired: bring it back before ${what}.`));
  return row;
}

const fieldErrorsOf = (errors: readonly PackError[]) => {
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[e.path === "(file)" ? "_form" : e.path] ??= []).push(e.message);
  return out;
};

/**
 * Saves one section of the editor as a new revision: only the owner, only from the revision the
 * form was opened on (else STALE), checked as an import checks a file, every refusal under its
 * path. Old revisions never change: campaigns pinned to them read them as they were. Gangs whose
 * fighters came from the pack are rated again (those reading it through a campaign keep theirs).
 */
export async function savePackSection(client: Db, userId: string, input: PackSectionInput): Promise<ActionResult<{ revision: number }>> {
  try {
    return await client.$transaction(async (tx) => {
      const row = await ownPack(tx, input.packId, userId, "editing it");
      if (row.revision !== input.revision)
        throw new Abort(fail("STALE", `${row.name} was changed since you opened it (it is at revision ${row.revision} now): reload the page.`));
      const kept = await tx.packRevision.count({ where: { packId: row.id } });
      if (kept >= REVISIONS_PER_PACK)
        throw new Abort(
          fail(
            "REFUSED",
            `${row.name} has ${kept} revisions, the most a pack keeps (${REVISIONS_PER_PACK}): export it and import the file as a new pack under another id.`,
          ),
        );
      const latest = await tx.packRevision.findUniqueOrThrow({
        where: { packId_revision: { packId: row.id, revision: row.revision } },
        select: { id: true, document: true },
      });
      const checked = checkPackSection(readStoredPack(latest), input.section, input.value);
      if (!checked.ok)
        throw new Abort(
          fail("REFUSED", `${PACK_SECTION_NAMES[input.section]}: nothing was saved. Each problem is shown under its field.`, fieldErrorsOf(checked.errors)),
        );
      const next = checked.pack.revision;
      await tx.packRevision.create({
        data: {
          packId: row.id,
          revision: next,
          document: exportPack(checked.pack),
          source: `editor: ${PACK_SECTION_NAMES[input.section]}`,
          createdById: userId,
        },
      });
      const moved = await tx.pack.updateMany({ where: { id: row.id, revision: row.revision }, data: { revision: next, name: checked.pack.name } });
      if (moved.count !== 1) throw new Abort(fail("STALE"));
      const using = await tx.gang.findMany({ where: { roster: { document: { contains: packLinkNeedle(row.id) } } }, select: { id: true }, take: 500 });
      if (using.length > 0) await refreshRatings(tx, { ids: using.map((g) => g.id) });
      return { ok: true as const, data: { revision: next } };
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    if (isUniqueViolation(e)) return fail("STALE");
    throw e;
  }
}

/** Retires a pack (nothing new is recruited or bought from it, campaigns cannot newly set it) or brings it back. */
export async function setPackRetired(client: Db, userId: string, packId: string, retired: boolean): Promise<ActionResult> {
  const { count } = await client.pack.updateMany({ where: { id: packId, ownerId: userId }, data: { retiredAt: retired ? new Date() : null } });
  return count === 1 ? { ok: true, data: undefined } : fail("NOT_FOUND", "That pack does not exist or is not yours.");
}

const names = (xs: { name: string }[]) => xs.map((x) => x.name).join(", ");

/**
 * ruling: a pack that gangs use (a campaign sets it, or a gang has fighters from it) is never
 * deleted, only retired: their cards, types and rating read it. Anything else its owner may delete.
 */
export async function deletePack(client: Db, userId: string, packId: string): Promise<ActionResult> {
  try {
    return await client.$transaction(async (tx) => {
      const row = await tx.pack.findFirst({ where: { id: packId, ownerId: userId }, select: { id: true, name: true } });
      if (!row) throw new Abort(fail("NOT_FOUND", "That pack does not exist or is not yours."));
      const use = await packUse(tx, row.id);
      if (use.campaigns.length > 0 || use.gangs.length > 0) {
        const where = [
          use.campaigns.length ? `set by ${use.campaigns.length === 1 ? "the campaign" : "the campaigns"} ${names(use.campaigns)}` : "",
          use.gangs.length ? `with fighters in ${names(use.gangs)}` : "",
        ]
          .filter(Boolean)
          .join(" and ");
        throw new Abort(fail("REFUSED", `${row.name} is in use (${where}): it cannot be deleted, only retired.`));
      }
      await tx.pack.delete({ where: { id: row.id } });
      return { ok: true as const, data: undefined };
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
}
