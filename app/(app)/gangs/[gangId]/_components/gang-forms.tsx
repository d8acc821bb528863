"use client";
import { createContext, useContext, useState, type ReactNode } from "react";
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
  /** Ranged catalogue weapons, for bolting on (003: close-combat weapons are not bolted on). */
  weapons: Option[];
  /** Every catalogue item, for giving to a fighter. */
  items: Option[];
  packWeapons: ChoiceGroup[];
  mapTo: ChoiceGroup[];
  /** The packs' buying lists, each once; `buyListOf` names a fighter's. */
  buyLists: ChoiceGroup[][];
  buyListOf: Record<string, number>;
}

const Context = createContext<GangFormOptions | null>(null);

export function GangFormsProvider({ value, children }: { value: GangFormOptions; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useGangForms(): GangFormOptions {
  const v = useContext(Context);
  if (!v) throw new Error("useGangForms outside GangFormsProvider");
  return v;
}

/**
 * A `<details>` whose content is built only once it is first opened (and kept after, so a half
 * filled form survives closing it).
 */
export function WhenOpened({ summary, className, summaryClassName, children }: { summary: ReactNode; className?: string; summaryClassName?: string; children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={className} onToggle={(e) => { if (e.currentTarget.open) setOpened(true); }}>
      <summary className={summaryClassName}>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
