import type { EquipmentItem } from "@/lib/catalogue/equipment";
import { CUSTOM_UPGRADES, FIGHTER_TYPE_NAMES, isCloseCombat, PERMANENT_DAMAGE_TABLE, VEHICLE_PROFILES, WORKSHOP_UPGRADES, vehicleProfile, type Roster, type Vehicle } from "@/lib/rules";
import { VehicleCardView } from "@/app/_components/vehicle-card";
import { OpForm, type Option } from "./op-form";
import { boltOnChoices, type GangPack } from "./pack-options";
import { PackOpForm } from "./pack-op-form";

const KIND_LABELS: Option[] = [
  { value: "truck", label: "Truck" }, { value: "buggy", label: "Buggy" }, { value: "half-track", label: "Half-track" },
  { value: "track", label: "Track" }, { value: "bike", label: "Bike" }, { value: "trike", label: "Trike" },
].map((o) => ({ ...o, label: `${o.label} (${vehicleProfile(o.value as Vehicle["kind"]).cost} credits)` }));

export function VehiclesSection({ gangId, version, roster, catalogue, packs = [] }: { gangId: string; version: number; roster: Roster; catalogue: EquipmentItem[]; packs?: GangPack[] }) {
  const packWeapons = boltOnChoices(packs);
  return (
    <section aria-labelledby="vehicles-heading" className="space-y-3">
      <h2 id="vehicles-heading" className="text-xl font-semibold">Vehicles</h2>
      {roster.vehicles.length === 0 && <p className="rounded border border-dashed border-stone-400 p-3 text-stone-700">No vehicles yet. A truck, half-track or bike can be bought below.</p>}
      {roster.vehicles.map((v) => (
        <VehiclePanel key={v.id} gangId={gangId} version={version} roster={roster} vehicle={v} catalogue={catalogue} packWeapons={packWeapons} />
      ))}
      <div className="rounded border border-stone-300 bg-white p-3">
        <h3 className="mb-2 font-semibold">Buy a vehicle</h3>
        <OpForm gangId={gangId} version={version} type="buyVehicle" primaryField="kind" submitLabel="Buy vehicle" defaults={{ kind: "truck" }}
          fields={[{ name: "name", label: "Vehicle name", kind: "text" }, { name: "kind", label: "Vehicle", kind: "select", options: KIND_LABELS }]} />
        <p className="mt-1 text-xs text-stone-600">Profiles: {VEHICLE_PROFILES.filter((p) => p.id !== "hulk").map((p) => `${p.name} ${p.cost}`).join(" · ")} credits.</p>
      </div>
    </section>
  );
}

function VehiclePanel({ gangId, version, roster, vehicle: v, catalogue, packWeapons }: { gangId: string; version: number; roster: Roster; vehicle: Vehicle; catalogue: EquipmentItem[]; packWeapons: ReturnType<typeof boltOnChoices> }) {
  const common = { gangId, version, fixed: { vehicleId: v.id } };
  // each crew place with its role, as the chips say it ("Driver: Grimgob")
  const crew: { id: string; role: string }[] = [
    ...(v.crew.driverId ? [{ id: v.crew.driverId, role: "Driver" }] : []),
    ...v.crew.gunnerIds.map((id) => ({ id, role: "Gunner" })),
    ...v.crew.passengerIds.map((id) => ({ id, role: "Passenger" })),
    ...v.crew.polecatIds.map((id) => ({ id, role: "Polecat" })),
  ];
  const fighterOptions: Option[] = [{ value: "", label: "Choose a fighter" }, ...roster.fighters.filter((f) => f.status === "active").map((f) => ({ value: f.id, label: `${f.name} (${FIGHTER_TYPE_NAMES[f.type]})` }))];
  const allocation: Option[] = [{ value: "", label: "Nobody yet" }, { value: "driver", label: "The driver" }, ...v.crew.gunnerIds.map((id) => {
    // ruling (lib/rules/validation/weapons.ts): a gunner fires one bolted-on weapon, so the choice says which he has
    const fires = v.weapons.find((w) => w.allocatedTo?.role === "gunner" && w.allocatedTo.fighterId === id);
    return { value: id, label: `Gunner: ${roster.fighters.find((f) => f.id === id)?.name ?? id}${fires ? ` (fires the ${fires.name})` : ""}` };
  })];
  // 003: only ranged weapons are bolted on, so close-combat ones are not offered.
  const boltable = catalogue.filter((i) => i.category === "weapon" && !isCloseCombat(i));
  const weapons = boltable.map((i) => ({ value: i.id, label: `${i.name} (${i.cost})${i.traits.length ? ` [${i.traits.join(", ")}]` : ""}${i.source === "default" ? "" : ` · ${i.source}`}` }));
  const prices = Object.fromEntries(boltable.map((i) => [i.id, i.cost]));
  return (
    <article aria-label={`Vehicle ${v.name}`} className="space-y-3 rounded border border-stone-300 bg-stone-50 p-3">
      <VehicleCardView vehicle={v} roster={roster} />
      <details>
        <summary className="cursor-pointer text-sm font-medium text-rust-700">Crew, weapons and upgrades for {v.name}</summary>
        <div className="mt-3 space-y-4">
          <div>
            <h4 className="font-semibold">Crew</h4>
            <ul className="mb-2 flex flex-wrap gap-2">
              {crew.map(({ id, role }) => {
                const f = roster.fighters.find((x) => x.id === id);
                return f ? (
                  <li key={`${role}-${id}`} className="flex items-center gap-2 rounded border border-stone-300 bg-white py-1 pl-2 pr-1 text-sm">
                    <span><span className="text-stone-600">{role}:</span> {f.name}</span>
                    <OpForm gangId={gangId} version={version} type="leaveCrew" fixed={{ fighterId: f.id }} primaryField="fighterId" fields={[]} submitLabel={`Take ${f.name} off`} />
                  </li>
                ) : null;
              })}
            </ul>
            <OpForm {...common} type="assignCrew" primaryField="fighterId" submitLabel="Add to crew" subject={v.name} defaults={{ role: "driver", fighterId: "" }}
              fields={[
                { name: "fighterId", label: "Fighter", kind: "select", options: fighterOptions },
                { name: "role", label: "Role", kind: "select", options: ["driver", "gunner", "passenger", "polecat"].map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) })) },
              ]} />
          </div>
          <div>
            <h4 className="font-semibold">Bolted-on weapons</h4>
            <p className="mb-2 text-xs text-stone-600">Each gunner fires the one weapon he is named for; the driver up to two, none Unwieldy. Anyone aboard may fire the others (an Unwieldy one at −2). 003 Drivers and Gunners; Bolted on Weapons.</p>
            <ul className="mb-2 space-y-2">
              {v.weapons.map((w) => (
                <li key={w.id} className="flex flex-wrap items-start gap-3 rounded border border-stone-200 bg-white p-2">
                  <span className="mt-7 font-medium">{w.twinLinked ? "Twin-linked " : ""}{w.name}</span>
                  <OpForm gangId={gangId} version={version} type="allocateWeapon" fixed={{ vehicleId: v.id, weaponId: w.id }} primaryField="allocation" submitLabel="Give weapon" subject={`${w.name} on ${v.name}`}
                    defaults={{ allocation: w.allocatedTo?.role === "driver" ? "driver" : w.allocatedTo?.fighterId ?? "" }}
                    fields={[{ name: "allocation", label: `Who fires the ${w.name}`, kind: "select", options: allocation }]} />
                  <OpForm gangId={gangId} version={version} type="removeWeapon" fixed={{ vehicleId: v.id, weaponId: w.id }} primaryField="weaponId" fields={[]}
                    submitLabel="Remove" subject={`${w.name} from ${v.name}`} confirm={`Take the ${w.name} off ${v.name}? No credits are paid back.`} />
                </li>
              ))}
            </ul>
            <OpForm {...common} type="boltOnWeapon" primaryField="itemId" submitLabel="Bolt on" subject={v.name} defaults={{ itemId: weapons[0]?.value ?? "", twinLinked: false, allocation: "" }}
              price={{ field: "itemId", prices, doubleWhen: "twinLinked", why: "two linked weapons" }}
              fields={[
                { name: "itemId", label: "Weapon", kind: "select", options: weapons },
                { name: "twinLinked", label: "Twin-linked", kind: "checkbox", hint: "twice the price and the bolt-on spaces" },
                { name: "allocation", label: "Fired by", kind: "select", options: allocation },
              ]} />
            {packWeapons.length > 0 && (
              <div className="mt-2">
                <p className="text-sm text-stone-700">Or a weapon from a pack, at its own price, with its profile lines:</p>
                <PackOpForm gangId={gangId} version={version} type="boltOnFromPack" fixed={{ vehicleId: v.id }} primaryField="item" submitLabel="Fit pack weapon" subject={v.name}
                  defaults={{ item: packWeapons[0]!.options[0]!.value, twinLinked: false, allocation: "" }}
                  fields={[
                    { name: "item", label: "Pack weapon", kind: "select", groups: packWeapons },
                    { name: "twinLinked", label: "Twin-linked (pack weapon, twice the price)", kind: "checkbox" },
                    { name: "allocation", label: "Who fires it", kind: "select-plain", options: allocation },
                  ]} />
              </div>
            )}
          </div>
          <div>
            <h4 className="font-semibold">Workshop upgrades</h4>
            <OpForm {...common} type="addUpgrade" primaryField="upgradeId" submitLabel="Buy upgrade" subject={v.name} defaults={{ upgradeId: "armour-plates", mounting: "", weaponId: "" }}
              fields={[
                { name: "upgradeId", label: "Upgrade", kind: "select", options: WORKSHOP_UPGRADES.map((u) => ({ value: u.id, label: `${u.name} (${u.costText}${u.notForBikesOrTrikes ? ", not for bikes or trikes" : ""})` })) },
                { name: "mounting", label: "Mounting", kind: "select", options: [{ value: "", label: "Not needed" }, { value: "left", label: "Left" }, { value: "right", label: "Right" }, { value: "front", label: "Front" }] },
                { name: "weaponId", label: "For weapon (Extra Ammo)", kind: "select", options: [{ value: "", label: "Not needed" }, ...v.weapons.map((w) => ({ value: w.id, label: w.name }))] },
              ]} />
          </div>
          <div>
            <h4 className="font-semibold">Record what happened at the table</h4>
            <OpForm {...common} type="record" fixed={{ vehicleId: v.id, what: "customUpgrade" }} primaryField="value" submitLabel="Record custom upgrade" subject={v.name} defaults={{ value: "faster" }}
              fields={[{ name: "value", label: "Custom upgrade", kind: "select", options: CUSTOM_UPGRADES.map((u) => ({ value: u.id, label: `${u.name}: ${u.bonus} (penalty from the 2nd: ${u.penalty})` })) }]} />
            <OpForm {...common} type="record" fixed={{ vehicleId: v.id, what: "permanentDamage" }} primaryField="value" submitLabel="Record damage" subject={v.name} defaults={{ value: "ard-looking" }}
              fields={[{ name: "value", label: "Permanent damage", kind: "select", options: PERMANENT_DAMAGE_TABLE.filter((r) => r.lasting).map((r) => ({ value: r.id, label: r.name })) }]} />
          </div>
          <OpForm {...common} type="removeVehicle" primaryField="vehicleId" fields={[]} submitLabel={`Remove ${v.name}`} confirm={`Remove ${v.name}? Its weapons and upgrades go with it and no credits are paid back.`} />
        </div>
      </details>
    </article>
  );
}
