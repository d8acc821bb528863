"use client";
import { useState } from "react";
import type { TimelineEntry } from "@/lib/league/series";

type Loaded = { entries: TimelineEntry[]; older: string | null };
type State = { status: "closed" | "loading" | "failed" } | ({ status: "ready" } & Loaded);

/**
 * One gang's timeline, read from the server only when its panel is opened (the page never carries
 * every gang's history); "Older entries" reads the next page back.
 */
function GangTimeline({ campaignId, gangId, name, ownerName }: { campaignId: string; gangId: string; name: string; ownerName: string }) {
  const [state, setState] = useState<State>({ status: "closed" });
  const [more, setMore] = useState(false);
  const url = (before?: string) =>
    `/api/campaigns/${encodeURIComponent(campaignId)}/gangs/${encodeURIComponent(gangId)}/timeline${before ? `?before=${encodeURIComponent(before)}` : ""}`;
  const read = async (before?: string): Promise<Loaded | null> => {
    const res = await fetch(url(before), { cache: "no-store" }).catch(() => null);
    return res?.ok ? ((await res.json()) as Loaded) : null;
  };
  const onToggle = async (open: boolean) => {
    if (!open || state.status === "ready" || state.status === "loading") return;
    setState({ status: "loading" });
    const page = await read();
    setState(page ? { status: "ready", ...page } : { status: "failed" });
  };
  const older = async () => {
    if (state.status !== "ready" || !state.older) return;
    setMore(true);
    const page = await read(state.older);
    setMore(false);
    if (page) setState({ status: "ready", entries: [...state.entries, ...page.entries], older: page.older });
  };
  return (
    <details onToggle={(e) => void onToggle(e.currentTarget.open)}>
      <summary>
        {name} <span className="text-stone-600">({ownerName})</span>
      </summary>
      <div aria-live="polite" className="mt-1 text-sm">
        {state.status === "loading" && <p className="text-stone-600">Reading the timeline…</p>}
        {state.status === "failed" && <p className="text-red-700">The timeline could not be read. Close and open it to try again.</p>}
        {state.status === "ready" && state.entries.length === 0 && <p className="text-stone-600">Nothing recorded yet.</p>}
      </div>
      {state.status === "ready" && state.entries.length > 0 && (
        <>
          <ol aria-label={`Timeline of ${name}, newest first`} className="space-y-1 text-sm">
            {state.entries.map((e, i) => (
              <li key={i}>
                <time dateTime={e.at} className="text-stone-600">
                  {e.at.slice(0, 10)}
                </time>{" "}
                {e.summary}{" "}
                <span className="text-stone-600">
                  ({e.credits} credits, rating {e.rating})
                </span>
              </li>
            ))}
          </ol>
          {state.older && (
            <button type="button" onClick={() => void older()} disabled={more} className="mt-2 rounded border border-stone-500 px-3 py-1 text-sm">
              {more ? "Reading…" : "Older entries"}
              <span className="sr-only"> of {name}</span>
            </button>
          )}
        </>
      )}
    </details>
  );
}

// the panels take their look from the list (one class list for 50 gangs, not one each)
const PANELS =
  "space-y-2 [&>details]:rounded [&>details]:border [&>details]:border-stone-300 [&>details]:bg-white [&>details]:p-2 [&_summary]:cursor-pointer [&_summary]:font-medium";

/** Every gang's timeline panel; `gangs` as [id, name, player] (the campaign's id is sent once). */
export function GangTimelines({ campaignId, gangs }: { campaignId: string; gangs: [string, string, string][] }) {
  return (
    <div className={PANELS}>
      {gangs.map(([id, name, owner]) => (
        <GangTimeline key={id} campaignId={campaignId} gangId={id} name={name} ownerName={owner} />
      ))}
    </div>
  );
}
