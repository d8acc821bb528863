"use client";
// Sends a finished campaign battle when the device is online, and again whenever the connection
// comes back, until the server answers. The battle's key makes a retry safe: the server records it
// once and refuses the repeat. A refusal (recorded by hand meanwhile) keeps the battle on the device.
import { useCallback, useEffect, useRef } from "react";
import type { SendPlayedBattleInput } from "@/lib/contracts/played-battle";
import type { ActionResult } from "@/lib/contracts/result";
import { battleRecordGangs, type BattleState } from "@/lib/rules/battle";
import { pruneSentBattles, type StoredBattle } from "./stored-battle";

export type SendBattle = (input: SendPlayedBattleInput) => Promise<ActionResult<{ battleId: string }>>;

export function sendInput(b: StoredBattle, state: BattleState): SendPlayedBattleInput | null {
  if (!b.campaignId || !b.finish) return null;
  const { scenario, playedOn, outcomes } = b.finish;
  return {
    clientKey: b.key,
    startedAt: b.startedAt,
    record: {
      campaignId: b.campaignId,
      playedOn,
      scenario,
      notes: "Played on the battle screen.",
      source: "battle-screen",
      gangs: battleRecordGangs(state, outcomes),
    },
  };
}

const RETRY_MS = 20_000;

/** Sends now if there is something to send; tried on finishing, on load, when the connection returns, and every 20 s while it waits. */
export function useSender(
  battle: StoredBattle,
  state: BattleState,
  online: boolean,
  send: SendBattle | undefined,
  update: (change: (b: StoredBattle) => StoredBattle) => void,
): () => void {
  const busy = useRef(false);
  const latest = useRef({ battle, state });
  useEffect(() => {
    latest.current = { battle, state };
  });

  const trySend = useCallback(() => {
    const { battle: b, state: s } = latest.current;
    // "sending" left over from a reload mid-send is sent again: the key keeps it to one record
    if (!send || busy.current || !navigator.onLine || (b.send.status !== "waiting" && b.send.status !== "sending")) return;
    const input = sendInput(b, s);
    if (!input) return;
    busy.current = true;
    update((x) => ({ ...x, send: { status: "sending" } }));
    send(input)
      .then((r) => {
        if (r.ok)
          update((x) => ({
            ...x,
            send: { status: "sent", message: "Sent: the battle is recorded in the campaign and waits for the other side to confirm it." },
          }));
        // already recorded from this device: a retry whose first answer was lost
        else if (r.code === "CONFLICT") update((x) => ({ ...x, send: { status: "sent", message: r.message } }));
        else return update((x) => ({ ...x, send: { status: "refused", message: r.message } }));
        // the campaign has it: older sent battles leave the device (stored-battle.ts: SENT_KEPT)
        pruneSentBattles(localStorage, b.key);
      })
      // no answer (offline, server away): it waits, and goes when the connection is back
      .catch(() => update((x) => ({ ...x, send: { status: "waiting", message: "Not sent yet: no connection. It goes as soon as the connection is back." } })))
      .finally(() => {
        busy.current = false;
      });
  }, [send, update]);

  const waiting = battle.send.status === "waiting" || battle.send.status === "sending";
  useEffect(() => {
    if (!online || !waiting) return;
    trySend();
    const t = setInterval(trySend, RETRY_MS);
    return () => clearInterval(t);
  }, [online, waiting, trySend]);
  return trySend;
}
