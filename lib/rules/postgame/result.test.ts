import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import { gruntsRoster } from "../roster/fixtures";
import { StepRecorder, runSteps } from "./result";

// The recorder every post-game step uses: what a step returns is only its own doing.
describe("post-game step results", () => {
  it("a refusal records no changes and no notices, and gives back the roster untouched", () => {
    const roster = gruntsRoster();
    const rec = new StepRecorder(roster, seededDice("refuse"));
    rec.roster.name = "Changed";
    rec.change(["name"], "renamed");
    rec.notice("choose-driver", "pick one");
    const res = rec.refuse("not-allowed", ["fighters"], "No.");
    expect(res.roster).toBe(roster);
    expect(res.roster.name).toBe("Da Grunts");
    expect([res.changes, res.notices]).toEqual([[], []]);
    expect(res.issues).toEqual([{ code: "not-allowed", path: ["fighters"], message: "No." }]);
  });
  it("a step's dice log holds only the rolls it made, not those the dice held before (D6 rolled by an earlier step)", () => {
    const dice = seededDice("shared");
    dice.d6("an earlier step");
    const rec = new StepRecorder(gruntsRoster(), dice);
    dice.d6("this step");
    const done = rec.done();
    expect(done.log.map((e) => e.purpose)).toEqual(["this step"]);
    expect(rec.refuse("not-allowed", [], "No.").log.map((e) => e.purpose)).toEqual(["this step"]);
  });
  it("runSteps chains rosters, keeps every step's words and only the rolls made while it ran", () => {
    const dice = seededDice("chain");
    dice.d6("before");
    const res = runSteps(gruntsRoster(), dice, [
      (r, d) => {
        const rec = new StepRecorder(r, d);
        d.d6("one");
        rec.roster.name = "A";
        rec.change(["name"], "one");
        return rec.done();
      },
      (r, d) => {
        const rec = new StepRecorder(r, d);
        return rec.refuse("not-allowed", [], `refused on ${r.name}`);
      },
      (r, d) => {
        const rec = new StepRecorder(r, d);
        d.d6("three");
        rec.notice("choose-gunner", "three");
        return rec.done();
      },
    ]);
    expect(res.roster.name).toBe("A");
    expect(res.changes.map((c) => c.text)).toEqual(["one"]);
    expect(res.issues.map((i) => i.message)).toEqual(["refused on A"]);
    expect(res.notices.map((n) => n.message)).toEqual(["three"]);
    expect(res.log.map((e) => e.purpose)).toEqual(["one", "three"]);
  });
});
