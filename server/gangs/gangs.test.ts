import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../accounts/mutations";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { deleteOwnGang, insertGang, renameOwnGang } from "./mutations";
import { findOwnGang, findOwnGangs } from "./queries";

describe.each(testDatabases())("gangs on $name", (factory) => {
  let t: TestDatabase;
  let alice: string, bob: string;
  beforeAll(async () => {
    t = await factory.create();
    const a = await createUser(t.db, { name: "Alice", email: "alice@example.com", password: "password1" });
    const b = await createUser(t.db, { name: "Bob", email: "bob@example.com", password: "password2" });
    if (!a.ok || !b.ok) throw new Error("users");
    alice = a.id;
    bob = b.id;
  });
  afterAll(() => t?.drop());

  it("a created gang is listed for its owner and nobody else", async () => {
    const { id } = await insertGang(t.db, alice, { name: "Da Grunts", house: "Goffs", credits: 1000 });
    expect((await findOwnGangs(t.db, alice)).map((g) => g.id)).toContain(id);
    expect((await findOwnGangs(t.db, bob)).map((g) => g.id)).not.toContain(id);
  });

  it("another user can neither read, rename nor delete the gang, and nothing changes", async () => {
    const { id } = await insertGang(t.db, alice, { name: "Skarboyz", house: "", credits: 500 });
    expect(await findOwnGang(t.db, id, bob)).toBeNull();
    expect(await renameOwnGang(t.db, id, bob, "Stolen")).toBe(false);
    expect(await deleteOwnGang(t.db, id, bob)).toBe(false);
    const still = await findOwnGang(t.db, id, alice);
    expect(still).toMatchObject({ name: "Skarboyz", credits: 500, version: 0 });
  });

  it("the owner can rename (bumping the version) and delete", async () => {
    const { id } = await insertGang(t.db, alice, { name: "Old", house: "", credits: 0 });
    expect(await renameOwnGang(t.db, id, alice, "New")).toBe(true);
    expect(await findOwnGang(t.db, id, alice)).toMatchObject({ name: "New", version: 1 });
    expect(await deleteOwnGang(t.db, id, alice)).toBe(true);
    expect(await findOwnGang(t.db, id, alice)).toBeNull();
  });

  it("an unknown gang id finds nothing", async () => {
    expect(await findOwnGang(t.db, "no-such-gang", alice)).toBeNull();
    expect(await renameOwnGang(t.db, "no-such-gang", alice, "x")).toBe(false);
  });
});
