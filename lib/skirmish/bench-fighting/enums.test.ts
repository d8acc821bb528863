// The hot loop's numbers written as literals (stage.ts D100) must be the rules' numbers.
import { describe, expect, it } from "vitest";
import { NOT_NATURAL_LOW, NOT_NATURAL_SPAN } from "./combat";
import { BENCH_FIGHTING_RULES } from "./rules";
import { D100 } from "./stage";

describe("stage.ts D100, the die of 001 Combat as literals", () => {
  it("is the one hundred sided die, and its faces 2 to 99 are the ones that are not naturals (a 1 loses, a 100 wins)", () => {
    expect(D100.SIDES).toBe(BENCH_FIGHTING_RULES.die);
    expect(D100.NOT_NATURAL_LOW).toBe(NOT_NATURAL_LOW);
    expect(D100.NOT_NATURAL_SPAN).toBe(NOT_NATURAL_SPAN);
    const notNatural = Array.from({ length: 100 }, (_, i) => i + 1).filter((face) => (face - D100.NOT_NATURAL_LOW) >>> 0 < D100.NOT_NATURAL_SPAN);
    expect(notNatural).toHaveLength(98);
    expect(notNatural[0]).toBe(BENCH_FIGHTING_RULES.naturalLoss + 1);
    expect(notNatural.at(-1)).toBe(BENCH_FIGHTING_RULES.naturalWin - 1);
  });
});
