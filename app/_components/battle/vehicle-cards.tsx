"use client";
// Each vehicle's card as the battle stands: wound boxes per location, speed and thrusters this
// turn, its state (immobilised, crippled, on fire, wrecked) and who rides in it, with the rules
// it can start pre-filled from it.
import { MACHINE_LOCATIONS, type BattleState, type VehicleState } from "@/lib/rules/battle";
import { ActionGroups } from "./action-groups";
import type { RuleAction } from "./actions";

const LOCATION_NAMES = { weapons: "Weapons", upgrades: "Upgrades", wheels: "Wheels", engines: "Engines" } as const;

function WoundBoxes({ wounds, max, name }: { wounds: number; max: number; name: string }) {
  return (
    <span role="img" aria-label={`${name}: ${wounds} of ${max} wounds left`} className="flex flex-wrap gap-1">
      {Array.from({ length: max }, (_, i) => (
        <span key={i} className={`inline-block h-4 w-4 rounded-sm border ${i < wounds ? "border-stone-700 bg-white" : "border-red-800 bg-red-700"}`} />
      ))}
    </span>
  );
}

function stateWords(v: VehicleState): string[] {
  const f = v.flags;
  return [f.wrecked && "Wrecked", f.crippled && "Crippled", f.immobilised && "Immobilised", f.onFire && "On fire"].filter((x): x is string => Boolean(x));
}

export function VehicleCards({
  state,
  onAction,
  onFire,
}: {
  state: BattleState;
  onAction: (a: RuleAction) => void;
  onFire: (vehicle: string, value: boolean) => void;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {Object.values(state.vehicles).map((v) => {
        const gang = state.gangs.find((g) => g.gangId === v.gangId)?.name ?? "";
        const words = stateWords(v);
        const riders = Object.values(state.fighters).filter((f) => f.ridesIn === v.key);
        return (
          <li key={v.key} aria-label={v.name} className={`rounded border p-3 ${v.flags.wrecked ? "border-red-800 bg-red-50" : "border-stone-400 bg-white"}`}>
            <h3 className="font-semibold">
              {v.name}{" "}
              <span className="text-sm font-normal text-stone-600">
                · {gang} · {v.kind}
              </span>
            </h3>
            <p className="text-sm">
              Move {v.card.movement}&quot;{v.moveLoss ? ` (−${v.moveLoss})` : ""} · thrust up to {v.card.maxThrust}&quot; · this turn {v.thisTurn.inches}&quot;,{" "}
              {v.activation.thrusts} {v.activation.thrusts === 1 ? "thrust" : "thrusts"}
              {v.activation.ended ? ", move ended" : ""}
            </p>
            <p className="text-sm font-semibold text-red-800" aria-live="polite">
              {words.length ? words.join(", ") : <span className="font-normal text-stone-700">Running</span>}
            </p>
            <dl className="mt-2 grid grid-cols-[6rem_1fr] items-center gap-x-2 gap-y-1 text-sm">
              {MACHINE_LOCATIONS.map((l) => (
                <div key={l} className="contents">
                  <dt>{LOCATION_NAMES[l]}</dt>
                  <dd>
                    <WoundBoxes name={LOCATION_NAMES[l]} {...v.locations[l]} />
                  </dd>
                </div>
              ))}
              {v.plateSave !== null && (
                <>
                  <dt>Plates</dt>
                  <dd>save {v.plateSave}+</dd>
                </>
              )}
            </dl>
            <p className="mt-2 text-sm">Aboard: {riders.length ? riders.map((f) => `${f.name} (${f.seat})`).join(", ") : "nobody"}</p>
            {(v.chase || v.plank) && (
              <p className="text-sm">
                {v.chase && `${v.chase.mode === "tail" ? "Tailing" : "Racing"} ${state.vehicles[v.chase.quarry]?.name ?? ""}. `}
                {v.plank && `Plank lowered onto ${state.vehicles[v.plank.onto]?.name ?? ""}.`}
              </p>
            )}
            <ActionGroups state={state} v={v} onAction={onAction} />
            <div className="mt-2 flex flex-wrap gap-2">
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" className="h-5 w-5" checked={v.flags.onFire} onChange={(e) => onFire(v.key, e.target.checked)} /> On fire
              </label>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
