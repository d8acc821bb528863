"use client";
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { binMargins, type OddsResult } from "@/lib/skirmish/odds";

// Bar fills: each at least 3:1 against the white page (non-text contrast: stone-600 7.6:1, sky-600
// 4.1:1, rust-600 6.0:1), in three hues, and the level one lighter than the other two (~1.5–1.9:1).
// Without colour the bars still part: left of the "Level" line one gang is ahead, right of it the other.
const FILL = { second: "#57534e", level: "#0284c7", first: "#a4471c" } as const;
const TICK = { fontSize: 11, fill: "#44403c" };

/**
 * The distribution of score margins (first gang's score minus the second's) as a bar chart, with
 * the same numbers as a table under it for anyone who cannot see the bars.
 */
export function MarginChart({ result }: { result: OddsResult }) {
  const bars = binMargins(result.margins, 24);
  const [a, b] = result.sides;
  const range = (x: { from: number; to: number }) => (x.from === x.to ? `${x.from}` : `${x.from} to ${x.to}`);
  const data = bars.map((bar) => ({
    ...bar,
    label: range(bar),
    side: bar.to < 0 ? ("second" as const) : bar.from > 0 ? ("first" as const) : ("level" as const),
  }));
  const level = data.find((d) => d.side === "level");
  const span = data.length > 0 ? `from ${data[0]!.from} to ${data[data.length - 1]!.to}` : "";
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium">
        Score margin ({a} − {b}): games per margin
      </figcaption>
      <div className="w-full max-w-xl">
        <BarChart
          responsive
          style={{ width: "100%", height: 220 }}
          data={data}
          margin={{ top: 8, right: 8, bottom: 8, left: 4 }}
          barCategoryGap={1}
          role="img"
          title={`Bar chart of ${result.runs} games by score margin, ${span}`}
          desc={`Bars left of the Level line: ${b} ahead; right of it: ${a} ahead.`}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis
            dataKey="label"
            tick={TICK}
            interval="preserveStartEnd"
            height={40}
            label={{ value: `Score margin (${a} − ${b})`, position: "insideBottom", offset: -2, fill: "#44403c", fontSize: 12 }}
          />
          <YAxis
            allowDecimals={false}
            tick={TICK}
            width={52}
            label={{ value: "Games", angle: -90, position: "insideLeft", fill: "#44403c", fontSize: 12, style: { textAnchor: "middle" } }}
          />
          <Tooltip formatter={(v) => [`${Number(v).toLocaleString("en")} games`, "Played"]} labelFormatter={(l) => `Margin ${l}`} />
          {level && (
            <ReferenceLine x={level.label} stroke="#1c1917" strokeDasharray="4 3" label={{ value: "Level", position: "top", fill: "#1c1917", fontSize: 11 }} />
          )}
          <Bar dataKey="games" name="Games" isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.from} fill={FILL[d.side]} />
            ))}
          </Bar>
        </BarChart>
      </div>
      <p className="text-xs text-stone-600">
        Left of the Level line (grey): {b} ahead · at it (blue): level · right of it (rust): {a} ahead.
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer text-rust-700">The chart as a table</summary>
        <table className="mt-1 text-left">
          <caption className="sr-only">
            Games per score margin ({a} − {b})
          </caption>
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="pr-4">
                Margin ({a} − {b})
              </th>
              <th scope="col" className="text-right">
                Games
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.from} className="border-b border-stone-200">
                <th scope="row" className="pr-4 font-normal">
                  {range(bar)}
                </th>
                <td className="text-right">{bar.games.toLocaleString("en")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
