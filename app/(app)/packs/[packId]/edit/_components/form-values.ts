// Each editor section's form values and the pack fields they stand for. The form keeps the pack's
// own paths ("weapons.0.profiles.1.S"), so a refusal from the import's checks lands under the field
// it names; only what a form cannot hold as the pack does is turned: a weapon's traits are one
// comma-separated text, a table that may be left out has a tick box, an effect or an income rule
// keeps every kind's fields while the player switches kind.
import type { PackSection } from "@/lib/contracts/packs";
import type { Pack } from "@/lib/packs/schema/pack";
import type { PackProfileLine } from "@/lib/packs/schema/equipment";
import type { AdvancementEffect, InjuryEffect } from "@/lib/packs/schema/tables";
import { STAT_NAMES, type StatName } from "@/lib/rules/tables/fighters";

type Values = Record<string, unknown>;

export const splitTraits = (text: unknown): unknown =>
  typeof text === "string"
    ? text
        .split(",")
        .map((t) => t.trim())
        .filter((t) => t !== "")
    : text;

export interface EffectForm {
  kind: InjuryEffect["kind"];
  stat: StatName;
  change: unknown;
  name: string;
}
const effectToForm = (e: InjuryEffect): EffectForm => ({
  kind: e.kind,
  stat: e.kind === "stat" ? e.stat : "M",
  change: e.kind === "stat" ? e.change : -1,
  name: e.kind === "injury" ? e.name : "",
});
function effectFromForm(e: EffectForm): unknown {
  if (e.kind === "stat") return { kind: "stat", stat: e.stat, change: e.change };
  if (e.kind === "injury") return { kind: "injury", name: e.name };
  return { kind: e.kind };
}

export interface AdvanceEffectForm {
  kind: AdvancementEffect["kind"];
  stat: StatName;
  max: unknown;
  category: string | null;
  how: "chosen" | "random";
}
const advanceToForm = (e: AdvancementEffect): AdvanceEffectForm => ({
  kind: e.kind,
  stat: e.kind === "stat" ? e.stat : "WS",
  max: e.kind === "stat" ? e.max : 6,
  category: e.kind === "skill" ? e.category : null,
  how: e.kind === "skill" ? e.how : "chosen",
});
const advanceFromForm = (e: AdvanceEffectForm): unknown =>
  e.kind === "stat" ? { kind: "stat", stat: e.stat, max: e.max } : { kind: "skill", category: e.category === "" ? null : e.category, how: e.how };

/** New entries as the "Add…" buttons put them in. */
export const NEW = {
  profileLine: (): PackProfileLine => ({ name: "", range: { short: null, long: null }, accuracy: { short: 0, long: 0 }, S: 3, AP: 0, D: 1, Ammo: null }),
  weapon: () => ({ id: "", name: "", cost: 0, traits: "", profiles: [NEW.profileLine()] }),
  wargear: () => ({ id: "", name: "", cost: 0, text: "" }),
  fighterType: () => ({
    id: "",
    name: "",
    role: "ganger",
    cost: 0,
    min: 0,
    max: null,
    profile: Object.fromEntries(STAT_NAMES.map((s) => [s, 3])),
    equipment: [],
    skillCategories: [],
  }),
  equipment: () => ({ item: "", cost: 0 }),
  skillCategory: () => ({ id: "", name: "" }),
  skill: (category = "") => ({ id: "", name: "", category, text: "" }),
  injuryRow: () => ({ from: 1, to: 1, name: "", effects: [] }),
  effect: (): EffectForm => ({ kind: "injury", stat: "M", change: -1, name: "" }),
  advancement: () => ({ id: "", name: "", xpCost: 5, effect: advanceToForm({ kind: "stat", stat: "WS", max: 6 }) }),
};

/** The section's form values from the pack as it is. */
export function toForm(pack: Pack, section: Exclude<PackSection, "json">): Values {
  switch (section) {
    case "about":
      return { name: pack.name, about: pack.about };
    case "fighterTypes":
      return { fighterTypes: structuredClone(pack.fighterTypes) };
    case "weapons":
      return { weapons: pack.weapons.map((w) => ({ ...structuredClone(w), traits: w.traits.join(", ") })) };
    case "wargear":
      return { wargear: structuredClone(pack.wargear) };
    case "skills":
      return { skillCategories: structuredClone(pack.skillCategories), skills: structuredClone(pack.skills) };
    case "injuries": {
      const t = pack.injuries;
      return {
        injuries: {
          enabled: t !== null,
          dice: t?.dice ?? "D6",
          rows: (t?.rows ?? [NEW.injuryRow()]).map((r) => ({ ...r, effects: r.effects.map(effectToForm) })),
        },
      };
    }
    case "advancements": {
      const a = pack.advancements;
      return { advancements: { enabled: a !== null, options: (a?.options ?? []).map((o) => ({ ...o, effect: advanceToForm(o.effect) })) } };
    }
    case "rules": {
      const x = pack.experience,
        inc = pack.income;
      return {
        experience: { enabled: x !== null, forTakingPart: x?.forTakingPart ?? 1, perKill: x?.perKill ?? 1, perOutOfAction: x?.perOutOfAction ?? 1 },
        income: {
          enabled: inc !== null,
          kind: inc?.kind ?? "by-result",
          win: inc?.kind === "by-result" ? inc.win : 30,
          draw: inc?.kind === "by-result" ? inc.draw : 20,
          loss: inc?.kind === "by-result" ? inc.loss : 10,
          roll: inc?.kind === "dice" ? inc.roll : "D6x10",
        },
      };
    }
  }
}

type Rec = Record<string, unknown>;
const list = (v: unknown): Rec[] => (Array.isArray(v) ? (v as Rec[]) : []);

/**
 * The pack fields the section's form values stand for, as the server action receives them.
 * `pack` is the pack as it is, for what the form leaves alone (the advancement roll table).
 */
export function fromForm(pack: Pack, section: Exclude<PackSection, "json">, v: Values): Values {
  switch (section) {
    case "weapons":
      return { weapons: list(v.weapons).map((w) => ({ ...w, traits: splitTraits(w.traits) })) };
    case "injuries": {
      const t = v.injuries as Rec;
      if (!t.enabled) return { injuries: null };
      return {
        injuries: { dice: t.dice, rows: list(t.rows).map((r) => ({ ...r, effects: list(r.effects).map((e) => effectFromForm(e as unknown as EffectForm)) })) },
      };
    }
    case "advancements": {
      const a = v.advancements as Rec;
      if (!a.enabled) return { advancements: null };
      return {
        advancements: {
          options: list(a.options).map((o) => ({ ...o, effect: advanceFromForm(o.effect as AdvanceEffectForm) })),
          roll: pack.advancements?.roll ?? null,
        },
      };
    }
    case "rules": {
      const x = v.experience as Rec,
        inc = v.income as Rec;
      return {
        experience: x.enabled ? { forTakingPart: x.forTakingPart, perKill: x.perKill, perOutOfAction: x.perOutOfAction } : null,
        income: !inc.enabled
          ? null
          : inc.kind === "dice"
            ? { kind: "dice", roll: inc.roll }
            : { kind: "by-result", win: inc.win, draw: inc.draw, loss: inc.loss },
      };
    }
    default:
      return v;
  }
}
