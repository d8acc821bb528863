import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { testUsers } from "../testing/users";
import { createShareToken, findSharedGang, isShareTokenShape, revokeShareToken } from "./share";

describe.each(testDatabases())("read-only share links on $name", (factory) => {
  let t: TestDatabase;
  let alice: string, bob: string;
  beforeAll(async () => {
    t = await factory.create();
    ({ alice, bob } = await testUsers(t.db, "alice", "bob"));
  });
  afterAll(() => t?.drop());

  const tokenOf = async (id: string) => (await t.db.gang.findUniqueOrThrow({ where: { id } })).shareToken;

  it("the owner creates a link (24 random base64url characters), creating again keeps it, and it finds the gang", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Shown Off", house: "Goffs", credits: 700 });
    const token = await createShareToken(t.db, id, alice);
    expect(token).not.toBeNull();
    expect(isShareTokenShape(token!)).toBe(true);
    expect(await createShareToken(t.db, id, alice)).toBe(token);
    const shared = await findSharedGang(t.db, token!);
    expect(shared).toMatchObject({ id, name: "Shown Off", house: "Goffs", credits: 700 });
    expect(shared).not.toHaveProperty("ownerId");
    expect(shared).not.toHaveProperty("owner");
    expect(JSON.parse(shared!.roster!.document).name).toBe("Shown Off");
  });

  it("two gangs never share a token", async () => {
    const a = await createGangWithRoster(t.db, alice, { name: "One", house: "", credits: 0 });
    const b = await createGangWithRoster(t.db, alice, { name: "Two", house: "", credits: 0 });
    expect(await createShareToken(t.db, a.id, alice)).not.toBe(await createShareToken(t.db, b.id, alice));
  });

  it("revoking ends the link: the old token finds nothing, and a new link gets a new token", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Revoked", house: "", credits: 0 });
    const token = (await createShareToken(t.db, id, alice))!;
    expect(await revokeShareToken(t.db, id, alice)).toBe(true);
    expect(await tokenOf(id)).toBeNull();
    expect(await findSharedGang(t.db, token)).toBeNull();
    const again = await createShareToken(t.db, id, alice);
    expect(again).not.toBe(token);
    expect((await findSharedGang(t.db, again!))?.id).toBe(id);
  });

  it("another user can neither create nor revoke the owner's link", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Not Bob's", house: "", credits: 0 });
    expect(await createShareToken(t.db, id, bob)).toBeNull();
    expect(await tokenOf(id)).toBeNull();
    const token = await createShareToken(t.db, id, alice);
    expect(await revokeShareToken(t.db, id, bob)).toBe(false);
    expect(await tokenOf(id)).toBe(token);
    expect((await findSharedGang(t.db, token!))?.id).toBe(id);
  });

  it("unknown and malformed tokens find nothing", async () => {
    expect(await findSharedGang(t.db, "A".repeat(24))).toBeNull();
    expect(await findSharedGang(t.db, "")).toBeNull();
    expect(await findSharedGang(t.db, "../../etc/passwd")).toBeNull();
    expect(await findSharedGang(t.db, "x".repeat(500))).toBeNull();
  });
});
