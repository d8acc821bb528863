import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importGang } from "@/lib/export/gang-export";
import { createUser } from "../accounts/mutations";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { twoGangLeague } from "../testing/league";
import { loadSkirmishGangs } from "./queries";

describe.each(testDatabases())("skirmish gangs on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  it("lists only the user's own gangs, each as a gang export that imports cleanly", async () => {
    const a = await createUser(t.db, { name: "Alice", email: "alice-sk@example.com", password: "password1" });
    const b = await createUser(t.db, { name: "Bob", email: "bob-sk@example.com", password: "password2" });
    if (!a.ok || !b.ok) throw new Error("users");
    const { id } = await createGangWithRoster(t.db, a.id, { name: "Da Grunts", house: "Goffs", credits: 1000 });
    await createGangWithRoster(t.db, b.id, { name: "Not Yours", house: "", credits: 1000 });
    const gangs = await loadSkirmishGangs(t.db, a.id);
    expect(gangs.map((g) => [g.id, g.name])).toEqual([[id, "Da Grunts"]]);
    expect(gangs[0]!.export.gang).toEqual({ name: "Da Grunts", house: "Goffs" });
    expect(importGang(JSON.parse(JSON.stringify(gangs[0]!.export))).ok).toBe(true);
    expect(gangs[0]).toMatchObject({ mine: true, campaign: null, ownerName: "Alice" });
  });

  it("adds every gang of a campaign the user is in (read-only, with its campaign and player), never a gang of a campaign they are not in", async () => {
    const { u, campaignId, ownerGang, otherGang } = await twoGangLeague(t.db, { campaign: "Skirmish League", ownerGang: "Da Owners", otherGang: "Da Others" });
    // the owner sees their gang first, then the other member's gang of the shared campaign
    const owner = await loadSkirmishGangs(t.db, u.owner);
    expect(owner.map((g) => [g.id, g.mine, g.campaign?.id])).toEqual([
      [ownerGang, true, campaignId],
      [otherGang, false, campaignId],
    ]);
    expect(owner[1]!.ownerName).toBeTruthy();
    // another member's credits ledger and stash never reach the page; the user's own gang keeps its own
    await t.db.roster.update({
      where: { gangId: otherGang },
      data: {
        document: JSON.stringify({
          ...JSON.parse((await t.db.roster.findUniqueOrThrow({ where: { gangId: otherGang } })).document),
          stash: [{ id: "s1", name: "Spare Shoota", cost: 10 }],
        }),
      },
    });
    const [mine, theirs] = await loadSkirmishGangs(t.db, u.owner);
    expect(mine!.export.roster.ledger.length).toBeGreaterThan(0);
    expect(theirs!.export.roster).toMatchObject({ ledger: [], stash: [] });
    const whole = JSON.parse((await t.db.roster.findUniqueOrThrow({ where: { gangId: otherGang } })).document);
    expect(whole.ledger.length).toBeGreaterThan(0);
    expect(whole.stash).toHaveLength(1);
    // an organiser without a gang sees both; an outsider sees neither
    expect((await loadSkirmishGangs(t.db, u.organiser)).map((g) => g.id).sort()).toEqual([ownerGang, otherGang].sort());
    expect(await loadSkirmishGangs(t.db, u.outsider)).toEqual([]);
    // the user's own gang is never crowded out by newer gangs of their campaigns
    expect((await loadSkirmishGangs(t.db, u.owner, 1)).map((g) => g.id)).toEqual([ownerGang]);
    expect((await loadSkirmishGangs(t.db, u.organiser, 1)).map((g) => g.id)).toHaveLength(1);
    // a retired gang no longer fights
    await t.db.gang.update({ where: { id: otherGang }, data: { retired: true } });
    expect((await loadSkirmishGangs(t.db, u.owner)).map((g) => g.id)).toEqual([ownerGang]);
  });
});
