// League standings from confirmed battles: played, won, drawn, lost, points (configurable
// scheme), gang rating. Pure: the page loads rows in a fixed number of queries and calls this.

export interface PointsScheme {
  win: number;
  draw: number;
  loss: number;
}

export interface StandingGang {
  id: string;
  name: string;
  ownerName: string;
  rating: number;
  /** A retired gang keeps its place and its record in the table, marked as retired. */
  retired?: boolean;
}

export interface BattleResultRow {
  gangId: string;
  result: "won" | "lost" | "draw";
  /** How many of this gang's battles ended this way (an aggregate query's row); one when left out. */
  count?: number;
}

export interface Standing extends StandingGang {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  points: number;
}

/** ruling: ties on points are broken by wins, then by the higher gang rating, then by name. */
export function standings(gangs: readonly StandingGang[], results: readonly BattleResultRow[], scheme: PointsScheme): Standing[] {
  const table = new Map<string, Standing>(gangs.map((g) => [g.id, { ...g, played: 0, won: 0, drawn: 0, lost: 0, points: 0 }]));
  for (const r of results) {
    const s = table.get(r.gangId);
    if (!s) continue;
    const n = r.count ?? 1;
    s.played += n;
    if (r.result === "won") {
      s.won += n;
      s.points += n * scheme.win;
    } else if (r.result === "draw") {
      s.drawn += n;
      s.points += n * scheme.draw;
    } else {
      s.lost += n;
      s.points += n * scheme.loss;
    }
  }
  return [...table.values()].sort((a, b) => b.points - a.points || b.won - a.won || b.rating - a.rating || a.name.localeCompare(b.name));
}
