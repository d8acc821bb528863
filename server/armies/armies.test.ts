import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ARMIES_PER_USER, blankArmy } from "@/lib/contracts/army";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { testUsers } from "../testing/users";
import { deleteArmy, saveArmy } from "./mutations";
import { loadArmies, loadArmy } from "./queries";
import { bulkyArmyUnits } from "@/lib/contracts/army-fixtures";

const file = (name: string, game: "rotgb" | "medieval" | "star" = "medieval") => JSON.stringify({ ...blankArmy(game), name });

describe.each(testDatabases())("armies of one's own on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  it("a player saves, lists, changes and deletes their own armies; another player can do none of it", async () => {
    const u = await testUsers(t.db, "alice", "bob");
    const saved = await saveArmy(t.db, u.alice, { json: file("Ironhold") });
    if (!saved.ok) throw new Error(saved.message);
    expect((await loadArmies(t.db, u.alice)).map((a) => [a.name, a.game, a.army.units[0]!.type])).toEqual([["Ironhold", "medieval", "Footman"]]);
    expect(await loadArmies(t.db, u.bob)).toEqual([]);
    expect(await loadArmy(t.db, u.bob, saved.data.id)).toBeNull();

    // bob can neither change nor delete it
    expect(await saveArmy(t.db, u.bob, { armyId: saved.data.id, json: file("Stolen") })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await deleteArmy(t.db, u.bob, saved.data.id)).toMatchObject({ ok: false, code: "NOT_FOUND" });

    // alice renames it into a Star Strife fleet: name and game follow the file
    expect(await saveArmy(t.db, u.alice, { armyId: saved.data.id, json: file("Vega", "star") })).toEqual({ ok: true, data: { id: saved.data.id } });
    expect(await loadArmy(t.db, u.alice, saved.data.id)).toMatchObject({ name: "Vega", game: "star" });

    expect(await deleteArmy(t.db, u.alice, saved.data.id)).toEqual({ ok: true, data: undefined });
    expect(await loadArmies(t.db, u.alice)).toEqual([]);
  });

  it("an army that breaks the text is never stored (002 Medieval Strife: one unit type per die size)", async () => {
    const u = await testUsers(t.db, "carol");
    const json = JSON.stringify({
      ...blankArmy("medieval"),
      name: "Mixed",
      units: [
        { type: "Footman", die: 6 },
        { type: "Archer", die: 6 },
      ],
    });
    const r = await saveArmy(t.db, u.carol, { json });
    expect(r).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(r.ok ? [] : r.fieldErrors?.json).toEqual([expect.stringMatching(/^units\.1\.type: all of an army's d6s are one unit type/)]);
    expect(await loadArmies(t.db, u.carol)).toEqual([]);
  });

  it("a compact file that is over 100 KB once laid out is refused, never stored as an army the list cannot read back", async () => {
    const u = await testUsers(t.db, "erin");
    const units = bulkyArmyUnits();
    const r = await saveArmy(t.db, u.erin, { json: JSON.stringify({ ...blankArmy("rotgb"), name: "Big", units }) });
    expect(r).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await t.db.army.count({ where: { ownerId: u.erin } })).toBe(0);
  });

  it(`a player keeps at most ${ARMIES_PER_USER} armies`, async () => {
    const u = await testUsers(t.db, "dave");
    await t.db.army.createMany({
      data: Array.from({ length: ARMIES_PER_USER }, (_, i) => ({ ownerId: u.dave, name: `A${i}`, game: "rotgb", document: file(`A${i}`, "rotgb") })),
    });
    expect(await saveArmy(t.db, u.dave, { json: file("One too many") })).toMatchObject({ ok: false, code: "REFUSED" });
  });
});
