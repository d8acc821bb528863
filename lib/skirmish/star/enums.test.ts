// The hot files keep battle.ts's numbers as enums of their own (so that one file at a time, as
// tsx and the tests compile it, or bundled, each use is written in as a number): each member must
// be battle.ts's.
import { describe, expect, it } from "vitest";
import * as battle from "./battle";
import * as engage from "./engage";
import * as engine from "./engine";
import * as phase from "./phase";
import * as players from "./players";
import * as values from "./values";

const CANON: Record<string, Record<string, unknown>> = { St: battle.St, Fl: battle.Fl, Ki: battle.Ki, Kind: battle.Kind, Role: battle.Role };
const FILES: [string, Record<string, unknown>][] = [
  ["engage.ts", engage],
  ["engine.ts", engine],
  ["phase.ts", phase],
  ["players.ts", players],
  ["values.ts", values],
];

describe("the hot files' enums", () => {
  it.each(FILES)("%s: every member is battle.ts's", (_, mod) => {
    let checked = 0;
    for (const [name, canon] of Object.entries(CANON)) {
      const local = mod[name] as Record<string, unknown> | undefined;
      if (local === undefined) continue;
      for (const key of Object.keys(local).filter((k) => Number.isNaN(Number(k)))) {
        expect(local[key], `${name}.${key}`).toBe(canon[key]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("battle.ts's named numbers are its enums'", () => {
    expect([battle.IN_PLAY, battle.TAKEN, battle.CHANNEL_UNIT, battle.KINDS]).toEqual([
      battle.St.IN_PLAY,
      battle.St.TAKEN,
      battle.Fl.CHANNEL_UNIT,
      battle.Ki.KINDS,
    ]);
    expect(battle.Fl.CHANNEL_UNIT).toBe(battle.DRONE | battle.DECOY | battle.MECHA | battle.INTERCEPTOR);
  });
});
