import "server-only";
import { fail, type ActionResult } from "@/lib/contracts/result";
import type { Db } from "../prisma";
import { countAttempts, RATE_POLICIES, rateKey, tooManyAttempts } from "../rate-limit";
import { campaignRole } from "./access";

/**
 * ruling (consent): adding an organiser by email is an invitation that the person with that
 * address accepts or declines in the app (on /campaigns). The organiser who sends it is told the
 * same thing whether or not the address has an account, and never a name: an email typed in here
 * reveals nothing. Invitations are limited per organiser and per client address (RATE_POLICIES).
 */
export const INVITATION_SENT = (email: string) =>
  `Invitation sent to ${email}. Whoever has that address sees it on their Campaigns page (once they have an account) and can accept or decline.`;

export async function inviteOrganiser(
  client: Db,
  actorId: string,
  campaignId: string,
  email: string,
  address: string | null,
): Promise<ActionResult<{ message: string }>> {
  if ((await campaignRole(client, campaignId, actorId)) !== "organiser") return fail("NOT_FOUND", "Only organisers can invite organisers.");
  const verdict = await countAttempts(client, [
    [`invite:account:${actorId}`, RATE_POLICIES.inviteAccount],
    [rateKey("invite:address", address), RATE_POLICIES.inviteAddress],
  ]);
  if (!verdict.ok) return tooManyAttempts(verdict, "email");
  const actor = await client.user.findUnique({ where: { id: actorId }, select: { email: true } });
  if (actor?.email === email)
    return fail("CONFLICT", "That is your own email: you are already an organiser.", { email: ["That is your own email: you are already an organiser"] });
  // one invitation per address and campaign: sending it again renews it
  await client.organiserInvitation.upsert({
    where: { campaignId_email: { campaignId, email } },
    create: { campaignId, email, invitedById: actorId },
    update: { invitedById: actorId, createdAt: new Date() },
  });
  return { ok: true, data: { message: INVITATION_SENT(email) } };
}

/** An organiser takes back an invitation of their campaign that is still open. */
export async function withdrawInvitation(client: Db, actorId: string, campaignId: string, invitationId: string): Promise<ActionResult> {
  if ((await campaignRole(client, campaignId, actorId)) !== "organiser") return fail("NOT_FOUND", "Only organisers can withdraw invitations.");
  const { count } = await client.organiserInvitation.deleteMany({ where: { id: invitationId, campaignId } });
  return count === 1 ? { ok: true, data: undefined } : fail("STALE", "That invitation was already answered or withdrawn.");
}

/**
 * The invited person accepts (becoming an organiser, a player of the campaign too if they were
 * one) or declines. Only an invitation to the user's own email; answered once.
 */
export async function answerInvitation(
  client: Db,
  user: { id: string; email: string; name: string },
  invitationId: string,
  accept: boolean,
): Promise<ActionResult<{ campaignId: string }>> {
  return client.$transaction(async (tx) => {
    const invitation = await tx.organiserInvitation.findFirst({ where: { id: invitationId, email: user.email }, select: { campaignId: true } });
    if (!invitation) return fail("NOT_FOUND", "That invitation was withdrawn or already answered.");
    // the delete claims the invitation: of two answers at once, one does the work
    const { count } = await tx.organiserInvitation.deleteMany({ where: { id: invitationId, email: user.email } });
    if (count !== 1) return fail("STALE", "That invitation was already answered.");
    const { campaignId } = invitation;
    if (accept) {
      const member = await tx.campaignMember.findUnique({ where: { campaignId_userId: { campaignId, userId: user.id } }, select: { role: true } });
      if (member?.role !== "organiser") {
        await tx.campaignMember.upsert({
          where: { campaignId_userId: { campaignId, userId: user.id } },
          create: { campaignId, userId: user.id, role: "organiser" },
          update: { role: "organiser" },
        });
        await tx.activityEvent.create({ data: { campaignId, actorId: user.id, kind: "organiser", summary: `${user.name} is now an organiser` } });
      }
    }
    return { ok: true, data: { campaignId } };
  });
}

/** The invitations waiting for this user's answer (their Campaigns page). */
export async function loadMyInvitations(client: Db, email: string) {
  return client.organiserInvitation.findMany({
    where: { email },
    select: { id: true, createdAt: true, campaign: { select: { id: true, name: true } }, invitedBy: { select: { name: true } } },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
}

/** A campaign's open invitations, for its organisers (the addresses they typed themselves). */
export async function loadOpenInvitations(client: Db, campaignId: string) {
  return client.organiserInvitation.findMany({
    where: { campaignId },
    select: { id: true, email: true, createdAt: true },
    orderBy: { createdAt: "desc" },
    take: 100,
  });
}
