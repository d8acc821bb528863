import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteOrganiserSchema } from "@/lib/contracts/campaign";
import { RATE_POLICIES } from "../rate-limit";
import { league } from "../security-review/fixtures";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { campaignRole } from "./access";
import { answerInvitation, INVITATION_SENT, inviteOrganiser, loadMyInvitations, loadOpenInvitations, withdrawInvitation } from "./invitations";

describe.each(testDatabases())("organiser invitations on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  const userOf = async (id: string) => t.db.user.findUniqueOrThrow({ where: { id }, select: { id: true, email: true, name: true } });
  const invite = async (actorId: string, campaignId: string, email: string, address: string | null = null) =>
    inviteOrganiser(t.db, actorId, campaignId, inviteOrganiserSchema.parse({ campaignId, email }).email, address);
  const feed = (campaignId: string) => t.db.activityEvent.count({ where: { campaignId, kind: "organiser" } });

  it("the organiser learns nothing: an email with an account, one without, and one of a player all get the same answer, with no name", async () => {
    const l = await league(t.db);
    await t.db.user.update({ where: { id: l.u.outsider }, data: { name: "Skragg Secretname" } });
    const outsider = await userOf(l.u.outsider);
    const player = await userOf(l.u.owner);
    const answers = await Promise.all([outsider.email, "nobody-here@example.com", player.email].map((e) => invite(l.u.organiser, l.campaignId, e)));
    expect(answers).toEqual([outsider.email, "nobody-here@example.com", player.email].map((e) => ({ ok: true, data: { message: INVITATION_SENT(e) } })));
    for (const a of answers) expect(JSON.stringify(a)).not.toContain(outsider.name);
    // nobody became an organiser by being named, and the feed says nothing yet
    expect(await campaignRole(t.db, l.campaignId, outsider.id)).toBeNull();
    expect(await campaignRole(t.db, l.campaignId, player.id)).toBe("player");
    expect(await feed(l.campaignId)).toBe(0);
    expect((await loadOpenInvitations(t.db, l.campaignId)).map((i) => i.email).sort()).toEqual(
      [outsider.email, "nobody-here@example.com", player.email].sort(),
    );
  });

  it("the invited person sees the invitation and accepts: now an organiser, once, in the feed; a player is promoted", async () => {
    const l = await league(t.db);
    const outsider = await userOf(l.u.outsider);
    const player = await userOf(l.u.owner);
    await invite(l.u.organiser, l.campaignId, outsider.email.toUpperCase());
    await invite(l.u.organiser, l.campaignId, player.email);
    const mine = await loadMyInvitations(t.db, outsider.email);
    expect(mine).toMatchObject([{ campaign: { id: l.campaignId }, invitedBy: { name: "organiser" } }]);
    expect(await answerInvitation(t.db, outsider, mine[0]!.id, true)).toEqual({ ok: true, data: { campaignId: l.campaignId } });
    expect(await campaignRole(t.db, l.campaignId, outsider.id)).toBe("organiser");
    expect(await answerInvitation(t.db, outsider, mine[0]!.id, true)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const promoted = await loadMyInvitations(t.db, player.email);
    expect((await answerInvitation(t.db, player, promoted[0]!.id, true)).ok).toBe(true);
    expect(await campaignRole(t.db, l.campaignId, player.id)).toBe("organiser");
    expect(await feed(l.campaignId)).toBe(2);
  });

  it("declining leaves everything as it was; nobody else can answer an invitation sent to another address", async () => {
    const l = await league(t.db);
    const outsider = await userOf(l.u.outsider);
    const other = await userOf(l.u.other);
    await invite(l.u.organiser, l.campaignId, outsider.email);
    const [inv] = await loadMyInvitations(t.db, outsider.email);
    expect(await answerInvitation(t.db, other, inv!.id, true)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await campaignRole(t.db, l.campaignId, other.id)).toBe("player");
    expect((await answerInvitation(t.db, outsider, inv!.id, false)).ok).toBe(true);
    expect(await campaignRole(t.db, l.campaignId, outsider.id)).toBeNull();
    expect(await loadMyInvitations(t.db, outsider.email)).toEqual([]);
    expect(await feed(l.campaignId)).toBe(0);
  });

  it("two answers at once (two tabs): one counts", async () => {
    const l = await league(t.db);
    const outsider = await userOf(l.u.outsider);
    await invite(l.u.organiser, l.campaignId, outsider.email);
    const [inv] = await loadMyInvitations(t.db, outsider.email);
    const answers = await Promise.all([answerInvitation(t.db, outsider, inv!.id, true), answerInvitation(t.db, outsider, inv!.id, true)]);
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(await feed(l.campaignId)).toBe(1);
  });

  it("only organisers invite and withdraw; an invitation sent again is one invitation; a withdrawn one cannot be accepted", async () => {
    const l = await league(t.db);
    const outsider = await userOf(l.u.outsider);
    expect(await invite(l.u.owner, l.campaignId, outsider.email)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await invite(l.u.outsider, l.campaignId, outsider.email)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    await invite(l.u.organiser, l.campaignId, outsider.email);
    await invite(l.u.organiser, l.campaignId, outsider.email);
    const open = await loadOpenInvitations(t.db, l.campaignId);
    expect(open).toHaveLength(1);
    expect(await withdrawInvitation(t.db, l.u.owner, l.campaignId, open[0]!.id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const away = await league(t.db); // another campaign's organiser cannot withdraw it, even naming their own campaign
    expect(await withdrawInvitation(t.db, away.u.organiser, away.campaignId, open[0]!.id)).toMatchObject({ ok: false, code: "STALE" });
    expect((await withdrawInvitation(t.db, l.u.organiser, l.campaignId, open[0]!.id)).ok).toBe(true);
    expect(await answerInvitation(t.db, outsider, open[0]!.id, true)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await campaignRole(t.db, l.campaignId, outsider.id)).toBeNull();
  });

  it("an organiser's own email is refused (they know it is theirs)", async () => {
    const l = await league(t.db);
    const me = await userOf(l.u.organiser);
    expect(await invite(l.u.organiser, l.campaignId, me.email)).toEqual({
      ok: false,
      code: "CONFLICT",
      message: "That is your own email: you are already an organiser.",
      fieldErrors: { email: ["That is your own email: you are already an organiser"] },
    });
  });

  it("invitations are limited per organiser: past 20 an hour, the wait in words under the email", async () => {
    const l = await league(t.db);
    for (let i = 0; i < RATE_POLICIES.inviteAccount.limit; i++)
      expect((await invite(l.u.organiser, l.campaignId, `probe-${i}@example.com`, `198.51.100.${i}`)).ok).toBe(true);
    expect(await invite(l.u.organiser, l.campaignId, "probe-x@example.com")).toEqual({
      ok: false,
      code: "RATE_LIMITED",
      message: "Too many attempts. Try again in 60 minutes.",
      fieldErrors: { email: ["Too many attempts. Try again in 60 minutes."] },
    });
  });
});
