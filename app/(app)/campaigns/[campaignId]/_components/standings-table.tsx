import type { Standing } from "@/lib/league/standings";

export function StandingsTable({ rows, caption }: { rows: Standing[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] border-collapse bg-white text-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-700 text-left">
            <th className="p-2">#</th><th className="p-2">Gang</th><th className="p-2">Player</th>
            <th className="p-2 text-right">P</th><th className="p-2 text-right">W</th><th className="p-2 text-right">D</th><th className="p-2 text-right">L</th>
            <th className="p-2 text-right">Pts</th><th className="p-2 text-right">Rating</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, i) => (
            <tr key={s.id} className="border-b border-stone-200">
              <td className="p-2">{i + 1}</td><td className="p-2 font-medium">{s.name}</td><td className="p-2">{s.ownerName}</td>
              <td className="p-2 text-right">{s.played}</td><td className="p-2 text-right">{s.won}</td><td className="p-2 text-right">{s.drawn}</td><td className="p-2 text-right">{s.lost}</td>
              <td className="p-2 text-right font-semibold">{s.points}</td><td className="p-2 text-right">{s.rating}</td>
            </tr>
          ))}
          {rows.length === 0 && <tr><td colSpan={9} className="p-3 text-stone-600">No gangs yet: share the invite code.</td></tr>}
        </tbody>
      </table>
    </div>
  );
}
