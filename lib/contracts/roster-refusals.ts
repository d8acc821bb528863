// Which field of a roster form a refusal belongs under. The rules answer with the path of the
// roster value that would break ("vehicles.0.weapons.2.allocatedTo"); the player sees the form
// that asked ("Fired by"). Shared by the server (which keys fieldErrors by these names) and the
// tests; anything not placed here goes to the top of the form ("_form").
import type { RosterIssue } from "../rules/validation/issues";
import type { RosterOp } from "./roster";

type Placer = (i: RosterIssue) => string | undefined;
const last = (i: RosterIssue) => String(i.path.at(-1) ?? "");

const weaponFields: Placer = (i) => {
  if (
    last(i) === "allocatedTo" ||
    i.code === "driver-too-many-weapons" ||
    i.code === "gunner-too-many-weapons" ||
    i.code === "driver-unwieldy-weapon" ||
    i.code === "weapon-gunner-not-in-crew"
  )
    return "allocation";
  if (i.code === "bolt-on-over-capacity" || i.code === "bolt-on-not-ranged" || i.code === "credits-below-zero") return "itemId";
  return undefined;
};

const PLACES: Partial<Record<RosterOp["type"] | "boltOnFromPack", Placer>> = {
  boltOnWeapon: weaponFields,
  boltOnFromPack: (i) => (weaponFields(i) === "itemId" ? "item" : weaponFields(i)),
  allocateWeapon: (i) => (weaponFields(i) === "itemId" ? undefined : "allocation"),
  assignCrew: (i) => {
    if (i.code === "fighter-in-two-crews" || i.code === "fighter-two-roles" || i.code === "crew-not-available" || i.code === "unknown-fighter")
      return "fighterId";
    if (i.code === "gunner-wrong-type" && String(i.path.at(-2)) === "gunnerIds") return "fighterId";
    return "role";
  },
  addUpgrade: (i) => (last(i) === "mounting" ? "mounting" : last(i) === "weaponId" ? "weaponId" : "upgradeId"),
  buyVehicle: (i) => (i.code === "credits-below-zero" ? "kind" : undefined),
  recruitFighter: (i) => (i.code === "credits-below-zero" ? "cost" : undefined),
  giveEquipment: (i) => (i.code === "credits-below-zero" ? "itemId" : undefined),
};

/** The form field name for each issue of a refused roster change, or "_form" for the whole form. */
export function refusalField(opType: string, i: RosterIssue): string {
  return PLACES[opType as keyof typeof PLACES]?.(i) ?? "_form";
}

type Outcome<R> = { ok: true; roster: R } | { ok: false; issues: RosterIssue[] };

/** Wraps a roster change so that its refusals carry, as their path, the form field they belong under. */
export function placedUnderFields<R, A extends unknown[]>(opType: string, change: (...args: A) => Outcome<R>, fallback = "_form"): (...args: A) => Outcome<R> {
  return (...args) => {
    const r = change(...args);
    if (r.ok) return r;
    return { ok: false, issues: r.issues.map((i) => ({ ...i, path: [((f) => (f === "_form" ? fallback : f))(refusalField(opType, i))] })) };
  };
}
