import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpSchema } from "@/lib/contracts/account";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { createUser } from "./mutations";

describe.each(testDatabases())("accounts on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  it("stores a bcrypt hash, never the password", async () => {
    const input = signUpSchema.parse({ name: "Nob", email: "Nob@Example.com ", password: "waaagh-123" });
    const r = await createUser(t.db, input);
    expect(r.ok).toBe(true);
    const user = await t.db.user.findUniqueOrThrow({ where: { email: "nob@example.com" } });
    expect(user.passwordHash).not.toContain("waaagh-123");
    expect(await bcrypt.compare("waaagh-123", user.passwordHash)).toBe(true);
  });

  it("a second account with the same email (any case) is refused as EMAIL_TAKEN", async () => {
    const input = signUpSchema.parse({ name: "Twin", email: "twin@example.com", password: "password9" });
    expect((await createUser(t.db, input)).ok).toBe(true);
    const again = signUpSchema.parse({ name: "Twin 2", email: "TWIN@example.com", password: "password9" });
    expect(await createUser(t.db, again)).toEqual({ ok: false, reason: "EMAIL_TAKEN" });
  });
});
