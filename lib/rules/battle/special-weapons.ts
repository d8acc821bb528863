// 003 "Special weapon rules against vehicles", the wrecking ball and extra ammo: how many hits a
// weapon lands on a vehicle, and what special weapons do to vehicles and to the crew.
import type { Dice } from "../../dice";
import { citeTest, describeTest, takeTest, type Test, type TestResult } from "./checks";
import { applyRule, refuse, rule, type Rule, type Ruled } from "./rule";
import { mustBeInPlay, type VehicleSituation } from "./situation";
import { rollThrown, type Landing } from "./thrown";

export type HitsOnVehicle = "1" | "D3" | "D3 if centred";

export interface SpecialWeapon {
  id: string;
  name: string;
  rule: Rule;
  hits: HitsOnVehicle;
  /** A crew hit wounds every rider, one by one. */
  eachRider?: true;
  /** No save of any kind. */
  penetrates?: true;
}

const sw = (id: string, name: string, explain: string) => rule(`weapon-${id}`, `003 Special weapon rules: ${name.toLowerCase()}`, explain);

export const SPECIAL_WEAPONS = [
  {
    id: "standard",
    name: "Standard",
    rule: rule("weapon-standard", "003 Shooting at vehicles", "An ordinary weapon lands one hit on one location."),
    hits: "1",
  },
  {
    id: "scattershot",
    name: "Scattershot",
    rule: sw("scattershot", "Scattershot", "If it wounds the crew compartment it is worked out as a template."),
    hits: "1",
  },
  {
    id: "plasma",
    name: "Plasma",
    rule: sw("plasma", "Plasma", "Plasma mounted on a vehicle drops its Unstable rule unless two are bolted together."),
    hits: "1",
  },
  {
    id: "blast",
    name: "Blast",
    rule: sw("blast", "Blast and template", "D3 hits when the blast's centre is over the vehicle, 1 otherwise; a hit on the crew wounds each rider."),
    hits: "D3 if centred",
    eachRider: true,
  },
  {
    id: "template",
    name: "Template",
    rule: sw("template", "Blast and template", "Always D3 hits; a hit on the crew wounds each rider."),
    hits: "D3",
    eachRider: true,
  },
  {
    id: "toxin-gas",
    name: "Toxin and gas",
    rule: sw("toxin", "Toxin and gas", "Nothing extra against the vehicle; the riders may still suffer if they are hit."),
    hits: "1",
  },
  { id: "rad", name: "Rad", rule: sw("rad", "Rad", "The extra flesh wound does not apply to vehicles."), hits: "1" },
  { id: "melta", name: "Melta", rule: sw("melta", "Melta", "Double damage to a vehicle at short range; injury dice as usual."), hits: "1" },
  {
    id: "knockback",
    name: "Knockback",
    rule: sw("knockback", "Knockback", "Vehicles are never knocked back; a crewman hit passes an I test or is thrown overboard."),
    hits: "1",
  },
  {
    id: "harpoon",
    name: "Harpoon",
    rule: sw(
      "harpoon",
      "Harpoon guns",
      "The vehicle is not dragged, but a harpooned crewman is pulled overboard straight at the shooter; it hits D3 locations.",
    ),
    hits: "D3",
  },
  {
    id: "grapnel",
    name: "Grapnel",
    rule: sw(
      "grapnel",
      "Grapnels",
      'A grapnel on a vehicle that drives out of range needs a Strength test: fail and the user is dragged D6"; pass and he is towed along.',
    ),
    hits: "1",
  },
  {
    id: "multi-hit",
    name: "Other odd weapons",
    rule: sw("odd", "Other odd weapons", "A weapon that hits many models without a template hits D3 locations; use common sense."),
    hits: "D3",
  },
  {
    id: "wrecking-ball",
    name: "Wrecking ball",
    rule: rule(
      "wrecking-ball",
      "003 Workshop: wrecking ball",
      'Swung by a passenger in the shooting phase at a vehicle within 2" on its side: D3 hits that ignore armour.',
    ),
    hits: "D3",
    penetrates: true,
  },
] as const satisfies readonly SpecialWeapon[];

export type SpecialWeaponId = (typeof SPECIAL_WEAPONS)[number]["id"];

export function specialWeapon(id: SpecialWeaponId): SpecialWeapon {
  return SPECIAL_WEAPONS.find((w) => w.id === id)!;
}

export function rollHitsOnVehicle(id: SpecialWeaponId, blastCentred: boolean, dice: Dice): Ruled<{ hits: number }> {
  const w = specialWeapon(id);
  return applyRule(w.rule, dice, () => {
    if (w.hits === "1" || (w.hits === "D3 if centred" && !blastCentred)) return { hits: 1 };
    return { hits: dice.d3(`${w.name}: hits on the vehicle`) };
  });
}

/** Plasma on a vehicle is Unstable only when two are bolted together (twin-linked). */
export const plasmaUnstable = (twinLinked: boolean) => twinLinked;

export function wreckingBall(v: VehicleSituation, target: VehicleSituation | null, passengers: number, distance: number, dice: Dice): Ruled<{ hits: number }> {
  const w = specialWeapon("wrecking-ball");
  return applyRule(w.rule, dice, () => {
    mustBeInPlay(v, w.rule);
    if (!target) refuse("not-allowed", "The wrecking ball only swings at vehicles.", w.rule);
    if (passengers < 1) refuse("not-allowed", "A passenger must work the wrecking ball.", w.rule);
    if (!(distance >= 0 && distance <= 2)) refuse("not-allowed", 'The wrecking ball reaches 2".', w.rule);
    return { hits: dice.d3("Wrecking ball: hits") };
  });
}

/** Knockback on a crewman: an I test or he is thrown overboard. */
export function knockbackOnCrew(fighter: string, iTest: Test, dice: Dice): Ruled<{ test: TestResult; thrown: Landing | null; text: string }> {
  return applyRule(specialWeapon("knockback").rule, dice, (ctx) => {
    citeTest(ctx, iTest);
    const test = takeTest(iTest, dice, `${fighter}: I test against knockback`);
    const thrown = test.passed ? null : rollThrown(fighter, dice);
    return { test, thrown, text: `${describeTest(test)}: ${thrown ? `${fighter} is thrown overboard` : `${fighter} hangs on`}.` };
  });
}

/** A crewman harpooned off: thrown as usual, but straight toward the shooter (the direction is not rolled). */
export function harpoonOverboard(fighter: string, dice: Dice): Ruled<{ inches: number; hitRoll: number; hit: boolean }> {
  return applyRule(specialWeapon("harpoon").rule, dice, () => {
    const inches = dice.d3(`${fighter} dragged D3" toward the shooter`);
    const hitRoll = dice.d6(`${fighter} dragged: S3 hit on 4+`);
    return { inches, hitRoll, hit: hitRoll >= 4 };
  });
}

export interface GrapnelOutcome {
  test: TestResult | null;
  /** Inches dragged toward the vehicle, with a S3 hit (and any falling damage by the base rules). */
  dragged: number | null;
  towed: boolean;
}

/** Each turn or thrust the grappled vehicle moves out of range, the user tests Strength. */
export function grapnelHold(user: string, outOfRange: boolean, sTest: Test, dice: Dice): Ruled<GrapnelOutcome> {
  return applyRule(specialWeapon("grapnel").rule, dice, () => {
    if (!outOfRange) return { test: null, dragged: null, towed: false };
    const test = takeTest(sTest, dice, `${user}: Strength test to hold the grapnel`);
    return test.passed ? { test, dragged: null, towed: true } : { test, dragged: dice.d6(`${user} dragged D6"`), towed: false };
  });
}

export const AMMO_RULES = {
  extraAmmo: rule("extra-ammo", "003 Workshop: extra ammo", "The weapon it feeds passes its first ammo roll of the battle without rolling."),
  ammo: rule(
    "ammo-roll",
    "003 Bolted on weapons: twin linked",
    "Roll the ammo check the base rules ask for; a twin-linked weapon that did not re-roll its hits may re-roll it.",
  ),
} as const;

/** An ammo roll: Extra Ammo passes the first; the roll needed is the weapon's, from the base rules. */
export function ammoRoll(
  needed: number,
  extraAmmoUnused: boolean,
  twinLinkedReroll: boolean,
  dice: Dice,
): Ruled<{ rolls: number[]; passed: boolean; extraAmmoUsed: boolean }> {
  return applyRule(extraAmmoUnused ? AMMO_RULES.extraAmmo : AMMO_RULES.ammo, dice, () => {
    if (extraAmmoUnused) return { rolls: [], passed: true, extraAmmoUsed: true };
    if (!Number.isInteger(needed) || needed < 2 || needed > 6)
      refuse("not-allowed", "The ammo roll needed is a D6 score from 2 to 6 (from the weapon's profile).");
    const rolls = [dice.d6(`Ammo roll (${needed}+)`)];
    if (rolls[0]! < needed && twinLinkedReroll) rolls.push(dice.d6("Ammo roll: twin-linked re-roll"));
    return { rolls, passed: rolls[rolls.length - 1]! >= needed, extraAmmoUsed: false };
  });
}
