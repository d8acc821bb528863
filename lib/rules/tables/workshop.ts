// 003 "The Workshop- Standard Upgrades". "Items marked (*) may not be purchased for bikes or trikes."
// ruling: an upgrade the text gives no "(up to N)" may be fitted once per vehicle.

export type Mounting = "left" | "right" | "front";

export interface WorkshopUpgrade {
  id: string;
  name: string;
  /** Credits; null for Extra Ammo, which costs ¼ of its weapon (see `extraAmmoCost`). */
  cost: number | null;
  costText: string;
  limit: number;
  /** Extra Ammo: the limit counts per bolted-on weapon rather than per vehicle. */
  perWeapon: boolean;
  /** The (*) mark. */
  notForBikesOrTrikes: boolean;
  /** Where the text asks the player to choose a mounting. */
  mountings: readonly Mounting[];
  /** "Cannot be destroyed" (by an upgrade hit). */
  cannotBeDestroyed: boolean;
  effect: string;
}

export const WORKSHOP_UPGRADES = [
  {
    id: "armour-plates", name: "Armour plates", cost: 40, costText: "40 credits", limit: 3, perWeapon: false,
    notForBikesOrTrikes: false, mountings: [], cannotBeDestroyed: false,
    effect: "One plate grants the vehicle a special save of 6+ increased by one for each extra plate to a max 4+, every successful save will reduce the save by -1 for the remainder of the game.",
  },
  {
    id: "spikes-and-blades", name: "Spikes and blades", cost: 50, costText: "50 credits", limit: 2, perWeapon: false,
    notForBikesOrTrikes: false, mountings: [], cannotBeDestroyed: false,
    effect: "The first time all hits caused against troops by vehicle itself become S4, the second time all I tests caused by vehicle are at -1.",
  },
  {
    id: "wrecking-ball", name: "Wrecking ball", cost: 100, costText: "100 credits", limit: 1, perWeapon: false,
    notForBikesOrTrikes: true, mountings: ["left", "right"], cannotBeDestroyed: false,
    effect: "Choose left or right mounting. Range 2\", D3 hits, automatically penetrates armour, may only attack vehicles. Requires 1 passenger to use in shooting phase.",
  },
  {
    id: "reinforced-ram", name: "Reinforced ram", cost: 50, costText: "50 credits", limit: 1, perWeapon: false,
    notForBikesOrTrikes: true, mountings: [], cannotBeDestroyed: false,
    effect: "Inflict +2 damage when ramming.",
  },
  {
    // ruling: "front mounted ... or side mounted": a side plank is mounted left or right.
    id: "boarding-plank", name: "Boarding plank", cost: 30, costText: "30 credits", limit: 1, perWeapon: false,
    notForBikesOrTrikes: true, mountings: ["front", "left", "right"], cannotBeDestroyed: false,
    effect: "Range 2\", must be chasing if front mounted, or racing if side mounted, any passenger can drop it at start of turn without penalty, once dropped any fighter attempting a boarding action between those vehicles passes Initiative test automatically. A driver can 'shake' a boarding plank by passing a CL test and taking a single point of damage to the vehicle in his own activation.",
  },
  {
    // ruling: Extra Ammo is bought for one bolted-on weapon; each weapon can have it once.
    id: "extra-ammo", name: "Extra Ammo", cost: null, costText: "¼ weapon cost", limit: 1, perWeapon: true,
    notForBikesOrTrikes: false, mountings: [], cannotBeDestroyed: false,
    effect: "One vehicle mounted weapon automatically passes first ammo roll, if this upgrade is destroyed it will hit vehicle with 2D3 hits from that weapon on a random location.",
  },
  {
    id: "enclosed-crew", name: "Enclosed Crew", cost: 40, costText: "40 credits", limit: 1, perWeapon: false,
    notForBikesOrTrikes: true, mountings: [], cannotBeDestroyed: true,
    effect: "Crew compartment gains +2 toughness and a +1 save. Only half crew can fire from vehicle if this upgrade is purchased. Cannot be destroyed.",
  },
  {
    id: "fighting-platform", name: "Fighting platform", cost: 20, costText: "20 credits", limit: 3, perWeapon: false,
    notForBikesOrTrikes: true, mountings: [], cannotBeDestroyed: true,
    effect: "Increase max crew by 2. Decrease vehicle movement by 1 each time this upgrade is taken after the first, the model for the vehicle must be able to hold the required no of fighters. Cannot be destroyed.",
  },
  {
    id: "hard-point", name: "Hard point", cost: 10, costText: "10 credits", limit: 2, perWeapon: false,
    notForBikesOrTrikes: true, mountings: [], cannotBeDestroyed: true,
    effect: "1 additional weapon may be bolted on to this vehicle. Cannot be destroyed by an upgrade hit.",
  },
  {
    id: "pimped-out", name: "Pimped out", cost: 50, costText: "50 credits", limit: 1, perWeapon: false,
    notForBikesOrTrikes: false, mountings: [], cannotBeDestroyed: false,
    effect: "All friendly fighters on board this vehicle may reroll failed Cl, LD and WP tests.",
  },
  {
    id: "polecat", name: "Polecat", cost: 10, costText: "10 credits", limit: 2, perWeapon: false,
    notForBikesOrTrikes: true, mountings: [], cannotBeDestroyed: false,
    effect: "Nominate a member of Crew to be a polecat- they cannot be hit by crew location hits, lose all armour and save bonuses, but can make boarding actions up to 4\" away with a reroll to I tests. If this upgrade is destroyed the fighter is Thrown from the vehicle.",
  },
] as const satisfies readonly WorkshopUpgrade[];

export type UpgradeId = (typeof WORKSHOP_UPGRADES)[number]["id"];
export const UPGRADE_IDS = WORKSHOP_UPGRADES.map((u) => u.id) as [UpgradeId, ...UpgradeId[]];

export function workshopUpgrade(id: UpgradeId): WorkshopUpgrade {
  return WORKSHOP_UPGRADES.find((u) => u.id === id)!;
}

/** ruling: "¼ weapon cost" is rounded up to a whole credit. */
export function extraAmmoCost(weaponCost: number): number {
  return Math.ceil(weaponCost / 4);
}

/** Armour plates: one plate 6+, two 5+, three 4+ ("to a max 4+"); null without plates. */
export function armourPlateSave(plates: number): number | null {
  return plates <= 0 ? null : Math.max(4, 7 - plates);
}
