// 001 Constraints and the battle pool, for positions set by hand (no dice).
import { describe, expect, it } from "vitest";
import { validateAllocation } from "./validate";

const gang = { id: "red", army: [{ id: "boss", points: 60 }, { id: "truck", points: 40 }, { points: 25 }] };

describe("001 Constraints (hand-set positions)", () => {
  it("a main force is required; the other positions may stay empty", () => {
    expect(validateAllocation(gang, { scout: ["boss"] }, 500)).toMatchObject({
      ok: false,
      code: "NO_MAIN_FORCE",
      message: "The main force needs at least one squad.",
    });
    expect(validateAllocation(gang, { main: ["boss"] }, 500)).toEqual({ ok: true, cost: 60 });
    // an empty main force is none: the page points at the main force
    expect(validateAllocation(gang, { main: [], scout: ["boss"] }, 500)).toEqual({
      ok: false,
      code: "NO_MAIN_FORCE",
      position: "main",
      message: "The main force needs at least one squad.",
    });
  });

  it("every other position is optional", () => {
    expect(validateAllocation(gang, { main: ["boss"], left: [], scout: ["truck"] }, 500)).toEqual({ ok: true, cost: 100 });
  });

  it("a squad stands in one position only", () => {
    expect(validateAllocation(gang, { main: ["boss"], left: ["boss"] }, 500)).toMatchObject({
      ok: false,
      code: "SQUAD_SPLIT",
      squad: "boss",
      message: 'Squad "boss" is placed in the left flank and the main force; a squad cannot be split.',
    });
    expect(validateAllocation(gang, { main: ["boss", "boss"] }, 500)).toEqual({
      ok: false,
      code: "SQUAD_SPLIT",
      position: "main",
      squad: "boss",
      message: 'Squad "boss" is placed twice in the main force; a squad cannot be split.',
    });
  });

  it("squads come from the army list; one without its own id goes by '<player>#<n>'", () => {
    expect(validateAllocation(gang, { main: ["red#3"] }, 500)).toEqual({ ok: true, cost: 25 });
    expect(validateAllocation(gang, { main: ["ghost"] }, 500)).toEqual({
      ok: false,
      code: "UNKNOWN_SQUAD",
      position: "main",
      squad: "ghost",
      message: 'There is no squad "ghost" in the army list (main force).',
    });
  });

  it("the points spent come out of what is left of the battle pool", () => {
    expect(validateAllocation(gang, { main: ["boss", "truck"] }, 90)).toMatchObject({
      ok: false,
      code: "OVER_POOL",
      message: "These squads cost 100 points but only 90 are left in the battle pool.",
    });
  });

  it("carried survivors cost only the points to fill them up (boss kept at 35 costs 25)", () => {
    expect(validateAllocation(gang, { main: ["boss"] }, 30, { boss: 35 })).toEqual({ ok: true, cost: 25 });
  });
});
