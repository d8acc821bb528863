import { vehicleProfileGroups } from "@/app/_components/weapon-profiles";
import { vehicleWeaponRows } from "@/lib/packs/profiles";
import { armourPlateTrack, woundBoxes } from "@/lib/print/card-tracks";
import { countedNames } from "@/lib/rules/printout";
import {
  customUpgrade,
  drivingSkill,
  effectiveVehicle,
  fittedUpgradeName,
  formatSave,
  formatValue,
  LOCATION_IDS,
  PERMANENT_DAMAGE_TABLE,
  vehicleProfile,
  type Roster,
  type Vehicle,
} from "@/lib/rules";
import { profilesPiece, tableCards, textPiece, TickBoxes, type CardPlace } from "./card-frame";

export const LOCATION_NAMES: Record<(typeof LOCATION_IDS)[number], string> = {
  crew: "Crew",
  weapons: "Weapons",
  upgrades: "Upgrades",
  wheels: "Wheels",
  driver: "Driver",
  engines: "Engines",
};

/** "4+ ☐ 5+ ☐ 6+ ☐": the armour plates' save, one box to tick per save made (003 Workshop, Armour plates). */
export function ArmourTrack({ save }: { save: number | null }) {
  const track = armourPlateTrack(save);
  if (track.length === 0) return null;
  return (
    <div role="group" className="my-[0.15em]" aria-label={`Armour plate save track: ${track.map((s) => `${s}+`).join(", then ")}, then none`}>
      <span className="font-semibold">Armour plates: </span>
      {track.map((s) => (
        <span key={s} className="mr-[0.6em] whitespace-nowrap">
          {s}+ <span className="tick-box" />
        </span>
      ))}
      <span className="text-[0.85em]">tick per save made</span>
    </div>
  );
}

/**
 * A vehicle's card for the table: its profile (lib's effectiveVehicle, nothing re-coded), a
 * wound box per wound of each location, the armour-plate save track, its crew, the profile lines
 * of its bolted-on weapons (from packs; name and traits for weapons without lines), its upgrades
 * and damage by name (their rules are in the rules summary), and the driver's driving skills.
 * A vehicle too full for one card goes on onto a second (tableCards).
 */
export function vehicleTableCards({ vehicle, roster, place }: { vehicle: Vehicle; roster: Roster; place: CardPlace }) {
  const card = effectiveVehicle(vehicle);
  const fighter = (id: string | null) => roster.fighters.find((f) => f.id === id);
  const driver = fighter(vehicle.crew.driverId);
  const seats: [string | null, string][] = [
    [vehicle.crew.driverId, "Driver"],
    ...vehicle.crew.gunnerIds.map((id): [string, string] => [id, "Gunner"]),
    ...vehicle.crew.passengerIds.map((id): [string, string] => [id, "Passenger"]),
    ...vehicle.crew.polecatIds.map((id): [string, string] => [id, "Polecat"]),
  ];
  const crew = seats.flatMap(([id, role]) => (fighter(id) ? [`${fighter(id)!.name} (${role})`] : [])).join(", ");
  const groups = vehicleProfileGroups(roster, vehicle);
  const withoutLines = vehicle.weapons.filter((w) => vehicleWeaponRows(roster, { ...vehicle, weapons: [w] }).length === 0);
  const firedBy = (w: Vehicle["weapons"][number]) =>
    w.allocatedTo?.role === "driver" ? "driver" : w.allocatedTo ? (fighter(w.allocatedTo.fighterId)?.name ?? "?") : "unallocated";
  const weapons = withoutLines
    .map((w) => `${w.twinLinked ? "Twin-linked " : ""}${w.name}${w.traits.length ? ` [${w.traits.join(", ")}]` : ""} → ${firedBy(w)}`)
    .join("; ");
  const upgrades = countedNames(vehicle.upgrades.map((u) => fittedUpgradeName(vehicle, u))).join(", ");
  const custom = countedNames(vehicle.customUpgrades.map((u) => customUpgrade(u.upgradeId).name)).join(", ");
  const damage = countedNames(vehicle.permanentDamage.map((id) => PERMANENT_DAMAGE_TABLE.find((r) => r.id === id)?.name ?? id)).join(", ");
  const skills = (driver?.drivingSkills ?? []).map((s) => drivingSkill(s).name).join(", ");
  const rules = vehicleProfile(vehicle.kind).specialRules.join(" ");
  const headline = `${card.profileName} · M ${card.movement}" · thrust ${card.maxThrust}" · carries ${card.crewCapacity} + driver`;

  return tableCards({
    label: `Vehicle card: ${vehicle.name}`,
    cardKey: `vehicle-${vehicle.id}`,
    title: vehicle.name,
    place,
    head: [
      { block: { text: headline.length + 10 }, node: <p>{headline}</p> },
      { block: { rows: card.destroyed ? 1 : 0 }, node: card.destroyed && <p className="font-bold">DESTROYED</p> },
      { block: { rows: card.benchedNextBattle ? 1 : 0 }, node: card.benchedNextBattle && <p className="font-bold">Badly mangled: misses the next battle</p> },
      { block: { rows: 9.5 }, node: <LocationTable locations={card.locations} /> },
      { block: { rows: armourPlateTrack(card.specialSave).length ? 1 : 0 }, node: <ArmourTrack save={card.specialSave} /> },
    ],
    flow: [
      textPiece("Crew", crew || "none"),
      profilesPiece(groups, `Weapon profiles on ${vehicle.name}`),
      textPiece(groups.length ? "Other weapons" : "Weapons", weapons || (groups.length ? "" : "none")),
      textPiece("Upgrades", upgrades),
      textPiece("Custom", custom),
      textPiece("Damage", damage),
      textPiece("Driving skills", skills),
      textPiece("Rules", rules),
    ],
  });
}

type LocationStats = { toughness: Parameters<typeof formatValue>[0]; save: Parameters<typeof formatSave>[0]; wounds: Parameters<typeof formatValue>[0] };

/** A vehicle's locations with a box per wound to tick (a fighter's own card holds his wounds); used by blank cards too. */
export function LocationTable({ locations }: { locations: Record<(typeof LOCATION_IDS)[number], LocationStats> }) {
  return (
    <table className="card-table card-locations">
      <thead>
        <tr>
          <th scope="col">Location</th>
          <th scope="col">T</th>
          <th scope="col">Sv</th>
          <th scope="col">W</th>
          <th scope="col">Wounds</th>
        </tr>
      </thead>
      <tbody>
        {LOCATION_IDS.map((loc) => {
          const l = locations[loc];
          const boxes = woundBoxes(l.wounds);
          return (
            <tr key={loc}>
              <th scope="row">{LOCATION_NAMES[loc]}</th>
              <td>{formatValue(l.toughness)}</td>
              <td>{formatSave(l.save)}</td>
              <td>{formatValue(l.wounds)}</td>
              <td>{boxes ? <TickBoxes count={boxes} label={`${boxes} wound boxes`} /> : <span className="text-[0.85em]">fighter&apos;s card</span>}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
