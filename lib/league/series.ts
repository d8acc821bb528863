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

export interface ChartLine {
  gangId: string;
  name: string;
  points: { t: number; rating: number; credits: number }[];
}

const DAY = 24 * 60 * 60 * 1000;

/** A line per gang in `gangIds` order (gangs without a battle yet have no line). */
export function chartLines(points: readonly BattlePoint[], gangs: readonly { id: string; name: string }[], gangIds: readonly string[]): ChartLine[] {
  return gangIds.flatMap((id) => {
    const mine = points.filter((p) => p.gangId === id).map(({ t, rating, credits }) => ({ t, rating, credits }));
    const name = gangs.find((g) => g.id === id)?.name;
    return name && mine.length > 0 ? [{ gangId: id, name, points: mine }] : [];
  });
}

/**
 * The time axis: the campaign's dates when it has them, widened to every battle drawn (a battle
 * recorded outside the dates still shows), and at least a day wide.
 */
export function chartDomain(lines: readonly ChartLine[], startsOn: Date | null, endsOn: Date | null): [number, number] | null {
  const ts = lines.flatMap((l) => l.points.map((p) => p.t));
  if (ts.length === 0) return null;
  const from = Math.min(...ts, ...(startsOn ? [startsOn.getTime()] : []));
  const to = Math.max(...ts, ...(endsOn ? [endsOn.getTime()] : []));
  return to - from < DAY ? [from - DAY / 2, from + DAY / 2] : [from, to];
}

/** One line of a gang's timeline on the campaign page (read on demand, newest first). */
export interface TimelineEntry {
  at: string;
  summary: string;
  credits: number;
  rating: number;
}
