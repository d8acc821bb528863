// The hot files keep the numbers they use from other files as enums of their own (a use of an enum
// declared in the same file is written in as its number, one file at a time or bundled): each
// member must be the one of the file that owns the enum.
import { describe, expect, it } from "vitest";
import { FlankFinder } from "../strife/flank";
import * as actions from "./actions";
import * as battle from "./battle";
import * as engine from "./engine";
import * as players from "./players";
import * as quick from "./quick";
import * as units from "./units";
import * as values from "./values";

const CANON: Record<string, Record<string, unknown>> = {
  Status: battle.Status,
  Sentinel: battle.Sentinel,
  Indexed: battle.Indexed,
  RollFact: battle.RollFact,
  Word: battle.Word,
  SpellId: units.SpellId,
  Bonus: units.Bonus,
  Move: actions.Move,
  Using: actions.Using,
};
const FILES: [string, Record<string, unknown>, string[]][] = [
  ["actions.ts", actions, ["Sentinel", "Status", "SpellId", "Bonus", "RollFact"]],
  ["battle.ts", battle, ["Bonus", "SpellId"]],
  ["engine.ts", engine, ["Move", "Status"]],
  ["players.ts", players, ["Move", "Using", "Indexed", "Sentinel", "Status", "SpellId"]],
  ["values.ts", values, ["Bonus", "SpellId"]],
  ["quick.ts", quick, ["Move", "Using", "Status", "Sentinel", "Indexed", "Word", "SpellId", "Bonus"]],
];
const members = (e: Record<string, unknown>) => Object.keys(e).filter((k) => Number.isNaN(Number(k)));

describe("the hot files' enums", () => {
  it.each(FILES)("%s: every member is its owner's", (_, mod, names) => {
    for (const name of names) {
      const local = mod[name] as Record<string, unknown>;
      expect(members(local).length, name).toBeGreaterThan(0);
      for (const key of members(local)) expect(local[key], `${name}.${key}`).toBe(CANON[name]![key]);
    }
  });

  it("players.ts's Packed.PlusBit is the bit FlankFinder.pack sets for a candidate that may add one", () => {
    expect(FlankFinder.pack(5, 1, -1) ^ FlankFinder.pack(5, 0, -1)).toBe(1 << players.Packed.PlusBit);
  });

  it("the owners' enums are their named numbers (002's spells in SPELLS' order, Shield +2, Empower +1, Pierce −2)", () => {
    expect(units.SpellId.Count).toBe(units.SPELLS.length);
    expect([units.SHIELD, units.HOLD, units.SPLIT, units.SPELL_COUNT]).toEqual([
      units.SpellId.Shield,
      units.SpellId.Hold,
      units.SpellId.Split,
      units.SpellId.Count,
    ]);
    expect(units.SPELL_BONUS).toEqual({ shieldDefence: 2, empowerAttack: 1, pierceDefence: -2 });
    expect([battle.SPARE, battle.IN_PLAY, battle.TAKEN, battle.SPLIT_UP, battle.NO_SPELL, battle.NO_ATTACK]).toEqual([0, 1, 2, 3, -1, -1000]);
    expect([actions.NONE, actions.ASSAULT, actions.FLANK, actions.CAST, actions.RECHARGE, actions.DIE]).toEqual([0, 1, 2, 3, 4, -1]);
  });
});
