import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { describeLanding, rollFallOff, rollHurled, rollThrown } from "./thrown";

describe("fighters leaving a vehicle the hard way", () => {
  it('003 Thrown fighters: D3" (face 5: 3) in a random direction (4, 6: 180°), a S3 D1 hit on 4+ (dice 3: none), pinned', () => {
    const l = rollThrown("Grot", manualDice([5, 4, 6, 3]));
    expect(l).toMatchObject({ inches: 3, degrees: 180, hit: null, hitRoll: 3, pinned: true });
    expect(describeLanding(l)).toBe('Grot lands 3" away at 180°, no hit (3), pinned');
  });
  it('003 crew table: going down from a hit he falls off D3" (face 1: 1) at random (3, 2: 60°) and takes another S3 hit; ruling: it does 1 damage', () => {
    const l = rollFallOff("Snag", manualDice([1, 3, 2]));
    expect(l).toMatchObject({ inches: 1, degrees: 60, hit: { strength: 3, damage: 1 }, pinned: false });
    expect(describeLanding(l)).toBe('Snag lands 1" away at 60°, takes a S3 hit');
  });
  it('003 engines skull: hurled D6" (6) at random (5, 3: 90°) with one S4 hit', () => {
    expect(rollHurled("Nob", manualDice([6, 5, 3]))).toMatchObject({ inches: 6, degrees: 90, hit: { strength: 4, damage: 1 } });
  });
});

describe("fighters leaving a vehicle: the rolls named and the rule each cites", () => {
  const purposes = (d: ReturnType<typeof manualDice>) => d.log.map((l) => l.purpose);
  it("003 Thrown fighters: a 4 on the hit roll is a S3 D1 hit (faces 1; 3, 3; 4), each roll named", () => {
    const d = manualDice([1, 3, 3, 4]);
    const l = rollThrown("Grot", d);
    expect(l).toMatchObject({ hit: { strength: 3, damage: 1 }, hitRoll: 4, rule: { id: "thrown" } });
    expect(purposes(d)).toEqual(['Grot thrown D3"', "Grot thrown: direction", "Grot thrown: S3 hit on 4+"]);
    expect(describeLanding(l)).toBe('Grot lands 1" away at 90°, takes a S3 hit, pinned');
  });
  it("falling off and being hurled name their rolls and cite their own rules", () => {
    const f = manualDice([1, 3, 2]);
    expect(rollFallOff("Snag", f).rule.id).toBe("falls-off");
    expect(purposes(f)).toEqual(['Snag falls off D3"', "Snag falls off: direction"]);
    const h = manualDice([6, 5, 3]);
    const l = rollHurled("Nob", h);
    expect([l.rule.id, l.pinned, l.hitRoll]).toEqual(["hurled", false, null]);
    expect(purposes(h)).toEqual(['Nob hurled D6"', "Nob hurled: direction"]);
    expect(describeLanding(l)).toBe('Nob lands 6" away at 90°, takes a S4 hit');
  });
});

describe("a landing told without a hit roll", () => {
  it("says nothing of a hit when there was neither a hit nor a roll for one", () => {
    const l = { ...rollThrown("Grot", manualDice([5, 4, 6, 3])), hitRoll: null };
    expect(describeLanding(l)).toBe('Grot lands 3" away at 180°, pinned');
  });
});
