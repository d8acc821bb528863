import { describe, expect, it } from "vitest";
import { manualSource } from "@/lib/dice/source";
import type { GangExport } from "@/lib/export/gang-export";
import { gruntsExport, spikesExport, twelveUnitGang } from "./gang-fixtures";
import { formatLog, formatResult, prepareSkirmish, resolveSkirmish, SYSTEMS, verdictNote, type SkirmishOptions } from "./resolve";
import { actions } from "./rotgb/testing";

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

/** A gang cut down to the fighters named (everyone else captured, every vehicle destroyed). */
function only(gang: GangExport, fighters: string[], name = gang.gang.name): GangExport {
  const copy = structuredClone(gang);
  copy.gang.name = name;
  copy.roster.fighters.forEach((f) => fighters.includes(f.id) || (f.status = "captured"));
  copy.roster.vehicles.forEach((v) => (v.status = "destroyed"));
  return copy;
}

/** One ROtGB game with dice typed in by hand; every face given must be used. */
function rotgbWithDice(gangs: GangExport[], options: SkirmishOptions, faces: number[]) {
  const source = manualSource(faces);
  const outcome = prepareSkirmish("rotgb", gangs, options).play(source, true);
  expect(source.remaining()).toBe(0);
  return outcome;
}

describe('ROtGB reinforcements from a gang (002 Reinforcements: "bring in a new unit every few turns")', () => {
  const gangs = [only(gruntsExport(), ["boss", "yoof"]), only(spikesExport(), ["spike-1"])];
  const yoofInReserve: SkirmishOptions["mapping"] = { rotgb: { reserves: [{ fighters: ["yoof"] }] } };

  it("a reserve arrives at the start of its gang's turn and rolls (every 1; dice: Da Boss 7 | Skarfang 5, Yoof arrives 3, re-roll 2)", () => {
    const outcome = rotgbWithDice(gangs, { mapping: yoofInReserve, rotgb: { reinforcements: { every: 1 }, firstPlayer: "Da Grunts" } }, [7, 5, 3, 2]);
    expect(actions(outcome)).toEqual(["1 Da Grunts arrive 1/yoof", "1 Da Grunts assault 2/spike-1"]);
    expect(outcome.log.find((e) => e.data?.action === "arrive")!.text).toBe("Da Grunts's reinforcement Yoof (d4 juve) arrives and rolls 3.");
  });

  it("with the switch off the reserve is ignored and Yoof rolls at set-up (dice: Da Boss 7, Yoof 3 | Skarfang 5, re-roll 2)", () => {
    const outcome = rotgbWithDice(gangs, { mapping: yoofInReserve, rotgb: { firstPlayer: "Da Grunts" } }, [7, 3, 5, 2]);
    expect(actions(outcome)).toEqual(["1 Da Grunts assault 2/spike-1"]);
  });

  it("the default reserves (a third, smallest first) are used when none are picked: seed 42 brings Yoof and Snag in", () => {
    const log = resolveSkirmish({ system: "rotgb", gangs: [gruntsExport(), spikesExport()], seed: 42, options: { rotgb: { reinforcements: { every: 2 } } } })
      .outcome.log;
    const setUp = log
      .filter((e) => e.turn === 0)
      .map((e) => e.text)
      .join("\n");
    expect(setUp).not.toContain("Yoof (");
    expect(setUp).not.toContain("Nitwit (");
    expect(log.some((e) => e.data?.action === "arrive" && e.data.unit === "1/yoof")).toBe(true);
  });
});

describe("ROtGB alliances of three gangs (002 Alliances: an alliance out of dice ends the game)", () => {
  const gangs = [only(gruntsExport(), ["boss"]), only(spikesExport(), ["spike-1"]), only(gruntsExport(), ["nob"], "Da Lads")];
  const orksAndGrots: SkirmishOptions["mapping"] = { rotgb: { alliances: ["Orks", "Grots", "Orks"] } };

  it("allies do not attack each other, and the alliance scores together (dice: Da Boss 6 | Skarfang 5 | Nob 1, re-roll 2)", () => {
    const outcome = rotgbWithDice(gangs, { mapping: orksAndGrots, rotgb: { alliances: true, firstPlayer: "Da Grunts" } }, [6, 5, 1, 2]);
    // Da Lads' Nob showing 1 is the easiest target on the table, but it is an ally
    expect(actions(outcome)).toEqual(["1 Da Grunts assault 2/spike-1"]);
    expect(outcome.winner).toBe("Orks");
    expect(outcome.scores).toEqual({ Orks: 10, Grots: 0 });
    expect(outcome.casualties).toEqual({ "Da Grunts": [], "Da Spikes": ["2/spike-1"], "Da Lads": [] });
  });

  it("without alliances three gangs fight every one for himself", () => {
    const { outcome, sides } = resolveSkirmish({ system: "rotgb", gangs, seed: 3 });
    expect(sides).toEqual(["Da Grunts", "Da Spikes", "Da Lads"]);
    expect(outcome.ranking).toHaveLength(3);
  });
});

describe("the result line says who won once (verdictNote, formatResult)", () => {
  const outcome = (winner: string | null, verdict?: string) => ({ winner, verdict });

  it('Bang!\'s "<winner> wins" repeats the headline, so it is left out: "Da Rust Riderz wins", not "… (Da Rust Riderz wins)"', () => {
    expect(verdictNote(outcome("Da Rust Riderz", "Da Rust Riderz wins"))).toBeNull();
    const { outcome: bang } = resolveSkirmish({ system: "bang", gangs, seed: 42 });
    expect(bang.winner).not.toBeNull();
    expect(formatResult(bang)).toMatch(new RegExp(`^Winner: ${bang.winner}\\. Scores: `));
  });
  it('Bang!\'s "no winner after N turns" keeps only what it adds; "everybody loses" stays', () => {
    expect(verdictNote(outcome(null, "no winner after 40 turns"))).toBe("after 40 turns");
    expect(verdictNote(outcome(null, "everybody loses"))).toBe("everybody loses");
  });
  it("ROtGB's verdicts say more than the winner and stay: Pyrrhic victory, total victory, victory, draw", () => {
    expect(verdictNote(outcome("Da Grunts", "Pyrrhic victory"))).toBe("Pyrrhic victory");
    expect(verdictNote(outcome("Da Grunts", "total victory"))).toBe("total victory");
    expect(verdictNote(outcome("Da Grunts", "victory"))).toBe("victory");
    expect(verdictNote(outcome(null, "draw"))).toBe("draw");
    const { outcome: handicapped } = resolveSkirmish({ system: "rotgb", gangs, seed: 42, options: { rotgb: { handicap: true } } });
    expect(formatResult(handicapped)).toMatch(/^(Winner: Da (Grunts|Spikes) \((Pyrrhic victory|total victory|victory)\)|No winner \(draw\))\. Scores: /);
  });
  it("Bench Fighting names no verdict: the winner alone", () => {
    expect(verdictNote(outcome("Da Grunts"))).toBeNull();
    expect(formatResult(resolveSkirmish({ system: "bench", gangs, seed: 2 }).outcome)).toBe("Winner: Da Grunts. Scores: Da Grunts 10, Da Spikes 0.");
  });
});
