"use client";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { DAY, type ChartData } from "@/lib/league/series";

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

const METRICS = { rating: { title: "Gang rating", index: 1 }, credits: { title: "Credits", index: 2 } } as const;
const TEXT = { fill: "#44403c", fontSize: 12 };

/** The campaign's two charts (rating, credits) from one set of lines, sent to the browser once. */
export function ProgressCharts({ data, valuesHref }: { data: ChartData | null; valuesHref: string }) {
  if (!data) return <p className="text-sm text-stone-600">No confirmed battles to chart yet.</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ProgressChart data={data} metric="rating" valuesHref={valuesHref} />
      <ProgressChart data={data} metric="credits" valuesHref={valuesHref} />
    </div>
  );
}

function ProgressChart({ data, metric, valuesHref }: { data: ChartData; metric: keyof typeof METRICS; valuesHref: string }) {
  const { title, index } = METRICS[metric];
  const day = (d: number) => new Date(data.origin + d * DAY).toISOString().slice(0, 10);
  const slug = `${metric}-chart`;
  const lines = data.lines.map((l) => ({ ...l, points: l.points.map((p) => ({ day: p[0], [metric]: p[index] })) }));
  const summary = data.lines
    .map((l) => {
      const [first, last] = [l.points[0]!, l.points[l.points.length - 1]!];
      return `${l.name}: ${first[index]} after ${day(first[0])}, ${last[index]} after ${day(last[0])}, ${l.points.length} battles`;
    })
    .join("; ");
  return (
    <figure className="min-w-0 space-y-1" aria-labelledby={`${slug}-caption`}>
      <figcaption id={`${slug}-caption`} className="font-semibold">
        {title}
      </figcaption>
      <div className="rounded border border-stone-300 bg-white p-1">
        <LineChart
          responsive
          style={{ width: "100%", height: 280 }}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          role="img"
          title={`${title} after each battle, by battle date`}
          desc={summary}
          aria-describedby={`${slug}-desc`}
        >
          <CartesianGrid stroke="#e7e5e4" />
          <XAxis
            dataKey="day"
            type="number"
            domain={[0, data.days]}
            tickFormatter={day}
            allowDecimals={false}
            allowDuplicatedCategory={false}
            label={{ value: "Battle date", position: "insideBottom", offset: -4, ...TEXT }}
            height={44}
            tick={{ ...TEXT, fontSize: 11 }}
          />
          <YAxis
            dataKey={metric}
            width={56}
            tick={{ ...TEXT, fontSize: 11 }}
            label={{ value: title, angle: -90, position: "insideLeft", ...TEXT, style: { textAnchor: "middle" } }}
          />
          <Tooltip labelFormatter={(d) => `Battle on ${day(Number(d))}`} />
          <Legend verticalAlign="top" wrapperStyle={{ fontSize: 12, paddingBottom: 4 }} />
          {lines.map((l, i) => {
            const s = STYLES[i % STYLES.length]!;
            return (
              <Line
                key={l.gangId}
                data={l.points}
                dataKey={metric}
                name={l.name}
                stroke={s.colour}
                strokeWidth={2}
                strokeDasharray={s.dash}
                dot={s.dot}
                legendType={s.dot}
                activeDot={{ r: 5 }}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </div>
      <p id={`${slug}-desc`} className="text-xs text-stone-600">
        A marker for each confirmed battle, at its date. {summary}. Every entry as text:{" "}
        <a href={valuesHref} className="text-rust-700 underline">
          Gang timelines
        </a>
        .
      </p>
    </figure>
  );
}
