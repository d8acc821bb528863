import { binMargins, marginAxis, type OddsResult } from "@/lib/skirmish/odds";

// Bar fills: each at least 3:1 against the white page (non-text contrast: stone-600 7.6:1, sky-600
// 4.1:1, rust-600 6.0:1), in three hues, and the level one lighter than the other two (~1.5–1.9:1).
const FILL = { second: "#57534e", level: "#0284c7", first: "#a4471c" } as const;

/**
 * The distribution of score margins as inline SVG bars (first gang's score minus the second's),
 * with the same numbers as a table under it for anyone who cannot see the bars.
 */
export function MarginChart({ result }: { result: OddsResult }) {
  const bars = binMargins(result.margins, 24);
  const most = Math.max(1, ...bars.map((b) => b.games));
  const [a, b] = result.sides;
  const W = 480, H = 180, pad = 22;
  // one margin only: a single bar in the middle, over its one label, rather than a slab across the axis
  const w = bars.length === 1 ? 48 : (W - 2 * pad) / Math.max(1, bars.length);
  const left = bars.length === 1 ? (W - w) / 2 : pad;
  const range = (x: { from: number; to: number }) => (x.from === x.to ? `${x.from}` : `${x.from} to ${x.to}`);
  const axis = marginAxis(result.margins);
  const anchor = { start: { x: pad, textAnchor: "start" }, middle: { x: W / 2, textAnchor: "middle" }, end: { x: W - pad, textAnchor: "end" } } as const;
  const span = axis.length === 2 ? `from ${axis[0]!.text} to ${axis[1]!.text}` : (axis[0]?.text ?? "");
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium">Score margin ({a} − {b}): games per margin</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-xl" role="img"
        aria-label={`Bar chart of ${result.runs} games by score margin, ${span}`}>
        <line x1={pad} y1={H - pad} x2={W - pad} y2={H - pad} stroke="#78716c" />
        {bars.map((bar, i) => {
          const h = ((H - 2 * pad) * bar.games) / most;
          const fill = bar.to < 0 ? FILL.second : bar.from > 0 ? FILL.first : FILL.level;
          return (
            <rect key={bar.from} x={left + i * w + 1} y={H - pad - h} width={Math.max(1, w - 2)} height={h} fill={fill}>
              <title>{`Margin ${range(bar)}: ${bar.games} games`}</title>
            </rect>
          );
        })}
        {axis.map((l) => <text key={l.at} x={anchor[l.at].x} y={H - 6} fontSize="11" fill="#44403c" textAnchor={anchor[l.at].textAnchor}>{l.text}</text>)}
        <text x={pad} y={14} fontSize="11" fill="#44403c">{most} games</text>
      </svg>
      <p className="text-xs text-stone-600">Grey: {b} ahead · blue: level · rust: {a} ahead.</p>
      <details className="text-sm">
        <summary className="cursor-pointer text-rust-700">The chart as a table</summary>
        <table className="mt-1 text-left">
          <caption className="sr-only">Games per score margin ({a} − {b})</caption>
          <thead><tr className="border-b border-stone-300"><th scope="col" className="pr-4">Margin ({a} − {b})</th><th scope="col" className="text-right">Games</th></tr></thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.from} className="border-b border-stone-200">
                <th scope="row" className="pr-4 font-normal">{range(bar)}</th>
                <td className="text-right">{bar.games.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
