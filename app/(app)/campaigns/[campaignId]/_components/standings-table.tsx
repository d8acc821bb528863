import type { Standing } from "@/lib/league/standings";
import { StandingsRows, type StandingRow } from "./standings-rows";

/** The league table; its rows go to the browser as values only (see standings-rows.tsx). */
export function StandingsTable({ rows, caption }: { rows: Standing[]; caption: string }) {
  const compact = rows.map((s): StandingRow => [s.name, s.ownerName, s.retired ? 1 : 0, s.played, s.won, s.drawn, s.lost, s.points, s.rating]);
  return <StandingsRows rows={compact} caption={caption} />;
}
