import { fighterProfileGroups, WeaponProfiles } from "@/app/_components/weapon-profiles";
import { profileRows } from "@/lib/packs/profiles";
import { fitCardPt, type CardBlock } from "@/lib/print/card-fit";
import { woundBoxes } from "@/lib/print/card-tracks";
import { fighterCostText } from "@/lib/rules/printout";
import { drivingSkill, FIGHTER_TYPE_NAMES, STAT_NAMES, type Fighter, type Roster } from "@/lib/rules";
import { CARD_TYPE, CardFrame, cardInner, TickBoxes, type CardPlace } from "./card-frame";

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

const Line = ({ label, text }: { label: string; text: string }) =>
  text ? (
    <p>
      <span className="font-semibold">{label}: </span>
      {text}
    </p>
  ) : null;

/**
 * A fighter's card for the table: the profile, a box per wound, where they ride, the profile
 * lines of their weapons (from packs; name and traits for kit without lines), skills, driving
 * skills and injuries.
 */
export function FighterTableCard({ fighter, roster, typeLabel, place }: { fighter: Fighter; roster: Roster; typeLabel: string; place: CardPlace }) {
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

  const type = CARD_TYPE[place.size];
  const inner = cardInner(place);
  const blocks: CardBlock[] = [
    { rows: 1.5 },
    { text: headline.length },
    { mm: place.shareUrl ? (type.qrMm * type.qrMm) / inner.width : 0 },
    { rows: 2.4 },
    { rows: 1 },
    ...[seat, kit, skills, driving, injuries, fighter.missesNextBattle ?? ""].filter(Boolean).map((t) => ({ text: t.length + 14 })),
    { rows: groups.length ? 2 + groups.reduce((n, g) => n + g.length + (g.length > 1 || g[0]!.line ? 1 : 0) + (g[0]!.traits ? 1 : 0), 0) : 0 },
  ];
  const pt = fitCardPt({ ...inner, basePt: type.basePt, minPt: type.minPt, blocks });
  return (
    <CardFrame label={`Fighter card: ${fighter.name}`} place={place} pt={pt} cardKey={`fighter-${fighter.id}`}>
      <h3 className="card-title">{fighter.name}</h3>
      <p>{headline}</p>
      {fighter.missesNextBattle && <p className="font-bold">Misses the next battle: {fighter.missesNextBattle}</p>}
      <table className="card-table card-stats">
        <thead>
          <tr>
            {STAT_NAMES.map((s) => (
              <th key={s} scope="col">
                {s}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {STAT_NAMES.map((s) => (
              <td key={s}>{fighter.stats[s]}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {wounds > 0 && (
        <p>
          <span className="font-semibold">Wounds: </span>
          <TickBoxes count={wounds} label={`${wounds} wound boxes`} />
        </p>
      )}
      <Line label="Rides" text={seat} />
      <WeaponProfiles groups={groups} caption={`Weapon profiles of ${fighter.name}`} className="card-weapons" />
      <Line label={groups.length ? "Other kit" : "Equipment"} text={kit || (groups.length ? "" : "none")} />
      <Line label="Skills" text={skills} />
      <Line label="Driving skills" text={driving} />
      <Line label="Injuries" text={injuries} />
    </CardFrame>
  );
}
