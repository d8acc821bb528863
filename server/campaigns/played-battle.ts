import "server-only";
import type { SendPlayedBattleInput } from "@/lib/contracts/played-battle";
import { fail, type ActionResult } from "@/lib/contracts/result";
import type { Db } from "../prisma";
import { recordBattle } from "./mutations";

export type SentBattle = { battleId: string };

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The answer to a send whose battle is already recorded from this device (a retry, or a second tap). */
const alreadySent = (playedOn: Date) =>
  fail("CONFLICT", `This battle was already sent from the battle screen (played ${day(playedOn)}): it is recorded once, and this send changed nothing.`);

const isUniqueClash = (e: unknown) => typeof e === "object" && e !== null && (e as { code?: unknown }).code === "P2002";

/**
 * A battle played on the battle screen becomes a pending battle record, which the other side
 * confirms as any other. The device's key is stored unique with it: a second send of the same key
 * (a retry after a lost answer, two tabs) is refused and records nothing.
 * ruling: a battle of exactly these gangs recorded by other means (the form, quick-resolve) since the
 * device's battle started is the same game recorded by hand, so the send is refused with its name
 * rather than recording the game twice; the device keeps its battle.
 */
export async function sendPlayedBattle(client: Db, userId: string, input: SendPlayedBattleInput): Promise<ActionResult<SentBattle>> {
  const { clientKey, record } = input;
  const existing = await client.battle.findUnique({ where: { clientKey }, select: { playedOn: true, campaignId: true } });
  if (existing)
    return existing.campaignId === record.campaignId
      ? alreadySent(existing.playedOn)
      : fail("REFUSED", "This battle's key is already used by a battle of another campaign.");
  const gangIds = record.gangs.map((g) => g.gangId).sort();
  const since = await client.battle.findMany({
    where: {
      campaignId: record.campaignId,
      status: { not: "void" },
      clientKey: null,
      createdAt: { gte: new Date(input.startedAt) },
      gangs: { some: { gangId: { in: gangIds } } },
    },
    select: { scenario: true, playedOn: true, gangs: { select: { gangId: true } } },
  });
  const byHand = since.find(
    (b) =>
      b.gangs
        .map((g) => g.gangId)
        .sort()
        .join() === gangIds.join(),
  );
  if (byHand) {
    return fail(
      "REFUSED",
      `This battle was already recorded by hand ("${byHand.scenario}", played ${day(byHand.playedOn)}) after it started here, so it was not sent again. Withdraw that record first if this one should count instead.`,
    );
  }
  try {
    return await recordBattle(client, userId, { ...record, source: "battle-screen" }, clientKey);
  } catch (e) {
    // two sends at once: the second to write meets the unique key
    if (!isUniqueClash(e)) throw e;
    const now = await client.battle.findUnique({ where: { clientKey }, select: { playedOn: true } });
    return alreadySent(now?.playedOn ?? new Date(record.playedOn));
  }
}
