import "server-only";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { parsePackFile } from "@/lib/packs/file";
import type { Pack } from "@/lib/packs/schema/pack";
import type { Db, Tx } from "../prisma";

export type PackClient = Db | Tx;

/** The default pack's key: what fighters recruited from it remember as their pack. */
export const DEFAULT_PACK_KEY = DEFAULT_PACK.id;

/** A pack as a gang or a campaign reads it. */
export interface ResolvedPack {
  /** What fighters recruited from it remember (`fighter.pack.packId`): the record's id, or "starter" for the default pack. */
  key: string;
  /** The pack's record; null for the default pack, which lives in the code. */
  recordId: string | null;
  /** The revision read (a campaign's pinned one, or the owner's latest). */
  revision: number;
  /** The pack's newest revision: above `revision` when a campaign has not moved on yet. */
  latestRevision: number;
  source: "campaign" | "own" | "default";
  /** Retired: nothing new is recruited or bought from it unless its campaign still sets it. */
  retired: boolean;
  ownerName: string | null;
  /** The pack itself, with `id` = key and `revision` as read, as the pack library expects. */
  pack: Pack;
}

/** A resolved pack a gang may recruit and buy from now (a retired one only while its campaign sets it). */
export const isUsable = (p: ResolvedPack) => p.source !== "own" || !p.retired;

const DEFAULT: ResolvedPack = {
  key: DEFAULT_PACK_KEY,
  recordId: null,
  revision: DEFAULT_PACK.revision,
  latestRevision: DEFAULT_PACK.revision,
  source: "default",
  retired: false,
  ownerName: null,
  pack: DEFAULT_PACK,
};

// A revision's text never changes once written, so its parse is kept by the row's id (bounded).
const parsed = new Map<string, Pack>();
const PARSED_KEPT = 64;

/** The pack a stored revision holds, exactly as written (its own id inside). Stored revisions always read. */
export function readStoredPack(row: { id: string; document: string }): Pack {
  const hit = parsed.get(row.id);
  if (hit) return hit;
  const read = parsePackFile(row.document);
  if (!read.ok) throw new Error(`stored pack revision ${row.id} does not read: ${read.errors[0]?.path}: ${read.errors[0]?.message}`);
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(row.id, read.pack);
  return read.pack;
}

/** The pack under the key fighters remember, at the revision read. */
const asRead = (pack: Pack, key: string, revision: number): Pack => ({ ...pack, id: key, revision });

type PackRow = { id: string; name: string; revision: number; retiredAt: Date | null; owner: { name: string } };
const packRow = { id: true, name: true, revision: true, retiredAt: true, owner: { select: { name: true } } } as const;

async function resolve(client: PackClient, wanted: { row: PackRow; revision: number; source: "campaign" | "own" }[]): Promise<ResolvedPack[]> {
  if (wanted.length === 0) return [];
  const revisions = await client.packRevision.findMany({
    where: { OR: wanted.map((w) => ({ packId: w.row.id, revision: w.revision })) },
    select: { id: true, packId: true, revision: true, document: true },
  });
  return wanted.flatMap(({ row, revision, source }) => {
    const rev = revisions.find((r) => r.packId === row.id && r.revision === revision);
    if (!rev) return [];
    return [
      {
        key: row.id,
        recordId: row.id,
        revision,
        latestRevision: row.revision,
        source,
        retired: row.retiredAt !== null,
        ownerName: row.owner.name,
        pack: asRead(readStoredPack(rev), row.id, revision),
      },
    ];
  });
}

/** A campaign's packs at the revisions its organisers set, in the order they were set. */
export async function packsForCampaign(client: PackClient, campaignId: string): Promise<ResolvedPack[]> {
  const pins = await client.campaignPack.findMany({ where: { campaignId }, include: { pack: { select: packRow } }, orderBy: { createdAt: "asc" } });
  return resolve(
    client,
    pins.map((p) => ({ row: p.pack, revision: p.revision, source: "campaign" as const })),
  );
}

/**
 * Every pack a gang reads: its campaign's (pinned revisions) first, then its owner's own packs
 * (latest revisions; one the campaign also sets is read at the campaign's revision), then the
 * default pack. `keys` limits the packs loaded to those (the rating needs only the packs its
 * fighters came from).
 */
export async function packsForGang(client: PackClient, gangId: string, opts: { keys?: ReadonlySet<string> } = {}): Promise<ResolvedPack[]> {
  const gang = await client.gang.findUnique({ where: { id: gangId }, select: { campaignId: true, ownerId: true } });
  if (!gang) return [];
  const only = opts.keys ? { id: { in: [...opts.keys] } } : {};
  const [pins, own] = await Promise.all([
    gang.campaignId
      ? client.campaignPack.findMany({
          where: { campaignId: gang.campaignId, pack: only },
          include: { pack: { select: packRow } },
          orderBy: { createdAt: "asc" },
        })
      : [],
    client.pack.findMany({ where: { ownerId: gang.ownerId, ...only }, select: packRow, orderBy: { name: "asc" } }),
  ]);
  const pinned = new Set(pins.map((p) => p.packId));
  const resolved = await resolve(client, [
    ...pins.map((p) => ({ row: p.pack, revision: p.revision, source: "campaign" as const })),
    ...own.filter((p) => !pinned.has(p.id)).map((p) => ({ row: p, revision: p.revision, source: "own" as const })),
  ]);
  return !opts.keys || opts.keys.has(DEFAULT_PACK_KEY) ? [...resolved, DEFAULT] : resolved;
}

/** The default pack alone, as a gang reads it (the share and print pages of a gang with no packs). */
export const defaultResolvedPack = (): ResolvedPack => DEFAULT;

/** The text a fighter's pack link holds in a stored roster, to find the gangs using a pack. */
export const packLinkNeedle = (packId: string) => `"pack":{"packId":${JSON.stringify(packId)}`;

/** Where a pack is used: the campaigns that set it and the gangs with fighters from it (a few of each, to name). */
export async function packUse(
  client: PackClient,
  packId: string,
): Promise<{ campaigns: { id: string; name: string }[]; gangs: { id: string; name: string }[] }> {
  const [pins, gangs] = await Promise.all([
    client.campaignPack.findMany({ where: { packId }, select: { campaign: { select: { id: true, name: true } } }, take: 10 }),
    client.gang.findMany({
      where: { roster: { document: { contains: packLinkNeedle(packId) } } },
      select: { id: true, name: true },
      take: 10,
      orderBy: { name: "asc" },
    }),
  ]);
  return { campaigns: pins.map((p) => p.campaign), gangs };
}

/** The packs page: the user's own packs (with where each is set) and the packs of their campaigns. */
export async function loadPacksPage(client: Db, userId: string) {
  const [own, campaignPacks] = await Promise.all([
    client.pack.findMany({
      where: { ownerId: userId },
      select: {
        id: true,
        slug: true,
        name: true,
        revision: true,
        retiredAt: true,
        updatedAt: true,
        campaigns: { select: { revision: true, campaign: { select: { id: true, name: true } } } },
      },
      orderBy: { name: "asc" },
    }),
    client.campaignPack.findMany({
      where: { campaign: { members: { some: { userId } } }, pack: { ownerId: { not: userId } } },
      select: { revision: true, pack: { select: { id: true, name: true, owner: { select: { name: true } } } }, campaign: { select: { id: true, name: true } } },
      orderBy: { createdAt: "asc" },
      take: 100,
    }),
  ]);
  return { own, campaignPacks };
}

/**
 * A pack for a user who may see it: its owner (any revision, the latest by default), or a member
 * of a campaign that sets it (the revisions their campaigns set, the newest of them by default).
 * Anyone else gets null (404).
 */
export async function loadVisiblePack(client: Db, packId: string, userId: string, revision?: number) {
  const row = await client.pack.findUnique({
    where: { id: packId },
    select: { id: true, ownerId: true, slug: true, name: true, revision: true, retiredAt: true, createdAt: true, owner: { select: { name: true } } },
  });
  if (!row) return null;
  const isOwner = row.ownerId === userId;
  const pins = await client.campaignPack.findMany({
    where: { packId, ...(isOwner ? {} : { campaign: { members: { some: { userId } } } }) },
    select: { revision: true, campaign: { select: { id: true, name: true } } },
    orderBy: { createdAt: "asc" },
  });
  if (!isOwner && pins.length === 0) return null;
  const allowed = isOwner ? null : new Set(pins.map((p) => p.revision));
  const shown =
    revision !== undefined && (allowed === null ? revision >= 1 && revision <= row.revision : allowed.has(revision))
      ? revision
      : allowed === null
        ? row.revision
        : Math.max(...allowed);
  const rev = await client.packRevision.findUnique({
    where: { packId_revision: { packId, revision: shown } },
    select: { id: true, revision: true, document: true, source: true, createdAt: true },
  });
  if (!rev) return null;
  const revisions = isOwner
    ? await client.packRevision.findMany({
        where: { packId },
        select: { revision: true, source: true, createdAt: true },
        orderBy: { revision: "desc" },
        take: 100,
      })
    : [...allowed!].sort((a, b) => b - a).map((r) => ({ revision: r, source: null, createdAt: null }));
  return { row, isOwner, pins, revision: rev, pack: readStoredPack(rev), revisions };
}
export type VisiblePack = NonNullable<Awaited<ReturnType<typeof loadVisiblePack>>>;

/** The campaign page's packs: the ones it sets (with a newer revision to move on to) and, for an organiser, their own packs it could set. */
export async function loadCampaignPacks(client: Db, campaignId: string, userId: string | null, organiser: boolean) {
  const [pins, mine] = await Promise.all([
    client.campaignPack.findMany({
      where: { campaignId },
      select: { revision: true, pack: { select: { id: true, name: true, revision: true, retiredAt: true, owner: { select: { name: true } } } } },
      orderBy: { createdAt: "asc" },
    }),
    organiser && userId
      ? client.pack.findMany({
          where: { ownerId: userId, retiredAt: null, campaigns: { none: { campaignId } } },
          select: { id: true, name: true, revision: true },
          orderBy: { name: "asc" },
        })
      : [],
  ]);
  return { pins, mine };
}
