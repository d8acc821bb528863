import type { GangPageData } from "@/server/gangs/page-data";

export function HistorySection({ events }: { events: GangPageData["events"] }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-2">
      <h2 id="history-heading" className="text-xl font-semibold">History</h2>
      <ol className="space-y-1 text-sm">
        {events.map((e) => (
          <li key={e.id} className="rounded bg-white px-2 py-1">
            <time dateTime={e.createdAt.toISOString()} className="text-stone-600">{e.createdAt.toISOString().slice(0, 16).replace("T", " ")}</time>{" "}
            {e.summary}
            {e.actor && <span className="text-stone-600"> · by {e.actor.name}{e.arbitration ? " (arbitration)" : ""}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
