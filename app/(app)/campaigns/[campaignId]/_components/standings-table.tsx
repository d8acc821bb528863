import type { Standing } from "@/lib/league/standings";

// Every column fits a 390 px phone: the player's name moves under the gang's there, and the cells
// pad less; the box still scrolls sideways if a long name ever needs it.
const cell = "px-1.5 py-2 sm:p-2";
const num = `${cell} text-right tabular-nums`;

export function StandingsTable({ rows, caption }: { rows: Standing[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse bg-white text-sm">
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-700 text-left">
            <th className={cell}>#</th><th className={cell}>Gang</th><th className={`${cell} hidden sm:table-cell`}>Player</th>
            <th className={num}><abbr title="Played">P</abbr></th><th className={num}><abbr title="Won">W</abbr></th>
            <th className={num}><abbr title="Drawn">D</abbr></th><th className={num}><abbr title="Lost">L</abbr></th>
            <th className={num}><abbr title="Points">Pts</abbr></th><th className={num}>Rating</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, i) => (
            <tr key={s.id} className="border-b border-stone-200">
              <td className={cell}>{i + 1}</td>
              <td className={`${cell} font-medium`}>{s.name}{s.retired && <span className="ml-1 rounded bg-stone-200 px-1 text-xs font-normal">Retired</span>}<span className="block text-xs font-normal text-stone-600 sm:hidden">{s.ownerName}</span></td>
              <td className={`${cell} hidden sm:table-cell`}>{s.ownerName}</td>
              <td className={num}>{s.played}</td><td className={num}>{s.won}</td><td className={num}>{s.drawn}</td><td className={num}>{s.lost}</td>
              <td className={`${num} font-semibold`}>{s.points}</td><td className={num}>{s.rating}</td>
            </tr>
          ))}
          {rows.length === 0 && <tr><td colSpan={9} className="p-3 text-stone-600">No gangs yet: share the invite code.</td></tr>}
        </tbody>
      </table>
    </div>
  );
}
