import {
  boltOnSlotsUsed,
  effectiveVehicle,
  FIGHTER_TYPE_NAMES,
  fittedUpgradeName,
  formatSave,
  formatValue,
  LOCATION_IDS,
  customUpgrade,
  drivingSkill,
  PERMANENT_DAMAGE_TABLE,
  vehicleProfile,
  type Roster,
  type Vehicle,
} from "@/lib/rules";
import { countedNames, vehicleRuleTexts } from "@/lib/rules/printout";
import { vehicleProfileGroups, WeaponProfiles } from "./weapon-profiles";
import { CARD_FACTS } from "./fighter-card";

const sentence = (r: string) => (/[.!?]$/.test(r) ? r : `${r}.`);

const LOCATION_NAMES: Record<(typeof LOCATION_IDS)[number], string> = {
  crew: "Crew",
  weapons: "Weapons",
  upgrades: "Upgrades",
  wheels: "Wheels/tracks",
  driver: "Driver",
  engines: "Engines",
};

/**
 * A vehicle's card on the gang and share pages (the print view has its own, cut to size): everything
 * comes from lib's effectiveVehicle, nothing re-coded. `rulesBelow`: the card names its upgrades
 * and damage but leaves their rules to `RulesOnTheseCards` after the cards.
 */
export function VehicleCardView({ vehicle, roster, rulesBelow = false }: { vehicle: Vehicle; roster: Roster; rulesBelow?: boolean }) {
  const card = effectiveVehicle(vehicle);
  const fighter = (id: string | null) => roster.fighters.find((f) => f.id === id);
  const driver = fighter(vehicle.crew.driverId);
  const roles: [string | null, string][] = [
    [vehicle.crew.driverId, "Driver"],
    ...vehicle.crew.gunnerIds.map((id): [string, string] => [id, "Gunner"]),
    ...vehicle.crew.passengerIds.map((id): [string, string] => [id, "Passenger"]),
    ...vehicle.crew.polecatIds.map((id): [string, string] => [id, "Polecat"]),
  ];
  const crew = roles.flatMap(([id, role]) => {
    const f = fighter(id);
    return f ? [{ f, role }] : [];
  });
  const damageName = (id: string) => PERMANENT_DAMAGE_TABLE.find((r) => r.id === id)?.name ?? id;
  const profileRules = vehicleProfile(vehicle.kind).specialRules;
  const hasRulesBelow = vehicle.upgrades.length + vehicle.customUpgrades.length + vehicle.permanentDamage.length > 0;
  return (
    <section aria-label={`Vehicle card: ${vehicle.name}`} className="break-inside-avoid rounded border-2 border-stone-800 bg-white p-3 text-sm text-black">
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-800 pb-1">
        <h3 className="text-base font-bold">{vehicle.name}</h3>
        <span>
          {card.profileName} · M {card.movement}&quot; · thrust {card.maxThrust}&quot;{card.specialSave ? ` · save ${card.specialSave}+` : ""}
        </span>
      </header>
      {card.destroyed && <p className="font-bold">DESTROYED</p>}
      {card.benchedNextBattle && <p className="font-bold">Badly mangled: misses the next battle</p>}
      <table className="mt-2 w-full border-collapse text-left [&_td]:pr-2 [&_th]:pr-2 [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-200">
        <thead>
          <tr className="border-b border-stone-500">
            <th>Location</th>
            <th>T</th>
            <th>Sv</th>
            <th>W</th>
          </tr>
        </thead>
        <tbody>
          {LOCATION_IDS.map((loc) => {
            const l = card.locations[loc];
            return (
              <tr key={loc}>
                <td>{LOCATION_NAMES[loc]}</td>
                <td>{formatValue(l.toughness)}</td>
                <td>{formatSave(l.save)}</td>
                <td>{formatValue(l.wounds)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className={CARD_FACTS}>
        <div>
          <dt>Crew: </dt>
          <dd>
            {crew.length ? crew.map(({ f, role }) => `${f.name} (${role}, ${FIGHTER_TYPE_NAMES[f.type]})`).join("; ") : "none"} — carries {card.crewCapacity} +
            driver
          </dd>
        </div>
        <div>
          <dt>
            Bolted-on weapons ({boltOnSlotsUsed(vehicle)} / {card.boltOnSlots} spaces):{" "}
          </dt>
          <dd>
            {vehicle.weapons.length
              ? vehicle.weapons
                  .map(
                    (w) =>
                      `${w.twinLinked ? "Twin-linked " : ""}${w.name}${w.traits.length ? ` [${w.traits.join(", ")}]` : ""} → ${w.allocatedTo?.role === "driver" ? "driver" : w.allocatedTo ? (fighter(w.allocatedTo.fighterId)?.name ?? "?") : "unallocated"}`,
                  )
                  .join("; ")
              : "none"}
          </dd>
        </div>
        <div>
          <dt>Upgrades: </dt>
          <dd>{vehicle.upgrades.length ? countedNames(vehicle.upgrades.map((u) => fittedUpgradeName(vehicle, u))).join("; ") : "none"}</dd>
        </div>
        <div>
          <dt>Custom upgrades: </dt>
          <dd>{vehicle.customUpgrades.length ? countedNames(vehicle.customUpgrades.map((u) => customUpgrade(u.upgradeId).name)).join("; ") : "none"}</dd>
        </div>
        <div>
          <dt>Permanent damage: </dt>
          <dd>{vehicle.permanentDamage.length ? countedNames(vehicle.permanentDamage.map(damageName)).join("; ") : "none"}</dd>
        </div>
        <div>
          <dt>Driving skills: </dt>
          <dd>{driver?.drivingSkills.length ? driver.drivingSkills.map((s) => drivingSkill(s).name).join("; ") : "none"}</dd>
        </div>
        {rulesBelow
          ? (profileRules.length > 0 || hasRulesBelow) && (
              <div>
                <dt>Special rules: </dt>
                <dd>
                  {[...profileRules.map(sentence), ...(hasRulesBelow ? ["Upgrades and damage: see “Rules on these cards” after the cards."] : [])].join(" ")}
                </dd>
              </div>
            )
          : card.specialRules.length > 0 && (
              <div>
                <dt>Special rules: </dt>
                <dd>{card.specialRules.map(sentence).join(" ")}</dd>
              </div>
            )}
      </dl>
      {/* a bolted-on weapon's profile lines, each beside who fires it */}
      <WeaponProfiles groups={vehicleProfileGroups(roster, vehicle)} caption={`Weapon profiles on ${vehicle.name}`} />
    </section>
  );
}

/**
 * The rules of the upgrades, custom upgrades and damage on these vehicles, each once and cited,
 * after the cards (the cards only name them). Nothing when no vehicle has any.
 */
export function RulesOnTheseCards({ vehicles }: { vehicles: Vehicle[] }) {
  const rules = vehicleRuleTexts(vehicles);
  if (rules.length === 0) return null;
  return (
    <section aria-labelledby="rules-on-cards-heading" className="text-black">
      <h2 id="rules-on-cards-heading" className="mb-2 break-after-avoid text-lg font-semibold">
        Rules on these cards
      </h2>
      <dl className="gap-4 text-sm sm:columns-2 print:columns-2 print:text-[8.5pt] print:leading-snug">
        {rules.map((r) => (
          <div key={r.key} className="mb-2 break-inside-avoid">
            <dt>
              <span className="font-semibold">{r.name}</span>{" "}
              <span className="text-stone-700">
                ({r.kind.toLowerCase()}; {r.on.join(", ")})
              </span>
            </dt>
            <dd>
              {r.text} <cite className="text-xs not-italic text-stone-600">[{r.cite}]</cite>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
