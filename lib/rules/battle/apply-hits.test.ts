import { describe, expect, it } from "vitest";
import { battleOf, play, refusedEvent } from "./testing";

const truck = "a/truck";
const rifle = { carried: { unwieldy: false, pistol: false, template: false } };
const template = { carried: { unwieldy: false, pistol: false, template: true } };

describe("rolls waiting on a vehicle: the wound roll and the injury dice", () => {
  it("a roll not waiting is refused, saying which kind of roll was asked for", () => {
    const hit = refusedEvent(battleOf(), { type: "wound-hit", prompt: 9, woundNeeded: 4 });
    expect([hit.code, hit.message]).toEqual(["not-allowed", "There is no hit waiting for its wound roll numbered 9."]);
    expect(refusedEvent(battleOf(), { type: "injury-dice", prompt: 9, injury: "skull" }).message).toBe(
      "There is no location waiting for its injury dice numbered 9.",
    );
    const s = structuredClone(battleOf());
    s.prompts.push({ id: 1, kind: "injury", vehicle: truck, location: "wheels" });
    s.nextPromptId = 2;
    expect(refusedEvent(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }).message).toBe("There is no hit waiting for its wound roll numbered 1.");
  });
  it("a template on the crew (hit 5, D3 1, location 1) waits on Nob and Snag; wounding Nob (wound 4, save 2, plates 1) leaves Snag's roll waiting, and the log names Nob", () => {
    const s = play(
      battleOf(),
      { type: "shoot-vehicle", target: truck, firer: "b/mek", weapon: template, needed: 4, special: "template", damage: 1 },
      [5, 1, 1],
    ).state;
    const r = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [4, 2, 1]);
    expect(r.entry.text).toBe("Grunt Truck, Nob (crew) (T5): Wounded (4), save failed (2): Nob (crew) loses 1, 1 left.");
    expect(r.state.prompts.map((p) => p.id)).toEqual([2]);
  });
  it("003 Scattershot: wounding Nob on the crew (hit 4, location 1, pick 2; wound 5, save 6) spreads to Snag, and the log says so", () => {
    const s = play(
      battleOf(),
      { type: "shoot-vehicle", target: truck, firer: "b/mek", weapon: rifle, needed: 4, special: "scattershot", damage: 1 },
      [4, 1, 2],
    ).state;
    const r = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [5, 6]);
    expect(r.entry.text).toBe("Grunt Truck, Nob (crew) (T5): Wounded (5) but saved (6). The scattershot spreads over the crew: Snag.");
    expect(r.state.prompts).toMatchObject([{ id: 2, fighter: "a/snag", weapon: "template" }]);
  });
  it("a plain hit on the crew does not spread (hit 4, location 1, pick 2; wound 5, save 6)", () => {
    const s = play(
      battleOf(),
      { type: "shoot-vehicle", target: truck, firer: "b/mek", weapon: rifle, needed: 4, special: "standard", damage: 1 },
      [4, 1, 2],
    ).state;
    const r = play(s, { type: "wound-hit", prompt: 1, woundNeeded: 4 }, [5, 6]);
    expect([r.entry.text, r.state.prompts]).toEqual(["Grunt Truck, Nob (crew) (T5): Wounded (5) but saved (6).", []]);
  });
});
