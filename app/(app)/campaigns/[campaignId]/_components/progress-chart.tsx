// A small inline SVG line chart: one line per gang, time along the bottom. Printable, no script.
interface Point { t: number; v: number }

/** Where the campaign page lists every gang's rating and credits as text (its "Gang timelines" heading). */
const VALUES_AS_TEXT = "#timelines-heading";

const COLOURS = ["#86391a", "#1d4ed8", "#15803d", "#7c3aed", "#b45309", "#be123c", "#0f766e", "#4b5563"];

export function ProgressChart({ title, series }: { title: string; series: { name: string; points: Point[] }[] }) {
  const all = series.flatMap((s) => s.points);
  if (all.length < 2) return <p className="text-sm text-stone-600">{title}: not enough history yet.</p>;
  const [w, h, pad] = [600, 220, 36];
  const t0 = Math.min(...all.map((p) => p.t)), t1 = Math.max(...all.map((p) => p.t));
  const v0 = Math.min(0, ...all.map((p) => p.v)), v1 = Math.max(...all.map((p) => p.v), 1);
  const x = (t: number) => pad + ((t - t0) / Math.max(1, t1 - t0)) * (w - 2 * pad);
  const y = (v: number) => h - pad - ((v - v0) / Math.max(1, v1 - v0)) * (h - 2 * pad);
  const valuesId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-chart-values`;
  return (
    <figure className="space-y-1">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-label={`${title} over the campaign`} aria-describedby={valuesId} className="w-full rounded border border-stone-300 bg-white">
        <line x1={pad} y1={h - pad} x2={w - pad} y2={h - pad} stroke="#999" />
        <line x1={pad} y1={pad} x2={pad} y2={h - pad} stroke="#999" />
        <text x={4} y={pad} fontSize="11">{v1}</text>
        <text x={4} y={h - pad} fontSize="11">{v0}</text>
        {series.slice(0, COLOURS.length).map((s, i) => (
          <polyline key={s.name} fill="none" stroke={COLOURS[i]} strokeWidth={2} strokeDasharray={i % 2 ? "6 3" : undefined}
            points={s.points.map((p) => `${x(p.t).toFixed(1)},${y(p.v).toFixed(1)}`).join(" ")} />
        ))}
      </svg>
      {/* Hidden until its link has keyboard focus (then it shows, like a skip link). */}
      <p id={valuesId} className="sr-only text-sm focus-within:not-sr-only">
        The values as text are under <a href={VALUES_AS_TEXT} className="text-rust-700 underline">Gang timelines</a>, further down this page.
      </p>
      <ul className="flex flex-wrap gap-3 text-xs">
        {series.slice(0, COLOURS.length).map((s, i) => <li key={s.name}><span aria-hidden style={{ color: COLOURS[i] }}>━━</span> {s.name}</li>)}
      </ul>
    </figure>
  );
}
