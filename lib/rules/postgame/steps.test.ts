import { describe, expect, it } from "vitest";
import { manualDice, seededDice } from "../../dice";
import { postgameStepSchema, runPostgameStep, type PostgameStepInput } from "./steps";
import { replayStep } from "./result";
import { gruntsRoster } from "../roster/fixtures";

const steps: PostgameStepInput[] = [
  { step: "crew-deaths", input: { deadFighterIds: ["nob"], replacements: [{ vehicleId: "truck", gunnerIds: ["boss"] }] } },
  { step: "permanent-damage", input: { vehicleId: "truck", otherGangBottledOut: false } },
  { step: "rogue-techpriest", input: { visitorId: "boss", vehicleId: "bike", upgradeId: "faster" } },
  { step: "driving-skill", input: { fighterId: "spanna" } },
  { step: "driver-experience", input: { fighterId: "grot", damagingRams: 1, footFightersRunOver: 0 } },
  { step: "wreck-and-ruin", input: {} },
];

describe("post-game steps as stored data", () => {
  it("every step parses from JSON and replays from its own log to the same result", () => {
    let roster = gruntsRoster();
    for (const s of steps) {
      const parsed = postgameStepSchema.parse(JSON.parse(JSON.stringify(s)));
      const res = runPostgameStep(roster, parsed, seededDice(`wizard-${s.step}`));
      expect(res.issues).toEqual([]);
      expect(replayStep(runPostgameStep, roster, parsed, res.log)).toEqual(res);
      roster = res.roster;
    }
    expect(roster.fighters.find((f) => f.id === "grot")!.xp).toBe(1);
  });
  it("a player's typed-in dice run the same code path (manual dice 1,1 → IMPROVED!)", () => {
    const res = runPostgameStep(gruntsRoster(), { step: "permanent-damage", input: { vehicleId: "truck", otherGangBottledOut: false } }, manualDice([1, 1]));
    expect(res.changes[0]!.text).toContain("IMPROVED!");
  });
  it("003 Death of drivers and gunners through the stored step: the death and the named replacement both happen", () => {
    const parsed = postgameStepSchema.parse(JSON.parse(JSON.stringify(steps[0])));
    // the replacement survives parsing (a schema that dropped unknown keys would lose it silently)
    expect(parsed).toEqual(steps[0]);
    const res = runPostgameStep(gruntsRoster(), parsed, seededDice("deaths"));
    expect(res.roster.fighters.find((f) => f.id === "nob")!.status).toBe("dead");
    expect(res.roster.vehicles.find((v) => v.id === "truck")!.crew.gunnerIds).toContain("boss");
    expect(res.roster.vehicles.some((v) => v.kind === "hulk")).toBe(false);
  });
  it("each stored step runs its own rule (the step name picks the function, not the next one down)", () => {
    const texts = (s: PostgameStepInput) =>
      runPostgameStep(gruntsRoster(), s, manualDice([1, 1, 1, 1, 1, 1]))
        .changes.map((c) => c.text)
        .join(" ");
    expect(texts(steps[1]!)).toContain("IMPROVED!");
    expect(texts(steps[4]!)).toMatch(/Grot/);
    expect(runPostgameStep(gruntsRoster(), steps[5]!, seededDice(0)).changes).toEqual([]);
  });
  it("003 Permanent damage, DESTROYED: a stored strip-wreck step strips the other gang's wreck (known DESTROYED, 2D6 3+5 = 80 credits)", () => {
    const parsed = postgameStepSchema.parse({
      step: "strip-wreck",
      input: { ownerGangId: "spikes", vehicleId: "truck", ownerGangName: "Spikes", vehicleName: "Big Red", knownResult: "destroyed", stripperId: "snag" },
    });
    const res = runPostgameStep(gruntsRoster(), parsed, manualDice([3, 5]));
    expect(res.roster.ledger.at(-1)).toMatchObject({ reason: "Stripped the wreck of Big Red (Spikes)", amount: 80 });
  });
  it("refuses malformed steps", () => {
    expect(postgameStepSchema.safeParse({ step: "driver-experience", input: { fighterId: "grot", damagingRams: -1, footFightersRunOver: 0 } }).success).toBe(
      false,
    );
    expect(postgameStepSchema.safeParse({ step: "loot", input: {} }).success).toBe(false);
  });
});
