"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { DEFAULT_RUNS, mergeTallies, oddsWorkerCount, splitRuns, type OddsRequest, type OddsResult, type OddsTally } from "@/lib/skirmish/odds";
import type { SystemId } from "@/lib/skirmish/types";
import { MarginChart } from "./margin-chart";
import type { OddsJob, OddsMessage } from "./odds.worker";
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
  /** How many workers play it (set when it starts). */
  workers?: number;
}

/** A run and what it was asked for, kept together so its progress and result always name it. */
export interface OddsShown {
  asked: OddsAsked;
  state: OddsState;
}

/**
 * Runs odds in Web Workers so the page stays responsive: the run's games are split in shares
 * (splitRuns), one worker per core (oddsWorkerCount), and the shares' tallies merged
 * (mergeTallies) into the very result one worker would give for the same seed. Cancel terminates
 * them all. `formKey` is the form's odds key now: a run asked with another key is dropped and its
 * workers terminated, so a run of one system never finishes under another.
 */
export function useOddsWorker(formKey: string) {
  const [shown, setShown] = useState<OddsShown | null>(null);
  const workers = useRef<Worker[]>([]);
  const stop = useCallback(() => {
    for (const w of workers.current) w.terminate();
    workers.current = [];
  }, []);
  // adjusting state while rendering (as React advises for a changed prop): the stale run is never painted
  if (shown && shown.asked.key !== formKey) setShown(null);
  // a changed form (and leaving the page) stops the workers of the run asked with the old one
  useEffect(() => stop, [formKey, stop]);
  const start = useCallback(
    (request: OddsRequest, asked: OddsAsked) => {
      stop();
      const total = request.runs ?? DEFAULT_RUNS;
      const parts = splitRuns(total, oddsWorkerCount(navigator.hardwareConcurrency, total));
      const played = parts.map(() => 0);
      const tallies: (OddsTally | undefined)[] = parts.map(() => undefined);
      const mine = parts.map(() => new Worker(new URL("./odds.worker.ts", import.meta.url)));
      workers.current = mine;
      const current = () => workers.current === mine; // messages already on their way from a stopped run are dropped
      const show = (state: OddsState) => setShown({ asked: { ...asked, workers: parts.length }, state });
      const failed = (message: string) => {
        show({ status: "error", message });
        stop();
      };
      show({ status: "running", played: 0, total });
      mine.forEach((w, i) => {
        w.onmessage = (e: MessageEvent<OddsMessage>) => {
          if (!current()) return;
          const m = e.data;
          if (m.type === "error") return failed(m.message);
          if (m.type === "progress") played[i] = m.played;
          else tallies[i] = m.tally;
          if (tallies.every(Boolean)) {
            show({ status: "done", result: mergeTallies(tallies as OddsTally[]) });
            stop();
          } else show({ status: "running", played: played.reduce((a, b) => a + b, 0), total });
        };
        w.onerror = () => current() && failed("The odds could not be computed in this browser.");
        w.postMessage({ request, part: parts[i]! } satisfies OddsJob);
      });
    },
    [stop],
  );
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
 * how it ended. The progress bar moves up to ten times a second; saying each of those would have a screen
 * reader read out dozens of numbers.
 */
export function oddsAnnouncement(state: OddsState | undefined): string {
  if (!state) return "";
  switch (state.status) {
    case "running": {
      const quarter = Math.floor((4 * state.played) / Math.max(state.total, 1)) * 25;
      return quarter === 0 ? `Odds: playing ${games(state.total)} games…` : `Odds: ${quarter}% of ${games(state.total)} games played…`;
    }
    case "done":
      return `Odds finished: ${games(state.result.runs)} games played.`;
    case "cancelled":
      return `Odds cancelled after ${games(state.played)} games.`;
    case "error":
      return state.message;
  }
}

/** The odds heading: a run that starts puts the focus here, so Cancel is the next Tab and the progress is in view. */
export const ODDS_HEADING_ID = "odds-heading";

export function OddsView({ shown, onCancel }: { shown: OddsShown | null; onCancel: () => void }) {
  if (!shown) return null;
  const { asked, state } = shown;
  return (
    <section aria-labelledby="odds-heading" className="space-y-3 rounded border border-stone-300 bg-white p-4">
      <h2 id={ODDS_HEADING_ID} tabIndex={-1} className="text-xl font-semibold">
        Odds
      </h2>
      {/* the progress first, right under the Odds button: it stays in view while the games are played */}
      {state.status !== "error" && <ProgressLine state={state} onCancel={onCancel} />}
      {state.status === "error" && (
        <p role="alert" className="text-red-700">
          {state.message}
        </p>
      )}
      <p className="text-sm text-stone-700">
        {playedWith({ system: asked.system, seed: asked.seed, odds: true })}
        {asked.workers && asked.workers > 1 ? ` Played by ${asked.workers} workers at once, one per core, each a share of the games.` : ""}
      </p>
      {asked.rules.length > 0 && <p className="text-sm text-stone-700">Rules in play: {asked.rules.join("; ")}.</p>}
      {state.status === "done" && <OddsTable result={state.result} />}
    </section>
  );
}

/** The odds progress line's id: a run that starts scrolls it into view (if it is not already). */
export const ODDS_PROGRESS_ID = "odds-progress-line";

/** The progress bar stays after the run, full, so a finished run reads as finished. */
function ProgressLine({ state, onCancel }: { state: Exclude<OddsState, { status: "error" }>; onCancel: () => void }) {
  const played = state.status === "done" ? state.result.runs : state.played;
  const total = state.status === "done" ? state.result.runs : state.total;
  return (
    <div id={ODDS_PROGRESS_ID} className="space-y-2">
      <label htmlFor="odds-progress" className="block text-sm font-medium">
        Games played
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <progress id="odds-progress" max={total} value={played} className="h-4 w-full max-w-md" />
        {/* not live: the page's status region says the quarters (oddsAnnouncement) */}
        <span className="text-sm">
          {played.toLocaleString("en")} of {total.toLocaleString("en")}
        </span>
        {state.status === "running" && (
          <button type="button" onClick={onCancel} className="rounded border border-stone-500 px-3 py-1">
            Cancel
          </button>
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
            <tr className="[&>th]:px-1 [&>th]:align-bottom">
              <th scope="col">Result</th>
              <th scope="col" className="hidden text-right sm:table-cell">
                Games
              </th>
              <th scope="col" className="text-right">
                Probability
              </th>
              <th scope="col" className="text-right">
                95% interval
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, games, p, i]) => (
              <tr key={label} className="border-t border-stone-200 [&>*]:px-1">
                <th scope="row" className="font-normal">
                  {label}
                </th>
                <td className="hidden text-right sm:table-cell">{games.toLocaleString("en")}</td>
                <td className="text-right font-semibold">{pct(p)}</td>
                <td className="text-right whitespace-nowrap">
                  {(100 * i.low).toFixed(1)}–{pct(i.high)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-stone-700">
        Mean score: {a} {result.meanScores[0].toFixed(2)}, {b} {result.meanScores[1].toFixed(2)}
      </p>
      <MarginChart result={result} />
    </div>
  );
}
