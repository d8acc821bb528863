import { describe, expect, it } from "vitest";
import { OddsRun } from "@/lib/skirmish/odds";
import { twelveUnitGang } from "@/lib/skirmish/gang-fixtures";
import { CHUNK, playShare, PROGRESS_MS, type OddsMessage } from "./odds-share";

const request = { system: "rotgb" as const, gangs: [twelveUnitGang("Red"), twelveUnitGang("Blue")], seed: "share", runs: 20 * CHUNK };

describe("a worker's share of the odds", () => {
  it("tells its progress at most every PROGRESS_MS, not after every chunk: 20 chunks of 30 ms each (PROGRESS_MS 100) tell it 4 times, then send the tally", async () => {
    let clock = 0;
    const run = new OddsRun(request);
    const sent: OddsMessage[] = [];
    await playShare(
      {
        get played() {
          return run.played;
        },
        total: run.total,
        tally: () => run.tally(),
        step: (games) => ((clock += 30), run.step(games)),
      },
      (m) => sent.push(m),
      () => clock,
    );
    // told at 120, 240, 360 and 480 ms (100 ms or more after the last time each); at 600 ms the share is over and its tally says it
    expect(PROGRESS_MS).toBeLessThanOrEqual(120);
    expect(sent.map((m) => (m.type === "progress" ? m.played : m.type))).toEqual([4 * CHUNK, 8 * CHUNK, 12 * CHUNK, 16 * CHUNK, "done"]);
  });

  it("plays every game of the share and sends the same tally as one run played at once", async () => {
    const sent: OddsMessage[] = [];
    await playShare(new OddsRun(request), (m) => sent.push(m));
    const whole = new OddsRun(request);
    whole.step(whole.total);
    expect(sent.at(-1)).toEqual({ type: "done", tally: whole.tally() });
  });
});
