"use client";
// The rules a player starts from a vehicle's card, pre-filled from the vehicle and its crew: a
// ram is the rammer (already chosen), the target and a roll. Dice are rolled by the app unless
// the player types the faces rolled at the table.
import { useState, type ReactNode } from "react";
import {
  COLLISION_TYPES,
  SPECIAL_WEAPONS,
  type BattleEventBody,
  type BattleState,
  type CollisionType,
  type RunOverHow,
  type ShotWeapon,
  type SpecialWeaponId,
} from "@/lib/rules/battle";
import { button, control, label, primary } from "./ui";

export type RuleAction = { kind: "move" | "thrust" | "ram" | "collision" | "run-over" | "board"; vehicle: string } | { kind: "shoot"; target: string };

const TITLES = {
  move: "Move under gas engines",
  thrust: "Fire thrusters",
  ram: "Ram",
  collision: "Collision",
  "run-over": "Run over a fighter",
  board: "Climb aboard",
  shoot: "Shoot at a vehicle",
} as const;
const CITES = {
  move: "003 Movement: gas engines",
  thrust: "003 Thrusters",
  ram: "003 Rams",
  collision: "003 Collisions",
  "run-over": "003 Ramming fighters; Drivers and experience",
  board: "003 Boarding: jumping on board",
  shoot: "003 Shooting at vehicles",
} as const;
const COLLISION_NAMES: Record<CollisionType, string> = {
  "front-to-front": "Front to front",
  "front-or-rear-into-side-or-rear": "Front or rear into side or rear",
  "side-to-side-opposite": "Side to side, opposite ways",
  "side-to-side-same": "Side to side, same way",
};

function Pick({ name, value, onChange, options }: { name: string; value: string; onChange: (v: string) => void; options: [string, string][] }) {
  return (
    <label className={label}>
      {name}
      <select className={control} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, t]) => (
          <option key={v} value={v}>
            {t}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberField({ name, value, onChange, min, max }: { name: string; value: number; onChange: (v: number) => void; min: number; max: number }) {
  return (
    <label className={label}>
      {name}
      <input
        className={control}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={Number.isNaN(value) ? "" : value}
        onChange={(e) => onChange(e.target.valueAsNumber)}
      />
    </label>
  );
}

export function DiceAndRoll({ onRoll, children, rollLabel = "Roll" }: { onRoll: (typed: string) => void; children?: ReactNode; rollLabel?: string }) {
  const [typed, setTyped] = useState("");
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className={`${label} grow`}>
        Your dice (leave empty for the app to roll)
        <input className={control} inputMode="numeric" autoComplete="off" placeholder="e.g. 3 5" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <button type="button" className={primary} onClick={() => onRoll(typed)}>
        {typed.trim() ? "Use my dice" : rollLabel}
      </button>
      {children}
    </div>
  );
}

export function RuleForm({
  state,
  action,
  onPlay,
  onClose,
}: {
  state: BattleState;
  action: RuleAction;
  onPlay: (body: BattleEventBody | readonly BattleEventBody[], typed: string) => boolean;
  onClose: () => void;
}) {
  const vehicles = Object.values(state.vehicles);
  const subject = action.kind === "shoot" ? action.target : action.vehicle;
  const others = vehicles.filter((v) => v.key !== subject && !v.flags.wrecked);
  const v = state.vehicles[subject]!;
  const [target, setTarget] = useState(others.find((o) => o.gangId !== v.gangId)?.key ?? others[0]?.key ?? "");
  const [struck, setStruck] = useState<"front" | "side" | "rear">("side");
  const [chicken, setChicken] = useState({ rammer: 1, target: 1 });
  const [collision, setCollision] = useState<CollisionType>("front-to-front");
  const [inches, setInches] = useState(action.kind === "thrust" ? v.card.maxThrust : v.card.movement);
  const [pivot, setPivot] = useState(0);
  // shooting: the firer is any fighter still in the fight who is not aboard the target
  const firers = Object.values(state.fighters).filter((f) => f.condition !== "out-of-action" && f.ridesIn !== subject);
  const [firer, setFirer] = useState(firers.find((f) => f.gangId !== v.gangId)?.key ?? firers[0]?.key ?? "");
  const firerVehicle = state.fighters[firer]?.ridesIn ?? null;
  const boltedOn = firerVehicle ? state.vehicles[firerVehicle]!.weapons.filter((w) => !w.out) : [];
  const [weapon, setWeapon] = useState("carried");
  const [needed, setNeeded] = useState(4);
  const [damage, setDamage] = useState(1);
  const [special, setSpecial] = useState<SpecialWeaponId>("standard");
  const vehicleOptions = others.map((o): [string, string] => [o.key, o.name]);
  // running over: the fighters on foot still in the fight, the other side's first
  const onFoot = Object.values(state.fighters)
    .filter((f) => f.ridesIn === null && f.condition !== "out-of-action")
    .sort((x, y) => Number(x.gangId === v.gangId) - Number(y.gangId === v.gangId));
  const [victim, setVictim] = useState(onFoot[0]?.key ?? "");
  const [how, setHow] = useState<RunOverHow>("ram");
  const [outOfAction, setOutOfAction] = useState(false);

  const roll = (typed: string) => {
    let body: BattleEventBody;
    if (action.kind === "move") body = { type: "gas-move", vehicle: subject, legs: [{ inches, pivot }] };
    else if (action.kind === "thrust") body = { type: "thrust", vehicle: subject, inches };
    else if (action.kind === "ram") body = { type: "ram", vehicle: subject, target, struck, ...(struck === "front" ? { chicken } : {}) };
    else if (action.kind === "collision") body = { type: "collision", vehicle: subject, target, collision };
    else if (action.kind === "run-over") {
      // 003 Drivers and experience: a fighter run over and taken out of action counts for the driver
      const driver = Object.values(state.fighters).find((f) => f.ridesIn === subject && f.seat === "driver");
      const hit: BattleEventBody = { type: "run-over", vehicle: subject, fighter: victim, how };
      const out: BattleEventBody = {
        type: "fighter-status",
        fighter: victim,
        condition: "out-of-action",
        runOverBy: subject,
        ...(driver ? { by: driver.key } : {}),
      };
      if (onPlay(outOfAction ? [hit, out] : hit, typed)) onClose();
      return;
    } else if (action.kind === "board") body = { type: "board", vehicle: subject, fighter: victim, struck };
    else {
      const w: ShotWeapon = weapon === "carried" ? { carried: { unwieldy: false, pistol: false, template: special === "template" } } : { boltedOn: weapon };
      body = { type: "shoot-vehicle", target: subject, firer, weapon: w, needed, special, damage };
    }
    if (onPlay(body, typed)) onClose();
  };

  return (
    <section aria-labelledby="rule-form-title" className="space-y-3 rounded border-2 border-rust-700 bg-rust-50 p-3">
      <h2 id="rule-form-title" className="text-lg font-semibold">
        {TITLES[action.kind]}: {v.name}
      </h2>
      <p className="text-xs text-stone-700">{CITES[action.kind]}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {action.kind === "move" && (
          <>
            <NumberField name="Inches" value={inches} onChange={setInches} min={1} max={v.card.movement} />
            <NumberField name="Pivot at the end (degrees, − left)" value={pivot} onChange={setPivot} min={-90} max={90} />
          </>
        )}
        {action.kind === "thrust" && (
          <NumberField name={`Inches (1 to ${v.card.maxThrust})`} value={inches} onChange={setInches} min={1} max={v.card.maxThrust} />
        )}
        {(action.kind === "ram" || action.kind === "collision") && <Pick name="Target" value={target} onChange={setTarget} options={vehicleOptions} />}
        {action.kind === "board" &&
          (onFoot.length === 0 ? (
            <p className="text-sm">Nobody is on foot on the table.</p>
          ) : (
            <Pick name="Fighter on foot" value={victim} onChange={setVictim} options={onFoot.map((f) => [f.key, f.name])} />
          ))}
        {action.kind === "board" && (
          <Pick
            name="He climbs on at its"
            value={struck}
            onChange={(x) => setStruck(x as typeof struck)}
            options={[
              ["front", "Front"],
              ["side", "Side"],
              ["rear", "Rear"],
            ]}
          />
        )}
        {action.kind === "ram" && (
          <Pick
            name="Struck on its"
            value={struck}
            onChange={(x) => setStruck(x as typeof struck)}
            options={[
              ["front", "Front (head on)"],
              ["side", "Side"],
              ["rear", "Rear"],
            ]}
          />
        )}
        {action.kind === "ram" && struck === "front" && (
          <>
            <NumberField name="Rammer's chosen face (chicken)" value={chicken.rammer} onChange={(n) => setChicken({ ...chicken, rammer: n })} min={1} max={6} />
            <NumberField name="Target's chosen face" value={chicken.target} onChange={(n) => setChicken({ ...chicken, target: n })} min={1} max={6} />
          </>
        )}
        {action.kind === "run-over" &&
          (onFoot.length === 0 ? (
            <p className="text-sm">Nobody is on foot on the table.</p>
          ) : (
            <>
              <Pick name="Fighter on foot" value={victim} onChange={setVictim} options={onFoot.map((f) => [f.key, f.name])} />
              <Pick
                name="Struck by"
                value={how}
                onChange={(x) => setHow(x as RunOverHow)}
                options={[
                  ["ram", "A ram"],
                  ["rake", "A rake"],
                  ["sideswipe", "A sideswipe"],
                  ["collision", "A collision"],
                ]}
              />
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" className="h-5 w-5" checked={outOfAction} onChange={(e) => setOutOfAction(e.target.checked)} /> The hit took him out of
                action
              </label>
            </>
          ))}
        {action.kind === "collision" && (
          <Pick
            name="How they meet"
            value={collision}
            onChange={(x) => setCollision(x as CollisionType)}
            options={COLLISION_TYPES.map((c) => [c, COLLISION_NAMES[c]])}
          />
        )}
        {action.kind === "shoot" && (
          <>
            <Pick
              name="Firer"
              value={firer}
              onChange={(x) => {
                setFirer(x);
                setWeapon("carried");
              }}
              options={firers.map((f) => [f.key, `${f.name}${f.ridesIn ? ` (${state.vehicles[f.ridesIn]!.name})` : " (on foot)"}`])}
            />
            <Pick
              name="Weapon"
              value={weapon}
              onChange={setWeapon}
              options={[["carried", "A weapon he carries"], ...boltedOn.map((w): [string, string] => [w.key, `${w.name} (bolted on)`])]}
            />
            <NumberField name="Roll needed to hit (base rules)" value={needed} onChange={setNeeded} min={2} max={7} />
            <NumberField name="Damage" value={damage} onChange={setDamage} min={1} max={6} />
            <Pick
              name="Special rule"
              value={special}
              onChange={(x) => setSpecial(x as SpecialWeaponId)}
              options={SPECIAL_WEAPONS.filter((w) => w.id !== "wrecking-ball").map((w) => [w.id, w.name])}
            />
          </>
        )}
      </div>
      <DiceAndRoll onRoll={roll}>
        <button type="button" className={button} onClick={onClose}>
          Cancel
        </button>
      </DiceAndRoll>
    </section>
  );
}
