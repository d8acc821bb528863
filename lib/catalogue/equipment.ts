// The default equipment catalogue: a STARTING POINT, not a transcription of any book. The vehicle
// text (003) names traits (Unwieldy, Pistol, Template, Blast) but no price list, so the names and
// costs below are placeholders for a group to match to its own book; campaigns and gangs add
// their own items (EquipmentItem rows) and those are shown beside these.
export const EQUIPMENT_CATEGORIES = ["weapon", "wargear"] as const;
export type EquipmentCategory = (typeof EQUIPMENT_CATEGORIES)[number];

export interface EquipmentItem {
  id: string;
  category: EquipmentCategory;
  name: string;
  cost: number;
  traits: readonly string[];
  source: "default" | "campaign" | "gang";
}

const weapon = (id: string, name: string, cost: number, ...traits: string[]): EquipmentItem => ({
  id: `default:${id}`,
  category: "weapon",
  name,
  cost,
  traits,
  source: "default",
});
const wargear = (id: string, name: string, cost: number): EquipmentItem => ({
  id: `default:${id}`,
  category: "wargear",
  name,
  cost,
  traits: [],
  source: "default",
});

export const DEFAULT_EQUIPMENT: readonly EquipmentItem[] = [
  weapon("stub-gun", "Stub gun", 5, "Pistol", "Sidearm"),
  weapon("autopistol", "Autopistol", 10, "Pistol", "Rapid Fire", "Sidearm"),
  weapon("laspistol", "Laspistol", 10, "Pistol", "Sidearm"),
  weapon("autogun", "Autogun", 15, "Rapid Fire"),
  weapon("lasgun", "Lasgun", 15),
  weapon("shotgun", "Shotgun", 30, "Knockback"),
  weapon("flamer", "Flamer", 140, "Template"),
  weapon("grenade-launcher", "Grenade launcher", 65, "Blast"),
  weapon("harpoon-launcher", "Harpoon launcher", 110),
  weapon("heavy-stubber", "Heavy stubber", 130, "Unwieldy", "Rapid Fire"),
  weapon("heavy-bolter", "Heavy bolter", 160, "Unwieldy", "Rapid Fire"),
  weapon("heavy-flamer", "Heavy flamer", 195, "Unwieldy", "Template"),
  weapon("autocannon", "Autocannon", 250, "Unwieldy", "Rapid Fire"),
  weapon("missile-launcher", "Missile launcher", 185, "Unwieldy", "Blast"),
  weapon("chain-axe", "Chain axe", 25, "Melee"),
  weapon("fighting-knife", "Fighting knife", 15, "Melee"),
  wargear("flak-armour", "Flak armour", 10),
  wargear("mesh-armour", "Mesh armour", 15),
  wargear("respirator", "Respirator", 15),
  wargear("photo-goggles", "Photo-goggles", 35),
];

/** "Unwieldy, Blast" → ["Unwieldy", "Blast"]: traits typed by a user, trimmed, no empties or repeats. */
export function parseTraits(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}
