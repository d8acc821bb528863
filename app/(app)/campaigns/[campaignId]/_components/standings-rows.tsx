"use client";

// Every column fits a 390 px phone: the player's name moves under the gang's there, and the cells
// pad less; the box still scrolls sideways if a long name ever needs it. The cells take their
// look from the table (one class list per table, not per cell: a league of 50 gangs stays light).
// A client component fed compact rows (standings-table.tsx), so the page's RSC payload carries
// each row's nine values, not its whole markup a second time beside the HTML.
const TABLE =
  "w-full border-collapse bg-white text-sm [&_td]:px-1.5 [&_td]:py-2 sm:[&_td]:p-2 [&_th]:px-1.5 [&_th]:py-2 sm:[&_th]:p-2 [&_.n]:text-right [&_.n]:tabular-nums [&_.p]:hidden sm:[&_.p]:table-cell [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-200 [&_.o]:block [&_.o]:text-xs [&_.o]:font-normal [&_.o]:text-stone-600 sm:[&_.o]:hidden";

/** A standing as the page sends it: name, player, retired (1/0), played, won, drawn, lost, points, rating. */
export type StandingRow = [
  name: string,
  ownerName: string,
  retired: 0 | 1,
  played: number,
  won: number,
  drawn: number,
  lost: number,
  points: number,
  rating: number,
];

export function StandingsRows({ rows, caption }: { rows: StandingRow[]; caption: string }) {
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
          {rows.map(([name, ownerName, retired, played, won, drawn, lost, points, rating], i) => (
            // a table drawn once and never reordered in the browser: its place is its key
            <tr key={i}>
              <td>{i + 1}</td>
              <td className="font-medium">
                {name}
                {retired === 1 && <span className="ml-1 rounded bg-stone-200 px-1 text-xs font-normal">Retired</span>}
                <span className="o">{ownerName}</span>
              </td>
              <td className="p">{ownerName}</td>
              <td className="n">{played}</td>
              <td className="n">{won}</td>
              <td className="n">{drawn}</td>
              <td className="n">{lost}</td>
              <td className="n font-semibold">{points}</td>
              <td className="n">{rating}</td>
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
