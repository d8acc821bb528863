import { describe, expect, it } from "vitest";
import { readStoredBattle, resumable, waitingToSend, type StoredBattle } from "./stored-battle";

const battle = (o: Partial<StoredBattle>): StoredBattle => ({
  v: 1,
  key: "k",
  campaignId: "c",
  sides: [
    { gangId: "a", name: "A", roster: {} as never },
    { gangId: "b", name: "B", roster: {} as never },
  ],
  startedAt: "2026-12-01T10:00:00.000Z",
  events: [],
  finish: null,
  send: { status: "not-sent" },
  ...o,
});

describe("battles kept on the device", () => {
  it("reads back only its own battles (damaged JSON or another shape is ignored)", () => {
    expect(readStoredBattle("{")).toBeNull();
    expect(readStoredBattle(JSON.stringify({ v: 2 }))).toBeNull();
    expect(readStoredBattle(JSON.stringify(battle({ key: "x" })))?.key).toBe("x");
  });
  it("goes on with the latest unsent battle of the same gangs in either order, never a sent one or another campaign's", () => {
    const list = [
      battle({ key: "old" }),
      battle({ key: "new", startedAt: "2026-12-02T10:00:00.000Z" }),
      battle({ key: "sent", startedAt: "2026-12-03T10:00:00.000Z", send: { status: "sent" } }),
      battle({ key: "other", campaignId: "d", startedAt: "2026-12-04T10:00:00.000Z" }),
    ];
    expect(resumable(list, "c", ["b", "a"])?.key).toBe("new");
    expect(resumable(list, "c", ["a", "z"])).toBeNull();
  });
  it("lists finished campaign battles waiting to be sent; friendly games are never sent", () => {
    const finish = { scenario: "S", playedOn: "2026-12-01", outcomes: [] };
    const list = [
      battle({ key: "w", finish, send: { status: "waiting" } }),
      battle({ key: "f", campaignId: null, finish, send: { status: "waiting" } }),
      battle({ key: "p" }),
    ];
    expect(waitingToSend(list).map((b) => b.key)).toEqual(["w"]);
  });
});
