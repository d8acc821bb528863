// What the gang page, the printed cards and the share page say about fighters, the stash and the
// rules of vehicle upgrades and damage: one wording, so screen and paper never disagree.
import type { Fighter, StashItem, Vehicle } from "./roster/schema";
import { CUSTOM_UPGRADES } from "./tables/techpriest";
import { PERMANENT_DAMAGE_TABLE } from "./tables/permanent-damage";
import { WORKSHOP_UPGRADES } from "./tables/workshop";

/** A fighter's cost with the equipment they carry (what the gang rating counts for them). */
export function fighterTotalCost(fighter: Pick<Fighter, "cost" | "equipment">): number {
  return fighter.cost + fighter.equipment.reduce((n, e) => n + e.cost, 0);
}

/** "120", or "120 (200 with equipment)" when the fighter carries equipment that costs anything. */
export function fighterCostText(fighter: Pick<Fighter, "cost" | "equipment">): string {
  const total = fighterTotalCost(fighter);
  return total === fighter.cost ? String(fighter.cost) : `${fighter.cost} (${total} with equipment)`;
}

/** ruling: a dead or retired fighter is no longer in the gang (not counted, no card), as in the gang rating. */
export function isInGang(fighter: Pick<Fighter, "status">): boolean {
  return fighter.status !== "dead" && fighter.status !== "retired";
}

/** The stash's count and worth ("2 items, 40 credits" or "empty") and its items' names ("" when empty). */
export function stashParts(stash: readonly Pick<StashItem, "name" | "cost">[]): { summary: string; names: string } {
  if (stash.length === 0) return { summary: "empty", names: "" };
  const total = stash.reduce((n, s) => n + s.cost, 0);
  return { summary: `${stash.length} item${stash.length === 1 ? "" : "s"}, ${total} credits`, names: stash.map((s) => s.name).join(", ") };
}

/** "empty", or "2 items, 40 credits: Lasgun, Frag grenades". */
export function stashText(stash: readonly Pick<StashItem, "name" | "cost">[]): string {
  const { summary, names } = stashParts(stash);
  return names ? `${summary}: ${names}` : summary;
}

/** Equal names once, with a count: ["Armour plates", "Armour plates", "Polecat"] → ["Armour plates (×2)", "Polecat"]. */
export function countedNames(names: readonly string[]): string[] {
  return [...new Set(names)].map((name) => {
    const n = names.filter((x) => x === name).length;
    return n > 1 ? `${name} (×${n})` : name;
  });
}

export interface RuleText {
  /** "upgrade:armour-plates", "custom:faster", "damage:boneshaker". */
  key: string;
  kind: "Workshop upgrade" | "Custom upgrade" | "Permanent damage";
  name: string;
  /** What it does, in our words. */
  text: string;
  /** Where it is in the rules: "003 Workshop, Armour plates", "003 Permanent damage, 51-52". */
  cite: string;
  /** The vehicles that have it: "Big Red" or "Big Red (×3)". */
  on: string[];
}

/**
 * The rule of every workshop upgrade, Techpriest custom upgrade and lasting permanent damage
 * these vehicles have, each once and in the order of 003's tables, with the vehicles that have it.
 * The cards name them; the texts are printed once, after the cards, so a card stays short.
 */
export function vehicleRuleTexts(vehicles: readonly Vehicle[]): RuleText[] {
  const on = (count: (v: Vehicle) => number) =>
    vehicles.flatMap((v) => {
      const n = count(v);
      return n === 0 ? [] : [n > 1 ? `${v.name} (×${n})` : v.name];
    });
  const upgrades = WORKSHOP_UPGRADES.map((u): RuleText => ({
    key: `upgrade:${u.id}`,
    kind: "Workshop upgrade",
    name: u.name,
    text: u.effect,
    cite: u.cite,
    on: on((v) => v.upgrades.filter((x) => x.upgradeId === u.id).length),
  }));
  // 003 Rogue Techpriest: the first of an upgrade is free of its penalty, each further one is not.
  const custom = CUSTOM_UPGRADES.map((c): RuleText => ({
    key: `custom:${c.id}`,
    kind: "Custom upgrade",
    name: c.name,
    cite: c.cite,
    text: `${c.bonus}. Each time it is taken after the first: ${c.penalty.replace(/\.$/, "")}.`,
    on: on((v) => v.customUpgrades.filter((x) => x.upgradeId === c.id).length),
  }));
  const damage = PERMANENT_DAMAGE_TABLE.filter((r) => r.lasting).map((r): RuleText => ({
    key: `damage:${r.id}`,
    kind: "Permanent damage",
    name: r.name,
    text: r.text,
    cite: r.cite,
    on: on((v) => v.permanentDamage.filter((d) => d === r.id).length),
  }));
  return [...upgrades, ...custom, ...damage].filter((r) => r.on.length > 0);
}
