import { describe, expect, it } from "vitest";
import { gruntsRoster } from "../rules/roster/fixtures";
import { newRoster } from "../rules/roster/builder";
import { credit, balance } from "../rules/ledger";
import { gangRating } from "../rules/rating";
import { validateRoster } from "../rules/validation/validate";
import type { Roster } from "../rules/roster/schema";
import { DEFAULT_PACK as PACK } from "./default-pack";
import { buyFromPack, equipmentOffers, offersForFighter } from "./equipment";
import { fighterTypeLabel } from "./lookup";
import { formatProfileLine, fighterWeaponRows, profileRows, vehicleWeaponRows } from "./profiles";
import { fighterValueWithPack, gangRatingWithPack } from "./rating";
import { canRecruitFromPack, recruitFromPack, typeLimitIssues } from "./recruit";

const must = (r: { ok: true; roster: Roster } | { ok: false; issues: { message: string }[] }): Roster => {
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join("; "));
  return r.roster;
};
const gang = (credits = 500) => ({ ...newRoster("Test Gang"), ledger: credit([], "Starting credits", credits) });

describe("recruiting from a pack type", () => {
  it("profile, cost and rules role come from the type; the fighter remembers the pack, revision and type", () => {
    const r = must(recruitFromPack(gang(), PACK, "lieutenant", { id: "lt", name: "Mags" }));
    const f = r.fighters[0]!;
    expect([f.type, f.cost, f.stats]).toEqual(["champion", 70, PACK.fighterTypes[1]!.profile]);
    expect(f.pack).toEqual({ packId: "starter", revision: 1, typeId: "lieutenant" });
    expect(r.ledger.at(-1)).toEqual({ reason: "Recruited Mags (Lieutenant)", amount: -70, balanceAfter: 430 });
    expect(validateRoster(r)).toEqual([]);
  });
  it("the type's limit is kept, in the pack's words", () => {
    const r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    expect(canRecruitFromPack(r, PACK, "boss")).toEqual([
      { code: "not-allowed", path: ["fighters"], message: "A gang may have at most 1 Boss (Leader): this gang has Da Boss already." },
    ]);
    expect(recruitFromPack(r, PACK, "boss", { name: "Second" })).toMatchObject({ ok: false, issues: [{ message: expect.stringContaining("at most 1 Boss") }] });
  });
  it("a dead fighter no longer counts against the limit", () => {
    const r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    r.fighters[0]!.status = "dead";
    expect(canRecruitFromPack(r, PACK, "boss")).toEqual([]);
  });
  it("refuses a type the pack does not have, or a gang that cannot pay", () => {
    expect(canRecruitFromPack(gang(), PACK, "ninja")[0]!.message).toBe('The pack "Starter pack (placeholder)" has no fighter type "ninja".');
    expect(recruitFromPack(gang(50), PACK, "boss", { name: "Da Boss" })).toMatchObject({
      ok: false,
      issues: [{ code: "credits-below-zero", message: "Recruiting Da Boss (Boss) costs 100 credits but the gang has only 50: 50 credits short." }],
    });
  });
  it("the gang check names every type over its maximum or under its minimum", () => {
    let r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    r = must(recruitFromPack(r, PACK, "recruit", { id: "r1", name: "Pip" }));
    expect(typeLimitIssues(r, PACK).map((i) => i.message)).toEqual(["A gang needs at least 2 Recruit (Ganger): this gang has 1 (Pip)."]);
    r.fighters.push({ ...r.fighters[0]!, id: "b2", name: "Big Boss" });
    expect(typeLimitIssues(r, PACK).map((i) => i.message)[0]).toBe("A gang may have at most 1 Boss (Leader): this gang has 2 (Da Boss, Big Boss).");
    expect(typeLimitIssues(gang(), PACK).map((i) => i.message)[0]).toBe("A gang needs at least 1 Boss (Leader): this gang has none.");
  });
  it("a fighter made before packs is a custom type", () => {
    const old = gruntsRoster().fighters[0]!;
    expect(fighterTypeLabel(PACK, old)).toBe("Leader (custom type)");
    expect(fighterTypeLabel(null, old)).toBe("Leader (custom type)");
    expect(fighterTypeLabel(PACK, { type: "leader", pack: { packId: "starter", revision: 1, typeId: "boss" } })).toBe("Boss");
    expect(fighterTypeLabel(PACK, { type: "leader", pack: { packId: "other", revision: 1, typeId: "boss" } })).toBe("Leader (custom type)");
  });
});

describe("equipment a type may buy, at its price", () => {
  it("the type's list in the pack's order, at the type's prices", () => {
    const offers = equipmentOffers(PACK, "youngster");
    expect(offers.map((o) => [o.itemId, o.kind, o.cost])).toEqual([
      ["scrap-pistol", "weapon", 10],
      ["cleaver", "weapon", 10],
      ["grapnel", "wargear", 15],
    ]);
    expect(equipmentOffers(PACK, "recruit").find((o) => o.itemId === "grapnel")!.cost).toBe(20);
    expect(equipmentOffers(PACK, "nobody")).toEqual([]);
  });
  it("ruling: a custom-type fighter is offered every item at its own price", () => {
    const offers = offersForFighter(PACK, gruntsRoster().fighters[0]!);
    expect(offers).toHaveLength(PACK.weapons.length + PACK.wargear.length);
    expect(offers.find((o) => o.itemId === "grapnel")!.cost).toBe(20);
  });
  it("buying a weapon with two profile lines: paid at the type's price, its lines kept on the roster", () => {
    let r = must(recruitFromPack(gang(), PACK, "lieutenant", { id: "lt", name: "Mags" }));
    r = must(buyFromPack(r, PACK, "lt", "tube-launcher"));
    const kit = r.fighters[0]!.equipment[0]!;
    expect([kit.name, kit.cost, kit.packItemId, kit.profiles?.map((l) => l.name)]).toEqual([
      "Tube launcher",
      60,
      "tube-launcher",
      ["Burst shell", "Punch shell"],
    ]);
    expect(balance(r.ledger)).toBe(500 - 70 - 60);
    r = must(buyFromPack(r, PACK, "lt", "padded-coat"));
    expect(r.fighters[0]!.equipment[1]).toEqual({ name: "Padded coat", cost: 10, traits: [], packItemId: "padded-coat" });
  });
  it("refuses an item not on the type's list, an unknown fighter, or one the gang cannot pay for", () => {
    const r = must(recruitFromPack(gang(), PACK, "youngster", { id: "y", name: "Tich" }));
    expect(buyFromPack(r, PACK, "y", "rivet-cannon")).toMatchObject({
      ok: false,
      issues: [{ message: "Tich may not buy Rivet cannon: it is not on the Youngster's equipment list." }],
    });
    expect(buyFromPack(r, PACK, "ghost", "cleaver")).toMatchObject({ ok: false, issues: [{ code: "unknown-fighter" }] });
    expect(buyFromPack(must(recruitFromPack(gang(115), PACK, "boss", { id: "b", name: "B" })), PACK, "b", "tube-launcher")).toMatchObject({
      ok: false,
      issues: [{ code: "credits-below-zero" }],
    });
  });
});

describe("weapon profile lines for display", () => {
  const launcher = PACK.weapons.find((w) => w.id === "tube-launcher")!;
  it("one row per line, values as the cards print them", () => {
    expect(profileRows(launcher)).toEqual([
      { weapon: "Tube launcher", line: "Burst shell", range: '6"/24"', accuracy: "-/-1", S: "3", AP: "-", D: "1", Ammo: "5+", traits: "Blast", firedBy: "" },
      { weapon: "Tube launcher", line: "Punch shell", range: '6"/24"', accuracy: "-/-1", S: "6", AP: "-2", D: "D3", Ammo: "5+", traits: "Blast", firedBy: "" },
    ]);
  });
  it("a melee weapon prints no range, the user's Strength and no ammo roll; a one-line weapon no line name", () => {
    const cleaver = PACK.weapons.find((w) => w.id === "cleaver")!;
    expect(profileRows(cleaver)[0]).toMatchObject({ line: "", range: "-", accuracy: "-", S: "S+1", Ammo: "-" });
    expect(formatProfileLine({ ...cleaver.profiles[0]!, accuracy: { short: 1, long: 0 } }).accuracy).toBe("+1/-");
  });
  it("a fighter's rows, and a bolted-on weapon's rows beside its gunner; kit without profiles prints none", () => {
    let r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    r = must(buyFromPack(r, PACK, "b", "tube-launcher"));
    r = must(buyFromPack(r, PACK, "b", "padded-coat"));
    expect(fighterWeaponRows(r.fighters[0]!).map((x) => x.line)).toEqual(["Burst shell", "Punch shell"]);
    const grunts = gruntsRoster();
    grunts.vehicles[0]!.weapons[0]!.profiles = launcher.profiles;
    grunts.vehicles[0]!.weapons[1]!.profiles = [{ ...launcher.profiles[0]!, name: "Boltgun" }];
    expect(vehicleWeaponRows(grunts, grunts.vehicles[0]!).map((x) => [x.weapon, x.firedBy])).toEqual([
      ["Heavy stubber", "Nob"],
      ["Heavy stubber", "Nob"],
      ["Boltgun", "Driver"],
    ]);
    grunts.vehicles[0]!.weapons[0]!.allocatedTo = null;
    expect(vehicleWeaponRows(grunts, grunts.vehicles[0]!)[0]!.firedBy).toBe("");
  });
});

describe("gang rating with the pack's costs", () => {
  it("equals the stored rating while the pack's prices are the ones paid", () => {
    let r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    r = must(buyFromPack(r, PACK, "b", "tube-launcher"));
    expect(gangRatingWithPack(r, PACK)).toBe(gangRating(r));
    expect(gangRatingWithPack(r, PACK)).toBe(160);
  });
  it("a new revision's prices count for fighters and kit from the pack; custom fighters and hand-typed kit keep theirs", () => {
    let r = must(recruitFromPack(gang(), PACK, "boss", { id: "b", name: "Da Boss" }));
    r = must(buyFromPack(r, PACK, "b", "tube-launcher"));
    r.fighters[0]!.equipment.push({ name: "Lucky charm", cost: 5, traits: [] });
    r.fighters.push({ ...gruntsRoster().fighters[1]! });
    const dearer = structuredClone(PACK);
    dearer.revision = 2;
    dearer.fighterTypes[0]!.cost = 120;
    dearer.fighterTypes[0]!.equipment.find((e) => e.item === "tube-launcher")!.cost = 70;
    expect(fighterValueWithPack(dearer, r.fighters[0]!)).toBe(120 + 70 + 5);
    expect(gangRatingWithPack(r, dearer)).toBe(195 + 40);
    r.fighters[1]!.equipment.push({ name: "Padded coat", cost: 8, traits: [], packItemId: "padded-coat" });
    expect(fighterValueWithPack(dearer, r.fighters[1]!)).toBe(40 + 10);
    r.fighters[1]!.status = "dead";
    expect(gangRatingWithPack(r, dearer)).toBe(195);
  });
});
