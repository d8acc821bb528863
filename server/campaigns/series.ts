import "server-only";
import { Prisma } from "@/generated/sqlite/client";
import type { BattlePoint } from "@/lib/league/series";
import type { Db } from "../prisma";

/** The charts draw this many gangs at most (the leaders): more lines than that cannot be told apart. */
export const CHARTED_GANGS = 6;
/**
 * Each charted gang's latest this many battles: the charts cost the same at 100 battles as at
 * 5,000 (issue 16), and the gang's timeline (read on demand) has the rest.
 */
export const CHARTED_BATTLES = 30;

type Row = { gangId: string; battleId: string; playedOn: Date | string | number | bigint; rating: number | bigint | null; credits: number | bigint | null };

const toDate = (v: Row["playedOn"]) => (v instanceof Date ? v : new Date(typeof v === "bigint" ? Number(v) : v));

/**
 * The charts' series in one query: a point per confirmed battle per gang (its latest `perGang`),
 * at the battle's date, with the gang's rating and credits after it. The database picks, for each point, the gang's last
 * history entry before its next battle was recorded (two index seeks per point): the events
 * themselves are never read into the server.
 *
 * ruling: "after a battle" is the gang as it stood once that battle's post-game and any spending
 * were done, up to its next battle; a post-game applied only after the next battle was recorded
 * shows in that next battle's point. Recruiting before the first battle is not a point of its own.
 */
export async function loadBattleSeries(client: Db, campaignId: string, gangIds: string[], perGang = CHARTED_BATTLES): Promise<BattlePoint[]> {
  if (gangIds.length === 0) return [];
  const rows = await client.$queryRaw<Row[]>`
    WITH fought AS (
      SELECT bg."gangId" AS "gangId", b."id" AS "battleId", b."playedOn" AS "playedOn", b."createdAt" AS "recordedAt",
        LEAD(b."createdAt") OVER (PARTITION BY bg."gangId" ORDER BY b."createdAt", b."id") AS "nextAt",
        ROW_NUMBER() OVER (PARTITION BY bg."gangId" ORDER BY b."createdAt" DESC, b."id" DESC) AS "fromLast"
      FROM "BattleGang" bg JOIN "Battle" b ON b."id" = bg."battleId"
      WHERE b."campaignId" = ${campaignId} AND b."status" = 'confirmed' AND bg."gangId" IN (${Prisma.join(gangIds)})
    )
    SELECT f."gangId", f."battleId", f."playedOn",
      (SELECT e."rating" FROM "GangEvent" e WHERE e."gangId" = f."gangId" AND (f."nextAt" IS NULL OR e."createdAt" < f."nextAt") ORDER BY e."createdAt" DESC LIMIT 1) AS "rating",
      (SELECT e."balanceAfter" FROM "GangEvent" e WHERE e."gangId" = f."gangId" AND (f."nextAt" IS NULL OR e."createdAt" < f."nextAt") ORDER BY e."createdAt" DESC LIMIT 1) AS "credits"
    FROM fought f
    WHERE f."fromLast" <= ${perGang}
    ORDER BY f."playedOn", f."recordedAt", f."battleId"`;
  return rows
    .filter((r) => r.rating !== null && r.credits !== null)
    .map((r) => ({ gangId: r.gangId, battleId: r.battleId, t: toDate(r.playedOn).getTime(), rating: Number(r.rating), credits: Number(r.credits) }));
}
