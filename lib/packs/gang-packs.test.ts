import { describe, expect, it } from "vitest";
import { gruntsRoster } from "../rules/roster/fixtures";
import { newRoster } from "../rules/roster/builder";
import { credit } from "../rules/ledger";
import { gangRating } from "../rules/rating";
import { assignCrew, buyVehicle, recruitFighter } from "../rules/roster/operations";
import { credits } from "../rules/validation/validate";
import type { Roster } from "../rules/roster/schema";
import { DEFAULT_PACK as PACK } from "./default-pack";
import { buyFromPack } from "./equipment";
import {
  boltOnFromPack,
  fighterAtPackPrices,
  gangRatingWithPacks,
  rosterAtPackPrices,
  mapToPackType,
  packOfFighter,
  typeLabelIn,
  typeLimitIssuesIn,
  typeWithRoleIn,
} from "./gang-packs";
import { recruitFromPack } from "./recruit";
import type { Pack } from "./schema/pack";

const must = (r: { ok: true; roster: Roster } | { ok: false; issues: { message: string }[] }): Roster => {
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join("; "));
  return r.roster;
};
/** A custom-type champion, Nob, gunner on a truck. */
function withTruck(): Roster {
  let r = must(recruitFighter(gang(), { id: "nob", name: "Nob", type: "champion", cost: 40 }));
  r = must(buyVehicle(r, { id: "truck", name: "Grunt Truck", kind: "truck" }));
  return must(assignCrew(r, "truck", "nob", "gunner"));
}
const gang = (credits = 1000) => ({ ...newRoster("Test Gang"), ledger: credit([], "Starting credits", credits) });
/** The same pack under another id, with the Lieutenant 10 credits dearer and the launcher 5 dearer on his list. */
const club: Pack = {
  ...structuredClone(PACK),
  id: "club-pack",
  revision: 2,
  fighterTypes: PACK.fighterTypes.map((t) =>
    t.id === "lieutenant" ? { ...t, cost: 80, equipment: t.equipment.map((e) => (e.item === "tube-launcher" ? { ...e, cost: 65 } : e)) } : t,
  ),
};

describe("a gang reading several packs", () => {
  it("finds each fighter's pack by its id and names his type; a fighter of no pack read is a custom type", () => {
    let r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    r = must(recruitFromPack(r, club, "lieutenant", { id: "lt", name: "Mags" }));
    r.fighters.push({ ...gruntsRoster().fighters[0]!, id: "old" });
    expect(r.fighters.map((f) => packOfFighter([PACK, club], f)?.id)).toEqual(["starter", "club-pack", undefined]);
    expect(r.fighters.map((f) => typeLabelIn([PACK, club], f))).toEqual(["Boss", "Lieutenant", "Leader (custom type)"]);
    expect(typeLabelIn([PACK], r.fighters[1]!)).toBe("Champion (custom type)");
    expect(typeWithRoleIn([club], r.fighters[1]!)).toBe("Lieutenant (Champion)");
    expect(typeWithRoleIn([club], r.fighters[2]!)).toBe("Leader");
  });

  it("rates each fighter with the prices of the revision read now: a new revision's prices count from then", () => {
    let r = must(recruitFromPack(gang(), PACK, "lieutenant", { id: "lt", name: "Mags" }));
    r = must(buyFromPack(r, PACK, "lt", "tube-launcher"));
    expect(gangRatingWithPacks(r, [PACK])).toBe(70 + 60);
    const movedOn: Pack = { ...club, id: "starter" };
    expect(gangRatingWithPacks(r, [movedOn])).toBe(80 + 65);
    // a pack the gang no longer reads: what the roster says he cost
    expect(gangRatingWithPacks(r, [])).toBe(gangRating(r));
    // the cards print the same prices the rating counts
    const printed = rosterAtPackPrices(r, [movedOn]).fighters[0]!;
    expect([printed.cost, printed.equipment[0]!.cost]).toEqual([80, 65]);
    expect(gangRating(rosterAtPackPrices(r, [movedOn]))).toBe(gangRatingWithPacks(r, [movedOn]));
    expect(fighterAtPackPrices([], r.fighters[0]!)).toBe(r.fighters[0]);
  });

  it("checks type limits only for the packs the gang has fighters from", () => {
    expect(typeLimitIssuesIn(gang(), [PACK, club])).toEqual([]);
    const r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    expect(typeLimitIssuesIn(r, [PACK, club]).map((i) => i.message)).toEqual(["A gang needs at least 2 Recruit (Ganger): this gang has none."]);
  });
});

describe("mapping a fighter made before packs to a pack type", () => {
  it("links him to the type and its role; stats, cost paid and kit stay", () => {
    const before = gruntsRoster();
    const nob = before.fighters.find((f) => f.type === "champion")!;
    const r = must(mapToPackType(before, PACK, nob.id, "lieutenant"));
    const after = r.fighters.find((f) => f.id === nob.id)!;
    expect(after.pack).toEqual({ packId: "starter", revision: 1, typeId: "lieutenant" });
    expect([after.type, after.stats, after.cost, after.equipment]).toEqual([nob.type, nob.stats, nob.cost, nob.equipment]);
    expect(r.ledger).toEqual(before.ledger);
  });
  it("refuses a full type in the pack's words, and an unknown fighter or type", () => {
    const r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    r.fighters.push({ ...gruntsRoster().fighters[0]!, id: "old", name: "Old Boss" });
    expect(mapToPackType(r, PACK, "old", "boss")).toMatchObject({
      ok: false,
      issues: [{ message: "A gang may have at most 1 Boss (Leader): this gang has Da Boss already." }],
    });
    expect(mapToPackType(r, PACK, "nobody", "boss")).toMatchObject({ ok: false, issues: [{ code: "unknown-fighter" }] });
    expect(mapToPackType(r, PACK, "old", "ninja")).toMatchObject({
      ok: false,
      issues: [{ message: 'The pack "Starter pack (placeholder)" has no fighter type "ninja".' }],
    });
  });
  it("refuses a new role that breaks a crew rule (a gunner must be a leader, champion or specialist)", () => {
    const r = withTruck();
    expect(mapToPackType(r, PACK, "nob", "recruit")).toMatchObject({ ok: false, issues: [{ message: expect.stringMatching(/gunner/i) }] });
    expect(mapToPackType(r, PACK, "nob", "lieutenant").ok).toBe(true);
  });
});

describe("bolting a pack weapon on a vehicle", () => {
  it("pays its own price (twice when twin-linked) and keeps its profile lines beside its gunner", () => {
    const r = withTruck();
    const after = must(boltOnFromPack(r, PACK, "truck", "rivet-cannon", { twinLinked: false, allocatedTo: { role: "gunner", fighterId: "nob" } }));
    const w = after.vehicles[0]!.weapons.at(-1)!;
    expect([w.name, w.cost, w.packItemId, w.profiles?.length, w.allocatedTo]).toEqual([
      "Rivet cannon",
      120,
      "rivet-cannon",
      1,
      { role: "gunner", fighterId: "nob" },
    ]);
    expect(credits(after)).toBe(credits(r) - 120);
    const twin = must(boltOnFromPack(r, PACK, "truck", "long-rifle", { twinLinked: true, allocatedTo: null }));
    expect(twin.vehicles[0]!.weapons.at(-1)!.cost).toBe(50);
    expect(boltOnFromPack(r, PACK, "truck", "padded-coat", { twinLinked: false, allocatedTo: null })).toMatchObject({
      ok: false,
      issues: [{ code: "unknown-weapon" }],
    });
  });
});
