// 003 Rogue Techpriest (custom upgrades, D3+3x10 credits). The first of each upgrade on a vehicle
// is free of its penalty; every further one of the same upgrade brings the penalty too.

export interface CustomUpgrade {
  id: string;
  name: string;
  /** Where the upgrade is: text, section and row. */
  cite: string;
  bonus: string;
  penalty: string;
}

export const CUSTOM_UPGRADES = [
  { id: "faster", name: "Faster", cite: "003 Rogue Techpriest, Faster", bonus: "+D3 thrust", penalty: "-1 Toughness all locations" },
  { id: "smoother", name: "Smoother", cite: "003 Rogue Techpriest, Smoother", bonus: "+1Cl bonus", penalty: "-2 Wounds engine." },
  { id: "heavier", name: "Heavier", cite: "003 Rogue Techpriest, Heavier", bonus: "+1 Toughness", penalty: '-1" move and thrust.' },
] as const satisfies readonly CustomUpgrade[];

export type CustomUpgradeId = (typeof CUSTOM_UPGRADES)[number]["id"];
export const CUSTOM_UPGRADE_IDS = CUSTOM_UPGRADES.map((u) => u.id) as [CustomUpgradeId, ...CustomUpgradeId[]];

export function customUpgrade(id: CustomUpgradeId): CustomUpgrade {
  return CUSTOM_UPGRADES.find((u) => u.id === id)!;
}

/** 003 Rogue Techpriest: only a Leader or a Champion may make the post-game visit. */
export const TECHPRIEST_VISITORS = ["leader", "champion"] as const;

/** ruling: "D3+3x10" is read as (D3+3)×10: 40, 50 or 60 credits. */
export function techpriestCost(d3: number): number {
  return (d3 + 3) * 10;
}
