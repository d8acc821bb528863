// Bang! (000) charges and hits called directly, with the dice the test states (an arena from test-arena.ts).
import { describe, expect, it } from "vitest";
import { charge } from "./charge";
import { hit } from "./explosion";
import { arena, TOUCH } from "./test-arena";

describe("Bang! (000) charges and hits, called directly", () => {
  it("000 stand & shoot: a charger shot dead makes no charge (6 hits, 5 wounds): charge answers false", () => {
    const b = arena(
      [
        { x: 4, y: 12, clue: true },
        { x: 10, y: 12, clue: true },
      ],
      [6, 5],
    );
    expect(charge(b, b.fighters[0]!, b.fighters[1]!, { x: 10 - TOUCH, y: 12 })).toBe(false);
    expect(b.fighters[0]!.x).toBe(4);
  });

  it("000 Step 2: a charger who survives the reaction moves in (3 miss, 6 hit, 4 fails to wound): charge answers true", () => {
    const b = arena(
      [
        { x: 4, y: 12, clue: true },
        { x: 10, y: 12, clue: true },
      ],
      [3, 6, 4],
    );
    expect(charge(b, b.fighters[0]!, b.fighters[1]!, { x: 10 - TOUCH, y: 12 })).toBe(true);
    expect(b.fighters[0]!.x).toBe(10 - TOUCH);
  });

  it("ruling: a hit that cannot wound (T four or more above S) rolls nothing (no dice)", () => {
    const b = arena([{ x: 4, y: 12, T: 5, W: 1 }], []);
    expect(hit(b, b.fighters[0]!, 1, "a keg")).toBe(false);
    expect(b.fighters[0]!.alive).toBe(true);
    expect(b.fighters[0]!.w).toBe(1);
  });

  it("000: a hit of S2 on T5 wounds on 6 (6: killed)", () => {
    const b = arena([{ x: 4, y: 12, T: 5, W: 1 }], [6]);
    expect(hit(b, b.fighters[0]!, 2, "a keg")).toBe(true);
    expect(b.fighters[0]!.alive).toBe(false);
  });
});
