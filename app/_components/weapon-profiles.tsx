import { profileRows, vehicleWeaponRows, type ProfileRow } from "@/lib/packs/profiles";
import type { Fighter, Roster, Vehicle } from "@/lib/rules/roster/schema";

/** The printed lines of each weapon a fighter carries that has a profile, weapon by weapon. */
export const fighterProfileGroups = (f: Fighter): ProfileRow[][] => f.equipment.map((e) => profileRows(e)).filter((g) => g.length > 0);

/** A vehicle's bolted-on weapons with a profile, each beside who fires it (003: a gunner or the driver). */
export const vehicleProfileGroups = (roster: Roster, v: Vehicle): ProfileRow[][] =>
  v.weapons
    .map((w) => vehicleWeaponRows(roster, { ...v, weapons: [{ ...w, name: w.twinLinked ? `Twin-linked ${w.name}` : w.name }] }))
    .filter((g) => g.length > 0);

const CELLS = ["range", "accuracy", "S", "AP", "D", "Ammo"] as const;
const HEADS: Record<(typeof CELLS)[number], string> = { range: "Rng", accuracy: "Acc", S: "S", AP: "AP", D: "D", Ammo: "Am" };
const TITLES: Record<(typeof CELLS)[number], string> = {
  range: "Range short/long",
  accuracy: "Accuracy short/long",
  S: "Strength",
  AP: "Armour piercing",
  D: "Damage",
  Ammo: "Ammo check",
};

/**
 * Weapon profile lines as the cards print them: a weapon with several lines (a launcher's two
 * shells) gets its name once, then one row per line; traits sit under the name and a bolted-on
 * weapon names who fires it. Narrow enough for a phone and for one column of a printed page.
 */
export function WeaponProfiles({ groups, caption, className = "" }: { groups: readonly ProfileRow[][]; caption: string; className?: string }) {
  if (groups.length === 0) return null;
  return (
    <table className={`mt-2 w-full border-collapse text-left text-xs [&_td]:whitespace-nowrap [&_td]:px-0.5 [&_td]:text-center [&_td]:align-top ${className}`}>
      <caption className="text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-stone-500">
          <th scope="col" className="pr-1 font-semibold">
            Weapon
          </th>
          {CELLS.map((c) => (
            <th key={c} scope="col" className="px-0.5 text-center font-semibold">
              <abbr title={TITLES[c]} className="no-underline">
                {HEADS[c]}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group, i) => {
        const first = group[0]!;
        const head = (
          <>
            <span className="font-medium">{first.weapon}</span>
            {first.firedBy && <span> → {first.firedBy}</span>}
            {first.traits && <span className="block text-[0.7rem] leading-tight text-stone-700">{first.traits}</span>}
          </>
        );
        const cells = (r: ProfileRow) => CELLS.map((c) => <td key={c}>{r[c]}</td>);
        return (
          <tbody key={i} className="break-inside-avoid border-b border-stone-200">
            {group.length === 1 && first.line === "" ? (
              <tr>
                <th scope="row" className="pr-1 align-top font-normal">
                  {head}
                </th>
                {cells(first)}
              </tr>
            ) : (
              <>
                <tr>
                  <th scope="rowgroup" colSpan={CELLS.length + 1} className="pr-1 pt-0.5 font-normal">
                    {head}
                  </th>
                </tr>
                {group.map((r, j) => (
                  <tr key={j}>
                    <th scope="row" className="pl-2 pr-1 align-top font-normal">
                      – {r.line}
                    </th>
                    {cells(r)}
                  </tr>
                ))}
              </>
            )}
          </tbody>
        );
      })}
    </table>
  );
}
