import { VEHICLE_PROFILES, vehicleProfile, type Roster, type Vehicle } from "@/lib/rules";
import { VehicleCardView } from "@/app/_components/vehicle-card";
import { WhenOpened } from "./gang-forms";
import { OpForm, type Option } from "./op-form";
import { VehicleEditor } from "./vehicle-editor";

const KIND_LABELS: Option[] = [
  { value: "truck", label: "Truck" },
  { value: "buggy", label: "Buggy" },
  { value: "half-track", label: "Half-track" },
  { value: "track", label: "Track" },
  { value: "bike", label: "Bike" },
  { value: "trike", label: "Trike" },
].map((o) => ({ ...o, label: `${o.label} (${vehicleProfile(o.value as Vehicle["kind"]).cost} credits)` }));

export function VehiclesSection({ gangId, version, roster }: { gangId: string; version: number; roster: Roster }) {
  return (
    <section aria-labelledby="vehicles-heading" className="space-y-3">
      <h2 id="vehicles-heading" className="text-xl font-semibold">
        Vehicles
      </h2>
      {roster.vehicles.length === 0 && (
        <p className="rounded border border-dashed border-stone-400 p-3 text-stone-700">No vehicles yet. A truck, half-track or bike can be bought below.</p>
      )}
      {roster.vehicles.map((v) => (
        <VehiclePanel key={v.id} roster={roster} vehicle={v} />
      ))}
      <div className="rounded border border-stone-300 bg-white p-3">
        <h3 className="mb-2 font-semibold">Buy a vehicle</h3>
        <OpForm
          gangId={gangId}
          version={version}
          type="buyVehicle"
          primaryField="kind"
          submitLabel="Buy vehicle"
          defaults={{ kind: "truck" }}
          fields={[
            { name: "name", label: "Vehicle name", kind: "text" },
            { name: "kind", label: "Vehicle", kind: "select", options: KIND_LABELS },
          ]}
        />
        <p className="mt-1 text-xs text-stone-600">
          Profiles:{" "}
          {VEHICLE_PROFILES.filter((p) => p.id !== "hulk")
            .map((p) => `${p.name} ${p.cost}`)
            .join(" · ")}{" "}
          credits.
        </p>
      </div>
    </section>
  );
}

function VehiclePanel({ vehicle: v, roster }: { roster: Roster; vehicle: Vehicle }) {
  return (
    <article aria-label={`Vehicle ${v.name}`} className="space-y-3 rounded border border-stone-300 bg-stone-50 p-3">
      <VehicleCardView vehicle={v} roster={roster} />
      <WhenOpened summary={`Crew, weapons and upgrades for ${v.name}`} summaryClassName="cursor-pointer text-sm font-medium text-rust-700">
        <VehicleEditor vehicle={v} />
      </WhenOpened>
    </article>
  );
}
