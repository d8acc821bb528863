"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { OddsRequest, OddsResult } from "@/lib/skirmish/odds";
import type { SystemId } from "@/lib/skirmish/types";
import { MarginChart } from "./margin-chart";
import type { OddsMessage } from "./odds.worker";
import { playedWith } from "./played-with";

export type OddsState =
  | { status: "running"; played: number; total: number }
  | { status: "done"; result: OddsResult }
  | { status: "cancelled"; played: number; total: number }
  | { status: "error"; message: string };

/** What a run was asked for: the form's key (see played-with.ts) and what the page says it was played with. */
export interface OddsAsked {
  key: string;
  system: SystemId;
  seed: string;
  /** The optional rules, in words (ROtGB "Rules in play"). */
  rules: readonly string[];
}

/** A run and what it was asked for, kept together so its progress and result always name it. */
export interface OddsShown {
  asked: OddsAsked;
  state: OddsState;
}

/**
 * Runs odds in a Web Worker so the page stays responsive; cancel terminates the worker. `formKey`
 * is the form's odds key now: a run asked with another key is dropped and its worker terminated,
 * so a run of one system never finishes under another.
 */
export function useOddsWorker(formKey: string) {
  const [shown, setShown] = useState<OddsShown | null>(null);
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  // adjusting state while rendering (as React advises for a changed prop): the stale run is never painted
  if (shown && shown.asked.key !== formKey) setShown(null);
  // a changed form (and leaving the page) stops the worker of the run asked with the old one
  useEffect(() => stop, [formKey, stop]);
  const start = useCallback((request: OddsRequest, asked: OddsAsked) => {
    stop();
    const w = new Worker(new URL("./odds.worker.ts", import.meta.url));
    worker.current = w;
    const show = (state: OddsState) => setShown({ asked, state });
    show({ status: "running", played: 0, total: request.runs ?? 10_000 });
    w.onmessage = (e: MessageEvent<OddsMessage>) => {
      if (worker.current !== w) return; // a message already on its way from a stopped run
      const m = e.data;
      if (m.type === "progress") show({ status: "running", played: m.played, total: m.total });
      else {
        show(m.type === "done" ? { status: "done", result: m.result } : { status: "error", message: m.message });
        stop();
      }
    };
    w.onerror = () => {
      if (worker.current !== w) return;
      show({ status: "error", message: "The odds could not be computed in this browser." });
      stop();
    };
    w.postMessage(request);
  }, [stop]);
  const cancel = useCallback(() => {
    stop();
    setShown((s) => (s?.state.status === "running" ? { ...s, state: { status: "cancelled", played: s.state.played, total: s.state.total } } : s));
  }, [stop]);
  return { shown, start, cancel };
}

const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;
const games = (n: number): string => n.toLocaleString("en");

/**
 * What the page's one status region says about an odds run: that it started, each quarter played,
 * how it ended. The progress bar moves every 250 games; saying each of those would have a screen
 * reader read out dozens of numbers.
 */
export function oddsAnnouncement(state: OddsState | undefined): string {
  if (!state) return "";
  switch (state.status) {
    case "running": {
      const quarter = Math.floor((4 * state.played) / Math.max(state.total, 1)) * 25;
      return quarter === 0 ? `Odds: playing ${games(state.total)} games…` : `Odds: ${quarter}% of ${games(state.total)} games played…`;
    }
    case "done": return `Odds finished: ${games(state.result.runs)} games played.`;
    case "cancelled": return `Odds cancelled after ${games(state.played)} games.`;
    case "error": return state.message;
  }
}

/** The odds heading: a run that starts puts the focus here, so Cancel is the next Tab and the progress is in view. */
export const ODDS_HEADING_ID = "odds-heading";

export function OddsView({ shown, onCancel }: { shown: OddsShown | null; onCancel: () => void }) {
  if (!shown) return null;
  const { asked, state } = shown;
  return (
    <section aria-labelledby="odds-heading" className="space-y-3 rounded border border-stone-300 bg-white p-4">
      <h2 id={ODDS_HEADING_ID} tabIndex={-1} className="text-xl font-semibold">Odds</h2>
      <p className="text-sm text-stone-700">{playedWith({ system: asked.system, seed: asked.seed, odds: true })}</p>
      {asked.rules.length > 0 && <p className="text-sm text-stone-700">Rules in play: {asked.rules.join("; ")}.</p>}
      {state.status !== "error" && <ProgressLine state={state} onCancel={onCancel} />}
      {state.status === "error" && <p role="alert" className="text-red-700">{state.message}</p>}
      {state.status === "done" && <OddsTable result={state.result} />}
    </section>
  );
}

/** The progress bar stays after the run, full, so a finished run reads as finished. */
function ProgressLine({ state, onCancel }: { state: Exclude<OddsState, { status: "error" }>; onCancel: () => void }) {
  const played = state.status === "done" ? state.result.runs : state.played;
  const total = state.status === "done" ? state.result.runs : state.total;
  return (
    <div className="space-y-2">
      <label htmlFor="odds-progress" className="block text-sm font-medium">Games played</label>
      <div className="flex flex-wrap items-center gap-3">
        <progress id="odds-progress" max={total} value={played} className="h-4 w-full max-w-md" />
        {/* not live: the page's status region says the quarters (oddsAnnouncement) */}
        <span className="text-sm">{played.toLocaleString("en")} of {total.toLocaleString("en")}</span>
        {state.status === "running" && (
          <button type="button" onClick={onCancel} className="rounded border border-stone-500 px-3 py-1">Cancel</button>
        )}
      </div>
      {state.status === "cancelled" && <p>Cancelled after {state.played.toLocaleString("en")} games.</p>}
    </div>
  );
}

function OddsTable({ result }: { result: OddsResult }) {
  const [a, b] = result.sides;
  const rows = [
    [`${a} wins`, result.wins, result.probability.win, result.interval.win],
    ["Draw", result.draws, result.probability.draw, result.interval.draw],
    [`${b} wins`, result.losses, result.probability.loss, result.interval.loss],
  ] as const;
  return (
    <div className="space-y-4">
      <p>Finished: {result.runs.toLocaleString("en")} games.</p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Win, draw and loss probabilities with 95% intervals</caption>
          <thead>
            <tr className="[&>th]:px-1 [&>th]:align-bottom"><th scope="col">Result</th><th scope="col" className="hidden text-right sm:table-cell">Games</th><th scope="col" className="text-right">Probability</th><th scope="col" className="text-right">95% interval</th></tr>
          </thead>
          <tbody>
            {rows.map(([label, games, p, i]) => (
              <tr key={label} className="border-t border-stone-200 [&>*]:px-1">
                <th scope="row" className="font-normal">{label}</th>
                <td className="hidden text-right sm:table-cell">{games.toLocaleString("en")}</td>
                <td className="text-right font-semibold">{pct(p)}</td>
                <td className="text-right whitespace-nowrap">{(100 * i.low).toFixed(1)}–{pct(i.high)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-700">Mean score: {a} {result.meanScores[0].toFixed(2)}, {b} {result.meanScores[1].toFixed(2)}</p>
      <MarginChart result={result} />
    </div>
  );
}
