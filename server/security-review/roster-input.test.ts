// Rule: every input is validated by zod on the server; bad input gets a clear error and loses
// nothing. These tests send what `rosterAction` receives (parsed with the action's own schema,
// then applyRosterOp, exactly as app/(app)/gangs/[gangId]/actions.ts does).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rosterActionSchema } from "@/lib/contracts/roster";
import type { ActionResult } from "@/lib/contracts/result";
import { recordQuickResolve } from "../campaigns/quick-resolve";
import { loadGangPage } from "../gangs/page-data";
import { loadGangExport } from "../gangs/transfer";
import { applyRosterOp } from "../rosters/apply-op";
import type { Roster } from "@/lib/rules";
import { changeRoster, readRoster, saveRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { gangState, league, type SecurityLeague } from "./fixtures";

describe.each(testDatabases())("roster input validation on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  /** What rosterAction does with the input: schema first (INVALID_INPUT), then the server change. */
  async function rosterAction(userId: string, input: unknown): Promise<ActionResult<{ version: number }> | { thrown: string }> {
    const parsed = rosterActionSchema.safeParse(input);
    if (!parsed.success) return { ok: false, code: "INVALID_INPUT", message: "invalid" };
    try {
      return await applyRosterOp(t.db, userId, parsed.data);
    } catch (e) {
      // userAction's guard would turn this into INTERNAL: not a clear error
      return { thrown: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
    }
  }

  const readable = async (gangId: string) => {
    const doc = (await t.db.roster.findUniqueOrThrow({ where: { gangId } })).document;
    try {
      readRoster(doc);
      return true;
    } catch {
      return false;
    }
  };

  it("bad input loses nothing: an organiser's permanent-damage record with an unknown value is refused and the player's gang stays readable", async () => {
    const l: SecurityLeague = await league(t.db);
    const before = await gangState(t.db, l.ownerGang);
    const r = await rosterAction(l.u.organiser, {
      gangId: l.ownerGang,
      version: before.version,
      op: { type: "record", vehicleId: "truck", what: "permanentDamage", value: "exploded" },
    });
    expect(r).toMatchObject({ ok: false });
    expect(await readable(l.ownerGang)).toBe(true);
    expect(await gangState(t.db, l.ownerGang)).toEqual(before);
    // the owner can still open, export and change the gang
    await expect(loadGangPage(t.db, l.ownerGang, l.u.owner)).resolves.not.toBeNull();
    await expect(loadGangExport(t.db, l.ownerGang, l.u.owner)).resolves.not.toBeNull();
    const next = await rosterAction(l.u.owner, {
      gangId: l.ownerGang,
      version: (await gangState(t.db, l.ownerGang)).version,
      op: { type: "adjustCredits", amount: 5, reason: "Income" },
    });
    expect(next).toMatchObject({ ok: true });
  });

  it("bad input loses nothing: one gang's bad record cannot stop other players recording quick-resolve battles against it", async () => {
    const l = await league(t.db);
    const { version } = await gangState(t.db, l.ownerGang);
    await rosterAction(l.u.owner, { gangId: l.ownerGang, version, op: { type: "record", vehicleId: "bike", what: "permanentDamage", value: "not-a-result" } });
    const r = await recordQuickResolve(t.db, l.u.other, {
      campaignId: l.campaignId,
      system: "bench",
      gangIds: [l.otherGang, l.ownerGang],
      seed: "7",
      scenario: "Grudge",
    }).catch((e: unknown) => ({ thrown: String(e) }));
    expect(r).toMatchObject({ ok: true });
  });

  it("bad input gets a clear error: a custom-upgrade record with an unknown value is refused as invalid, not an internal error", async () => {
    const l = await league(t.db);
    const before = await gangState(t.db, l.ownerGang);
    const r = await rosterAction(l.u.owner, {
      gangId: l.ownerGang,
      version: before.version,
      op: { type: "record", vehicleId: "truck", what: "customUpgrade", value: "rocket-boots" },
    });
    expect(r).not.toHaveProperty("thrown");
    expect(r).toMatchObject({ ok: false, code: expect.stringMatching(/INVALID_INPUT|REFUSED/) });
    expect(await gangState(t.db, l.ownerGang)).toEqual(before);
  });
});

describe.each(testDatabases())("a roster that would not read back is never stored, on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  it("bad input loses nothing: a change that leaves an unknown permanent damage in the roster is refused by changeRoster, and saveRoster alone throws", async () => {
    const l = await league(t.db);
    const before = await gangState(t.db, l.ownerGang);
    const corrupt = (r: Roster): Roster => ({ ...r, vehicles: r.vehicles.map((v) => ({ ...v, permanentDamage: ["exploded" as never] })) });
    const r = await changeRoster(t.db, {
      gangId: l.ownerGang,
      actorId: l.u.owner,
      kind: "damage",
      summary: "bypass",
      change: (ro) => ({ ok: true, roster: corrupt(ro) }),
    });
    expect(r).toMatchObject({ ok: false, code: "REFUSED" });
    const doc = readRoster(before.doc);
    await expect(t.db.$transaction((tx) => saveRoster(tx, l.ownerGang, before.version, corrupt(doc)))).rejects.toThrow(/malformed roster/);
    expect(await gangState(t.db, l.ownerGang)).toEqual(before);
  });
});
