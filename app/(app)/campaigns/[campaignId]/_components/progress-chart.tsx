"use client";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartLine } from "@/lib/league/series";

// A line per gang, a marker per battle, time along the bottom over the campaign's dates. Each line
// has its own dash pattern and marker shape as well as its colour, so they part without colour.
const STYLES = [
  { colour: "#86391a", dash: undefined, dot: "circle" },
  { colour: "#1d4ed8", dash: "8 4", dot: "square" },
  { colour: "#15803d", dash: "2 3", dot: "triangle" },
  { colour: "#7c3aed", dash: "12 3 3 3", dot: "diamond" },
  { colour: "#b45309", dash: "4 4", dot: "cross" },
  { colour: "#be123c", dash: "16 4", dot: "star" },
  { colour: "#0f766e", dash: "1 4", dot: "wye" },
] as const;

const day = (t: number) => new Date(t).toISOString().slice(0, 10);

export interface ProgressChartProps {
  title: string;
  metric: "rating" | "credits";
  /** The value axis's name ("Gang rating", "Credits"). */
  unit: string;
  lines: ChartLine[];
  domain: [number, number] | null;
  /** Where the same values are as text. */
  valuesHref: string;
}

export function ProgressChart({ title, metric, unit, lines, domain, valuesHref }: ProgressChartProps) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  if (!domain || lines.length === 0) return <p className="text-sm text-stone-600">{title}: no confirmed battles yet.</p>;
  const summary = lines.map((l) => `${l.name}: ${l.points[0]![metric]} after ${day(l.points[0]!.t)}, ${l.points[l.points.length - 1]![metric]} after ${day(l.points[l.points.length - 1]!.t)}, ${l.points.length} battles`).join("; ");
  return (
    <figure className="min-w-0 space-y-1" aria-labelledby={`${slug}-caption`}>
      <figcaption id={`${slug}-caption`} className="font-semibold">{title}</figcaption>
      <div className="rounded border border-stone-300 bg-white p-1">
        <LineChart responsive style={{ width: "100%", height: 280 }} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          role="img" title={`${title} after each battle, by battle date`} desc={summary} aria-describedby={`${slug}-desc`}>
          <CartesianGrid stroke="#e7e5e4" />
          <XAxis dataKey="t" type="number" scale="time" domain={domain} tickFormatter={day} allowDuplicatedCategory={false}
            label={{ value: "Battle date", position: "insideBottom", offset: -4, fill: "#44403c", fontSize: 12 }} height={44} tick={{ fontSize: 11, fill: "#44403c" }} />
          <YAxis dataKey={metric} width={56} tick={{ fontSize: 11, fill: "#44403c" }}
            label={{ value: unit, angle: -90, position: "insideLeft", fill: "#44403c", fontSize: 12, style: { textAnchor: "middle" } }} />
          <Tooltip labelFormatter={(t) => `Battle on ${day(Number(t))}`} formatter={(v, name) => [`${v}`, name]} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {lines.map((l, i) => {
            const s = STYLES[i % STYLES.length]!;
            return (
              <Line key={l.gangId} data={l.points} dataKey={metric} name={l.name} stroke={s.colour} strokeWidth={2} strokeDasharray={s.dash}
                dot={s.dot} legendType={s.dot} activeDot={{ r: 5 }} isAnimationActive={false} />
            );
          })}
        </LineChart>
      </div>
      <p id={`${slug}-desc`} className="text-xs text-stone-600">
        A marker for each confirmed battle, at its date. {summary}. Every entry as text: <a href={valuesHref} className="text-rust-700 underline">Gang timelines</a>.
      </p>
    </figure>
  );
}
