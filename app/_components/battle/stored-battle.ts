// A battle kept on this device: the rosters it started from and its log, so it survives reloads,
// restarts and a lost connection; the state is always the log replayed. Keyed by the battle's own
// key (also the idempotency key of its send), in localStorage under "gorka-battle:<key>".
import type { BattleEvent, GangOutcome } from "@/lib/rules/battle";
import type { Roster } from "@/lib/rules/roster/schema";

export interface BattleSideData {
  gangId: string;
  name: string;
  roster: Roster;
}

export type SendStatus = "not-sent" | "waiting" | "sending" | "sent" | "refused";

export interface StoredBattle {
  v: 1;
  key: string;
  /** null: a friendly game, never sent. */
  campaignId: string | null;
  /** The signed-in user who started it (their sign-out clears it); absent on battles kept before it was recorded. */
  owner?: string;
  sides: BattleSideData[];
  startedAt: string;
  events: BattleEvent[];
  finish: { scenario: string; playedOn: string; outcomes: GangOutcome[] } | null;
  send: { status: SendStatus; message?: string };
}

const PREFIX = "gorka-battle:";

/** A stored battle read back, or null for anything that is not one (another app's key, damaged JSON). */
export function readStoredBattle(text: string | null): StoredBattle | null {
  if (!text) return null;
  try {
    const b = JSON.parse(text) as Partial<StoredBattle>;
    if (b?.v !== 1 || typeof b.key !== "string" || !Array.isArray(b.sides) || !Array.isArray(b.events) || !b.send) return null;
    return b as StoredBattle;
  } catch {
    return null;
  }
}

const sameGangs = (b: StoredBattle, gangIds: readonly string[]) =>
  b.sides
    .map((s) => s.gangId)
    .sort()
    .join() === [...gangIds].sort().join();

/** Whether the battle is this user's: one kept before owners were recorded belongs to whoever is signed in. */
export const ownedBy = (b: StoredBattle, userId: string) => b.owner === undefined || b.owner === userId;

/** The battle to go on with for these gangs: the latest one not yet sent (a friendly one is never sent, so it goes on until ended). */
export function resumable(list: readonly StoredBattle[], campaignId: string | null, gangIds: readonly string[], userId: string): StoredBattle | null {
  const open = list.filter((b) => b.campaignId === campaignId && sameGangs(b, gangIds) && ownedBy(b, userId) && b.send.status !== "sent");
  return open.sort((x, y) => y.startedAt.localeCompare(x.startedAt))[0] ?? null;
}

/** Finished campaign battles still to be sent (the page says so, and sends them when back online). */
export const waitingToSend = (list: readonly StoredBattle[]) =>
  list.filter((b) => b.campaignId !== null && b.finish !== null && (b.send.status === "waiting" || b.send.status === "sending"));

export function listStoredBattles(storage: Storage): StoredBattle[] {
  const out: StoredBattle[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (!k?.startsWith(PREFIX)) continue;
    const b = readStoredBattle(storage.getItem(k));
    if (b) out.push(b);
  }
  return out;
}

export function saveStoredBattle(storage: Storage, b: StoredBattle): void {
  storage.setItem(PREFIX + b.key, JSON.stringify(b));
}

/**
 * Sent battles kept on the device after the campaign has them: the last 5 (by start), for a look
 * back at the table; older ones go. Five sent battles are a few tens of kB, far below the ~5 MB a
 * browser gives a site, and a league night rarely plays more. Battles not yet sent are never pruned.
 */
export const SENT_KEPT = 5;

/** The keys of the sent battles to drop: all but the SENT_KEPT latest, never `spare` (the battle on the screen). */
export function sentToPrune(list: readonly StoredBattle[], spare?: string, kept = SENT_KEPT): string[] {
  return list
    .filter((b) => b.send.status === "sent")
    .sort((x, y) => y.startedAt.localeCompare(x.startedAt))
    .slice(kept)
    .map((b) => b.key)
    .filter((k) => k !== spare);
}

export function pruneSentBattles(storage: Storage, spare?: string, kept = SENT_KEPT): void {
  for (const key of sentToPrune(listStoredBattles(storage), spare, kept)) dropStoredBattle(storage, key);
}

// DOMException's name when a site's storage is full (Firefox once said NS_ERROR_DOM_QUOTA_REACHED)
const isStorageFull = (e: unknown) => e instanceof DOMException && (e.name === "QuotaExceededError" || e.name === "NS_ERROR_DOM_QUOTA_REACHED");

export const STORAGE_FULL =
  "This device's storage for the site is full, so that was not kept. Nothing is lost: the battle as it stood is still on the device. Remove a battle you no longer need (or other data of this site in the browser's settings), then try again.";

/**
 * Keeps the battle on the device. When the storage is full, the sent battles (all of them but
 * this one) make room first; if it is still full, false, and the copy kept before stays whole
 * (a refused setItem changes nothing).
 */
export function keepOnDevice(storage: Storage, b: StoredBattle): boolean {
  try {
    saveStoredBattle(storage, b);
    return true;
  } catch (e) {
    if (!isStorageFull(e)) throw e;
  }
  pruneSentBattles(storage, b.key, 0);
  try {
    saveStoredBattle(storage, b);
    return true;
  } catch (e) {
    if (!isStorageFull(e)) throw e;
    return false;
  }
}

export function dropStoredBattle(storage: Storage, key: string): void {
  storage.removeItem(PREFIX + key);
}
