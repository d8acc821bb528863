import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gruntsRoster } from "@/lib/rules";
import { renameRoster } from "@/lib/rules/roster/edits";
import { changeRoster, createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { testUsers } from "../testing/users";
import { findEditableGang } from "./access";
import { deleteOwnGang } from "./mutations";
import { loadGangPage } from "./page-data";
import { findOwnGang, findOwnGangs } from "./queries";

describe.each(testDatabases())("gangs on $name", (factory) => {
  let t: TestDatabase;
  let alice: string, bob: string;
  beforeAll(async () => {
    t = await factory.create();
    ({ alice, bob } = await testUsers(t.db, "alice", "bob"));
  });
  afterAll(() => t?.drop());

  it("a created gang is listed for its owner and nobody else, with its starting credits in the ledger", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Da Grunts", house: "Goffs", credits: 1000 });
    expect((await findOwnGangs(t.db, alice)).map((g) => g.id)).toContain(id);
    expect((await findOwnGangs(t.db, bob)).map((g) => g.id)).not.toContain(id);
    const gang = await findEditableGang(t.db, id, alice);
    expect(gang?.credits).toBe(1000);
    expect(JSON.parse(gang!.roster!.document).ledger).toEqual([{ reason: "Starting credits", amount: 1000, balanceAfter: 1000 }]);
  });

  it("another user can neither read, edit nor delete the gang, and nothing changes", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Skarboyz", house: "", credits: 500 });
    expect(await findOwnGang(t.db, id, bob)).toBeNull();
    expect(await findEditableGang(t.db, id, bob)).toBeNull();
    expect(await deleteOwnGang(t.db, id, bob)).toBe("not-found");
    expect(await findOwnGang(t.db, id, alice)).toMatchObject({ name: "Skarboyz", credits: 500, version: 0 });
  });

  it("the owner can rename through the roster (bumping the version) and delete", async () => {
    const { id } = await createGangWithRoster(t.db, alice, { name: "Old", house: "", credits: 0 });
    const r = await changeRoster(t.db, { gangId: id, actorId: alice, version: 0, kind: "gang", summary: "rename", change: (x) => renameRoster(x, "New") });
    expect(r.ok).toBe(true);
    expect(await findOwnGang(t.db, id, alice)).toMatchObject({ name: "New", version: 1 });
    expect(await deleteOwnGang(t.db, id, alice)).toBe("deleted");
    expect(await findOwnGang(t.db, id, alice)).toBeNull();
  });

  it("the gang page lists the rules a stored roster breaks: a knife bolted on before only ranged weapons could be", async () => {
    const built = await createGangWithRoster(t.db, alice, { name: "Da Grunts", house: "", credits: 0 }, gruntsRoster());
    expect((await loadGangPage(t.db, built.id, alice))!.issues).toEqual([]);
    const old = gruntsRoster();
    old.vehicles[0]!.weapons = [{ id: "knife", name: "Fighting knife", cost: 15, traits: ["Melee"], twinLinked: false, allocatedTo: null }];
    const { id } = await createGangWithRoster(t.db, alice, { name: "Old Grunts", house: "", credits: 0 }, old);
    expect((await loadGangPage(t.db, id, alice))!.issues.map((i) => i.code)).toEqual(["bolt-on-not-ranged"]);
  });

  it("an unknown gang id finds nothing", async () => {
    expect(await findOwnGang(t.db, "no-such-gang", alice)).toBeNull();
    expect(await findEditableGang(t.db, "no-such-gang", alice)).toBeNull();
  });
});
