import { FIGHTER_TYPE_NAMES, drivingSkill, type Fighter, type Roster } from "@/lib/rules";
import { fighterCostText } from "@/lib/rules/printout";
import { fighterProfileGroups, WeaponProfiles } from "./weapon-profiles";
import { StatTable } from "@/app/_components/stat-table";

/** Where a fighter rides: "Driver of Big Red", "Gunner on Big Red"…, from the vehicles' crews. */
function seatOf(fighter: Fighter, roster: Roster): string | null {
  for (const v of roster.vehicles) {
    if (v.crew.driverId === fighter.id) return `Driver of ${v.name}`;
    if (v.crew.gunnerIds.includes(fighter.id)) return `Gunner on ${v.name}`;
    if (v.crew.passengerIds.includes(fighter.id)) return `Passenger on ${v.name}`;
    if (v.crew.polecatIds.includes(fighter.id)) return `Polecat on ${v.name}`;
  }
  return null;
}

/** A card's facts (label: value lines), styled from the list, not a class list per line (the pages stay light). */
export const CARD_FACTS = "mt-2 grid gap-1 [&_dt]:inline [&_dt]:font-semibold [&_dd]:inline";

const list = (items: string[]) => (items.length ? items.join(", ") : "none");

/** A fighter's card for print and for the read-only share page: black on white, no colour needed. */
export function FighterCardView({ fighter, roster, typeLabel }: { fighter: Fighter; roster: Roster; typeLabel?: string }) {
  const seat = seatOf(fighter, roster);
  return (
    <section aria-label={`Fighter card: ${fighter.name}`} className="break-inside-avoid rounded border-2 border-stone-800 bg-white p-3 text-sm text-black">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-800 pb-1">
        <h3 className="text-base font-bold">{fighter.name}</h3>
        <span>
          {typeLabel ?? FIGHTER_TYPE_NAMES[fighter.type]} · {fighter.status} · {fighter.xp} XP · Cost {fighterCostText(fighter)}
        </span>
      </header>
      {fighter.missesNextBattle && <p className="font-bold">Misses the next battle: {fighter.missesNextBattle}</p>}
      <StatTable
        className="mt-2 w-full table-fixed border-collapse text-center text-xs"
        headRowClassName="border-b border-stone-500"
        thClassName="font-semibold"
        values={fighter.stats}
      />
      <dl className={CARD_FACTS}>
        {seat && (
          <div>
            <dt>Rides: </dt>
            <dd>{seat}</dd>
          </div>
        )}
        <div>
          <dt>Equipment: </dt>
          <dd>{list(fighter.equipment.map((e) => `${e.name}${e.traits.length ? ` [${e.traits.join(", ")}]` : ""}`))}</dd>
        </div>
        <div>
          <dt>Skills: </dt>
          <dd>{list(fighter.skills)}</dd>
        </div>
        <div>
          <dt>Driving skills: </dt>
          <dd>{list(fighter.drivingSkills.map((s) => drivingSkill(s).name))}</dd>
        </div>
        <div>
          <dt>Injuries: </dt>
          <dd>{list(fighter.injuries)}</dd>
        </div>
      </dl>
      <WeaponProfiles groups={fighterProfileGroups(fighter)} caption={`Weapon profiles of ${fighter.name}`} />
    </section>
  );
}
