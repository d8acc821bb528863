import { describe, expect, it } from "vitest";
import { clearBattles, clearOfflinePages, signOutPlan, unsentOnDevice } from "./sign-out-cleanup";
import { listStoredBattles, saveStoredBattle } from "./stored-battle";
import { MemoryStorage, storedBattle as battle } from "./testing";

const finish = { scenario: "S", playedOn: "2026-12-01", outcomes: [] };
// one of each kind for user "me", and one of another user's
const onDevice = () => [
  battle({ key: "in-play", owner: "me" }),
  battle({ key: "waiting", owner: "me", finish, send: { status: "waiting" } }),
  battle({ key: "refused", owner: "me", finish, send: { status: "refused", message: "Recorded by hand." } }),
  battle({ key: "sent", owner: "me", finish, send: { status: "sent" } }),
  battle({ key: "friendly", owner: "me", campaignId: null }),
  battle({ key: "legacy" }),
  battle({ key: "theirs", owner: "them", send: { status: "sent" } }),
];

function storageWith(list = onDevice()) {
  const storage = new MemoryStorage();
  for (const b of list) saveStoredBattle(storage, b);
  storage.setItem("other-app", "kept");
  return storage;
}
const keys = (s: Storage) =>
  listStoredBattles(s)
    .map((b) => b.key)
    .sort();

describe("signing out clears the user's battles from the device", () => {
  it("asks about the campaign battles the campaign does not have yet (in play, waiting, refused; one with no owner is the user's)", () => {
    expect(signOutPlan(onDevice(), "me")).toEqual({ drop: ["sent", "friendly"], unsent: ["in-play", "waiting", "refused", "legacy"] });
    expect(unsentOnDevice(storageWith(), "me")).toBe(4);
  });
  it("with nothing unsent there is nothing to ask", () => {
    expect(unsentOnDevice(storageWith([battle({ key: "sent", owner: "me", send: { status: "sent" } })]), "me")).toBe(0);
  });
  it("kept (the default answer): the unsent battles stay; sent and friendly ones go; another user's and other data are untouched", () => {
    const storage = storageWith();
    expect(clearBattles(storage, "me", true)).toBe(2);
    expect(keys(storage)).toEqual(["in-play", "legacy", "refused", "theirs", "waiting"]);
    expect(storage.getItem("other-app")).toBe("kept");
  });
  it("lost (the player said so): every battle of the user goes", () => {
    const storage = storageWith();
    expect(clearBattles(storage, "me", false)).toBe(6);
    expect(keys(storage)).toEqual(["theirs"]);
  });
  it("deletes only our caches (the offline battle pages), none when the browser has no cache storage", async () => {
    const names = new Set(["gorka-battle-v1", "gorka-battle-v0", "workbox-precache"]);
    const fake = { keys: async () => [...names], delete: async (n: string) => names.delete(n) } as unknown as CacheStorage;
    await clearOfflinePages(fake);
    expect([...names]).toEqual(["workbox-precache"]);
    await expect(clearOfflinePages(undefined)).resolves.toBeUndefined();
  });
});
