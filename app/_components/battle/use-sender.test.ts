import { describe, expect, it } from "vitest";
import { sendPlayedBattleSchema } from "@/lib/contracts/played-battle";
import { battleOf, play, twoGangs } from "@/lib/rules/battle/testing";
import type { StoredBattle } from "./stored-battle";
import { sendInput } from "./use-sender";

const { a, b } = twoGangs();
const stored = (o: Partial<StoredBattle>): StoredBattle => ({
  v: 1,
  key: "0b8c7c1e-7f5e-4c1f-9a51-6f3f1d0e2a11",
  campaignId: "camp",
  startedAt: "2026-12-02T08:00:00.000Z",
  events: [],
  send: { status: "waiting" },
  sides: [
    { gangId: "a", name: "Da Grunts", roster: a },
    { gangId: "b", name: "Skull Riders", roster: b },
  ],
  finish: {
    scenario: "Scrap Run",
    playedOn: "2026-12-02",
    outcomes: [
      { gangId: "a", result: "won", bottledOut: false },
      { gangId: "b", result: "lost", bottledOut: true },
    ],
  },
  ...o,
});

describe("what the battle screen sends for a finished campaign battle", () => {
  it("003 Drivers and experience: the record carries the truck's damaging ram (dice 6, 4, 4, 2), the device's key and start, and passes the server's own schema", () => {
    const s = play(battleOf(), { type: "ram", vehicle: "a/truck", target: "b/buggy", struck: "side" }, [6, 4, 4, 2]).state;
    const input = sendInput(stored({}), s)!;
    expect(input.clientKey).toBe("0b8c7c1e-7f5e-4c1f-9a51-6f3f1d0e2a11");
    expect(input.record.source).toBe("battle-screen");
    expect(input.record.gangs[0]!.vehicles.find((v) => v.vehicleId === "truck")!.damagingRams).toBe(1);
    expect(sendPlayedBattleSchema.safeParse(input).success).toBe(true);
  });
  it("a friendly game, or a battle not yet finished, sends nothing", () => {
    expect(sendInput(stored({ campaignId: null }), battleOf())).toBeNull();
    expect(sendInput(stored({ finish: null }), battleOf())).toBeNull();
  });
  it("two winners and no loser is refused by the record's schema before anything is sent", () => {
    const input = sendInput(
      stored({
        finish: {
          scenario: "X",
          playedOn: "2026-12-02",
          outcomes: [
            { gangId: "a", result: "won", bottledOut: false },
            { gangId: "b", result: "won", bottledOut: false },
          ],
        },
      }),
      battleOf(),
    )!;
    expect(sendPlayedBattleSchema.safeParse(input).success).toBe(false);
  });
});
