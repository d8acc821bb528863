// From gangs to Medieval Strife and Star Strife sides: the documented mapping, row by row.
import { describe, expect, it } from "vitest";
import { gruntsExport, spikesExport } from "./gang-fixtures";
import { DEFAULT_STRIFE_MAPPING, medievalDie, starDie, toMedieval, toStar } from "./strife-mapping";

const gangs = [gruntsExport(), spikesExport()];

describe("gangs to Medieval Strife", () => {
  it("dice as in ROtGB, then the type of each size: Da Grunts' boss (d10) a Cavalier, its truck (d12) a Champion", () => {
    const { setup, sides } = toMedieval(gangs);
    expect(sides).toEqual(["Da Grunts", "Da Spikes"]);
    const grunts = setup.players[0]!.units;
    expect(grunts.find((u) => u.id === "1/boss")).toMatchObject({ name: "Da Boss", sides: 10, type: "Cavalier", ownerId: "boss" });
    expect(grunts.find((u) => u.id === "1/v/truck")).toMatchObject({ sides: 12, type: "Champion" });
  });

  it("ruling: a die smaller than d4 becomes a d4, others the next Medieval size up", () => {
    expect([1, 2, 4, 5, 14, 30].map(medievalDie)).toEqual([4, 4, 4, 6, 16, 100]);
  });

  it("the types are overridable per call, one per die size (so the army keeps to 002's rule)", () => {
    const { setup } = toMedieval(gangs, { medieval: { types: { ...DEFAULT_STRIFE_MAPPING.medieval.types, 10: "Paladin" } } });
    expect(setup.players[0]!.units.find((u) => u.id === "1/boss")!.type).toBe("Paladin");
  });
});

describe("gangs to Star Strife", () => {
  it("warships by die: the truck (d12) a Battleship, the bike (d8) a Light Cruiser; every gang attacks unless named defender", () => {
    const { setup } = toStar(gangs);
    expect(setup.players[0]!.units.find((u) => u.id === "1/v/truck")).toMatchObject({ sides: 12, type: "Battleship" });
    expect(setup.players.map((p) => p.role)).toEqual(["attacker", "attacker"]);
    expect(toStar(gangs, { star: { defender: 1 } }).setup.players.map((p) => p.role)).toEqual(["attacker", "defender"]);
  });

  it("ruling: a die between Star Strife's sizes is the largest size not above it (d16: D12)", () => {
    expect([1, 2, 3, 4, 5, 16, 25, 100].map(starDie)).toEqual([1, 2, 3, 4, 4, 12, 20, 100]);
  });
});
