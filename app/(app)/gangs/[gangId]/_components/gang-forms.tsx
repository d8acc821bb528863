"use client";
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { EquipmentItem } from "@/lib/catalogue/equipment";
import { isCloseCombat } from "@/lib/rules/validation/weapons";
import type { Option } from "./op-form";
import type { ChoiceGroup } from "./pack-options";

/**
 * What the gang page's forms choose from, sent to the browser once for the whole page: the
 * catalogue's weapons and items, the packs' lists, the fighters a crew is picked from. A fighter's
 * or vehicle's forms are built from it when their panel is opened, so a roster of 12 fighters and 3
 * vehicles no longer carries ~85 forms and their option lists in every page load.
 */
export interface GangFormOptions {
  gangId: string;
  version: number;
  fighters: { id: string; name: string; type: string; status: string }[];
  /** The gang's catalogue (default, campaign and gang items), sent once for every form that lists it. */
  catalogue: EquipmentItem[];
  packWeapons: ChoiceGroup[];
  mapTo: ChoiceGroup[];
  /** The packs' buying lists, each once; `buyListOf` names a fighter's. */
  buyLists: ChoiceGroup[][];
  buyListOf: Record<string, number>;
}

type WithChoices = GangFormOptions & {
  /** Ranged catalogue weapons, for bolting on (003: close-combat weapons are not bolted on). */
  weapons: Option[];
  /** Their prices, shown before buying (twice for twin-linked). */
  weaponPrices: Record<string, number>;
  /** Every catalogue item, for giving to a fighter. */
  items: Option[];
};

const Context = createContext<WithChoices | null>(null);
const itemLabel = (i: EquipmentItem) => `${i.name} (${i.cost})${i.traits.length ? ` [${i.traits.join(", ")}]` : ""}`;

export function GangFormsProvider({ value, children }: { value: GangFormOptions; children: ReactNode }) {
  const withChoices = useMemo(
    () => ({
      ...value,
      weapons: value.catalogue
        .filter((i) => i.category === "weapon" && !isCloseCombat(i))
        .map((i) => ({ value: i.id, label: `${itemLabel(i)}${i.source === "default" ? "" : ` · ${i.source}`}` })),
      weaponPrices: Object.fromEntries(value.catalogue.filter((i) => i.category === "weapon" && !isCloseCombat(i)).map((i) => [i.id, i.cost])),
      items: value.catalogue.map((i) => ({ value: i.id, label: itemLabel(i) })),
    }),
    [value],
  );
  return <Context.Provider value={withChoices}>{children}</Context.Provider>;
}

export function useGangForms(): WithChoices {
  const v = useContext(Context);
  if (!v) throw new Error("useGangForms outside GangFormsProvider");
  return v;
}

/**
 * A `<details>` whose content is built only once it is first opened (and kept after, so a half
 * filled form survives closing it).
 */
export function WhenOpened({
  summary,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={className}
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
