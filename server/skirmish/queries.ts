import "server-only";
import { exportGang, type GangExport } from "@/lib/export/gang-export";
import type { Db } from "../prisma";
import { readRoster } from "../rosters/store";

export interface SkirmishGang {
  id: string;
  name: string;
  export: GangExport;
  /** The user's own gang; otherwise another member's gang of a campaign they share, read-only. */
  mine: boolean;
  /** The campaign the gang plays in, if any (the page groups the choices by it). */
  campaign: { id: string; name: string } | null;
  /** The player who runs it, as the standings name them. */
  ownerName: string;
}

/** The most gangs the page offers: a user's own and those of the campaigns they are in. */
export const SKIRMISH_GANG_LIMIT = 200;

/**
 * The gangs a user may fight on paper, as gang exports for the page to play in the browser: their
 * own (not retired) and every gang still playing in a campaign they are a member of (organiser or
 * player), read-only, as the standings show them. Membership is the authorisation: a gang of a
 * campaign the user is not in never reaches the page. A skirmish changes nothing. The user's own
 * gangs come first and are never crowded out by the gangs of big campaigns: the others fill what
 * is left of `limit`.
 */
export async function loadSkirmishGangs(client: Db, userId: string, limit = SKIRMISH_GANG_LIMIT): Promise<SkirmishGang[]> {
  const mine = await client.gang.findMany({ where: { retired: false, ownerId: userId }, orderBy: { createdAt: "desc" }, take: limit, select: COLUMNS });
  const others =
    mine.length < limit
      ? await client.gang.findMany({
          where: { retired: false, ownerId: { not: userId }, campaign: { members: { some: { userId } } } },
          orderBy: [{ campaign: { name: "asc" } }, { name: "asc" }],
          take: limit - mine.length,
          select: COLUMNS,
        })
      : [];
  // the user's own first (newest first), then the others by campaign and name
  return [...mine, ...others].flatMap((g) =>
    g.roster
      ? [
          {
            id: g.id,
            name: g.name,
            export: g.ownerId === userId ? exportGang(g, readRoster(g.roster.document)) : fightersOnly(g, readRoster(g.roster.document)),
            mine: g.ownerId === userId,
            campaign: g.campaign,
            ownerName: g.owner.name,
          },
        ]
      : [],
  );
}

/**
 * Another member's gang as the skirmish needs it: its fighters and vehicles, as the standings and
 * the battle screen show them. Its credits ledger (every purchase with its reason) and its stash
 * stay with its owner: no engine reads them.
 */
function fightersOnly(gang: { name: string; house: string }, roster: ReturnType<typeof readRoster>): GangExport {
  return exportGang(gang, { ...roster, ledger: [], stash: [] });
}

const COLUMNS = {
  id: true,
  name: true,
  house: true,
  ownerId: true,
  owner: { select: { name: true } },
  campaign: { select: { id: true, name: true } },
  roster: { select: { document: true } },
} as const;
