// 003 The Workshop (standard upgrades); an upgrade marked (*) cannot be fitted to a bike or trike.
// ruling: an upgrade the text gives no "(up to N)" may be fitted once per vehicle.

export type Mounting = "left" | "right" | "front";

export interface WorkshopUpgrade {
  id: string;
  name: string;
  /** Where the upgrade is: text, section and row. */
  cite: string;
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
  /** An upgrade hit cannot destroy it. */
  cannotBeDestroyed: boolean;
  /** What it does at the table, in our words. */
  effect: string;
}

export const WORKSHOP_UPGRADES = [
  {
    id: "armour-plates",
    name: "Armour plates",
    cite: "003 Workshop, Armour plates",
    cost: 40,
    costText: "40 credits",
    limit: 3,
    perWeapon: false,
    notForBikesOrTrikes: false,
    mountings: [],
    cannotBeDestroyed: false,
    effect: "Special save 6+ with one plate, 5+ with two, 4+ with three. Every successful save makes it 1 worse for the rest of the game.",
  },
  {
    id: "spikes-and-blades",
    name: "Spikes and blades",
    cite: "003 Workshop, Spikes and blades",
    cost: 50,
    costText: "50 credits",
    limit: 2,
    perWeapon: false,
    notForBikesOrTrikes: false,
    mountings: [],
    cannotBeDestroyed: false,
    effect: "One set: the hits the vehicle itself deals to fighters are S4. Two sets: also, I tests the vehicle causes are at -1.",
  },
  {
    id: "wrecking-ball",
    name: "Wrecking ball",
    cite: "003 Workshop, Wrecking ball",
    cost: 100,
    costText: "100 credits",
    limit: 1,
    perWeapon: false,
    notForBikesOrTrikes: true,
    mountings: ["left", "right"],
    cannotBeDestroyed: false,
    effect: 'Mounted on the left or the right. Range 2", D3 hits, always penetrates armour, vehicles only. One passenger works it in the shooting phase.',
  },
  {
    id: "reinforced-ram",
    name: "Reinforced ram",
    cite: "003 Workshop, Reinforced ram",
    cost: 50,
    costText: "50 credits",
    limit: 1,
    perWeapon: false,
    notForBikesOrTrikes: true,
    mountings: [],
    cannotBeDestroyed: false,
    effect: "+2 damage when it rams.",
  },
  {
    // ruling: "front mounted ... or side mounted": a side plank is mounted left or right.
    id: "boarding-plank",
    name: "Boarding plank",
    cite: "003 Workshop, Boarding plank",
    cost: 30,
    costText: "30 credits",
    limit: 1,
    perWeapon: false,
    notForBikesOrTrikes: true,
    mountings: ["front", "left", "right"],
    cannotBeDestroyed: false,
    effect:
      'Range 2". A front plank needs the vehicle to be chasing, a side plank racing. Any passenger may drop it at the start of the turn at no cost; while it is down, anyone boarding between the two vehicles needs no Initiative test to get across. A driver can shake it off in his own activation: a CL test, and his vehicle takes 1 damage.',
  },
  {
    // ruling: Extra Ammo is bought for one bolted-on weapon; each weapon can have it once.
    id: "extra-ammo",
    name: "Extra Ammo",
    cite: "003 Workshop, Extra Ammo",
    cost: null,
    costText: "¼ weapon cost",
    limit: 1,
    perWeapon: true,
    notForBikesOrTrikes: false,
    mountings: [],
    cannotBeDestroyed: false,
    effect:
      "One bolted-on weapon passes its first ammo roll automatically. If this upgrade is destroyed, the vehicle takes 2D3 hits from that weapon, at a random location.",
  },
  {
    id: "enclosed-crew",
    name: "Enclosed Crew",
    cite: "003 Workshop, Enclosed Crew",
    cost: 40,
    costText: "40 credits",
    limit: 1,
    perWeapon: false,
    notForBikesOrTrikes: true,
    mountings: [],
    cannotBeDestroyed: true,
    effect: "The crew location gets +2 Toughness and +1 save, but only half the crew may shoot from the vehicle. Cannot be destroyed.",
  },
  {
    id: "fighting-platform",
    name: "Fighting platform",
    cite: "003 Workshop, Fighting platform",
    cost: 20,
    costText: "20 credits",
    limit: 3,
    perWeapon: false,
    notForBikesOrTrikes: true,
    mountings: [],
    cannotBeDestroyed: true,
    effect: "+2 max crew each. Every platform after the first costs 1 movement. The model must have room for the extra fighters. Cannot be destroyed.",
  },
  {
    id: "hard-point",
    name: "Hard point",
    cite: "003 Workshop, Hard point",
    cost: 10,
    costText: "10 credits",
    limit: 2,
    perWeapon: false,
    notForBikesOrTrikes: true,
    mountings: [],
    cannotBeDestroyed: true,
    effect: "Room for 1 more bolted-on weapon. Upgrade hits cannot destroy it.",
  },
  {
    id: "pimped-out",
    name: "Pimped out",
    cite: "003 Workshop, Pimped out",
    cost: 50,
    costText: "50 credits",
    limit: 1,
    perWeapon: false,
    notForBikesOrTrikes: false,
    mountings: [],
    cannotBeDestroyed: false,
    effect: "Every friendly fighter aboard may re-roll a failed CL, LD or WP test.",
  },
  {
    id: "polecat",
    name: "Polecat",
    cite: "003 Workshop, Polecat",
    cost: 10,
    costText: "10 credits",
    limit: 2,
    perWeapon: false,
    notForBikesOrTrikes: true,
    mountings: [],
    cannotBeDestroyed: false,
    effect:
      'Name a crew member as polecat: crew location hits cannot hit him and he loses all armour and save bonuses, but he can board vehicles up to 4" away, re-rolling I tests. If this upgrade is destroyed he is Thrown.',
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
