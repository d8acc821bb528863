"use client";
// Ending the battle. A campaign battle is finished with each gang's result and sent as the battle
// record (the log already knows who went out of action, the wrecks and the rams); a friendly game
// is simply cleared from the device.
import { useState } from "react";
import { sendPlayedBattleSchema } from "@/lib/contracts/played-battle";
import type { BattleResult, BattleState, GangOutcome } from "@/lib/rules/battle";
import type { StoredBattle } from "./stored-battle";
import { button, control, label, primary } from "./ui";
import { sendInput } from "./use-sender";

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

export function FinishPanel({
  battle,
  state,
  update,
  onDiscard,
  onRetry,
}: {
  battle: StoredBattle;
  state: BattleState;
  update: (change: (b: StoredBattle) => StoredBattle) => void;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  const [scenario, setScenario] = useState("Battle");
  const [playedOn, setPlayedOn] = useState(today);
  const [outcomes, setOutcomes] = useState<GangOutcome[]>(
    state.gangs.map((g, i) => ({ gangId: g.gangId, result: i === 0 ? "won" : "lost", bottledOut: false })),
  );
  const [error, setError] = useState<string | null>(null);
  const [sure, setSure] = useState(false);
  const set = (gangId: string, o: Partial<GangOutcome>) => setOutcomes((all) => all.map((x) => (x.gangId === gangId ? { ...x, ...o } : x)));

  if (battle.finish && battle.campaignId) {
    const s = battle.send;
    return (
      <section aria-labelledby="finish-title" className="space-y-2 rounded border border-stone-400 bg-white p-3">
        <h2 id="finish-title" className="text-lg font-semibold">
          Battle finished: {battle.finish.scenario}
        </h2>
        <p role="status" aria-live="polite" className={s.status === "refused" ? "text-red-800" : ""}>
          {s.status === "sent"
            ? s.message
            : s.status === "refused"
              ? `Not recorded: ${s.message}`
              : s.status === "sending"
                ? "Sending the battle record…"
                : (s.message ?? "Waiting to be sent.")}
        </p>
        {s.status === "sent" && (
          <a className={`${button} inline-block`} href={`/campaigns/${battle.campaignId}`}>
            Go to the campaign
          </a>
        )}
        {s.status === "refused" && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={button}
              onClick={() => {
                update((b) => ({ ...b, send: { status: "waiting" } }));
                onRetry();
              }}
            >
              Try again
            </button>
            <button type="button" className={button} onClick={onDiscard}>
              Remove it from this device
            </button>
          </div>
        )}
      </section>
    );
  }

  const finish = () => {
    const draft: StoredBattle = { ...battle, finish: { scenario: scenario.trim(), playedOn, outcomes } };
    const input = sendInput(draft, state);
    const parsed = input && sendPlayedBattleSchema.safeParse(input);
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the result.");
      return;
    }
    setError(null);
    update((b) => ({ ...b, finish: draft.finish, send: { status: "waiting" } }));
  };

  return (
    <section aria-labelledby="finish-title" className="space-y-3 rounded border border-stone-400 bg-white p-3">
      <h2 id="finish-title" className="text-lg font-semibold">
        {battle.campaignId ? "Finish and send" : "End the battle"}
      </h2>
      {battle.campaignId && (
        <>
          <p className="text-sm text-stone-700">
            The record is filled from the log: who went out of action, vehicles wrecked or crippled, each driver&apos;s damaging rams and run-overs. The other
            side confirms it as usual.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <label className={label}>
              Scenario
              <input className={control} value={scenario} maxLength={80} onChange={(e) => setScenario(e.target.value)} />
            </label>
            <label className={label}>
              Date played
              <input className={control} type="date" value={playedOn} onChange={(e) => setPlayedOn(e.target.value)} />
            </label>
            {state.gangs.map((g) => {
              const o = outcomes.find((x) => x.gangId === g.gangId)!;
              return (
                <fieldset key={g.gangId} className="space-y-1">
                  <legend className="text-sm font-medium">{g.name}</legend>
                  <select
                    aria-label={`${g.name} result`}
                    className={control}
                    value={o.result}
                    onChange={(e) => set(g.gangId, { result: e.target.value as BattleResult })}
                  >
                    <option value="won">Won</option>
                    <option value="lost">Lost</option>
                    <option value="draw">Draw</option>
                  </select>
                  <label className="flex min-h-11 items-center gap-2 text-sm">
                    <input type="checkbox" className="h-5 w-5" checked={o.bottledOut} onChange={(e) => set(g.gangId, { bottledOut: e.target.checked })} />{" "}
                    Bottled out
                  </label>
                </fieldset>
              );
            })}
          </div>
          {error && (
            <p role="alert" className="text-red-800">
              {error}
            </p>
          )}
          <button type="button" className={primary} onClick={finish}>
            Finish and send the record
          </button>
        </>
      )}
      <div>
        {sure ? (
          <span className="flex flex-wrap items-center gap-2 text-sm">
            Throw this battle away?
            <button type="button" className={button} onClick={onDiscard}>
              Yes, throw it away
            </button>
            <button type="button" className={button} onClick={() => setSure(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" className={button} onClick={() => setSure(true)}>
            {battle.campaignId ? "Throw this battle away" : "End and clear this battle"}
          </button>
        )}
      </div>
    </section>
  );
}
