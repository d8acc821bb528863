"use client";
import { CUSTOM_UPGRADES } from "@/lib/rules/tables/techpriest";
import { FIGHTER_TYPE_NAMES, type FighterType } from "@/lib/rules/tables/fighters";
import { PERMANENT_DAMAGE_TABLE } from "@/lib/rules/tables/permanent-damage";
import { WORKSHOP_UPGRADES } from "@/lib/rules/tables/workshop";
import type { Vehicle } from "@/lib/rules/roster/schema";
import { useGangForms } from "./gang-forms";
import { OpForm, type Option } from "./op-form";
import { PackOpForm } from "./pack-op-form";
import { pricesOf } from "./price-line";

/** A vehicle's crew, weapons, upgrades and table records: built in the browser when its panel opens. */
export function VehicleEditor({ vehicle: v }: { vehicle: Vehicle }) {
  const { gangId, version, fighters, weapons, weaponPrices, packWeapons } = useGangForms();
  const packWeaponPrices = pricesOf(packWeapons);
  const common = { gangId, version, fixed: { vehicleId: v.id } };
  // each crew place with its role, as the chips say it ("Driver: Grimgob")
  const crew: { id: string; role: string }[] = [
    ...(v.crew.driverId ? [{ id: v.crew.driverId, role: "Driver" }] : []),
    ...v.crew.gunnerIds.map((id) => ({ id, role: "Gunner" })),
    ...v.crew.passengerIds.map((id) => ({ id, role: "Passenger" })),
    ...v.crew.polecatIds.map((id) => ({ id, role: "Polecat" })),
  ];
  const fighterOptions: Option[] = [
    { value: "", label: "Choose a fighter" },
    ...fighters.filter((f) => f.status === "active").map((f) => ({ value: f.id, label: `${f.name} (${FIGHTER_TYPE_NAMES[f.type as FighterType] ?? f.type})` })),
  ];
  const allocation: Option[] = [
    { value: "", label: "Nobody yet" },
    { value: "driver", label: "The driver" },
    ...v.crew.gunnerIds.map((id) => {
      // ruling (lib/rules/validation/weapons.ts): a gunner fires one bolted-on weapon, so the choice says which he has
      const fires = v.weapons.find((w) => w.allocatedTo?.role === "gunner" && w.allocatedTo.fighterId === id);
      return { value: id, label: `Gunner: ${fighters.find((f) => f.id === id)?.name ?? id}${fires ? ` (fires the ${fires.name})` : ""}` };
    }),
  ];
  return (
    <div className="mt-3 space-y-4">
      <div>
        <h4 className="font-semibold">Crew</h4>
        <ul className="mb-2 flex flex-wrap gap-2">
          {crew.map(({ id, role }) => {
            const f = fighters.find((x) => x.id === id);
            return f ? (
              <li key={`${role}-${id}`} className="flex items-center gap-2 rounded border border-stone-300 bg-white py-1 pl-2 pr-1 text-sm">
                <span>
                  <span className="text-stone-600">{role}:</span> {f.name}
                </span>
                <OpForm
                  gangId={gangId}
                  version={version}
                  type="leaveCrew"
                  fixed={{ fighterId: f.id }}
                  primaryField="fighterId"
                  fields={[]}
                  submitLabel={`Take ${f.name} off`}
                />
              </li>
            ) : null;
          })}
        </ul>
        <OpForm
          {...common}
          type="assignCrew"
          primaryField="fighterId"
          submitLabel="Add to crew"
          subject={v.name}
          defaults={{ role: "driver", fighterId: "" }}
          fields={[
            { name: "fighterId", label: "Fighter", kind: "select", options: fighterOptions },
            {
              name: "role",
              label: "Role",
              kind: "select",
              options: ["driver", "gunner", "passenger", "polecat"].map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) })),
            },
          ]}
        />
      </div>
      <div>
        <h4 className="font-semibold">Bolted-on weapons</h4>
        <p className="mb-2 text-xs text-stone-600">
          Each gunner fires the one weapon he is named for; the driver up to two, none Unwieldy. Anyone aboard may fire the others (an Unwieldy one at −2). 003
          Drivers and Gunners; Bolted on Weapons.
        </p>
        <ul className="mb-2 space-y-2">
          {v.weapons.map((w) => (
            <li key={w.id} className="flex flex-wrap items-start gap-3 rounded border border-stone-200 bg-white p-2">
              <span className="mt-7 font-medium">
                {w.twinLinked ? "Twin-linked " : ""}
                {w.name}
              </span>
              <OpForm
                gangId={gangId}
                version={version}
                type="allocateWeapon"
                fixed={{ vehicleId: v.id, weaponId: w.id }}
                primaryField="allocation"
                submitLabel="Give weapon"
                subject={`${w.name} on ${v.name}`}
                defaults={{ allocation: w.allocatedTo?.role === "driver" ? "driver" : (w.allocatedTo?.fighterId ?? "") }}
                fields={[{ name: "allocation", label: `Who fires the ${w.name}`, kind: "select", options: allocation }]}
              />
              <OpForm
                gangId={gangId}
                version={version}
                type="removeWeapon"
                fixed={{ vehicleId: v.id, weaponId: w.id }}
                primaryField="weaponId"
                fields={[]}
                submitLabel="Remove"
                subject={`${w.name} from ${v.name}`}
                confirm={`Take the ${w.name} off ${v.name}? No credits are paid back.`}
              />
            </li>
          ))}
        </ul>
        <OpForm
          {...common}
          type="boltOnWeapon"
          primaryField="itemId"
          submitLabel="Bolt on"
          subject={v.name}
          defaults={{ itemId: weapons[0]?.value ?? "", twinLinked: false, allocation: "" }}
          price={{ field: "itemId", prices: weaponPrices, doubleWhen: "twinLinked", why: "two linked weapons" }}
          fields={[
            { name: "itemId", label: "Weapon", kind: "select", options: weapons },
            { name: "twinLinked", label: "Twin-linked", kind: "checkbox", hint: "twice the price and the bolt-on spaces" },
            { name: "allocation", label: "Fired by", kind: "select", options: allocation },
          ]}
        />
        {packWeapons.length > 0 && (
          <div className="mt-2">
            <p className="text-sm text-stone-700">Or a weapon from a pack, at its own price, with its profile lines:</p>
            <PackOpForm
              gangId={gangId}
              version={version}
              type="boltOnFromPack"
              fixed={{ vehicleId: v.id }}
              primaryField="item"
              submitLabel="Fit pack weapon"
              subject={v.name}
              defaults={{ item: packWeapons[0]!.options[0]!.value, twinLinked: false, allocation: "" }}
              price={{ field: "item", prices: packWeaponPrices, doubleWhen: "twinLinked", why: "two linked weapons" }}
              fields={[
                { name: "item", label: "Pack weapon", kind: "select", groups: packWeapons },
                { name: "twinLinked", label: "Twin-linked (pack weapon, twice the price)", kind: "checkbox" },
                { name: "allocation", label: "Who fires it", kind: "select-plain", options: allocation },
              ]}
            />
          </div>
        )}
      </div>
      <div>
        <h4 className="font-semibold">Workshop upgrades</h4>
        <OpForm
          {...common}
          type="addUpgrade"
          primaryField="upgradeId"
          submitLabel="Buy upgrade"
          subject={v.name}
          defaults={{ upgradeId: "armour-plates", mounting: "", weaponId: "" }}
          fields={[
            {
              name: "upgradeId",
              label: "Upgrade",
              kind: "select",
              options: WORKSHOP_UPGRADES.map((u) => ({
                value: u.id,
                label: `${u.name} (${u.costText}${u.notForBikesOrTrikes ? ", not for bikes or trikes" : ""})`,
              })),
            },
            {
              name: "mounting",
              label: "Mounting",
              kind: "select",
              options: [
                { value: "", label: "Not needed" },
                { value: "left", label: "Left" },
                { value: "right", label: "Right" },
                { value: "front", label: "Front" },
              ],
            },
            {
              name: "weaponId",
              label: "For weapon (Extra Ammo)",
              kind: "select",
              options: [{ value: "", label: "Not needed" }, ...v.weapons.map((w) => ({ value: w.id, label: w.name }))],
            },
          ]}
        />
      </div>
      <div>
        <h4 className="font-semibold">Record what happened at the table</h4>
        <OpForm
          {...common}
          type="record"
          fixed={{ vehicleId: v.id, what: "customUpgrade" }}
          primaryField="value"
          submitLabel="Record custom upgrade"
          subject={v.name}
          defaults={{ value: "faster" }}
          fields={[
            {
              name: "value",
              label: "Custom upgrade",
              kind: "select",
              options: CUSTOM_UPGRADES.map((u) => ({ value: u.id, label: `${u.name}: ${u.bonus} (penalty from the 2nd: ${u.penalty})` })),
            },
          ]}
        />
        <OpForm
          {...common}
          type="record"
          fixed={{ vehicleId: v.id, what: "permanentDamage" }}
          primaryField="value"
          submitLabel="Record damage"
          subject={v.name}
          defaults={{ value: "ard-looking" }}
          fields={[
            {
              name: "value",
              label: "Permanent damage",
              kind: "select",
              options: PERMANENT_DAMAGE_TABLE.filter((r) => r.lasting).map((r) => ({ value: r.id, label: r.name })),
            },
          ]}
        />
      </div>
      <OpForm
        {...common}
        type="removeVehicle"
        primaryField="vehicleId"
        fields={[]}
        submitLabel={`Remove ${v.name}`}
        confirm={`Remove ${v.name}? Its weapons and upgrades go with it and no credits are paid back.`}
      />
    </div>
  );
}
