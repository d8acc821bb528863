// 003 "Damage from rams", "Collision damage" and "Damage from rakes and side-swipes" as tables: what
// each vehicle in the contact takes, with the bike rows beside the ordinary ones.
import type { Dice } from "../../dice";

/** Damage points: a number, a die, a die less one, or 1 point on a D6 of 4+. */
export type Amount = 0 | 1 | "D3" | "D6" | "D3-1" | "1 on 4+";

export interface ContactEffect {
  damage: Amount;
  /** A D6 of this or more immobilises the vehicle until the game ends. */
  immobiliseOn?: 4;
  /** Pushed into a 45° swerve away from the other vehicle ("only if damaged": on the 4+ that hurts). */
  swerves?: "always" | "if-damaged";
}

/** Who is a bike in the pair: "same" covers two bikes and two larger vehicles alike. */
export type Pair = "same" | "bike-first" | "bike-second";

export interface ContactRow {
  contact: string;
  pair: Pair;
  /** The rammer / the first vehicle named. */
  first: ContactEffect;
  /** The target / the second vehicle. */
  second: ContactEffect;
}

export const RAM_TYPES = ["head-on", "shunt", "t-bone"] as const;
export type RamType = (typeof RAM_TYPES)[number];

/** 003 Damage from rams: first = rammer, second = target. */
export const RAM_DAMAGE = [
  { contact: "head-on", pair: "same", first: { damage: "D6", immobiliseOn: 4 }, second: { damage: "D6", immobiliseOn: 4 } },
  { contact: "head-on", pair: "bike-first", first: { damage: "D6", immobiliseOn: 4 }, second: { damage: 1, immobiliseOn: 4 } },
  { contact: "head-on", pair: "bike-second", first: { damage: 1, immobiliseOn: 4 }, second: { damage: "D6", immobiliseOn: 4 } },
  { contact: "shunt", pair: "same", first: { damage: 0 }, second: { damage: 1 } },
  { contact: "shunt", pair: "bike-first", first: { damage: 0 }, second: { damage: 0 } },
  { contact: "shunt", pair: "bike-second", first: { damage: 0 }, second: { damage: "D3" } },
  { contact: "t-bone", pair: "same", first: { damage: 1 }, second: { damage: "D3" } },
  { contact: "t-bone", pair: "bike-first", first: { damage: 1 }, second: { damage: 0 } },
  { contact: "t-bone", pair: "bike-second", first: { damage: 0 }, second: { damage: "D3" } },
] as const satisfies readonly ContactRow[];
// ruling: in a head-on ram the larger vehicle's damage drops to 1 but it still rolls to be immobilised
// (the ram text changes only its damage; the collision text, which says "isn't immobilised", differs).

export const COLLISION_TYPES = ["front-to-front", "front-or-rear-into-side-or-rear", "side-to-side-opposite", "side-to-side-same"] as const;
export type CollisionType = (typeof COLLISION_TYPES)[number];

// ruling: the bike rows are for a bike against a larger vehicle; two bikes use the ordinary row.
// ruling: "side-to-side-same" also covers a side-to-side touch where one vehicle is stationary.
/** 003 Collision damage (and crashes): first and second are the two vehicles. */
export const COLLISION_DAMAGE = [
  { contact: "front-to-front", pair: "same", first: { damage: "D6", immobiliseOn: 4 }, second: { damage: "D6", immobiliseOn: 4 } },
  { contact: "front-to-front", pair: "bike-first", first: { damage: "D6", immobiliseOn: 4 }, second: { damage: 1 } },
  { contact: "front-or-rear-into-side-or-rear", pair: "same", first: { damage: 1 }, second: { damage: 1 } },
  { contact: "front-or-rear-into-side-or-rear", pair: "bike-first", first: { damage: "D3" }, second: { damage: 1 } },
  { contact: "side-to-side-opposite", pair: "same", first: { damage: "D3" }, second: { damage: "D3" } },
  { contact: "side-to-side-opposite", pair: "bike-first", first: { damage: "D3" }, second: { damage: "D3-1" } },
  { contact: "side-to-side-same", pair: "same", first: { damage: "1 on 4+" }, second: { damage: "1 on 4+" } },
  { contact: "side-to-side-same", pair: "bike-first", first: { damage: "1 on 4+" }, second: { damage: 0 } },
] as const satisfies readonly ContactRow[];

export const SWIPE_TYPES = ["sideswipe", "rake"] as const;
export type SwipeType = (typeof SWIPE_TYPES)[number];

/** 003 Damage from rakes and side-swipes: first = the swiper, second = the target. */
export const SWIPE_DAMAGE = [
  { contact: "sideswipe", pair: "same", first: { damage: "1 on 4+", swerves: "if-damaged" }, second: { damage: "1 on 4+", swerves: "if-damaged" } },
  { contact: "sideswipe", pair: "bike-first", first: { damage: "1 on 4+", swerves: "if-damaged" }, second: { damage: 0 } },
  { contact: "sideswipe", pair: "bike-second", first: { damage: 0 }, second: { damage: "1 on 4+", swerves: "if-damaged" } },
  { contact: "rake", pair: "same", first: { damage: "D3", swerves: "always" }, second: { damage: "D3", swerves: "always" } },
  { contact: "rake", pair: "bike-first", first: { damage: "D3", swerves: "always" }, second: { damage: "D3-1" } },
  { contact: "rake", pair: "bike-second", first: { damage: "D3-1" }, second: { damage: "D3", swerves: "always" } },
] as const satisfies readonly ContactRow[];

export function pairOf(firstIsBike: boolean, secondIsBike: boolean): Pair {
  return firstIsBike === secondIsBike ? "same" : firstIsBike ? "bike-first" : "bike-second";
}

/** The row for a contact; a table without a "bike-second" row is read with the two vehicles swapped. */
export function contactRow(table: readonly ContactRow[], contact: string, pair: Pair): { row: ContactRow; swapped: boolean } {
  const row = table.find((r) => r.contact === contact && r.pair === pair);
  if (row) return { row, swapped: false };
  const mirrored = table.find((r) => r.contact === contact && r.pair === "bike-first" && pair === "bike-second");
  if (!mirrored) throw new RangeError(`No damage row for ${contact} (${pair})`);
  return { row: { ...mirrored, first: mirrored.second, second: mirrored.first }, swapped: true };
}

/** Rolls an amount of damage; returns the points (never below 0). */
export function rollAmount(amount: Amount, dice: Dice, purpose: string): number {
  switch (amount) {
    case 0:
    case 1:
      return amount;
    case "D3":
      return dice.d3(purpose);
    case "D6":
      return dice.d6(purpose);
    case "D3-1":
      return Math.max(0, dice.d3(purpose) - 1);
    case "1 on 4+":
      return dice.d6(`${purpose} (1 point on 4+)`) >= 4 ? 1 : 0;
  }
}
