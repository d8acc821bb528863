import { describe, expect, it } from "vitest";
import { battleGangSchema } from "@/lib/contracts/campaign";
import { replayBattle } from "./replay";
import { battleOf, play } from "./testing";
import { battleRecordGangs } from "./to-record";

describe("a finished battle becomes the campaign's battle record (003 Drivers and experience)", () => {
  it("the truck's damaging side ram (dice 6, 4, 4, 2) counts for the truck and its driver Grot; the record's rows pass the record's own schema", () => {
    let s = battleOf();
    s = play(s, { type: "ram", vehicle: "a/truck", target: "b/buggy", struck: "side" }, [6, 4, 4, 2]).state;
    s = play(s, { type: "fighter-status", fighter: "b/mek", condition: "out-of-action", by: "a/nob" }).state;
    const gangs = battleRecordGangs(s, [
      { gangId: "a", result: "won", bottledOut: false },
      { gangId: "b", result: "lost", bottledOut: true },
    ]);
    expect(gangs.map((g) => [g.gangId, g.result, g.bottledOut])).toEqual([
      ["a", "won", false],
      ["b", "lost", true],
    ]);
    expect(gangs[0]!.vehicles.find((v) => v.vehicleId === "truck")).toMatchObject({ damagingRams: 1 });
    expect(gangs[1]!.fighters.find((f) => f.fighterId === "mek")).toMatchObject({ tookPart: true, outOfAction: true, injured: true });
    expect(gangs[0]!.fighters.find((f) => f.fighterId === "nob")).toMatchObject({ kills: 1 });
    for (const g of gangs) expect(battleGangSchema.safeParse(g).success).toBe(true);
  });
  it("an undone ram is not counted: the record is read from the log replayed without it", () => {
    const first = battleOf();
    const ram = play(first, { type: "ram", vehicle: "a/truck", target: "b/buggy", struck: "side" }, [6, 4, 4, 2]).entry.event;
    const undone = replayBattle(first, []).state;
    expect(battleRecordGangs(replayBattle(first, [ram]).state, both)[0]!.vehicles[0]!.damagingRams).toBe(1);
    expect(battleRecordGangs(undone, both)[0]!.vehicles[0]!.damagingRams).toBe(0);
  });
  it("a gang left without a result is a programming error, never a silent loss", () => {
    expect(() => battleRecordGangs(battleOf(), [{ gangId: "a", result: "won", bottledOut: false }])).toThrow(/gang b/);
  });
});

const both = [
  { gangId: "a", result: "draw", bottledOut: false },
  { gangId: "b", result: "draw", bottledOut: false },
] as const;
