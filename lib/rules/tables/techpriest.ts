// 003 "The rogueTechpriest- Custom upgrades- D3+3x10 credits." Each may be taken once without
// penalty; each subsequent time it is taken inflicts the penalty as stated.

export interface CustomUpgrade {
  id: string;
  name: string;
  bonus: string;
  penalty: string;
}

export const CUSTOM_UPGRADES = [
  { id: "faster", name: "Faster", bonus: "+D3 thrust", penalty: "-1 Toughness all locations" },
  { id: "smoother", name: "Smoother", bonus: "+1Cl bonus", penalty: "-2 Wounds engine." },
  { id: "heavier", name: "Heavier", bonus: "+1 Toughness", penalty: "-1\" move and thrust." },
] as const satisfies readonly CustomUpgrade[];

export type CustomUpgradeId = (typeof CUSTOM_UPGRADES)[number]["id"];
export const CUSTOM_UPGRADE_IDS = CUSTOM_UPGRADES.map((u) => u.id) as [CustomUpgradeId, ...CustomUpgradeId[]];

export function customUpgrade(id: CustomUpgradeId): CustomUpgrade {
  return CUSTOM_UPGRADES.find((u) => u.id === id)!;
}

/** "Require a visit to rogue Techpriest as a post game action by a Leader or Champion." */
export const TECHPRIEST_VISITORS = ["leader", "champion"] as const;

/** ruling: "D3+3x10" is read as (D3+3)×10: 40, 50 or 60 credits. */
export function techpriestCost(d3: number): number {
  return (d3 + 3) * 10;
}
