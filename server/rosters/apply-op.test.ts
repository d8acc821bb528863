import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rosterOpSchema, type RosterOp } from "@/lib/contracts/roster";
import { demoRoster } from "@/scripts/demo-rosters";
import { createCampaign } from "../campaigns/mutations";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { testUsers } from "../testing/users";
import { applyRosterOp } from "./apply-op";
import { createGangWithRoster } from "./store";

const stats = { M: 4, WS: 4, BS: 4, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Cl: 7, Wil: 7, Int: 7 };
/** Every roster action the gang page offers, each valid on the demo gang. */
const OPS: RosterOp[] = [
  { type: "recruitFighter", name: "New Boy", fighterType: "ganger", cost: 20 },
  { type: "editFighter", fighterId: "f5", name: "Grimgob", fighterType: "ganger", cost: 50, status: "active", xp: 3, skills: "", injuries: "", ...stats },
  { type: "giveEquipment", fighterId: "f5", itemId: "default:flak-armour", bought: true },
  { type: "removeEquipment", fighterId: "f5", index: 0 },
  { type: "buyVehicle", name: "Spare Bike", kind: "bike" },
  { type: "assignCrew", vehicleId: "truck", fighterId: "f7", role: "passenger" },
  { type: "leaveCrew", fighterId: "f7" },
  { type: "boltOnWeapon", vehicleId: "track", itemId: "default:autogun", twinLinked: false, allocation: "driver" },
  { type: "allocateWeapon", vehicleId: "truck", weaponId: "weapon-2", allocation: "" },
  { type: "removeWeapon", vehicleId: "truck", weaponId: "weapon-2" },
  { type: "addUpgrade", vehicleId: "track", upgradeId: "armour-plates", mounting: "", weaponId: "" },
  { type: "record", vehicleId: "truck", what: "permanentDamage", value: "ard-looking" },
  { type: "record", vehicleId: "truck", what: "customUpgrade", value: "heavier" },
  { type: "drivingSkill", fighterId: "f5", skillId: "shadow" },
  { type: "adjustCredits", amount: 25, reason: "Income" },
  { type: "rename", name: "Renamed Gang" },
  { type: "removeVehicle", vehicleId: "bike" },
  { type: "removeFighter", fighterId: "f8" },
];

describe.each(testDatabases())("every roster action, by role, on $name", (factory) => {
  let t: TestDatabase;
  const u = { owner: "", organiser: "", other: "", outsider: "" };
  let gangId = "";
  beforeAll(async () => {
    t = await factory.create();
    Object.assign(u, await testUsers(t.db, ...(Object.keys(u) as (keyof typeof u)[])));
    const campaignId = (
      await createCampaign(t.db, u.organiser, {
        name: "C",
        description: "",
        houseRules: "",
        startsOn: "",
        endsOn: "",
        startingCredits: 1000,
        isPublic: false,
        pointsWin: 3,
        pointsDraw: 1,
        pointsLoss: 0,
      })
    ).id;
    await t.db.campaignMember.create({ data: { campaignId, userId: u.other, role: "player" } });
    gangId = (await createGangWithRoster(t.db, u.owner, { name: "Demo", house: "", credits: 0 }, demoRoster("Demo", []))).id;
    await t.db.gang.update({ where: { id: gangId }, data: { campaignId } });
  });
  afterAll(() => t?.drop());

  const snapshot = async () => {
    const g = await t.db.gang.findUniqueOrThrow({ where: { id: gangId }, include: { roster: true } });
    return { version: g.version, credits: g.credits, doc: g.roster!.document, events: await t.db.gangEvent.count({ where: { gangId } }) };
  };

  it("the list covers every kind of roster action", () => {
    expect(new Set(OPS.map((o) => o.type))).toEqual(new Set(rosterOpSchema.options.map((o) => o.shape.type.value)));
  });

  it.each(OPS.map((op) => [op.type + ("what" in op ? `:${op.what}` : ""), op] as const))(
    "%s: another player and an outsider are refused (404) and nothing changes; the owner succeeds",
    async (_name, op) => {
      for (const who of ["other", "outsider"] as const) {
        const before = await snapshot();
        const r = await applyRosterOp(t.db, u[who], { gangId, version: before.version, op });
        expect(r).toMatchObject({ ok: false, code: "NOT_FOUND" });
        expect(await snapshot()).toEqual(before);
      }
      const { version } = await snapshot();
      const r = await applyRosterOp(t.db, u.owner, { gangId, version, op });
      if (!r.ok) throw new Error(`${op.type}: ${r.message}`);
      expect(r.data.version).toBe(version + 1);
    },
  );

  // ruling: a retired gang is read-only; bringing it out of retirement opens it again.
  it.each(OPS.map((op) => [op.type + ("what" in op ? `:${op.what}` : ""), op] as const))(
    "%s on a retired gang: owner and organiser are refused with the reason, nothing changes; brought back, it changes again",
    async (_name, op) => {
      const boyz = (await createGangWithRoster(t.db, u.owner, { name: "Da Boyz", house: "", credits: 0 }, demoRoster("Da Boyz", []))).id;
      await t.db.gang.update({
        where: { id: boyz },
        data: { campaignId: (await t.db.gang.findUniqueOrThrow({ where: { id: gangId } })).campaignId, retired: true },
      });
      const state = async () => {
        const g = await t.db.gang.findUniqueOrThrow({ where: { id: boyz }, include: { roster: true } });
        return {
          version: g.version,
          credits: g.credits,
          name: g.name,
          doc: g.roster!.document,
          events: await t.db.gangEvent.count({ where: { gangId: boyz } }),
        };
      };
      const before = await state();
      for (const who of ["owner", "organiser"] as const) {
        const r = await applyRosterOp(t.db, u[who], { gangId: boyz, version: before.version, op });
        expect(r).toEqual({ ok: false, code: "REFUSED", message: "Da Boyz is retired: bring it back before changing it." });
      }
      expect(await state()).toEqual(before);
      await t.db.gang.update({ where: { id: boyz }, data: { retired: false } });
      const back = await applyRosterOp(t.db, u.owner, { gangId: boyz, version: before.version, op: { type: "adjustCredits", amount: 5, reason: "Income" } });
      expect(back.ok).toBe(true);
    },
  );

  it("an organiser of the gang's campaign may change it, and it is recorded as arbitration", async () => {
    const { version } = await snapshot();
    const r = await applyRosterOp(t.db, u.organiser, { gangId, version, op: { type: "adjustCredits", amount: -5, reason: "Fine for lateness" } });
    expect(r.ok).toBe(true);
    const e = await t.db.gangEvent.findFirstOrThrow({ where: { gangId }, orderBy: { createdAt: "desc" } });
    expect(e).toMatchObject({ actorId: u.organiser, arbitration: true });
  });
});
