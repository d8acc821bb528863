import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInSchema, signUpSchema } from "@/lib/contracts/account";
import { signInLimitMessage } from "@/lib/contracts/rate-limit";
import { RATE_POLICIES } from "../rate-limit";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { createUser, signUp } from "./mutations";
import { authenticate, TooManyAttemptsError } from "./sign-in";

describe.each(testDatabases())("accounts on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  let n = 0;
  const account = async (password = "waaagh-123") => {
    const email = `nob-${++n}@example.com`;
    const r = await createUser(t.db, signUpSchema.parse({ name: "Nob", email, password }));
    if (!r.ok) throw new Error(r.reason);
    return { id: r.id, email };
  };
  /** A sign-in's outcome in words: the user's id, "wrong", or the refusal's message. */
  const signIn = (email: string, password: string, address: string | null = "203.0.113.7") =>
    authenticate(t.db, { email, password }, address).then(
      (u) => u?.id ?? "wrong",
      (e: unknown) => (e instanceof TooManyAttemptsError ? signInLimitMessage(e.message) : Promise.reject(e)),
    );

  it("stores an Argon2id hash, never the password", async () => {
    const { email } = await account("waaagh-123");
    const user = await t.db.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.passwordHash).not.toContain("waaagh-123");
  });

  it("two 200-character passwords that share their first 72 bytes are two passwords (bcrypt made them one)", async () => {
    const stem = "x".repeat(72);
    const real = `${stem}${"a".repeat(128)}`;
    const other = `${stem}${"b".repeat(128)}`;
    expect(await bcrypt.compare(other, await bcrypt.hash(real, 4))).toBe(true); // the old weakness
    const { id, email } = await account(real);
    expect(await signIn(email, other)).toBe("wrong");
    expect(await signIn(email, real)).toBe(id);
    expect(signInSchema.safeParse({ email, password: real }).success).toBe(true);
  });

  it("an account from before (bcrypt hash) signs in, and its hash becomes Argon2id at that sign-in", async () => {
    const { id, email } = await account();
    await t.db.user.update({ where: { id }, data: { passwordHash: await bcrypt.hash("old-password-1", 4) } });
    expect(await signIn(email, "wrong-password")).toBe("wrong");
    expect((await t.db.user.findUniqueOrThrow({ where: { id } })).passwordHash).toMatch(/^\$2[aby]\$/);
    expect(await signIn(email, "old-password-1")).toBe(id);
    expect((await t.db.user.findUniqueOrThrow({ where: { id } })).passwordHash).toMatch(/^\$argon2id\$/);
    expect(await signIn(email, "old-password-1")).toBe(id);
  });

  it("a second account with the same email (any case) is refused as EMAIL_TAKEN", async () => {
    const input = signUpSchema.parse({ name: "Twin", email: "twin@example.com", password: "password9" });
    expect((await createUser(t.db, input)).ok).toBe(true);
    const again = signUpSchema.parse({ name: "Twin 2", email: "TWIN@example.com", password: "password9" });
    expect(await createUser(t.db, again)).toEqual({ ok: false, reason: "EMAIL_TAKEN" });
  });

  it("brute force, per account: after 10 failed sign-ins in 15 minutes even the right password waits, with the minutes in words", async () => {
    const { id, email } = await account("right-password");
    for (let i = 0; i < RATE_POLICIES.signInAccount.limit; i++) expect(await signIn(email, `guess-${i}`, `198.51.100.${i}`)).toBe("wrong");
    expect(await signIn(email, "right-password", "198.51.100.200")).toBe("Too many attempts. Try again in 15 minutes.");
    // the window ends: the right password works, and clears the count
    await t.db.rateLimit.update({ where: { key: `signin:account:${email}` }, data: { resetAt: BigInt(Date.now() - 1) } });
    expect(await signIn(email, "right-password")).toBe(id);
    expect(await t.db.rateLimit.findUnique({ where: { key: `signin:account:${email}` } })).toBeNull();
  });

  it("brute force, in parallel: 40 guesses at once are all counted, and only the first 10 are even checked", async () => {
    const { email } = await account("right-password");
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(email, `guess-${i}`, null)));
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(RATE_POLICIES.signInAccount.limit);
    expect(outcomes.filter((o) => o?.startsWith("Too many attempts"))).toHaveLength(40 - RATE_POLICIES.signInAccount.limit);
    expect((await t.db.rateLimit.findUniqueOrThrow({ where: { key: `signin:account:${email}` } })).count).toBe(40);
  });

  it("brute force, per client address: one address spraying many accounts is stopped after 50 attempts", async () => {
    const address = "192.0.2.99";
    const accounts = await Promise.all(Array.from({ length: 8 }, () => account()));
    let refused = 0;
    for (let i = 0; i < RATE_POLICIES.signInAddress.limit + 5; i++) {
      const outcome = await signIn(accounts[i % accounts.length]!.email, `guess-${i}`, address);
      if (outcome?.startsWith("Too many attempts")) refused++;
    }
    expect(refused).toBe(5);
    expect(await signIn(accounts[0]!.email, "waaagh-123", "192.0.2.100")).toBe(accounts[0]!.id); // another address is not held up
  });

  it("sign-up: 'already exists' is said only within the limits; past them the answer is the wait", async () => {
    const input = (name: string, email: string) => signUpSchema.parse({ name, email, password: "password9" });
    expect(await signUp(t.db, input("Fresh", "fresh@example.com"), "192.0.2.10")).toEqual({ ok: true, data: undefined });
    for (let i = 1; i < RATE_POLICIES.signUpAccount.limit; i++) {
      expect(await signUp(t.db, input("Again", "fresh@example.com"), `192.0.2.${10 + i}`)).toMatchObject({ ok: false, code: "CONFLICT" });
    }
    expect(await signUp(t.db, input("Again", "fresh@example.com"), "192.0.2.30")).toEqual({
      ok: false,
      code: "RATE_LIMITED",
      message: "Too many attempts. Try again in 60 minutes.",
    });
  });

  it("sign-up: one address makes at most 20 accounts an hour", async () => {
    const address = "192.0.2.77";
    const answers = [];
    for (let i = 0; i < RATE_POLICIES.signUpAddress.limit + 2; i++)
      answers.push(await signUp(t.db, signUpSchema.parse({ name: "Bot", email: `bot-${i}@example.com`, password: "password9" }), address));
    expect(answers.filter((a) => a.ok)).toHaveLength(RATE_POLICIES.signUpAddress.limit);
    expect(answers.at(-1)).toMatchObject({ ok: false, code: "RATE_LIMITED" });
  });
});
