import { describe, expect, it } from "vitest";
import { Dice, manualSource } from "../../dice";
import { applyBattleEvent, playBattleEvent } from "./apply";
import type { BattleEvent, BattleEventBody } from "./events";
import { battleOf, play } from "./testing";

const truck = "a/truck";
const clip: BattleEventBody = { type: "clip", vehicle: truck, target: "a rock" };
const withFaces = (body: BattleEventBody, faces: number[]) => ({ ...body, faces }) as BattleEvent;

describe("the battle log: refusals every event shares, and the dice each entry keeps", () => {
  it("003 Wrecked: a wrecked vehicle takes no action, said with the rule's explanation", () => {
    const wrecked = play(battleOf(), { type: "adjust", change: { what: "vehicle-flag", vehicle: truck, flag: "wrecked", value: true } }).state;
    const r = applyBattleEvent(wrecked, withFaces({ type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }, []));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect([r.code, r.rule.id, r.message]).toEqual([
        "vehicle-wrecked",
        "wrecked-vehicle",
        "Grunt Truck is wrecked: A wrecked vehicle is out of the game: it no longer moves, rams or shoots.",
      ]);
  });
  it("a typed 7 is no D6 face: refused under the event's own rule, naming the roll", () => {
    const r = applyBattleEvent(battleOf(), withFaces(clip, [7]));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect([r.code, r.rule.id, r.message]).toEqual([
        "dice-out-of-range",
        "clip",
        "Each typed die must show one of its faces. Clip: Grunt Truck and a rock: 7 is not a result of a 6-sided die (1 to 6).",
      ]);
  });
  it("one die too many (2, 3 for a clip's single die) is refused, saying how many the roll uses", () => {
    const r = applyBattleEvent(battleOf(), withFaces(clip, [2, 3]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.code, r.message]).toEqual(["dice-left-over", "1 typed dice were not needed: this roll uses 1."]);
  });
  it("003 Damage tables, driver: too few dice for the moving truck's swerve is refused under the condition rule, naming the roll", () => {
    const moved = play(battleOf(), { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;
    const r = playBattleEvent(moved, { type: "fighter-status", fighter: "a/grot", condition: "down" }, new Dice(manualSource([])));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect([r.code, r.rule.id, r.message]).toEqual([
        "dice-missing",
        "fighter-condition",
        "This needs more dice than were typed in (Grunt Truck loses its driver: swerve (1-3 left, 4-6 right)).",
      ]);
  });
  it("with one set of dice for several events (2, then 5), each entry and refusal keeps only the dice it rolled", () => {
    const dice = new Dice(manualSource([2, 5]));
    const first = playBattleEvent(battleOf(), clip, dice);
    const second = playBattleEvent(battleOf(), clip, dice);
    expect([first.ok && first.entry.dice.map((d) => d.faces), second.ok && second.entry.dice.map((d) => d.faces)]).toEqual([[[2]], [[5]]]);
    const moved = play(battleOf(), { type: "gas-move", vehicle: truck, legs: [{ inches: 8, pivot: 0 }] }).state;
    const shared = new Dice(manualSource([3]));
    playBattleEvent(moved, clip, shared);
    const refused = playBattleEvent(moved, { type: "fighter-status", fighter: "a/grot", condition: "down" }, shared);
    expect(refused.ok ? "played" : refused.dice).toEqual([]);
  });
});
