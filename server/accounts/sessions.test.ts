import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changePasswordSchema, signUpSchema } from "@/lib/contracts/account";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { changePassword, createUser } from "./mutations";
import { endEverySession, endSession, liveSessionUser, MAX_SIGNED_OUT_SESSIONS, newSessionId } from "./sessions";
import { authenticate } from "./sign-in";

const inAMonth = () => Math.floor(Date.now() / 1000) + 30 * 24 * 3600;

describe.each(testDatabases())("sessions that end, on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  let n = 0;
  /** A user and a cookie's claims as next-auth's jwt callback writes them at sign-in. */
  const signedIn = async (password = "password1") => {
    const email = `grot-${++n}@example.com`;
    const r = await createUser(t.db, signUpSchema.parse({ name: `Grot ${n}`, email, password }));
    if (!r.ok) throw new Error(r.reason);
    const user = await authenticate(t.db, { email, password }, null);
    return { id: r.id, email, claims: { uid: user!.id, sv: user!.sessionVersion, sid: newSessionId() } };
  };
  const another = (claims: { uid: string; sv: number }) => ({ ...claims, sid: newSessionId() });

  it("a fresh cookie opens a session for its user, with the name and email as they are now", async () => {
    const { id, email, claims } = await signedIn();
    await t.db.user.update({ where: { id }, data: { name: "Renamed Grot" } });
    expect(await liveSessionUser(t.db, claims)).toEqual({ id, email, name: "Renamed Grot" });
  });

  it("a cookie missing its version or session id, or of a deleted account, opens nothing", async () => {
    const { id, claims } = await signedIn();
    expect(await liveSessionUser(t.db, { uid: claims.uid, sid: claims.sid })).toBeNull();
    expect(await liveSessionUser(t.db, { uid: claims.uid, sv: claims.sv })).toBeNull();
    expect(await liveSessionUser(t.db, { ...claims, sv: claims.sv + 1 })).toBeNull();
    await t.db.user.delete({ where: { id } });
    expect(await liveSessionUser(t.db, claims)).toBeNull();
  });

  it("signing out ends that session on the server; the same account's other sessions go on", async () => {
    const { claims } = await signedIn();
    const phone = another(claims);
    await endSession(t.db, claims, inAMonth());
    expect(await liveSessionUser(t.db, claims)).toBeNull();
    expect(await liveSessionUser(t.db, phone)).not.toBeNull();
  });

  it("ten sessions signed out at once are all ended (none lost to a race)", async () => {
    const { claims } = await signedIn();
    const sessions = Array.from({ length: 10 }, () => another(claims));
    await Promise.all(sessions.map((s) => endSession(t.db, s, inAMonth())));
    for (const s of sessions) expect(await liveSessionUser(t.db, s)).toBeNull();
  });

  it("expired entries are dropped from the list, and past its limit signing out ends every session", async () => {
    const { id, claims } = await signedIn();
    await endSession(t.db, another(claims), Math.floor(Date.now() / 1000) - 10); // already expired: not kept
    await endSession(t.db, another(claims), inAMonth());
    expect((await t.db.user.findUniqueOrThrow({ where: { id } })).signedOutSessions.split(" ")).toHaveLength(1);
    const many = Array.from({ length: MAX_SIGNED_OUT_SESSIONS - 1 }, () => `${newSessionId()}:${inAMonth()}`).join(" ");
    await t.db.user.update({
      where: { id },
      data: { signedOutSessions: `${(await t.db.user.findUniqueOrThrow({ where: { id } })).signedOutSessions} ${many}` },
    });
    await endSession(t.db, another(claims), inAMonth());
    expect(await liveSessionUser(t.db, claims)).toBeNull(); // every session ended
    expect(await t.db.user.findUniqueOrThrow({ where: { id } })).toMatchObject({ sessionVersion: claims.sv + 1, signedOutSessions: "" });
  });

  it("sign out everywhere ends every session of the account; signing in again gives a working one", async () => {
    const { email, claims } = await signedIn();
    const phone = another(claims);
    await endEverySession(t.db, claims.uid);
    expect(await liveSessionUser(t.db, claims)).toBeNull();
    expect(await liveSessionUser(t.db, phone)).toBeNull();
    const again = await authenticate(t.db, { email, password: "password1" }, null);
    expect(await liveSessionUser(t.db, { uid: again!.id, sv: again!.sessionVersion, sid: newSessionId() })).not.toBeNull();
  });

  it("a password change needs the current password, ends every session, and the new password is the only one", async () => {
    const { id, email, claims } = await signedIn("old-password");
    const change = (currentPassword: string) =>
      changePassword(t.db, id, changePasswordSchema.parse({ currentPassword, newPassword: "new-password-2", confirmPassword: "new-password-2" }));
    expect(await change("not-my-password")).toEqual({
      ok: false,
      code: "INVALID_INPUT",
      message: "Your current password is not right.",
      fieldErrors: { currentPassword: ["This is not your current password"] },
    });
    expect(await liveSessionUser(t.db, claims)).not.toBeNull();
    expect(await change("old-password")).toEqual({ ok: true, data: undefined });
    expect(await liveSessionUser(t.db, claims)).toBeNull();
    expect(await authenticate(t.db, { email, password: "old-password" }, null)).toBeNull();
    expect(await authenticate(t.db, { email, password: "new-password-2" }, null)).toMatchObject({ id });
  });

  it("guessing the current password in the change form is limited like signing in", async () => {
    const { id } = await signedIn();
    const guess = (i: number) => changePassword(t.db, id, { currentPassword: `guess-${i}`, newPassword: "new-password-2", confirmPassword: "new-password-2" });
    for (let i = 0; i < 10; i++) expect(await guess(i)).toMatchObject({ code: "INVALID_INPUT" });
    expect(await guess(10)).toEqual({
      ok: false,
      code: "RATE_LIMITED",
      message: "Too many attempts. Try again in 15 minutes.",
      fieldErrors: { currentPassword: ["Too many attempts. Try again in 15 minutes."] },
    });
  });

  it("the form's schema: the new password twice, and not the current one", () => {
    const issues = (v: object) => changePasswordSchema.safeParse(v).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ currentPassword: "old-password", newPassword: "new-password-2", confirmPassword: "new-password-3" })).toEqual([
      ["confirmPassword", "The two new passwords are not the same"],
    ]);
    expect(issues({ currentPassword: "same-password", newPassword: "same-password", confirmPassword: "same-password" })).toEqual([
      ["newPassword", "Choose a password other than your current one"],
    ]);
  });
});
