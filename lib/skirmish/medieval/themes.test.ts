// 002 Medieval Strife, Themed Play: each theme with its dice typed in by hand. Dice: Red's, then
// Blue's, then each roll as it happens; Red goes first.
import { describe, expect, it } from "vitest";
import { medievalOptionsSchema } from "./schema";
import { castsAllowed, mayRecharge, stuckByWeather } from "./rules";
import { endOf, entry, moves, playWith, two } from "./testing";
import { FORCE_FIELD, HOLD, SHIELD, SPLIT } from "./units";

describe("Daytime and Nighttime Field Play: archers ±1 at all times", () => {
  it("day: an Archer showing 3 attacks 3 + 1 + 1 and takes a Footman showing 4 (dice 3 | 4, re-roll 2)", () => {
    const out = playWith(two(["Archer"], ["Footman"]), { field: "day" }, [3, 4, 2]);
    expect(entry(out, 1)).toMatchObject({ action: "assault", attack: 5, defence: 4 });
  });

  it("without the field the same Archer attacks 4 and cannot (dice 3 | 4)", () => {
    const out = playWith(two(["Archer"], ["Footman"]), { maxTurns: 1 }, [3, 4]);
    expect(moves(out)).toEqual(["1 Red pass"]);
  });

  it("night: the Archer attacks 4 + 1 − 1 and defends 4 − 1 − 1, so Blue's 4 takes it (dice 4 | 4, re-roll 1)", () => {
    const out = playWith(two(["Archer"], ["Footman"]), { field: "night" }, [4, 4, 1]);
    expect(moves(out)).toEqual(["1 Red pass", "2 Blue assault Red-1"]);
    expect(entry(out, 2, "assault")).toMatchObject({ attack: 4, defence: 2 });
  });
});

describe("Castle Battle: the side inside gets +1 defence", () => {
  it("Red in the castle: Blue's 5 cannot take Red's 4 (dice 4 | 5)", () => {
    const out = playWith(two(["Footman"], ["Footman"]), { castle: "Red" }, [4, 5]);
    expect(moves(out)).toEqual(["1 Red pass", "2 Blue pass"]);
  });
});

describe("City Battle: +1 defence, −2 attack, casts capped", () => {
  it("a 6 attacks 4: it cannot take a 3 (defending 4) but takes a 2 (defending 3) (dice 6 | 3 2, re-roll 5)", () => {
    const out = playWith(two(["Footman"], ["Footman", "Footman"]), { city: true, maxTurns: 1 }, [6, 3, 2, 5]);
    expect(entry(out, 1)).toMatchObject({ target: "Blue-2", attack: 4, defence: 3 });
  });

  it("spells of one cast cannot be cast at all; others at most twice (Shield: 2, Hold: 0, Force Field: 0, Split: 0)", () => {
    const t = { city: true };
    expect([castsAllowed(SHIELD, t), castsAllowed(HOLD, t), castsAllowed(FORCE_FIELD, t), castsAllowed(SPLIT, t)]).toEqual([2, 0, 0, 0]);
    expect(() => playWith(two(["Cleric"], ["Footman"]), { city: true }, [1, 6], { 1: { cast: "Hold", by: "Red-1", target: "Blue-1" } })).toThrow(
      "Hold cannot be cast in a city (002 Medieval Strife: City Battle)",
    );
  });
});

describe("Mystic Environment: twice the casts before a recharge", () => {
  it("Shield 6, Hold 2, Split 2", () => {
    const t = { mystic: true };
    expect([castsAllowed(SHIELD, t), castsAllowed(HOLD, t), castsAllowed(SPLIT, t)]).toEqual([6, 2, 2]);
  });

  it("ruling: Force Field stays once a game (its one cast is not a charge)", () => {
    expect(castsAllowed(FORCE_FIELD, { mystic: true })).toBe(1);
  });

  it("ruling: a battle is mystic or in a city, not both", () => {
    expect(medievalOptionsSchema.safeParse({ mystic: true, city: true }).error?.issues[0]?.message).toMatch(/either in a mystic environment or in a city/);
  });
});

describe("Volcanic/Volatile Terrain: a side's units all roll after its turn; no recharging", () => {
  it("after Red's assault and re-roll, both Red units roll; after Blue's, Blue's do (dice 5 1 | 3 6; re-roll 2, quake 4 3; re-roll 1, quake 5)", () => {
    const out = playWith(two(["Footman", "Footman"], ["Footman", "Footman"]), { volcanic: true, maxTurns: 2 }, [5, 1, 3, 6, 2, 4, 3, 1, 5]);
    expect(out.log.filter((e) => e.data?.action === "quake").map((e) => e.text)).toEqual([
      "The ground shakes: Red's units roll: Red-1 4, Red-2 3.",
      "The ground shakes: Blue's units roll: Blue-2 5.",
    ]);
  });

  it("no recharge: refused by hand, and the automated player does not try", () => {
    expect(mayRecharge({ volcanic: true })).toBe(false);
    expect(() => playWith(two(["Wizard"], ["Footman"]), { volcanic: true }, [1, 6], { 1: { recharge: "Red-1" } })).toThrow(
      "spells cannot be recharged on volcanic terrain (002 Medieval Strife: Volcanic/Volatile Terrain)",
    );
  });
});

describe("The four weathers", () => {
  it("Poor Weather: a d10 Paladin defends 5 + 1 − 1, so a Footman's 6 takes it (dice 6 | 5, re-roll 3)", () => {
    const out = playWith(two(["Footman"], ["Paladin"]), { weather: "poor" }, [6, 5, 3]);
    expect(entry(out, 1)).toMatchObject({ attack: 6, defence: 5 });
  });

  it("Dangerous Weather: every unit −2 to attack: 5 attacks 3 and cannot take a 4 (dice 5 | 4)", () => {
    const out = playWith(two(["Footman"], ["Footman"]), { weather: "dangerous" }, [5, 4]);
    expect(endOf(out)).toMatchObject({ ending: "stalemate" });
  });

  it("Damaging Weather: a d6 rolling 1 never rolls again; a d20 rolling 1 does (dice 1 1 | 6; Havoc: Demon 7, Blue 2)", () => {
    const out = playWith(two(["Demon", "Footman"], ["Footman"]), { weather: "damaging", maxTurns: 1 }, [1, 1, 6, 7, 2], { 1: { cast: "Havoc", by: "Red-1" } });
    expect(out.log[1]!.text).toContain("Red-2 (d6 Footman) 1 (stuck by the weather)");
    expect(out.log.find((e) => e.turn === 1)!.text).toContain("every unit rolls: Red-1 7, Red-2 does not roll, Blue-1 2");
  });

  it("Catastrophic Weather: any die rolling 1 never rolls again (dice 1 1 | 6; Havoc: Blue 2)", () => {
    const out = playWith(two(["Demon", "Footman"], ["Footman"]), { weather: "catastrophic", maxTurns: 1 }, [1, 1, 6, 2], { 1: { cast: "Havoc", by: "Red-1" } });
    expect(out.log.find((e) => e.turn === 1)!.text).toContain("every unit rolls: Red-1 does not roll, Red-2 does not roll, Blue-1 2");
  });

  it("only a 1 sticks: stuckByWeather for each weather, die and face", () => {
    expect(stuckByWeather(4, 1, { weather: "catastrophic" })).toBe(true);
    expect(stuckByWeather(20, 1, { weather: "catastrophic" })).toBe(true);
    expect(stuckByWeather(4, 2, { weather: "catastrophic" })).toBe(false);
    expect(stuckByWeather(8, 1, { weather: "damaging" })).toBe(true);
    expect(stuckByWeather(8, 2, { weather: "damaging" })).toBe(false);
    expect(stuckByWeather(10, 1, { weather: "damaging" })).toBe(false);
    expect(stuckByWeather(4, 1, { weather: "poor" })).toBe(false);
    expect(stuckByWeather(4, 1, {})).toBe(false);
  });

  it("ruling: a stuck die stays on the table: two stuck 1s flank a 2 and stay on 1 (dice 1 1 | 2)", () => {
    const out = playWith(two(["Footman", "Footman"], ["Footman"]), { weather: "catastrophic" }, [1, 1, 2]);
    // Red's two stuck 1s flank Blue's 2 and stay on 1
    expect(entry(out, 1)).toMatchObject({ action: "flank", after: { "Red-1": 1, "Red-2": 1 } });
    expect(out.log.find((e) => e.turn === 1)!.text).toContain("Red-1 stays on 1 (stuck), Red-2 stays on 1 (stuck)");
  });
});
