import type { Standing } from "@/lib/league/standings";

// Every column fits a 390 px phone: the player's name moves under the gang's there, and the cells
// pad less; the box still scrolls sideways if a long name ever needs it. The cells take their
// look from the table (one class list per table, not per cell: a league of 50 gangs stays light).
const TABLE =
  "w-full border-collapse bg-white text-sm [&_td]:px-1.5 [&_td]:py-2 sm:[&_td]:p-2 [&_th]:px-1.5 [&_th]:py-2 sm:[&_th]:p-2 [&_.n]:text-right [&_.n]:tabular-nums [&_.p]:hidden sm:[&_.p]:table-cell [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-200 [&_.o]:block [&_.o]:text-xs [&_.o]:font-normal [&_.o]:text-stone-600 sm:[&_.o]:hidden";

export function StandingsTable({ rows, caption }: { rows: Standing[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className={TABLE}>
        <caption className="text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-700 text-left">
            <th>#</th>
            <th>Gang</th>
            <th className="p">Player</th>
            <th className="n">
              <abbr title="Played">P</abbr>
            </th>
            <th className="n">
              <abbr title="Won">W</abbr>
            </th>
            <th className="n">
              <abbr title="Drawn">D</abbr>
            </th>
            <th className="n">
              <abbr title="Lost">L</abbr>
            </th>
            <th className="n">
              <abbr title="Points">Pts</abbr>
            </th>
            <th className="n">Rating</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s, i) => (
            <tr key={s.id}>
              <td>{i + 1}</td>
              <td className="font-medium">
                {s.name}
                {s.retired && <span className="ml-1 rounded bg-stone-200 px-1 text-xs font-normal">Retired</span>}
                <span className="o">{s.ownerName}</span>
              </td>
              <td className="p">{s.ownerName}</td>
              <td className="n">{s.played}</td>
              <td className="n">{s.won}</td>
              <td className="n">{s.drawn}</td>
              <td className="n">{s.lost}</td>
              <td className="n font-semibold">{s.points}</td>
              <td className="n">{s.rating}</td>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={9} className="p-3 text-stone-600">
                No gangs yet: share the invite code.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
