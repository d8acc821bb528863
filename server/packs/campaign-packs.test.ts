import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRosterOp } from "../rosters/apply-op";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { boltOnSlotsUsed, effectiveVehicle } from "@/lib/rules";
import { readRoster } from "../rosters/store";
import { applyPostgame } from "../postgames/apply";
import { undoPostgame } from "../postgames/undo";
import { answers, battle, league, TEST_SECRET, type League } from "../postgames/fixtures";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { moveCampaignPackOn, removeCampaignPack, setCampaignPack } from "./campaign";
import { clubPackText } from "./fixtures";
import { deletePack, importPackFile, savePackSection, setPackRetired } from "./mutations";
import { loadVisiblePack, packsForCampaign, packsForGang } from "./queries";
import { applyPackRosterOp } from "./roster";

describe.each(testDatabases())("campaign packs on $name", (factory) => {
  let t: TestDatabase;
  let l: League;
  let packId: string;
  beforeAll(async () => {
    t = await factory.create();
    l = await league(t.db);
    const r = await importPackFile(t.db, l.organiser, clubPackText());
    if (!r.ok) throw new Error("fixture pack");
    packId = r.id;
  });
  afterAll(() => t?.drop());

  const gang = async (id = l.gangId) => {
    const g = await t.db.gang.findUniqueOrThrow({ where: { id }, include: { roster: true } });
    return { version: g.version, rating: g.rating, credits: g.credits, roster: readRoster(g.roster!.document) };
  };
  const pin = {
    get campaignId() {
      return l.campaignId;
    },
    get packId() {
      return packId;
    },
  };
  const op = async (userId: string, o: Parameters<typeof applyPackRosterOp>[2]["op"], gangId = l.gangId) =>
    applyPackRosterOp(t.db, userId, { gangId, version: (await gang(gangId)).version, op: o });

  it("only organisers set a campaign's packs, and only their own; players then read it at the pinned revision", async () => {
    expect(await setCampaignPack(t.db, l.owner, { ...pin })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await setCampaignPack(t.db, l.outsider, { ...pin })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const players = await importPackFile(t.db, l.owner, clubPackText({ id: "players" }));
    expect(await setCampaignPack(t.db, l.organiser, { campaignId: l.campaignId, packId: players.ok ? players.id : "" })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
      fieldErrors: { packId: ["Choose one of your own packs"] },
    });
    expect(await setCampaignPack(t.db, l.organiser, { ...pin })).toEqual({ ok: true, data: { revision: 1 } });
    expect(await setCampaignPack(t.db, l.organiser, { ...pin })).toMatchObject({ ok: false, code: "CONFLICT" });
    expect((await packsForCampaign(t.db, l.campaignId)).map((p) => [p.key, p.revision, p.source, p.pack.id])).toEqual([[packId, 1, "campaign", packId]]);
    // every gang in the campaign reads it, then its owner's own packs, then the default pack
    expect((await packsForGang(t.db, l.rivalGangId)).map((p) => p.source)).toEqual(["campaign", "default"]);
    expect((await packsForGang(t.db, l.gangId)).map((p) => [p.source, p.pack.name])).toEqual([
      ["campaign", "Club list"],
      ["own", "Club list"],
      ["default", DEFAULT_PACK.name],
    ]);
    // players see the campaign's pack (at its pinned revision); an outsider does not
    expect((await loadVisiblePack(t.db, packId, l.rival))?.revision.revision).toBe(1);
    expect(await loadVisiblePack(t.db, packId, l.outsider)).toBeNull();
  });

  it("recruits a pack type with its profile and cost, and keeps its limit with the pack's words under the field", async () => {
    const before = await gang();
    expect(await op(l.owner, { type: "recruit", name: "Mags", fighterType: `${packId}/lieutenant`, cost: 0 })).toMatchObject({ ok: true });
    expect(await op(l.owner, { type: "recruit", name: "Vex", fighterType: `${packId}/lieutenant`, cost: 0 })).toMatchObject({ ok: true });
    const after = await gang();
    const mags = after.roster.fighters.find((f) => f.name === "Mags")!;
    expect([mags.type, mags.cost, mags.stats, mags.pack]).toEqual([
      "champion",
      70,
      DEFAULT_PACK.fighterTypes[1]!.profile,
      { packId, revision: 1, typeId: "lieutenant" },
    ]);
    expect(after.credits).toBe(before.credits - 140);
    const third = await op(l.owner, { type: "recruit", name: "Third", fighterType: `${packId}/lieutenant`, cost: 0 });
    expect(third).toMatchObject({
      ok: false,
      code: "REFUSED",
      fieldErrors: { fighterType: ["A gang may have at most 2 Lieutenant (Champion): this gang has Mags, Vex already."] },
    });
    expect((await gang()).version).toBe(after.version);
    // a custom type goes the way it always went, at the cost typed in
    expect(await op(l.owner, { type: "recruit", name: "Hand Made", fighterType: "ganger", cost: 25 })).toMatchObject({ ok: true });
    expect((await gang()).roster.fighters.at(-1)).toMatchObject({ name: "Hand Made", type: "ganger", cost: 25 });
    expect((await gang()).roster.fighters.at(-1)!.pack).toBeUndefined();
  });

  it("buys from the type's list at the type's price (two profile lines kept); off the list is refused under the field", async () => {
    const mags = (await gang()).roster.fighters.find((f) => f.name === "Mags")!;
    const before = await gang();
    expect(await op(l.owner, { type: "buyFromPack", fighterId: mags.id, item: `${packId}/tube-launcher` })).toMatchObject({ ok: true });
    const after = await gang();
    const kit = after.roster.fighters.find((f) => f.id === mags.id)!.equipment.at(-1)!;
    expect([kit.name, kit.cost, kit.profiles?.map((p) => p.name)]).toEqual(["Tube launcher", 60, ["Burst shell", "Punch shell"]]);
    expect(after.credits).toBe(before.credits - 60);
    expect(await op(l.owner, { type: "buyFromPack", fighterId: mags.id, item: `${packId}/grapnel` })).toMatchObject({
      ok: false,
      fieldErrors: { item: [expect.stringContaining("not on the Lieutenant's equipment list")] },
    });
    // a pack type buys from his own pack only
    expect(await op(l.owner, { type: "buyFromPack", fighterId: mags.id, item: "starter/cleaver" })).toMatchObject({
      ok: false,
      fieldErrors: { item: [expect.stringContaining("Club list")] },
    });
  });

  it("maps a fighter made before packs to a pack type; another user is refused and nothing changes", async () => {
    const old = (await gang()).roster.fighters.find((f) => !f.pack && f.type === "ganger")!;
    const stranger = await op(l.outsider, { type: "mapFighterType", fighterId: old.id, fighterType: `${packId}/recruit` });
    expect(stranger).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await op(l.owner, { type: "mapFighterType", fighterId: old.id, fighterType: `${packId}/recruit` })).toMatchObject({ ok: true });
    const mapped = (await gang()).roster.fighters.find((f) => f.id === old.id)!;
    expect([mapped.pack?.typeId, mapped.stats, mapped.cost]).toEqual(["recruit", old.stats, old.cost]);
  });

  it("bolts a pack weapon on a vehicle with its lines, beside its gunner", async () => {
    const g = await gang();
    // the truck's spaces are full: the vehicle rules refuse, under the weapon's field
    const full = g.roster.vehicles.find((x) => x.id === "truck")!;
    expect(await op(l.owner, { type: "boltOnFromPack", vehicleId: full.id, item: `${packId}/long-rifle`, twinLinked: false, allocation: "" })).toMatchObject({
      ok: false,
      fieldErrors: { item: [expect.stringContaining("bolt-on spaces")] },
    });
    const v = g.roster.vehicles.find((x) => x.crew.gunnerIds.length > 0 && effectiveVehicle(x).boltOnSlots > boltOnSlotsUsed(x))!;
    const gunner = v.crew.gunnerIds[0]!;
    const firesAlready = v.weapons.some((w) => w.allocatedTo?.role === "gunner" && w.allocatedTo.fighterId === gunner);
    if (firesAlready) {
      // ruling (003 Drivers and Gunners): one bolted-on weapon per gunner, refused under "Who fires it"
      expect(await op(l.owner, { type: "boltOnFromPack", vehicleId: v.id, item: `${packId}/long-rifle`, twinLinked: false, allocation: gunner })).toMatchObject(
        { ok: false, fieldErrors: { allocation: [expect.stringContaining("one bolted-on weapon")] } },
      );
      for (const w of v.weapons.filter((x) => x.allocatedTo?.role === "gunner" && x.allocatedTo.fighterId === gunner)) {
        expect(
          await applyRosterOp(t.db, l.owner, {
            gangId: l.gangId,
            version: (await gang()).version,
            op: { type: "allocateWeapon", vehicleId: v.id, weaponId: w.id, allocation: "" },
          }),
        ).toMatchObject({ ok: true });
      }
    }
    const r = await op(l.owner, { type: "boltOnFromPack", vehicleId: v.id, item: `${packId}/long-rifle`, twinLinked: false, allocation: gunner });
    expect(r).toMatchObject({ ok: true });
    const w = (await gang()).roster.vehicles.find((x) => x.id === v.id)!.weapons.at(-1)!;
    expect([w.name, w.packItemId, w.profiles?.length, w.allocatedTo]).toEqual(["Long rifle", "long-rifle", 1, { role: "gunner", fighterId: gunner }]);
  });

  it("editing the pack does not change the campaign's revision; an organiser moves it on and the ratings follow the new prices", async () => {
    const before = await gang();
    const seen = (await loadVisiblePack(t.db, packId, l.organiser))!;
    const fighterTypes = seen.pack.fighterTypes.map((ty) => (ty.id === "lieutenant" ? { ...ty, cost: 90 } : ty));
    expect(await savePackSection(t.db, l.organiser, { packId, revision: 1, section: "fighterTypes", value: { fighterTypes } })).toMatchObject({ ok: true });
    expect((await packsForCampaign(t.db, l.campaignId))[0]).toMatchObject({ revision: 1, latestRevision: 2 });
    expect((await gang()).rating).toBe(before.rating);
    expect(await moveCampaignPackOn(t.db, l.owner, { ...pin })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await moveCampaignPackOn(t.db, l.organiser, { ...pin })).toEqual({ ok: true, data: { revision: 2 } });
    expect(await moveCampaignPackOn(t.db, l.organiser, { ...pin })).toMatchObject({ ok: false, code: "CONFLICT" });
    // two Lieutenants, 20 credits dearer each
    expect((await gang()).rating).toBe(before.rating + 40);
    expect((await gang()).version).toBe(before.version);
  });

  it("the rating with the pack's prices stays right through a post-game and its undo", async () => {
    const before = await gang();
    const battleId = await battle(t.db, l);
    const applied = await applyPostgame(t.db, l.owner, answers(l, battleId, before.version, { credits: [{ amount: 10, reason: "Income" }] }), {
      secret: TEST_SECRET,
    });
    expect(applied).toMatchObject({ ok: true });
    const event = await t.db.gangEvent.findFirstOrThrow({ where: { gangId: l.gangId, kind: "postgame" }, orderBy: { createdAt: "desc" } });
    expect(event.rating).toBe((await gang()).rating);
    expect(await undoPostgame(t.db, l.organiser, { battleId, gangId: l.gangId })).toMatchObject({ ok: true });
    const after = await gang();
    expect([after.rating, after.credits, after.roster]).toEqual([before.rating, before.credits, before.roster]);
    const undoneEvent = await t.db.gangEvent.findFirstOrThrow({ where: { gangId: l.gangId, kind: "postgame-undone" } });
    expect(undoneEvent.rating).toBe(before.rating);
  });

  it("a pack a campaign sets cannot be deleted nor taken off while its gangs have fighters from it; retired it cannot be set anew", async () => {
    expect(await deletePack(t.db, l.organiser, packId)).toMatchObject({ ok: false, code: "REFUSED", message: expect.stringContaining(`the campaign`) });
    expect(await removeCampaignPack(t.db, l.owner, { ...pin })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await removeCampaignPack(t.db, l.organiser, { ...pin })).toMatchObject({
      ok: false,
      code: "REFUSED",
      message: expect.stringContaining("Grunts has fighters from Club list"),
    });
    const spare = await importPackFile(t.db, l.organiser, clubPackText({ id: "spare" }));
    if (!spare.ok) throw new Error("spare");
    await setPackRetired(t.db, l.organiser, spare.id, true);
    expect(await setCampaignPack(t.db, l.organiser, { campaignId: l.campaignId, packId: spare.id })).toMatchObject({ ok: false, code: "REFUSED" });
    await setPackRetired(t.db, l.organiser, spare.id, false);
    expect(await setCampaignPack(t.db, l.organiser, { campaignId: l.campaignId, packId: spare.id })).toMatchObject({ ok: true });
    expect(await removeCampaignPack(t.db, l.organiser, { campaignId: l.campaignId, packId: spare.id })).toEqual({ ok: true, data: undefined });
    expect(await deletePack(t.db, l.organiser, spare.id)).toEqual({ ok: true, data: undefined });
  });
});
