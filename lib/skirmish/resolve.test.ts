import { describe, expect, it } from "vitest";
import { gruntsExport, spikesExport, twelveUnitGang } from "./gang-fixtures";
import { formatLog, resolveSkirmish, SYSTEMS } from "./resolve";

const gangs = [gruntsExport(), spikesExport()];

describe.each(SYSTEMS.map((s) => s.id))("resolveSkirmish: %s", (system) => {
  it("determinism: the same seed gives the same result and log, byte for byte", () => {
    const a = JSON.stringify(resolveSkirmish({ system, gangs, seed: 42 }));
    const b = JSON.stringify(resolveSkirmish({ system, gangs, seed: 42 }));
    expect(a).toBe(b);
    expect(JSON.stringify(resolveSkirmish({ system, gangs, seed: "42" }))).toBe(a); // 42 and "42" are one seed
  });

  it("a different seed gives a different game", () => {
    const logs = new Set([1, 2, 3, 4].map((seed) => JSON.stringify(resolveSkirmish({ system, gangs, seed }).outcome.log)));
    expect(logs.size).toBeGreaterThan(1);
  });

  it("casualties are the outcome's lost units, mapped to the gangs' roster ids", () => {
    const { outcome, casualties, sides } = resolveSkirmish({ system, gangs, seed: 7 });
    expect(sides).toEqual(["Da Grunts", "Da Spikes"]);
    const lost = Object.values(outcome.casualties).flat().length;
    expect(casualties.reduce((n, c) => n + c.fightersOutOfAction.length + c.vehiclesCrippled.length, 0)).toBe(lost);
    const ids = new Set(gangs.flatMap((g) => [...g.roster.fighters, ...g.roster.vehicles].map((u) => u.id)));
    for (const c of casualties) for (const id of [...c.fightersOutOfAction, ...c.vehiclesCrippled]) expect(ids).toContain(id);
  });

  it("formatLog: headed by turn (or skirmish), ending with the result line", () => {
    const { outcome } = resolveSkirmish({ system, gangs, seed: 3 });
    const text = formatLog(outcome);
    expect(text.split("\n")[0]).toBe("Set-up");
    expect(text).toMatch(/(Winner: .+|No winner).*Scores: /);
    expect(text).toContain("End of the battle");
  });
});

describe("Bench Fighting with hand-set positions (001 Preparing for a Skirmish)", () => {
  it("a hand-set first skirmish is played as given: the squads named fight where they were put", () => {
    const allocation = { scout: ["1/yoof"], main: ["1/boss", "1/nob", "1/v/truck"] };
    const { outcome } = resolveSkirmish({ system: "bench", gangs, seed: 5, options: { bench: { allocations: [[allocation]] } } });
    const first = JSON.stringify(outcome.log.filter((e) => e.turn === 1));
    expect(first).toContain("Yoof");
  });
  it("more than two gangs fight a multiplayer battle (001: two or more players)", () => {
    const { outcome } = resolveSkirmish({ system: "bench", gangs: [...gangs, twelveUnitGang("Da Lads")], seed: 1 });
    expect(outcome.ranking).toHaveLength(3);
  });
});
