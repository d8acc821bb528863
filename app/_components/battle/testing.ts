// For the battle screen's tests: a stored battle to start from, and a localStorage stand-in kept
// in memory, full past `capacity` characters (keys and values counted), refusing a write as a
// browser does (QuotaExceededError, nothing changed).
import type { StoredBattle } from "./stored-battle";

/** A stored campaign battle between gangs "a" and "b", in play, for tests to change. */
export const storedBattle = (o: Partial<StoredBattle> = {}): StoredBattle => ({
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

export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private readonly capacity = Infinity) {}
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.items.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    const used = [...this.items].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
    if (used + k.length + v.length > this.capacity) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(k, v);
  }
  removeItem(k: string) {
    this.items.delete(k);
  }
  clear() {
    this.items.clear();
  }
}
