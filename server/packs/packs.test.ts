import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKS_PER_USER, checkPackSection } from "@/lib/contracts/packs";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { parsePackFile } from "@/lib/packs/file";
import { createGangWithRoster } from "../rosters/store";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { testUsers } from "../testing/users";
import { applyPackRosterOp } from "./roster";
import { clubPackText, HAND_WRITTEN_PACK } from "./fixtures";
import { createPack, deletePack, importPackFile, savePackSection, setPackRetired } from "./mutations";
import { loadPacksPage, loadVisiblePack, packsForGang } from "./queries";

describe.each(testDatabases())("packs on $name", (factory) => {
  let t: TestDatabase;
  let alice: string, bob: string;
  beforeAll(async () => {
    t = await factory.create();
    ({ alice, bob } = await testUsers(t.db, "alice", "bob"));
  });
  afterAll(() => t?.drop());

  const imported = async (owner: string, text: string) => {
    const r = await importPackFile(t.db, owner, text);
    if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join("; "));
    return r.id;
  };

  it("an imported file is kept exactly: its export gives the same bytes back, hand-written or exported", async () => {
    for (const text of [HAND_WRITTEN_PACK, clubPackText({ id: "club-a" })]) {
      const id = await imported(alice, text);
      const seen = await loadVisiblePack(t.db, id, alice);
      expect(seen!.revision.document).toBe(text);
      expect(seen!.row).toMatchObject({ revision: 1, slug: parsePackFile(text).ok ? JSON.parse(text).id : "" });
    }
  });

  it("a file with errors creates nothing and says every error with its path", async () => {
    const file = JSON.parse(clubPackText({ id: "broken" }));
    file.weapons[0].profiles[0].AP = 3;
    file.fighterTypes[0].equipment[0].item = "no-such-gun";
    const before = await t.db.pack.count();
    const r = await importPackFile(t.db, alice, JSON.stringify(file));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(["weapons.0.profiles.0.AP"]); // shape first; cross-references once it reads
    file.weapons[0].profiles[0].AP = 0;
    const again = await importPackFile(t.db, alice, JSON.stringify(file));
    if (!again.ok) expect(again.errors).toEqual([{ path: "fighterTypes.0.equipment.0.item", message: expect.stringContaining('"no-such-gun"') }]);
    expect(await t.db.pack.count()).toBe(before);
    expect(await t.db.packRevision.count({ where: { pack: { slug: "broken" } } })).toBe(0);
  });

  it("one id per owner: a second file with the same id is refused under its id; another user may use it", async () => {
    await imported(alice, clubPackText({ id: "twice" }));
    const r = await importPackFile(t.db, alice, clubPackText({ id: "twice", name: "Other" }));
    expect(r).toMatchObject({ ok: false, errors: [{ path: "id", message: expect.stringContaining('already have a pack with the id "twice"') }] });
    expect((await importPackFile(t.db, bob, clubPackText({ id: "twice" }))).ok).toBe(true);
  });

  it("editing a section makes a new revision and leaves the old one as it was; a stale form, a stranger and a broken section are refused", async () => {
    const id = await imported(alice, clubPackText({ id: "edited" }));
    const first = (await loadVisiblePack(t.db, id, alice))!;
    const weapons = structuredClone(first.pack.weapons);
    weapons[0]!.cost = 12;
    expect(await savePackSection(t.db, alice, { packId: id, revision: 1, section: "weapons", value: { weapons } })).toEqual({
      ok: true,
      data: { revision: 2 },
    });
    const second = (await loadVisiblePack(t.db, id, alice))!;
    expect([second.revision.revision, second.pack.weapons[0]!.cost, second.pack.revision]).toEqual([2, 12, 2]);
    expect((await loadVisiblePack(t.db, id, alice, 1))!.revision.document).toBe(first.revision.document);
    // the form was opened on revision 1
    expect(await savePackSection(t.db, alice, { packId: id, revision: 1, section: "about", value: { name: "X", about: "" } })).toMatchObject({
      ok: false,
      code: "STALE",
    });
    expect(await savePackSection(t.db, bob, { packId: id, revision: 2, section: "about", value: { name: "Mine now", about: "" } })).toMatchObject({
      ok: false,
      code: "NOT_FOUND",
    });
    // removing a weapon a fighter type lists: refused under that entry's path, nothing saved
    const refused = await savePackSection(t.db, alice, { packId: id, revision: 2, section: "weapons", value: { weapons: weapons.slice(1) } });
    expect(refused).toMatchObject({
      ok: false,
      code: "REFUSED",
      fieldErrors: { "fighterTypes.0.equipment.0.item": [expect.stringContaining('"scrap-pistol"')] },
    });
    const shape = await savePackSection(t.db, alice, {
      packId: id,
      revision: 2,
      section: "weapons",
      value: { weapons: [{ ...weapons[0], profiles: [{ ...weapons[0]!.profiles[0], S: 99 }] }] },
    });
    expect(shape).toMatchObject({ ok: false, fieldErrors: { "weapons.0.profiles.0.S": [expect.any(String)] } });
    const control = await savePackSection(t.db, alice, { packId: id, revision: 2, section: "about", value: { name: "Tab\there", about: "" } });
    expect(control).toMatchObject({ ok: false, fieldErrors: { name: [expect.stringContaining("Control characters")] } });
    expect((await t.db.pack.findUniqueOrThrow({ where: { id } })).revision).toBe(2);
  });

  it("the whole-file section takes a file but keeps the pack's id and counts the revision on", async () => {
    const id = await imported(alice, clubPackText({ id: "whole" }));
    const text = clubPackText({ id: "whole", name: "Whole again", revision: 9 });
    expect(await savePackSection(t.db, alice, { packId: id, revision: 1, section: "json", value: { json: text } })).toEqual({
      ok: true,
      data: { revision: 2 },
    });
    expect((await loadVisiblePack(t.db, id, alice))!.row.name).toBe("Whole again");
    expect(await savePackSection(t.db, alice, { packId: id, revision: 2, section: "json", value: { json: clubPackText({ id: "other" }) } })).toMatchObject({
      ok: false,
      fieldErrors: { id: [expect.stringContaining('"whole"')] },
    });
    expect(checkPackSection(DEFAULT_PACK, "json", { json: "{" })).toMatchObject({ ok: false, errors: [{ path: "(file)" }] });
  });

  it("a new pack starts blank or as a copy of the starter pack; at most PACKS_PER_USER per user", async () => {
    const { carol } = await testUsers(t.db, "carol");
    const blank = await createPack(t.db, carol, { name: "Blank", slug: "blank", start: "blank" });
    const copy = await createPack(t.db, carol, { name: "Copy", slug: "copy", start: "starter" });
    expect([blank.ok, copy.ok]).toEqual([true, true]);
    if (copy.ok) expect((await loadVisiblePack(t.db, copy.id, carol))!.pack.fighterTypes.length).toBe(DEFAULT_PACK.fighterTypes.length);
    for (let i = 2; i < PACKS_PER_USER; i++) expect((await createPack(t.db, carol, { name: `P${i}`, slug: `p${i}`, start: "blank" })).ok).toBe(true);
    expect(await createPack(t.db, carol, { name: "One too many", slug: "many", start: "blank" })).toMatchObject({
      ok: false,
      errors: [{ message: expect.stringContaining(`(${PACKS_PER_USER})`) }],
    });
    expect((await loadPacksPage(t.db, carol)).own).toHaveLength(PACKS_PER_USER);
  });

  it("a pack with fighters in a gang cannot be deleted, only retired; retired, nothing new comes from it; unused, it is deleted", async () => {
    const id = await imported(alice, clubPackText({ id: "in-use" }));
    const gang = await createGangWithRoster(t.db, alice, { name: "Users", house: "", credits: 500 });
    expect(
      await applyPackRosterOp(t.db, alice, { gangId: gang.id, version: 0, op: { type: "recruit", name: "Mags", fighterType: `${id}/lieutenant`, cost: 0 } }),
    ).toMatchObject({ ok: true });
    expect(await deletePack(t.db, alice, id)).toMatchObject({ ok: false, code: "REFUSED", message: expect.stringContaining("with fighters in Users") });
    expect(await deletePack(t.db, bob, id)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await setPackRetired(t.db, bob, id, true)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect(await setPackRetired(t.db, alice, id, true)).toEqual({ ok: true, data: undefined });
    // still read for the fighters it has (type, rating), but no new recruit, and no edits
    const read = await packsForGang(t.db, gang.id);
    expect(read.find((p) => p.key === id)).toMatchObject({ retired: true, source: "own" });
    expect(
      await applyPackRosterOp(t.db, alice, { gangId: gang.id, version: 1, op: { type: "recruit", name: "Two", fighterType: `${id}/lieutenant`, cost: 0 } }),
    ).toMatchObject({ ok: false, fieldErrors: { fighterType: [expect.stringContaining("not in a pack this gang can use")] } });
    expect(await savePackSection(t.db, alice, { packId: id, revision: 1, section: "about", value: { name: "N", about: "" } })).toMatchObject({
      ok: false,
      code: "REFUSED",
      message: expect.stringContaining("retired"),
    });
    const unused = await imported(alice, clubPackText({ id: "unused" }));
    expect(await deletePack(t.db, alice, unused)).toEqual({ ok: true, data: undefined });
    expect(await t.db.packRevision.count({ where: { packId: unused } })).toBe(0);
  });

  it("only the owner sees a pack that no campaign of theirs sets", async () => {
    const id = await imported(alice, clubPackText({ id: "private" }));
    expect(await loadVisiblePack(t.db, id, bob)).toBeNull();
    expect(await loadVisiblePack(t.db, "no-such-pack", alice)).toBeNull();
  });
});
