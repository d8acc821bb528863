import { describe, expect, it } from "vitest";
import { replayBattle, undoEntry } from "./replay";
import { battleOf, play } from "./testing";

const truck = "a/truck";

describe("a battle is its first state and its log: replay and undo", () => {
  // The wheels set to 1 wound, a rear crash (dice 4) takes them to 0 and asks for the injury dice
  // (waiting roll 1), which the table then sets aside.
  const initial = battleOf();
  const a = play(initial, { type: "adjust", change: { what: "location-wounds", vehicle: truck, location: "wheels", wounds: 1 } });
  const b = play(a.state, { type: "crash", vehicle: truck, face: "rear" }, [4]);
  const c = play(b.state, { type: "adjust", change: { what: "dismiss-prompt", prompt: 1 } });
  const events = [a.entry.event, b.entry.event, c.entry.event];

  it("replaying the events gives the same state and log, nothing set aside", () => {
    const r = replayBattle(initial, events);
    expect(r.state).toEqual(c.state);
    expect(r.log.map((e) => e.text)).toEqual([a.entry.text, b.entry.text, c.entry.text]);
    expect(r.setAside).toEqual([]);
  });
  it("undoing the wounds leaves no waiting roll to set aside: that later entry is set aside with the reason the player reads", () => {
    const r = undoEntry(initial, events, 0);
    expect(r.log.map((e) => e.event.type)).toEqual(["crash"]);
    expect(r.setAside).toHaveLength(1);
    expect(r.setAside[0]).toMatchObject({ index: 1, refusal: { ok: false, code: "not-allowed", message: "There is nothing waiting numbered 1.", dice: [] } });
    expect(r.setAside[0]!.refusal.rule.id).toBe("adjustment");
    expect(r.state.prompts).toEqual([]);
  });
  it("undoing the last entry is the battle before it", () => {
    expect(undoEntry(initial, events, 2).state).toEqual(b.state);
  });
});
