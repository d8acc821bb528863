import { describe, expect, it } from "vitest";
import { armourPlateSave } from "@/lib/rules/tables/workshop";
import { armourPlateTrack, qrPath, woundBoxes } from "./card-tracks";

describe("tick tracks on a card", () => {
  it("003 Workshop, Armour plates: each save worsens it by one, so three plates track 4+, 5+, 6+", () => {
    expect(armourPlateTrack(armourPlateSave(3))).toEqual([4, 5, 6]);
    expect(armourPlateTrack(armourPlateSave(2))).toEqual([5, 6]);
    expect(armourPlateTrack(armourPlateSave(1))).toEqual([6]);
    expect(armourPlateTrack(armourPlateSave(0))).toEqual([]);
  });

  it("003 Vehicle profiles: a location with Wounds 3 gets three boxes; 'As fighter' wounds get none (the fighter's card counts them)", () => {
    expect(woundBoxes(3)).toBe(3);
    expect(woundBoxes({ of: "fighter", plus: 0 })).toBe(0);
    expect(woundBoxes(0)).toBe(0);
  });

  it("a QR code's dark modules become one rectangle per run, inside a 4-module quiet zone", () => {
    const dark = [
      [true, true, false],
      [false, true, false],
      [true, false, true],
    ];
    expect(qrPath(3, (r, c) => dark[r]![c]!)).toBe("M4 4h2v1h-2zM5 5h1v1h-1zM4 6h1v1h-1zM6 6h1v1h-1z");
  });
});
