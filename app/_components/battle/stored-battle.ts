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

/** The battle to go on with for these gangs: the latest one not yet sent (a friendly one is never sent, so it goes on until ended). */
export function resumable(list: readonly StoredBattle[], campaignId: string | null, gangIds: readonly string[]): StoredBattle | null {
  const open = list.filter((b) => b.campaignId === campaignId && sameGangs(b, gangIds) && b.send.status !== "sent");
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

export function dropStoredBattle(storage: Storage, key: string): void {
  storage.removeItem(PREFIX + key);
}
