import { describe, expect, it } from "vitest";
import { gruntsRoster } from "../roster/fixtures";
import type { Roster } from "../roster/schema";
import { forTheLiving } from "./died-of-injuries";
import type { PlannedStep } from "./sequence";

// forTheLiving on its own (fighter-run.test.ts plays it through whole post-games): Nob has died of
// his lasting-injury roll earlier in this post-game; every other fighter of Da Grunts is alive.
const nobDied = (): Roster => {
  const r = gruntsRoster();
  r.fighters[1]!.status = "dead";
  return r;
};
const planned = (input: PlannedStep["input"]): PlannedStep => ({ kind: input.step, label: "Step", field: "step", input, dice: { mode: "none" } });

describe("a fighter who died of his injuries: the later steps that name him", () => {
  it("a step naming a living fighter, or an id not on the roster, runs as given, with no notes", () => {
    const step = planned({ step: "driver-experience", input: { fighterId: "grot", damagingRams: 1, footFightersRunOver: 0 } });
    expect(forTheLiving(step, nobDied())).toEqual({ step, skipped: null, notes: [] });
    const ghost = planned({ step: "driving-skill", input: { fighterId: "ghost" } });
    expect(forTheLiving(ghost, nobDied())).toEqual({ step: ghost, skipped: null, notes: [] });
    const visit = planned({ step: "rogue-techpriest", input: { visitorId: "boss", vehicleId: "truck", upgradeId: "faster" } });
    expect(forTheLiving(visit, nobDied())).toEqual({ step: visit, skipped: null, notes: [] });
  });
  it("a step naming him is skipped, saying why, with no notes", () => {
    expect(forTheLiving(planned({ step: "driver-experience", input: { fighterId: "nob", damagingRams: 1, footFightersRunOver: 0 } }), nobDied())).toEqual({
      step: null,
      skipped: "Nob died of his injuries in this post-game, so gains no driver experience.",
      notes: [],
    });
    expect(forTheLiving(planned({ step: "driving-skill", input: { fighterId: "nob" } }), nobDied()).notes).toEqual([]);
    expect(forTheLiving(planned({ step: "rogue-techpriest", input: { visitorId: "nob", vehicleId: "truck", upgradeId: "faster" } }), nobDied())).toEqual({
      step: null,
      skipped: "Nob died of his injuries in this post-game, so does not visit the Techpriest (nothing is paid).",
      notes: [],
    });
  });
  it("003 crew deaths with no replacements, or only living ones, runs exactly as given", () => {
    const none = planned({ step: "crew-deaths", input: { deadFighterIds: ["grot"] } });
    expect(forTheLiving(none, nobDied())).toEqual({ step: none, skipped: null, notes: [] });
    const living = planned({ step: "crew-deaths", input: { deadFighterIds: ["grot"], replacements: [{ vehicleId: "truck", driverId: "snag" }] } });
    expect(forTheLiving(living, nobDied()).step).toBe(living);
  });
  it("003 crew deaths: only the dead replacement is dropped; the living driver named beside him stays", () => {
    const step = planned({
      step: "crew-deaths",
      input: {
        deadFighterIds: ["grot", "spanna"],
        replacements: [
          { vehicleId: "truck", driverId: "snag", gunnerIds: ["nob"] },
          { vehicleId: "bike", driverId: "nob" },
        ],
      },
    });
    const res = forTheLiving(step, nobDied());
    expect(res.notes).toEqual([
      "Nob died of his injuries in this post-game, so cannot take a gunner's seat.",
      "Nob died of his injuries in this post-game, so cannot take the wheel.",
    ]);
    expect(res.step!.input).toEqual({
      step: "crew-deaths",
      input: {
        deadFighterIds: ["grot", "spanna"],
        replacements: [{ vehicleId: "truck", driverId: "snag", gunnerIds: [""] }, { vehicleId: "bike" }],
      },
    });
  });
});
