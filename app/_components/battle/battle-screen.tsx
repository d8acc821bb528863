"use client";
// The battle companion at the table: two gangs' vehicles and fighters, the turn, the rules as
// buttons, the log with undo. Everything runs on this device from the rosters the page brought;
// the battle is kept on the device (it goes on offline and through reloads) and a campaign battle
// is sent as its battle record once finished.
import { useEffect, useState } from "react";
import type { BattleEventBody } from "@/lib/rules/battle";
import { preBattleCheck } from "@/lib/rules";
import { PreBattleChecklist } from "../pre-battle-checklist";
import { BattleLog } from "./battle-log";
import { FightersPanel } from "./fighters-panel";
import { FinishPanel } from "./finish-panel";
import { PromptsPanel } from "./prompts-panel";
import { RuleForm, type RuleAction } from "./rule-forms";
import {
  dropStoredBattle,
  keepOnDevice,
  listStoredBattles,
  resumable,
  STORAGE_FULL,
  waitingToSend,
  type BattleSideData,
  type StoredBattle,
} from "./stored-battle";
import { BAR_PAD, FormSheet, SHEET_PAD, TurnBar } from "./turn-bar";
import { primary } from "./ui";
import { usePlayedBattle } from "./use-battle";
import { useOnline } from "./use-online";
import { useSender, type SendBattle } from "./use-sender";
import { VehicleCards } from "./vehicle-cards";

interface Props {
  /** The signed-in user: the battle is theirs on this device (their sign-out clears it). */
  userId: string;
  campaignId: string | null;
  sides: BattleSideData[];
  send?: SendBattle;
}

/** Registers the battle screen's worker (public/sw.js) and hands it this page and the static files it loaded, to keep for offline. */
function useServiceWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        const urls = [
          location.href,
          ...performance
            .getEntriesByType("resource")
            .map((e) => e.name)
            .filter((n) => n.startsWith(`${location.origin}/_next/static/`)),
        ];
        reg.active?.postMessage({ type: "keep", urls });
      })
      .catch(() => undefined);
  }, []);
}

export function BattleScreen({ userId, campaignId, sides, send }: Props) {
  useServiceWorker();
  const [battle, setBattle] = useState<StoredBattle | null | undefined>(undefined);
  const [full, setFull] = useState(false);
  const gangIds = sides.map((s) => s.gangId);
  useEffect(() => {
    // read once on this device after the page is shown (the server knows nothing of it)
    setBattle(resumable(listStoredBattles(localStorage), campaignId, gangIds, userId)); // eslint-disable-line react-hooks/set-state-in-effect -- localStorage is only readable in the browser
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on arrival

  if (battle === undefined) return <p>Opening the battle kept on this device…</p>;
  if (battle === null) {
    const start = () => {
      const b: StoredBattle = {
        v: 1,
        key: crypto.randomUUID(),
        campaignId,
        owner: userId,
        sides,
        startedAt: new Date().toISOString(),
        events: [],
        finish: null,
        send: { status: "not-sent" },
      };
      if (keepOnDevice(localStorage, b)) setBattle(b);
      else setFull(true);
    };
    return (
      <div className="space-y-3">
        <p>
          {sides.map((s) => s.name).join(" v ")}: every fighter starts aboard his vehicle (003 Campaign rules: mounted). The battle is kept on this device and
          goes on without a connection.
        </p>
        {/* 003 pre-battle check for each gang: what to fix and who sits out; a checklist, never a refusal */}
        {sides.map((s) => (
          <PreBattleChecklist key={s.gangId} items={preBattleCheck(s.roster)} gangName={s.name} headingLevel={2} />
        ))}
        {full && (
          <p role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-sm text-red-900">
            {STORAGE_FULL}
          </p>
        )}
        <button type="button" className={primary} onClick={start}>
          Start the battle
        </button>
      </div>
    );
  }
  return (
    <PlayingBattle
      key={battle.key}
      start={battle}
      send={send}
      onDiscard={() => {
        dropStoredBattle(localStorage, battle.key);
        setBattle(null);
      }}
    />
  );
}

function PlayingBattle({ start, send, onDiscard }: { start: StoredBattle; send?: SendBattle; onDiscard: () => void }) {
  const b = usePlayedBattle(start);
  const online = useOnline();
  const trySend = useSender(b.battle, b.state, online, send, b.update);
  const [action, setAction] = useState<RuleAction | null>(null);
  const finished = b.battle.finish !== null;
  const [waiting, setWaiting] = useState<StoredBattle[]>([]);
  useEffect(() => setWaiting(waitingToSend(listStoredBattles(localStorage))), [b.battle]); // eslint-disable-line react-hooks/set-state-in-effect -- localStorage is only readable in the browser
  // a refusal is shown by the form that caused it, or in the bar at the top for any other move
  const [fromForm, setFromForm] = useState(false);
  const play = (body: BattleEventBody | readonly BattleEventBody[], typed: string) => {
    setFromForm(false);
    return b.play(body, typed);
  };
  const playFromForm = (body: BattleEventBody | readonly BattleEventBody[], typed: string) => {
    setFromForm(true);
    return b.play(body, typed);
  };
  const sheet = action !== null && !finished;

  return (
    <section aria-label="Battle in play" className={`space-y-4 ${sheet ? SHEET_PAD : finished ? "" : BAR_PAD}`}>
      <div aria-live="polite">
        {!online && (
          <p role="status" className="rounded border border-amber-700 bg-amber-100 p-2 text-sm">
            <strong>Offline.</strong> The battle goes on and is kept on this device.{" "}
            {waiting.length ? `Waiting to be sent: ${waiting.map((w) => w.finish?.scenario).join(", ")}.` : "Nothing is waiting to be sent."}
          </p>
        )}
        {online && waiting.length > 0 && (
          <p role="status" className="text-sm">
            Waiting to be sent: {waiting.map((w) => w.finish?.scenario).join(", ")}.
          </p>
        )}
      </div>
      {/* the turn and any refusal stay in sight however far down the player has scrolled */}
      <div className="sticky top-0 z-10 space-y-2 border-b border-stone-300 bg-stone-100 py-2">
        <p className="text-xl font-bold" aria-live="polite">
          Turn {b.state.turn}
        </p>
        {b.refused && !(sheet && fromForm) && (
          <div role="alert" className="rounded border border-red-700 bg-red-50 p-2 text-sm text-red-900">
            <p>
              <strong>{b.refused.title ?? "Not allowed:"}</strong> {b.refused.message}
            </p>
            {b.refused.rule && <p className="text-xs">Rule: {b.refused.rule.cite}</p>}
          </div>
        )}
      </div>
      {b.notice && (
        <p role="status" className="rounded border border-stone-400 bg-white p-2 text-sm">
          {b.notice}
        </p>
      )}
      {!finished && <PromptsPanel state={b.state} onPlay={play} />}
      <section aria-labelledby="vehicles-title" className="space-y-2">
        <h2 id="vehicles-title" className="text-lg font-semibold">
          Vehicles
        </h2>
        <VehicleCardsSlot
          b={b}
          finished={finished}
          onAction={(a) => {
            setFromForm(false);
            setAction(a);
          }}
        />
      </section>
      <FightersPanel state={b.state} onPlay={play} />
      <BattleLog log={b.log} onUndo={b.undo} />
      <FinishPanel battle={b.battle} state={b.state} update={b.update} onDiscard={onDiscard} onRetry={trySend} />
      {sheet ? (
        <FormSheet>
          <RuleForm
            key={JSON.stringify(action)}
            state={b.state}
            action={action}
            refused={fromForm ? b.refused : null}
            onPlay={playFromForm}
            onClose={() => setAction(null)}
          />
        </FormSheet>
      ) : (
        !finished && <TurnBar lastEntry={b.log.length} onUndoLast={() => b.undo(b.log.length - 1)} onNextTurn={() => play({ type: "next-turn" }, "")} />
      )}
    </section>
  );
}

function VehicleCardsSlot({ b, finished, onAction }: { b: ReturnType<typeof usePlayedBattle>; finished: boolean; onAction: (a: RuleAction) => void }) {
  return (
    <VehicleCards
      state={b.state}
      onAction={finished ? () => undefined : onAction}
      onFire={(vehicle, value) => b.play({ type: "adjust", change: { what: "vehicle-flag", vehicle, flag: "onFire", value } }, "")}
    />
  );
}
