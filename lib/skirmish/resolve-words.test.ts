// The words around a quick-resolve game: the systems' names, the log's sections and the result
// line, checked on hand-made outcomes so every heading and fallback is seen.
import { describe, expect, it } from "vitest";
import { formatLog, formatResult, isSystemId, logSections, systemName, verdictNote } from "./resolve";
import type { BattleLogEntry, SkirmishOutcome } from "./types";

const outcome = (system: SkirmishOutcome["system"], log: BattleLogEntry[], extra: Partial<SkirmishOutcome> = {}): SkirmishOutcome => ({
  system,
  winner: "Reds",
  ranking: ["Reds", "Blues"],
  scores: { Reds: 3, Blues: 1 },
  casualties: {},
  log,
  ...extra,
});

describe("the systems by name", () => {
  it("each system as players know it, the id itself when unknown", () => {
    expect(systemName("rotgb")).toBe("Roll Out the (Gun) Barrels");
    expect(systemName("bench")).toBe("Bench Fighting");
    expect(systemName("star")).toBe("Star Strife");
    expect(systemName("chess" as never)).toBe("chess");
  });
  it("isSystemId knows the five systems and nothing else", () => {
    expect(["rotgb", "bench", "bang", "medieval", "star"].every(isSystemId)).toBe(true);
    expect(isSystemId("chess")).toBe(false);
    expect(isSystemId("")).toBe(false);
  });
});

describe("logSections", () => {
  it("set-up, then one section per turn, and the engine's last entry under its own heading", () => {
    const log = [
      { turn: 0, text: "deploy" },
      { turn: 1, text: "a" },
      { turn: 1, text: "b" },
      { turn: 2, text: "c" },
      { turn: 2, text: "over", data: { action: "end" } },
    ];
    expect(logSections(outcome("rotgb", log)).map((s) => [s.heading, s.entries.map((e) => e.text)])).toEqual([
      ["Set-up", ["deploy"]],
      ["Turn 1", ["a", "b"]],
      ["Turn 2", ["c"]],
      ["End of the battle", ["over"]],
    ]);
  });
  it('Bench Fighting\'s sections are skirmishes, its end an "event"; Bang!\'s end a "kind"', () => {
    const bench = logSections(
      outcome("bench", [
        { turn: 3, text: "x" },
        { turn: 3, text: "done", data: { event: "battleEnd" } },
      ]),
    );
    expect(bench.map((s) => s.heading)).toEqual(["Skirmish 3", "End of the battle"]);
    const bang = logSections(
      outcome("bang", [
        { turn: 4, text: "x", data: { kind: "shot" } },
        { turn: 4, text: "done", data: { kind: "end" } },
      ]),
    );
    expect(bang.map((s) => s.heading)).toEqual(["Turn 4", "End of the battle"]);
  });
  it("an entry with other data, or none, stays in its turn", () => {
    const log = [
      { turn: 1, text: "a", data: { event: "combat", kind: "move", action: "attack" } },
      { turn: 1, text: "b" },
    ];
    expect(logSections(outcome("rotgb", log)).map((s) => s.heading)).toEqual(["Turn 1"]);
  });
});

describe("formatLog and formatResult", () => {
  it("headings, entries indented by two spaces, a blank line and the result", () => {
    const text = formatLog(
      outcome(
        "rotgb",
        [
          { turn: 0, text: "deploy" },
          { turn: 1, text: "a" },
        ],
        { verdict: "victory" },
      ),
    );
    expect(text).toBe(["Set-up", "  deploy", "Turn 1", "  a", "", "Winner: Reds (victory). Scores: Reds 3, Blues 1."].join("\n"));
  });
  it("a side with no score reads 0; no winner and no verdict: the headline alone", () => {
    expect(formatResult(outcome("bench", [], { winner: null, scores: { Reds: 2 } }))).toBe("No winner. Scores: Reds 2, Blues 0.");
  });
});

describe("verdictNote", () => {
  it('the winner\'s "wins" is left out whatever its case and spaces; a verdict for another side stays', () => {
    expect(verdictNote({ winner: "Reds", verdict: "  REDS WINS " })).toBeNull();
    expect(verdictNote({ winner: "Reds", verdict: "Blues wins" })).toBe("Blues wins");
  });
  it('"no winner" alone adds nothing; only a leading "no winner" is cut', () => {
    expect(verdictNote({ winner: null, verdict: "No winner" })).toBeNull();
    expect(verdictNote({ winner: null, verdict: "no winners' draw" })).toBe("no winners' draw");
    expect(verdictNote({ winner: "Reds", verdict: "no winner after 3 turns" })).toBe("no winner after 3 turns");
    expect(verdictNote({ winner: null, verdict: "   " })).toBeNull();
  });
});
