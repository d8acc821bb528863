import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { COLLISION_DAMAGE, contactRow, pairOf, RAM_DAMAGE, rollAmount, SWIPE_DAMAGE, type ContactRow } from "./contact-damage";

const row = (table: readonly ContactRow[], contact: string, pair: "same" | "bike-first" | "bike-second") => contactRow(table, contact, pair).row;
const amounts = (r: ContactRow) => [r.first.damage, r.second.damage];

describe("003 Damage from rams, row by row (first the rammer, then the target)", () => {
  it("head on: D6 each, each immobilised on 4+", () => {
    expect(amounts(row(RAM_DAMAGE, "head-on", "same"))).toEqual(["D6", "D6"]);
    expect([row(RAM_DAMAGE, "head-on", "same").first.immobiliseOn, row(RAM_DAMAGE, "head-on", "same").second.immobiliseOn]).toEqual([4, 4]);
  });
  it("head on with a bike: the larger vehicle takes only 1 (bike ramming, or rammed)", () => {
    expect(amounts(row(RAM_DAMAGE, "head-on", "bike-first"))).toEqual(["D6", 1]);
    expect(amounts(row(RAM_DAMAGE, "head-on", "bike-second"))).toEqual([1, "D6"]);
  });
  it("shunt: the rammed vehicle takes 1; a bike shunting a larger one does nothing; a larger one shunting a bike does D3", () => {
    expect(amounts(row(RAM_DAMAGE, "shunt", "same"))).toEqual([0, 1]);
    expect(amounts(row(RAM_DAMAGE, "shunt", "bike-first"))).toEqual([0, 0]);
    expect(amounts(row(RAM_DAMAGE, "shunt", "bike-second"))).toEqual([0, "D3"]);
  });
  it("T-bone: D3 to the target and 1 to the rammer; a larger vehicle takes nothing from a T-bone with a bike", () => {
    expect(amounts(row(RAM_DAMAGE, "t-bone", "same"))).toEqual([1, "D3"]);
    expect(amounts(row(RAM_DAMAGE, "t-bone", "bike-first"))).toEqual([1, 0]);
    expect(amounts(row(RAM_DAMAGE, "t-bone", "bike-second"))).toEqual([0, "D3"]);
  });
});

describe("003 Collision damage, row by row", () => {
  it("front to front: D6 each and immobilised on 4+; with a bike, the larger takes 1 and is not immobilised (either order)", () => {
    expect(amounts(row(COLLISION_DAMAGE, "front-to-front", "same"))).toEqual(["D6", "D6"]);
    const mixed = row(COLLISION_DAMAGE, "front-to-front", "bike-first");
    expect([mixed.first, mixed.second]).toEqual([{ damage: "D6", immobiliseOn: 4 }, { damage: 1 }]);
    const mirrored = contactRow(COLLISION_DAMAGE, "front-to-front", "bike-second");
    expect(mirrored.swapped).toBe(true);
    expect([mirrored.row.first, mirrored.row.second]).toEqual([{ damage: 1 }, { damage: "D6", immobiliseOn: 4 }]);
  });
  it("front or rear strikes side or rear: 1 each; a bike meeting a larger vehicle takes D3", () => {
    expect(amounts(row(COLLISION_DAMAGE, "front-or-rear-into-side-or-rear", "same"))).toEqual([1, 1]);
    expect(amounts(row(COLLISION_DAMAGE, "front-or-rear-into-side-or-rear", "bike-first"))).toEqual(["D3", 1]);
  });
  it("side to side, opposite ways: D3 each; a bike deals only D3-1 to a larger vehicle", () => {
    expect(amounts(row(COLLISION_DAMAGE, "side-to-side-opposite", "same"))).toEqual(["D3", "D3"]);
    expect(amounts(row(COLLISION_DAMAGE, "side-to-side-opposite", "bike-first"))).toEqual(["D3", "D3-1"]);
  });
  it("side to side, same way or (ruling) one stationary: 1 on a 4+ each; a bike deals nothing to a larger vehicle", () => {
    expect(amounts(row(COLLISION_DAMAGE, "side-to-side-same", "same"))).toEqual(["1 on 4+", "1 on 4+"]);
    expect(amounts(row(COLLISION_DAMAGE, "side-to-side-same", "bike-first"))).toEqual(["1 on 4+", 0]);
  });
  it("ruling: two bikes use the ordinary rows", () => {
    expect(pairOf(true, true)).toBe("same");
    expect(pairOf(false, false)).toBe("same");
    expect(pairOf(true, false)).toBe("bike-first");
    expect(pairOf(false, true)).toBe("bike-second");
  });
  it("an unknown contact is a programming error", () => {
    expect(() => contactRow(COLLISION_DAMAGE, "sideways", "same")).toThrow(RangeError);
  });
});

describe("003 Damage from rakes and side-swipes, row by row (first the swiper)", () => {
  it("sideswipe: 1 damage on a D6 of 4+ each, and a swerve with it; with a bike only the bike rolls", () => {
    expect(row(SWIPE_DAMAGE, "sideswipe", "same").first).toEqual({ damage: "1 on 4+", swerves: "if-damaged" });
    expect(amounts(row(SWIPE_DAMAGE, "sideswipe", "bike-first"))).toEqual(["1 on 4+", 0]);
    expect(amounts(row(SWIPE_DAMAGE, "sideswipe", "bike-second"))).toEqual([0, "1 on 4+"]);
  });
  it("rake: D3 each and both swerve; with a bike the larger takes D3-1 and does not swerve", () => {
    expect(row(SWIPE_DAMAGE, "rake", "same").second).toEqual({ damage: "D3", swerves: "always" });
    expect(row(SWIPE_DAMAGE, "rake", "bike-first").second).toEqual({ damage: "D3-1" });
    expect(row(SWIPE_DAMAGE, "rake", "bike-second").first).toEqual({ damage: "D3-1" });
  });
});

describe("damage amounts rolled", () => {
  it("0 and 1 roll nothing; D3 on a 5 is 3; D6 is the die; D3-1 on a 1 is 0; 1 on 4+ gives 0 on a 3 and 1 on a 4", () => {
    expect(rollAmount(0, manualDice([]), "x")).toBe(0);
    expect(rollAmount(1, manualDice([]), "x")).toBe(1);
    expect(rollAmount("D3", manualDice([5]), "x")).toBe(3);
    expect(rollAmount("D6", manualDice([5]), "x")).toBe(5);
    expect(rollAmount("D3-1", manualDice([1]), "x")).toBe(0);
    expect(rollAmount("D3-1", manualDice([6]), "x")).toBe(2);
    expect(rollAmount("1 on 4+", manualDice([3]), "x")).toBe(0);
    expect(rollAmount("1 on 4+", manualDice([4]), "x")).toBe(1);
  });
});

describe("reading a row as printed or mirrored", () => {
  it("a row printed in the table is not swapped; a bike-second row read off the bike-first one is", () => {
    expect(contactRow(RAM_DAMAGE, "head-on", "same").swapped).toBe(false);
    expect(contactRow(COLLISION_DAMAGE, "front-to-front", "bike-second").swapped).toBe(true);
  });
});
