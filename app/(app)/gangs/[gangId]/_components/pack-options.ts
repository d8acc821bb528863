// The choices the gang page's pack forms offer, from the packs the gang can use now: grouped by
// pack, each value "<pack>/<entry>" (lib/contracts/pack-roster.ts).
import { packChoiceValue } from "@/lib/contracts/pack-roster";
import { offersForFighter } from "@/lib/packs/equipment";
import { packOfFighter } from "@/lib/packs/gang-packs";
import type { Pack } from "@/lib/packs/schema/pack";
import type { Fighter } from "@/lib/rules/roster/schema";
import { FIGHTER_TYPE_NAMES, FIGHTER_TYPES } from "@/lib/rules/tables/fighters";
import { isCloseCombat } from "@/lib/rules/validation/weapons";

/** What the forms need to know of a pack the gang reads. */
export interface GangPack {
  key: string;
  pack: Pack;
  source: "campaign" | "own" | "default";
  usable: boolean;
}
export interface Choice {
  value: string;
  label: string;
  cost?: number;
}
export interface ChoiceGroup {
  label: string;
  options: Choice[];
}

const credits = (n: number) => `${n} credit${n === 1 ? "" : "s"}`;
export const packGroupLabel = (p: GangPack) =>
  `${p.pack.name} (${p.source === "campaign" ? `campaign's pack, revision ${p.pack.revision}` : p.source === "own" ? `your pack, revision ${p.pack.revision}` : "placeholder"})`;
const lines = (n: number) => (n > 1 ? ` · ${n} profile lines` : "");

/** Recruit: every type of every usable pack (its cost from the pack), then the custom types (cost typed in). */
export function recruitChoices(packs: readonly GangPack[]): ChoiceGroup[] {
  return [
    ...packs
      .filter((p) => p.usable && p.pack.fighterTypes.length > 0)
      .map((p) => ({
        label: packGroupLabel(p),
        options: p.pack.fighterTypes.map((t) => ({
          value: packChoiceValue(p.key, t.id),
          label: `${t.name} · ${FIGHTER_TYPE_NAMES[t.role]} · ${credits(t.cost)}`,
          cost: t.cost,
        })),
      })),
    // the custom types keep their bare names ("Leader"): the cost is typed in, as before packs
    { label: "Custom type (type the cost in)", options: FIGHTER_TYPES.map((t) => ({ value: t, label: FIGHTER_TYPE_NAMES[t] })) },
  ];
}

/** Buy: a pack type's list at its prices; a custom-type fighter every usable pack's items at their own prices. */
export function buyChoices(packs: readonly GangPack[], f: Fighter): ChoiceGroup[] {
  const own = packOfFighter(
    packs.map((p) => p.pack),
    f,
  );
  const from = own ? packs.filter((p) => p.key === own.id && p.usable) : packs.filter((p) => p.usable);
  return from
    .map((p) => ({
      label: packGroupLabel(p),
      options: offersForFighter(p.pack, f).map((o) => ({
        value: packChoiceValue(p.key, o.itemId),
        label: `${o.name} · ${credits(o.cost)}${lines(o.profiles.length)}`,
      })),
    }))
    .filter((g) => g.options.length > 0);
}

/** Map a custom-type fighter: every type of every usable pack. */
export const mapChoices = (packs: readonly GangPack[]): ChoiceGroup[] =>
  packs
    .filter((p) => p.usable && p.pack.fighterTypes.length > 0)
    .map((p) => ({
      label: packGroupLabel(p),
      options: p.pack.fighterTypes.map((t) => ({ value: packChoiceValue(p.key, t.id), label: `${t.name} (${FIGHTER_TYPE_NAMES[t.role]})` })),
    }));

/** Bolt on: the ranged weapons of every usable pack at their own prices (003: close-combat weapons are not bolted on). */
export const boltOnChoices = (packs: readonly GangPack[]): ChoiceGroup[] =>
  packs
    .filter((p) => p.usable)
    .map((p) => ({
      label: packGroupLabel(p),
      options: p.pack.weapons
        .filter((w) => !isCloseCombat(w))
        .map((w) => ({
          value: packChoiceValue(p.key, w.id),
          label: `${w.name} (${w.cost})${w.traits.length ? ` [${w.traits.join(", ")}]` : ""}${lines(w.profiles.length)}`,
          cost: w.cost,
        })),
    }))
    .filter((g) => g.options.length > 0);
