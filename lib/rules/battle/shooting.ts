// 003 "Shooting at Vehicles" and "Shooting from Vehicles": who may fire what from a vehicle, and the
// to-hit modifiers. The roll needed before them comes from the base rules (the firer's BS), as input.
import type { Dice } from "../../dice";
import type { Modifier } from "./checks";
import { applyRule, refuse, rule, type Rule, type RuleContext, type Ruled } from "./rule";

export const SHOOTING_RULES = {
  toHit: rule(
    "to-hit",
    "003 Shooting at and from vehicles",
    "Roll a D6 and add the modifiers; meeting the roll the firer needs (from the base rules) is a hit.",
  ),
  largeTarget: rule("large-target", "003 Shooting at vehicles", "A vehicle is a big target: +1 to hit it."),
  targetThrusted: rule("target-thrusted", "003 Shooting at vehicles", "-1 to hit a vehicle that thrusted in its last activation."),
  firerMoved: rule(
    "moving-platform",
    "003 Shooting from vehicles",
    "-1 to hit from a vehicle that moved in its last activation; bolted-on weapons are spared this one.",
  ),
  firerThrusted: rule(
    "thrusting-platform",
    "003 Shooting from vehicles",
    "A further -1 from a vehicle that thrusted in its last activation, bolted-on weapons included.",
  ),
  boltedOn: rule(
    "bolted-on",
    "003 Bolted on weapons",
    "An unwieldy weapon fires from a moving vehicle only if bolted on (then as a simple action); a bolted-on weapon skips the moving vehicle's -1.",
  ),
  notGunner: rule("not-the-gunner", "003 Bolted on weapons", "Anyone but its allocated gunner firing a bolted-on unwieldy weapon takes -2 to hit."),
  driverWeapons: rule(
    "driver-weapons",
    "003 Shooting from vehicles",
    "A driver fires only pistols or the bolted-on weapons allocated to him, and never into the rear arc.",
  ),
  templates: rule(
    "templates-from-vehicles",
    "003 Shooting from vehicles",
    "A template fired from a vehicle is laid touching the vehicle, and never into its front arc.",
  ),
  enclosed: rule("enclosed-crew-firing", "003 Workshop: enclosed crew", "With the crew compartment enclosed, only half the crew may shoot."),
  boneshaker: rule("boneshaker", "003 Permanent damage: Boneshaker", "Everyone shooting from the moving vehicle takes a further -1 to hit."),
  weaponDamaged: rule("weapon-damaged", "003 Damage tables: fixed weapon, flesh wound", "The damaged weapon shoots at -1 for the rest of the battle."),
  chasers: rule(
    "chasers-shooting",
    "003 Chasers shooting",
    "A chaser that kept pace in an enemy driver's activation fires at its quarry free of both vehicles' moving and thrusting penalties.",
  ),
  twinLinked: rule(
    "twin-linked",
    "003 Bolted on weapons: twin linked",
    "A twin-linked weapon re-rolls its missed hits or its ammo dice when firing, never both.",
  ),
  fumble: rule(
    "fumble-on-board",
    "003 Shooting from vehicles",
    "A grenade or blast fumbled from a vehicle hits everyone on board, with no toughness or save bonus from the vehicle.",
  ),
} as const;

export interface FiringFrom {
  seat: "driver" | "gunner" | "passenger" | "polecat";
  /** Moved / thrusted in its last activation. */
  moved: boolean;
  thrusted: boolean;
  weapon: { boltedOn: boolean; unwieldy: boolean; pistol: boolean; template: boolean; allocatedToFirer: boolean; damaged: boolean };
  arc: "front" | "side" | "rear";
  boneshaker: boolean;
  /** Enclosed crew: crew who have fired this turn and the crew aboard; null when open. */
  enclosed: { fired: number; crew: number } | null;
}

export interface ShotInput {
  /** The D6 roll the firer needs before 003's modifiers (base rules). */
  needed: number;
  /** Set when the target is a vehicle: did it thrust in its last activation? */
  atVehicle: { thrusted: boolean } | null;
  from: FiringFrom | null;
  /** A chaser firing at the vehicle it kept pace with. */
  keptPace: boolean;
  /** Other modifiers from the base rules (cover, range…). */
  modifiers: readonly Modifier[];
  /** Twin-linked, choosing to re-roll a miss. */
  twinLinkedReroll: boolean;
}

export interface ShotOutcome {
  rolls: number[];
  modifiers: Modifier[];
  /** Total modifier added to the die. */
  modifier: number;
  hit: boolean;
}

const mod = (why: string, value: number, r: Rule): Modifier => ({ why, value, rule: r });

/** Refuses a shot 003 does not allow from a vehicle. */
function mayFire(f: FiringFrom, ctx: RuleContext): void {
  const w = f.weapon;
  if (w.unwieldy && !w.boltedOn && f.moved) refuse("not-allowed", SHOOTING_RULES.boltedOn.explain, SHOOTING_RULES.boltedOn);
  // ruling: a bike's rider is its driver, so he too never fires into the rear arc.
  if (f.seat === "driver") {
    ctx.also(SHOOTING_RULES.driverWeapons);
    if (!(w.pistol || (w.boltedOn && w.allocatedToFirer))) refuse("not-allowed", SHOOTING_RULES.driverWeapons.explain, SHOOTING_RULES.driverWeapons);
    if (f.arc === "rear") refuse("not-allowed", SHOOTING_RULES.driverWeapons.explain, SHOOTING_RULES.driverWeapons);
  }
  if (w.template) {
    ctx.also(SHOOTING_RULES.templates);
    if (f.arc === "front") refuse("not-allowed", SHOOTING_RULES.templates.explain, SHOOTING_RULES.templates);
  }
  if (f.enclosed && f.enclosed.fired >= Math.floor(f.enclosed.crew / 2)) refuse("not-allowed", SHOOTING_RULES.enclosed.explain, SHOOTING_RULES.enclosed);
}

export function shotModifiers(input: ShotInput): Modifier[] {
  const out: Modifier[] = [];
  const free = input.keptPace;
  if (input.atVehicle) {
    out.push(mod("Large target", 1, SHOOTING_RULES.largeTarget));
    if (input.atVehicle.thrusted && !free) out.push(mod("Target thrusted", -1, SHOOTING_RULES.targetThrusted));
  }
  const f = input.from;
  if (f) {
    if (f.moved && !f.weapon.boltedOn && !free) out.push(mod("Firing from a moving vehicle", -1, SHOOTING_RULES.firerMoved));
    if (f.thrusted && !free) out.push(mod("Firing from a thrusting vehicle", -1, SHOOTING_RULES.firerThrusted));
    if (f.weapon.boltedOn && f.weapon.unwieldy && !f.weapon.allocatedToFirer) out.push(mod("Not the allocated gunner", -2, SHOOTING_RULES.notGunner));
    if (f.boneshaker && f.moved) out.push(mod("Boneshaker", -1, SHOOTING_RULES.boneshaker));
    if (f.weapon.damaged) out.push(mod("Damaged weapon", -1, SHOOTING_RULES.weaponDamaged));
  }
  return [...out, ...input.modifiers];
}

export function rollToHit(input: ShotInput, dice: Dice): Ruled<ShotOutcome> {
  return applyRule(SHOOTING_RULES.toHit, dice, (ctx) => {
    if (!Number.isInteger(input.needed) || input.needed < 2 || input.needed > 6)
      refuse("not-allowed", "The roll needed to hit is a D6 score from 2 to 6 (from the base rules).");
    if (input.from) mayFire(input.from, ctx);
    if (input.keptPace) ctx.also(SHOOTING_RULES.chasers);
    const modifiers = shotModifiers(input);
    modifiers.forEach((m) => m.rule && ctx.also(m.rule));
    const modifier = modifiers.reduce((n, m) => n + m.value, 0);
    const rolls = [dice.d6("To hit")];
    const hits = (n: number) => n + modifier >= input.needed;
    if (!hits(rolls[0]!) && input.twinLinkedReroll) {
      ctx.also(SHOOTING_RULES.twinLinked);
      rolls.push(dice.d6("To hit: twin-linked re-roll"));
    }
    return { rolls, modifiers, modifier, hit: hits(rolls[rolls.length - 1]!) };
  });
}

/** A blast or grenade fumbled from a vehicle: every rider is hit at his own Toughness and save. */
export function fumbleOnBoard(riders: readonly string[]): Ruled<{ hit: string[] }> {
  return applyRule(SHOOTING_RULES.fumble, null, () => ({ hit: [...riders] }));
}
