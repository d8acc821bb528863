// Bang! measures with its own hypot (state.ts), which must give exactly what Math.hypot gives: a
// distance one bit off could turn a charge into a miss and change a game.
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice";
import { hypot } from "./state";

describe("Bang! hypot (state.ts)", () => {
  it("gives Math.hypot's answer bit for bit on arena distances", () => {
    const r = seededSource("hypot");
    for (let i = 0; i < 50_000; i++) {
      const dx = (r.float() - r.float()) * 48,
        dy = (r.float() - r.float()) * 48;
      expect(Object.is(hypot(dx, dy), Math.hypot(dx, dy))).toBe(true);
    }
  });

  it("gives Math.hypot's answer on any doubles, tiny, huge and special ones", () => {
    const r = seededSource("hypot-bits"),
      bits = new Float64Array(2),
      words = new Uint32Array(bits.buffer);
    for (let i = 0; i < 30_000; i++) {
      for (let w = 0; w < 4; w++) words[w] = Math.floor(r.float() * 2 ** 32);
      expect(Object.is(hypot(bits[0]!, bits[1]!), Math.hypot(bits[0]!, bits[1]!))).toBe(true);
    }
    const special = [0, -0, 1, -1, 3, 4, 0.1, 5e-324, -5e-324, 1e-160, 1e160, 1.7976931348623157e308, Infinity, -Infinity, NaN];
    for (const x of special) for (const y of special) expect(Object.is(hypot(x, y), Math.hypot(x, y))).toBe(true);
  });
});
