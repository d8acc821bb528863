import { fighterProfileGroups } from "@/app/_components/weapon-profiles";
import { profileRows } from "@/lib/packs/profiles";
import { woundBoxes } from "@/lib/print/card-tracks";
import { fighterCostText } from "@/lib/rules/printout";
import { drivingSkill, FIGHTER_TYPE_NAMES, type Fighter, type Roster } from "@/lib/rules";
import { profilesPiece, tableCards, textPiece, TickBoxes, type CardPlace } from "./card-frame";
import { StatTable } from "@/app/_components/stat-table";

/** Where a fighter rides: "Driver of Big Red", "Gunner on Big Red"…, from the vehicles' crews. */
function seatOf(fighter: Fighter, roster: Roster): string {
  for (const v of roster.vehicles) {
    if (v.crew.driverId === fighter.id) return `Driver of ${v.name}`;
    if (v.crew.gunnerIds.includes(fighter.id)) return `Gunner on ${v.name}`;
    if (v.crew.passengerIds.includes(fighter.id)) return `Passenger on ${v.name}`;
    if (v.crew.polecatIds.includes(fighter.id)) return `Polecat on ${v.name}`;
  }
  return "";
}

/**
 * A fighter's card for the table: the profile, a box per wound, where they ride, the profile
 * lines of their weapons (from packs; name and traits for kit without lines), skills, driving
 * skills and injuries. A fighter too full for one card goes on onto a second (tableCards).
 */
export function fighterTableCards({ fighter, roster, typeLabel, place }: { fighter: Fighter; roster: Roster; typeLabel: string; place: CardPlace }) {
  const seat = seatOf(fighter, roster);
  const groups = fighterProfileGroups(fighter);
  const kit = fighter.equipment
    .filter((e) => profileRows(e).length === 0)
    .map((e) => `${e.name}${e.traits.length ? ` [${e.traits.join(", ")}]` : ""}`)
    .join(", ");
  const skills = fighter.skills.join(", ");
  const driving = fighter.drivingSkills.map((s) => drivingSkill(s).name).join(", ");
  const injuries = fighter.injuries.join(", ");
  const headline = `${typeLabel || FIGHTER_TYPE_NAMES[fighter.type]} · ${fighter.xp} XP · Cost ${fighterCostText(fighter)}`;
  const wounds = woundBoxes(fighter.stats.W);
  const misses = fighter.missesNextBattle ?? "";

  return tableCards({
    label: `Fighter card: ${fighter.name}`,
    cardKey: `fighter-${fighter.id}`,
    title: fighter.name,
    place,
    head: [
      { block: { text: headline.length }, node: <p>{headline}</p> },
      { block: { text: misses ? misses.length + 14 : 0 }, node: misses && <p className="font-bold">Misses the next battle: {misses}</p> },
      {
        block: { rows: 2.4 },
        node: <StatTable className="card-table card-stats" values={fighter.stats} />,
      },
      {
        block: { rows: 1 },
        node: wounds > 0 && (
          <p>
            <span className="font-semibold">Wounds: </span>
            <TickBoxes count={wounds} label={`${wounds} wound boxes`} />
          </p>
        ),
      },
    ],
    flow: [
      textPiece("Rides", seat),
      profilesPiece(groups, `Weapon profiles of ${fighter.name}`),
      textPiece(groups.length ? "Other kit" : "Equipment", kit || (groups.length ? "" : "none")),
      textPiece("Skills", skills),
      textPiece("Driving skills", driving),
      textPiece("Injuries", injuries),
    ],
  });
}
