import { FIGHTER_TYPE_NAMES, STAT_NAMES, credits, effectiveVehicle, type Roster } from "@/lib/rules";
import { fighterCostText, isInGang, stashText } from "@/lib/rules/printout";

export interface RosterSummaryGang {
  name: string;
  house: string;
  rating: number;
  retired: boolean;
}

/** The one-page roster: gang, credits and rating, every fighter's line and every vehicle. */
export function RosterSummary({ gang, roster, typeLabel }: { gang: RosterSummaryGang; roster: Roster; typeLabel?: (f: Roster["fighters"][number]) => string }) {
  const stats: [string, string | number][] = [
    ["House", gang.house || "—"],
    ["Credits", credits(roster)],
    ["Gang rating", gang.rating],
    ["Stash", stashText(roster.stash)],
  ];
  // The count is the gang page's: dead and retired fighters keep their row (marked) but are not counted.
  const inGang = roster.fighters.filter(isInGang).length;
  const dead = roster.fighters.filter((f) => f.status === "dead").length;
  const retired = roster.fighters.filter((f) => f.status === "retired").length;
  const notCounted = [dead && `${dead} dead`, retired && `${retired} retired`].filter(Boolean).join(" and ");
  return (
    <section aria-labelledby="roster-heading" className="space-y-3 text-black">
      <header className="border-b-2 border-stone-800 pb-2">
        <h1 id="roster-heading" className="text-2xl font-bold">
          {gang.name}
          {gang.retired && " (retired)"}
        </h1>
        <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          {stats.map(([label, value]) => (
            <div key={label}>
              <dt className="inline font-semibold">{label}: </dt>
              <dd className="inline">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {/* On a phone the table is wider than the screen and scrolls inside this box: a focusable,
          named region, so keyboard users can scroll it too (axe scrollable-region-focusable). */}
      <div
        role="region"
        tabIndex={0}
        aria-label={`Fighters of ${gang.name}, scrolls sideways`}
        className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rust-600"
      >
        <table className="w-full border-collapse text-left text-xs">
          <caption className="mb-1 text-left text-base font-semibold">
            Fighters ({inGang}
            {notCounted && <span className="font-normal">, not counting {notCounted}</span>})
          </caption>
          <thead>
            <tr className="border-b border-stone-800">
              <th scope="col" className="sticky left-0 z-10 bg-white pr-2">
                Name
              </th>
              <th scope="col" className="pr-2">
                Type
              </th>
              <th scope="col" className="pr-2">
                Status
              </th>
              {STAT_NAMES.map((s) => (
                <th key={s} scope="col" className="px-0.5 text-center">
                  {s}
                </th>
              ))}
              <th scope="col" className="px-1 text-right">
                XP
              </th>
              <th scope="col" className="pl-1 text-right">
                Cost
              </th>
            </tr>
          </thead>
          <tbody>
            {roster.fighters.length === 0 && (
              <tr>
                <td colSpan={STAT_NAMES.length + 5} className="py-1">
                  No fighters.
                </td>
              </tr>
            )}
            {roster.fighters.map((f) => (
              <tr key={f.id} className={`border-b border-stone-300 ${isInGang(f) ? "" : "text-stone-600"}`}>
                <th scope="row" className="sticky left-0 z-10 bg-white pr-2 font-medium">
                  {f.name}
                </th>
                <td className="pr-2">{typeLabel ? typeLabel(f) : FIGHTER_TYPE_NAMES[f.type]}</td>
                <td className="pr-2">
                  {isInGang(f) ? f.status : <span className="font-bold uppercase">{f.status}</span>}
                  {f.missesNextBattle ? " (misses next)" : ""}
                </td>
                {STAT_NAMES.map((s) => (
                  <td key={s} className="px-0.5 text-center">
                    {f.stats[s]}
                  </td>
                ))}
                <td className="px-1 text-right">{f.xp}</td>
                <td className="whitespace-nowrap pl-1 text-right">{fighterCostText(f)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h2 className="text-base font-semibold">Vehicles ({roster.vehicles.length})</h2>
        {roster.vehicles.length === 0 ? (
          <p className="text-sm">No vehicles.</p>
        ) : (
          <ul className="list-disc pl-5 text-sm">
            {roster.vehicles.map((v) => {
              const card = effectiveVehicle(v);
              const driver = roster.fighters.find((f) => f.id === v.crew.driverId);
              return (
                <li key={v.id}>
                  <span className="font-medium">{v.name}</span> — {card.profileName}, M {card.movement}&quot;, driver {driver?.name ?? "none"},{" "}
                  {v.weapons.length} weapon{v.weapons.length === 1 ? "" : "s"}, {v.upgrades.length + v.customUpgrades.length} upgrade
                  {v.upgrades.length + v.customUpgrades.length === 1 ? "" : "s"}
                  {card.destroyed ? " — DESTROYED" : card.benchedNextBattle ? " — misses the next battle" : ""}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
