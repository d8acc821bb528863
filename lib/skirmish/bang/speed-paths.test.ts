// Bang! short ways taken for speed, each checked where it could go wrong: the charger left out of
// the bases near its victim after the gathering (not during it), and the nearest enemy looked for
// only when nobody is charged.
import { describe, expect, it } from "vitest";
import { contactSpot } from "./geometry";
import { chooseChargeTarget } from "./players";
import { arena, TOUCH } from "./test-arena";

describe("Bang! speed paths", () => {
  it("a charger standing near its victim (not touching) neither blocks nor touches its own place, and the others near keep their order", () => {
    // B (index 0) the victim; A (index 1) the charger, 1.2" from B; C (index 2, A's gang) touches the
    // place between them. Were A counted, it would block that place (0.41" from it).
    const b = arena(
      [
        { x: 12, y: 12, side: "B" },
        { x: 12 - 1.2, y: 12, side: "A", clue: true },
        { x: 12 - TOUCH, y: 12 + TOUCH, side: "A" },
      ],
      [],
    );
    const [victim, charger] = b.fighters;
    const out = { x: 0, y: 0 };
    expect(contactSpot(b, charger!, victim!, 8, out)).toBe(true);
    expect(out.x).toBeCloseTo(12 - TOUCH, 12);
    expect(out.y).toBeCloseTo(12, 12);
    expect(Array.from(b.touchingSpot.subarray(0, b.touchingCount))).toEqual([0, 2]);
  });

  it("with nobody to charge, the nearest enemy is left for the move: the first in the roster of two as near", () => {
    const b = arena(
      [
        { x: 2, y: 2, side: "A", clue: true, M: 1 },
        { x: 20, y: 20, side: "E" },
        { x: 10, y: 2, side: "E" },
        { x: 2, y: 10, side: "E" },
      ],
      [],
    );
    b.nearestEnemy = 99;
    expect(chooseChargeTarget(b, b.fighters[0]!, { x: 0, y: 0 })).toBe(-1);
    expect(b.nearestEnemy).toBe(2);
  });

  it("an enemy in reach with no room round it is passed over, and the nearest enemy is still left for the move", () => {
    // D (index 1) is 2.5" from A (in reach), boxed in by three of A's friends on A's side and the wall behind it;
    // the only enemy in reach, so A does not charge, and walks towards D, the nearest.
    const r = 10 / 25.4;
    const b = arena(
      [
        { x: r + 2.5, y: 12, side: "A", clue: true, M: 1 },
        { x: r, y: 12, side: "E" },
        { x: r + TOUCH, y: 12, side: "A", M: 0 },
        { x: r + TOUCH / 2, y: 12 + (TOUCH * Math.sqrt(3)) / 2, side: "A", M: 0 },
        { x: r + TOUCH / 2, y: 12 - (TOUCH * Math.sqrt(3)) / 2, side: "A", M: 0 },
        { x: 20, y: 20, side: "E" },
      ],
      [],
    );
    b.nearestEnemy = 99;
    expect(chooseChargeTarget(b, b.fighters[0]!, { x: 0, y: 0 })).toBe(-1);
    expect(b.nearestEnemy).toBe(1);
  });
});
