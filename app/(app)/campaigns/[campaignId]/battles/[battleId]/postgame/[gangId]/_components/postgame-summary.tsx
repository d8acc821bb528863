import type { StepOutcome } from "@/lib/rules/postgame/sequence";

export interface SummaryData {
  steps: StepOutcome[];
  creditsBefore: number;
  creditsAfter: number;
  ratingBefore?: number;
  ratingAfter?: number;
}

const MODE_WORDS = { app: "Rolled by the app", manual: "Your dice", none: "" } as const;

/** One die as it landed: a numbered tile, read out as "6". */
function Face({ value }: { value: number }) {
  return (
    <span className="inline-flex h-7 w-7 items-center justify-center rounded border-2 border-stone-700 bg-white font-mono text-sm font-bold">{value}</span>
  );
}

/** Every step of a post-game with its dice, what changed and what the player still has to do. */
export function PostgameSummary({ data }: { data: SummaryData }) {
  const delta = data.creditsAfter - data.creditsBefore;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 sm:max-w-md">
        <div className="rounded border border-stone-300 bg-white p-2">
          <dt className="text-xs text-stone-600">Credits</dt>
          <dd className="font-semibold">
            {data.creditsBefore} → {data.creditsAfter}{" "}
            <span className="text-sm font-normal text-stone-600">
              ({delta >= 0 ? "+" : ""}
              {delta})
            </span>
          </dd>
        </div>
        {data.ratingBefore !== undefined && (
          <div className="rounded border border-stone-300 bg-white p-2">
            <dt className="text-xs text-stone-600">Gang rating</dt>
            <dd className="font-semibold">
              {data.ratingBefore} → {data.ratingAfter}
            </dd>
          </div>
        )}
      </dl>
      <ol className="space-y-3">
        {data.steps.map((s, i) => (
          <li key={i} className="rounded border border-stone-300 bg-white p-3">
            <h3 className="font-semibold">{s.label}</h3>
            {s.log.length > 0 && (
              <ul aria-label="Dice rolled" className="mt-2 space-y-1">
                {s.log.map((e, j) => (
                  <li key={j} className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="text-stone-600">{e.purpose}:</span>
                    <span>
                      {e.dice} = <strong>{e.result}</strong>
                    </span>
                    {/* the dice as they landed, when they are not the result itself (a D3 is read from a D6) */}
                    {(e.faces.length !== 1 || e.faces[0] !== e.result) && (
                      <span className="flex items-center gap-1 text-stone-600" aria-label={`dice showed ${e.faces.join(" and ")}`}>
                        (dice showed{" "}
                        {e.faces.map((f, k) => (
                          <Face key={k} value={f} />
                        ))}
                        )
                      </span>
                    )}
                  </li>
                ))}
                <li className="text-xs text-stone-500">{MODE_WORDS[s.mode]}</li>
              </ul>
            )}
            {s.rows && s.rows.length > 0 && (
              <ul aria-label="Table rows" className="mt-2 space-y-1 text-sm">
                {s.rows.map((r, j) => (
                  <li key={j} className="rounded bg-stone-100 px-2 py-1">
                    <span className="text-stone-600">
                      {r.table} ({r.dice}):
                    </span>{" "}
                    rolled <strong>{r.roll}</strong> →{" "}
                    {r.from === r.to ? (
                      ""
                    ) : (
                      <span className="font-mono whitespace-nowrap">
                        {r.from}-{r.to}
                      </span>
                    )}{" "}
                    <strong>{r.name}</strong>
                  </li>
                ))}
              </ul>
            )}
            {s.changes.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {s.changes.map((c, j) => (
                  <li key={j}>{c}</li>
                ))}
              </ul>
            )}
            {s.changes.length === 0 && s.notices.length === 0 && <p className="mt-1 text-sm text-stone-600">Nothing to do here.</p>}
            {s.notices.length > 0 && (
              <ul aria-label="Still to do" className="mt-2 space-y-1 rounded border border-amber-400 bg-amber-50 p-2 text-sm text-amber-900">
                {s.notices.map((n, j) => (
                  <li key={j}>
                    <strong>To do:</strong> {n}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
