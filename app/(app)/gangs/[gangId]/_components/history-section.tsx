import Link from "next/link";
import type { GangPageData } from "@/server/gangs/page-data";

/** The gang's history, newest first, a page at a time (plain links: they work without script). */
export function HistorySection({ events, older, newest }: { events: GangPageData["events"]; older: string | null; newest: string | null }) {
  return (
    <section aria-labelledby="history-heading" className="space-y-2">
      <h2 id="history-heading" className="text-xl font-semibold">
        History
      </h2>
      <ol className="space-y-1 text-sm [&>li]:rounded [&>li]:bg-white [&>li]:px-2 [&>li]:py-1 [&_time]:text-stone-600">
        {events.map((e) => (
          <li key={e.id}>
            <time dateTime={e.createdAt.toISOString()}>{e.createdAt.toISOString().slice(0, 16).replace("T", " ")}</time> {e.summary}
            {e.actor && (
              <span className="text-stone-600">
                {" "}
                · by {e.actor.name}
                {e.arbitration ? " (arbitration)" : ""}
              </span>
            )}
          </li>
        ))}
      </ol>
      {(older || newest) && (
        <nav aria-label="History pages" className="flex flex-wrap justify-between gap-2 text-sm">
          {newest ? (
            <Link href={newest} className="rounded border border-stone-500 px-3 py-2 text-rust-700">
              ← Newest entries
            </Link>
          ) : (
            <span />
          )}
          {older && (
            <Link href={older} className="rounded border border-stone-500 px-3 py-2 text-rust-700">
              Older entries →
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
