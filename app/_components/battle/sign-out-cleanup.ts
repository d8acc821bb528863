// What signing out does to the battle data on this device. The battle screen's pages kept for
// offline play hold both gangs' rosters, and so do the battles in localStorage: a shared phone
// must not show them to the next person. The user's battles go, except the campaign battles the
// campaign does not have yet (in play, finished and waiting, or refused): losing those loses a
// game, so the player is asked first and keeps them unless they say otherwise.
import { dropStoredBattle, listStoredBattles, ownedBy, type StoredBattle } from "./stored-battle";

/** The names of our caches (public/sw.js: CACHE); the service worker's other caches are not ours to touch. */
export const OUR_CACHES = /^gorka-/;

/** Not yet in the campaign: a battle still in play, finished but not sent, or refused by the server. */
export const unsent = (b: StoredBattle) => b.campaignId !== null && b.send.status !== "sent";

export interface SignOutPlan {
  /** Dropped at sign-out whatever the answer: sent campaign battles and friendly games. */
  drop: string[];
  /** Dropped only if the player says to: the campaign would lose them. */
  unsent: string[];
}

/** This user's battles on the device, split by what losing them costs; other users' are left alone. */
export function signOutPlan(list: readonly StoredBattle[], userId: string): SignOutPlan {
  const mine = list.filter((b) => ownedBy(b, userId));
  return { drop: mine.filter((b) => !unsent(b)).map((b) => b.key), unsent: mine.filter(unsent).map((b) => b.key) };
}

export const unsentOnDevice = (storage: Storage, userId: string) => signOutPlan(listStoredBattles(storage), userId).unsent.length;

/** Removes this user's battles from the storage (the unsent ones too unless kept); returns how many went. */
export function clearBattles(storage: Storage, userId: string, keepUnsent: boolean): number {
  const plan = signOutPlan(listStoredBattles(storage), userId);
  const gone = keepUnsent ? plan.drop : [...plan.drop, ...plan.unsent];
  for (const key of gone) dropStoredBattle(storage, key);
  return gone.length;
}

/** Deletes the pages and files the service worker kept for offline play (it keeps nothing new until a battle page is opened again). */
export async function clearOfflinePages(cacheStorage: CacheStorage | undefined): Promise<void> {
  if (!cacheStorage) return;
  for (const name of await cacheStorage.keys()) if (OUR_CACHES.test(name)) await cacheStorage.delete(name);
}

/** After a sign-out: the device forgets this user's battles and the offline pages. */
export async function clearDeviceOnSignOut(userId: string, keepUnsent: boolean): Promise<void> {
  clearBattles(localStorage, userId, keepUnsent);
  await clearOfflinePages(typeof caches === "undefined" ? undefined : caches).catch(() => undefined);
}
