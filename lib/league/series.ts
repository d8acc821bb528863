// The campaign charts' data: a point per battle per gang (from the database's aggregate), drawn
// over the campaign's dates. Pure, so the page and its tests shape the same thing.

export interface BattlePoint {
  gangId: string;
  battleId: string;
  /** The battle's date (milliseconds). */
  t: number;
  rating: number;
  credits: number;
}

/** A point as the page sends it: days after the chart's first day, rating, credits (small). */
export type ChartPoint = [day: number, rating: number, credits: number];

export interface ChartLine {
  gangId: string;
  name: string;
  points: ChartPoint[];
}

export interface ChartData {
  /** The first day of the time axis (milliseconds, midnight UTC); points count days from it. */
  origin: number;
  /** The last day of the time axis, in days after `origin`. */
  days: number;
  lines: ChartLine[];
}

export const DAY = 24 * 60 * 60 * 1000;
const dayOf = (t: number) => Math.floor(t / DAY) * DAY;

/**
 * The charts' data: a line per gang in `gangIds` order (gangs without a battle yet have none), over
 * the campaign's dates when it has them, widened to every battle drawn (a battle recorded outside
 * the dates still shows), and at least a day wide. null when there is nothing to draw.
 */
export function chartData(
  points: readonly BattlePoint[],
  gangs: readonly { id: string; name: string }[],
  gangIds: readonly string[],
  startsOn: Date | null,
  endsOn: Date | null,
): ChartData | null {
  const drawn = points.filter((p) => gangIds.includes(p.gangId));
  if (drawn.length === 0) return null;
  const ts = drawn.map((p) => p.t);
  const origin = dayOf(Math.min(...ts, ...(startsOn ? [startsOn.getTime()] : [])));
  const last = dayOf(Math.max(...ts, ...(endsOn ? [endsOn.getTime()] : [])));
  const lines = gangIds.flatMap((id) => {
    const mine = drawn.filter((p) => p.gangId === id).map((p): ChartPoint => [Math.round((p.t - origin) / DAY), p.rating, p.credits]);
    const name = gangs.find((g) => g.id === id)?.name;
    return name && mine.length > 0 ? [{ gangId: id, name, points: mine }] : [];
  });
  return { origin, days: Math.max(1, Math.round((last - origin) / DAY)), lines };
}

/** One line of a gang's timeline on the campaign page (read on demand, newest first). */
export interface TimelineEntry {
  at: string;
  summary: string;
  credits: number;
  rating: number;
}
