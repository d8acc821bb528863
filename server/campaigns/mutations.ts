import "server-only";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { createCampaignSchema, RecordBattleInput } from "@/lib/contracts/campaign";
import { fail, type ActionResult } from "@/lib/contracts/result";
import type { Db, Tx } from "../prisma";
import { isOtherSide } from "@/lib/league/confirm";
import { campaignRole } from "./access";

export const newInviteCode = () => randomBytes(6).toString("base64url");

const activity = (tx: Tx, campaignId: string, actorId: string, kind: string, summary: string) =>
  tx.activityEvent.create({ data: { campaignId, actorId, kind, summary } });

/** The creator becomes the campaign's first organiser. */
export async function createCampaign(client: Db, ownerId: string, input: z.output<typeof createCampaignSchema>) {
  return client.$transaction(async (tx) => {
    const c = await tx.campaign.create({
      data: {
        ...input,
        startsOn: input.startsOn ? new Date(input.startsOn) : null,
        endsOn: input.endsOn ? new Date(input.endsOn) : null,
        ownerId,
        inviteCode: newInviteCode(),
        members: { create: { userId: ownerId, role: "organiser" } },
      },
      select: { id: true },
    });
    await activity(tx, c.id, ownerId, "campaign", "Campaign created");
    return c;
  });
}

/** A player joins with the invite code and one of their own gangs not already in a campaign. */
export async function joinCampaign(client: Db, userId: string, code: string, gangId: string): Promise<ActionResult<{ campaignId: string }>> {
  return client.$transaction(async (tx) => {
    const campaign = await tx.campaign.findUnique({ where: { inviteCode: code } });
    if (!campaign)
      return fail("NOT_FOUND", "No campaign has that invite code. Check it with your organiser.", {
        code: ["No campaign has that invite code: check it with your organiser"],
      });
    const gang = await tx.gang.findFirst({ where: { id: gangId, ownerId: userId } });
    if (!gang) return fail("NOT_FOUND", "That gang does not exist or is not yours.", { gangId: ["Choose one of your gangs"] });
    if (gang.campaignId && gang.campaignId !== campaign.id)
      return fail("CONFLICT", `${gang.name} already plays in another campaign.`, { gangId: ["This gang already plays in another campaign"] });
    if (gang.retired) {
      const message = `${gang.name} is retired: bring it back before it joins a campaign.`;
      return fail("REFUSED", message, { gangId: [message] });
    }
    if (gang.campaignId !== campaign.id) {
      // The gang is claimed first, and only while it is in no campaign: of two joins at the same
      // moment (two tabs, two invite codes) one claims it and the other is answered here, before it
      // has added a member or a feed entry to the campaign the gang will not be in.
      const { count } = await tx.gang.updateMany({ where: { id: gang.id, campaignId: null, retired: false }, data: { campaignId: campaign.id } });
      if (count !== 1) return fail("CONFLICT", `${gang.name} has just joined another campaign.`, { gangId: ["This gang already plays in another campaign"] });
      await activity(tx, campaign.id, userId, "join", `${gang.name} joined the campaign`);
    }
    // an upsert: two of the player's gangs joining at once make one membership, not a clash
    await tx.campaignMember.upsert({
      where: { campaignId_userId: { campaignId: campaign.id, userId } },
      create: { campaignId: campaign.id, userId, role: "player" },
      update: {},
    });
    return { ok: true, data: { campaignId: campaign.id } };
  });
}

/**
 * ruling: a retired gang is read-only, so it fights no new battle (whose post-game would change it)
 * and joins no campaign until its owner brings it out of retirement. The refusal names the gangs,
 * under `field`. Battles it fought before retiring keep counting.
 */
export function refuseRetired(gangs: readonly { name: string; retired: boolean }[], field: string): ActionResult<never> | null {
  const retired = gangs.filter((g) => g.retired).map((g) => g.name);
  if (retired.length === 0) return null;
  const message = `${retired.join(" and ")} ${retired.length === 1 ? "is" : "are"} retired: a retired gang fights no new battles until its owner brings it back.`;
  return fail("REFUSED", message, { [field]: [message] });
}

const day = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * ruling: a battle belongs to its campaign's dates. When the campaign has a start or an end date, a
 * battle played before the start or after the end (both days included) is refused under "Date
 * played"; a campaign without dates takes any date (the schema already refuses the future).
 */
async function outsideCampaignDates(client: Db, campaignId: string, playedOn: string): Promise<string | null> {
  const c = await client.campaign.findUnique({ where: { id: campaignId }, select: { startsOn: true, endsOn: true } });
  const played = day(new Date(playedOn));
  if (c?.startsOn && played < day(c.startsOn)) return `The campaign starts on ${day(c.startsOn)}: a battle played before then does not belong to it.`;
  if (c?.endsOn && played > day(c.endsOn)) return `The campaign ended on ${day(c.endsOn)}: a battle played after then does not belong to it.`;
  return null;
}

/**
 * Organisers record any battle; a player records battles their own gang fought. Every gang must
 * play in the campaign, and each fighter and vehicle named must be on that gang's roster.
 */
export async function recordBattle(client: Db, userId: string, input: RecordBattleInput, clientKey?: string): Promise<ActionResult<{ battleId: string }>> {
  const role = await campaignRole(client, input.campaignId, userId);
  if (!role) return fail("NOT_FOUND", "That campaign does not exist or you are not in it.");
  const outside = await outsideCampaignDates(client, input.campaignId, input.playedOn);
  if (outside) return fail("INVALID_INPUT", outside, { playedOn: [outside] });
  const gangs = await client.gang.findMany({
    where: { id: { in: input.gangs.map((g) => g.gangId) }, campaignId: input.campaignId },
    include: { roster: true },
  });
  if (gangs.length !== input.gangs.length)
    return fail("INVALID_INPUT", "Every gang must play in this campaign.", { gangs: ["Every gang must play in this campaign"] });
  if (role !== "organiser" && !gangs.some((g) => g.ownerId === userId)) return fail("NOT_FOUND", "Players record battles their own gang fought.");
  const retired = refuseRetired(
    input.gangs.map((g) => gangs.find((x) => x.id === g.gangId)!),
    "gangs",
  );
  if (retired) return retired;
  for (const g of input.gangs) {
    const doc = JSON.parse(gangs.find((x) => x.id === g.gangId)!.roster!.document) as { fighters: { id: string }[]; vehicles: { id: string }[] };
    const unknown = [
      ...g.fighters.map((f) => f.fighterId).filter((id) => !doc.fighters.some((f) => f.id === id)),
      ...g.vehicles.map((v) => v.vehicleId).filter((id) => !doc.vehicles.some((v) => v.id === id)),
    ];
    if (unknown.length) return fail("INVALID_INPUT", `Some fighters or vehicles are not on that gang's roster: ${unknown.join(", ")}.`);
  }
  const names = input.gangs.map((g) => gangs.find((x) => x.id === g.gangId)!.name);
  const winners = names.filter((_, i) => input.gangs[i]!.result === "won");
  const battle = await client.$transaction(async (tx) => {
    const b = await tx.battle.create({
      data: {
        campaignId: input.campaignId,
        playedOn: new Date(input.playedOn),
        scenario: input.scenario,
        notes: input.notes,
        source: input.source,
        clientKey: clientKey ?? null,
        recordedById: userId,
        gangs: {
          create: input.gangs.map((g) => ({
            gangId: g.gangId,
            result: g.result,
            bottledOut: g.bottledOut,
            details: JSON.stringify({ fighters: g.fighters, vehicles: g.vehicles }),
          })),
        },
      },
      select: { id: true },
    });
    await activity(
      tx,
      input.campaignId,
      userId,
      "battle",
      `${input.scenario}: ${names.join(" v ")}${winners.length > 0 ? `, ${winners.join(" and ")} won` : ", a draw"} (awaiting confirmation)`,
    );
    return b;
  });
  return { ok: true, data: { battleId: battle.id } };
}

const voidedCannotConfirm = () => fail("REFUSED", "This battle has been voided: it no longer counts and cannot be confirmed.");

/** The other side (see isOtherSide: not the recorder, nor an ally who won with them) or an organiser confirms; once, and never a voided battle. */
export async function confirmBattle(client: Db, userId: string, battleId: string): Promise<ActionResult> {
  const battle = await client.battle.findUnique({
    where: { id: battleId },
    include: { gangs: { include: { gang: { select: { ownerId: true, name: true } } } } },
  });
  if (!battle) return fail("NOT_FOUND", "That battle does not exist.");
  const role = await campaignRole(client, battle.campaignId, userId);
  const otherSide = isOtherSide(
    battle.gangs.map((g) => ({ ownerId: g.gang.ownerId, result: g.result })),
    battle.recordedById,
    userId,
  );
  if (role !== "organiser" && !otherSide)
    return fail("NOT_FOUND", "Only the other side or an organiser can confirm this battle: not its recorder, nor a gang that won alongside the recorder's.");
  if (battle.status === "void") return voidedCannotConfirm();
  return client.$transaction(async (tx) => {
    const { count } = await tx.battle.updateMany({
      where: { id: battleId, status: "pending" },
      data: { status: "confirmed", confirmedById: userId, confirmedAt: new Date() },
    });
    if (count !== 1) {
      // Lost a race: to another confirm, or to a void or withdrawal.
      const now = await tx.battle.findUnique({ where: { id: battleId }, select: { status: true } });
      return now?.status === "void" ? voidedCannotConfirm() : fail("STALE", "This battle was already confirmed.");
    }
    await activity(tx, battle.campaignId, userId, "confirm", `${battle.scenario} confirmed: ${battle.gangs.map((g) => g.gang.name).join(" v ")}`);
    return { ok: true, data: undefined };
  });
}

export async function regenerateInvite(client: Db, userId: string, campaignId: string): Promise<ActionResult> {
  if ((await campaignRole(client, campaignId, userId)) !== "organiser") return fail("NOT_FOUND", "Only organisers can change the invite code.");
  await client.campaign.update({ where: { id: campaignId }, data: { inviteCode: newInviteCode() } });
  return { ok: true, data: undefined };
}
