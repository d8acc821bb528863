import { describe, expect, it } from "vitest";
import { MemoryStorage, storedBattle as battle } from "./testing";
import {
  SENT_KEPT,
  keepOnDevice,
  listStoredBattles,
  pruneSentBattles,
  readStoredBattle,
  resumable,
  saveStoredBattle,
  sentToPrune,
  waitingToSend,
} from "./stored-battle";

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
    expect(resumable(list, "c", ["b", "a"], "u")?.key).toBe("new");
    expect(resumable(list, "c", ["a", "z"], "u")).toBeNull();
  });
  it("goes on only with the signed-in user's battle (one kept before owners were recorded is anyone's)", () => {
    const list = [battle({ key: "legacy" }), battle({ key: "hers", owner: "her", startedAt: "2026-12-02T10:00:00.000Z" })];
    expect(resumable(list, "c", ["a", "b"], "her")?.key).toBe("hers");
    expect(resumable(list, "c", ["a", "b"], "him")?.key).toBe("legacy");
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

const sent = (key: string, day: number) => battle({ key, startedAt: `2026-11-${String(day).padStart(2, "0")}T10:00:00.000Z`, send: { status: "sent" } });

describe("sent battles are pruned from the device", () => {
  it(`keeps the ${SENT_KEPT} latest sent battles and drops the older ones; unsent ones are never pruned`, () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((d) => sent(`s${d}`, d));
    list.push(
      battle({ key: "waiting", startedAt: "2026-10-01T10:00:00.000Z", send: { status: "waiting" } }),
      battle({ key: "refused", send: { status: "refused" } }),
    );
    expect(sentToPrune(list)).toEqual(["s2", "s1"]);
  });
  it("never drops the battle on the screen, even when it is among the oldest", () => {
    const list = [1, 2, 3, 4, 5, 6, 7].map((d) => sent(`s${d}`, d));
    expect(sentToPrune(list, "s1")).toEqual(["s2"]);
  });
  it("prunes the storage itself: after a send, what is left is the unsent battles and the latest sent ones", () => {
    const storage = new MemoryStorage();
    for (const d of [1, 2, 3, 4, 5, 6]) saveStoredBattle(storage, sent(`s${d}`, d));
    saveStoredBattle(storage, battle({ key: "open" }));
    storage.setItem("someone-else", "untouched");
    pruneSentBattles(storage, "s6");
    expect(
      listStoredBattles(storage)
        .map((b) => b.key)
        .sort(),
    ).toEqual(["open", "s2", "s3", "s4", "s5", "s6"]);
    expect(storage.getItem("someone-else")).toBe("untouched");
  });
});

describe("a full device storage loses nothing", () => {
  it("keeps the battle when there is room", () => {
    const storage = new MemoryStorage();
    expect(keepOnDevice(storage, battle({ key: "k" }))).toBe(true);
    expect(listStoredBattles(storage)[0]?.key).toBe("k");
  });
  it("makes room by dropping sent battles (not the unsent ones) and then keeps the change", () => {
    const size = JSON.stringify(battle({})).length + 20;
    const storage = new MemoryStorage(size * 3);
    saveStoredBattle(storage, sent("old", 1));
    saveStoredBattle(storage, battle({ key: "other", send: { status: "waiting" } }));
    saveStoredBattle(storage, battle({ key: "k" }));
    const grown = battle({ key: "k", events: [{ type: "next-turn" } as never] });
    expect(keepOnDevice(storage, grown)).toBe(true);
    expect(
      listStoredBattles(storage)
        .map((b) => b.key)
        .sort(),
    ).toEqual(["k", "other"]);
    expect(listStoredBattles(storage).find((b) => b.key === "k")?.events).toHaveLength(1);
  });
  it("says no when still full, and the copy kept before is whole", () => {
    const before = battle({ key: "k" });
    const storage = new MemoryStorage(JSON.stringify(before).length + 20);
    saveStoredBattle(storage, before);
    const grown = { ...before, events: [{ type: "next-turn" } as never] };
    expect(keepOnDevice(storage, grown)).toBe(false);
    expect(listStoredBattles(storage)).toEqual([before]);
  });
  it("does not hide other storage errors", () => {
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(() => keepOnDevice(broken, battle({}))).toThrow("denied");
  });
});
