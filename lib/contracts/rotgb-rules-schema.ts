// The "Rules in play" form of Roll Out the (Gun) Barrels (002 Advanced Rules and the letter's
// variant): what the page holds as text, checked with zod and turned into the engine's switches.
import { z } from "zod";
import type { GangReserves, MappingOverrides } from "@/lib/skirmish/mapping";
import type { SkirmishOptions } from "@/lib/skirmish/resolve";
import { rotgbRulesInWords } from "@/lib/skirmish/rotgb/words";
import { safeText } from "./text";
import { allowedOn, frontRestrictionIssues, type FrontRestrictionsForm, type TerrainUnit } from "./rotgb-terrain-schema";

export interface RotgbRulesForm {
  letter: boolean;
  handicap: boolean;
  /** Front names, comma-separated; empty: one battlefield (no fronts rule). */
  fronts: string;
  /** The front that is a held pass, or "" for none. */
  passFront: string;
  /** Index of the gang holding the pass. */
  passHolder: number;
  /**
   * Terrain: per front name, the unit types that may stand there; a front not listed takes every
   * unit. A list for a name no longer among the fronts is kept (it comes back with the name) but not played.
   */
  allow: FrontRestrictionsForm;
  /** Index of the gang that goes first, or -1 to roll for it. */
  first: number;
  /** Turn limit; empty: the engine's default. */
  maxTurns: string;
  /** Reinforcements: one unit every this many of a gang's turns; empty: no reinforcements. */
  reinforcements: string;
  /** Per gang in play: its reserves picked by hand, or null for the mapping's automatic choice. */
  reserves: readonly (GangReserves | null)[];
  /** Alliances (three or more gangs): allies never attack each other and score together. */
  alliances: boolean;
  /** Per gang in play: the number of its alliance (1, 2, ...); missing: `defaultAlliance`. */
  allianceOf: readonly number[];
}

export const NO_RULES: RotgbRulesForm = {
  letter: false,
  handicap: false,
  fronts: "",
  passFront: "",
  passHolder: 0,
  allow: {},
  first: -1,
  maxTurns: "",
  reinforcements: "",
  reserves: [],
  alliances: false,
  allianceOf: [],
};

/** Gangs take turns between two alliances until the player changes it: 1, 2, 1, 2, ... */
export const defaultAlliance = (gang: number): number => (gang % 2) + 1;
export const allianceName = (n: number): string => `Alliance ${n}`;

/** What the form is checked against: the gangs' side ids and how many units each brings. */
export interface RotgbRulesContext {
  sides: readonly string[];
  /** Units taking part per gang (for "leave one unit out of reserve"); unknown: not checked. */
  unitCounts?: readonly number[];
  /** Each gang's units by name and unit type (for "nowhere to stand"); unknown: not checked. */
  units?: readonly (readonly TerrainUnit[])[];
}

/** The front names typed so far, for the held-pass list (empty names dropped). */
export const frontNames = (fronts: string): string[] =>
  fronts
    .split(",")
    .map((f) => f.trim())
    .filter((f) => f !== "");

const reservesSchema = z.object({ fighters: z.array(safeText().min(1)).optional(), vehicles: z.array(safeText().min(1)).optional() });

/**
 * The form's shape alone, for a server action to accept before it knows the gangs (then
 * `checkRotgbRules` checks it against them); sizes bounded so a request cannot be huge.
 */
export const rotgbRulesFormSchema = z.object({
  letter: z.boolean(),
  handicap: z.boolean(),
  fronts: safeText().max(2000),
  passFront: safeText().max(200),
  passHolder: z.number().int().min(0).max(99),
  allow: z.record(safeText().max(200), z.array(safeText().max(40)).max(40).readonly()).readonly(),
  first: z.number().int().min(-1).max(99),
  maxTurns: safeText().max(20),
  reinforcements: safeText().max(20),
  reserves: z
    .array(
      z
        .object({ fighters: z.array(safeText().max(64)).max(200).readonly().optional(), vehicles: z.array(safeText().max(64)).max(200).readonly().optional() })
        .nullable(),
    )
    .max(8)
    .readonly(),
  alliances: z.boolean(),
  allianceOf: z.array(z.number().int().min(1).max(99)).max(8).readonly(),
}) satisfies z.ZodType<RotgbRulesForm>;

/** The form's schema for these gangs; `checkRotgbRules` reads its issues as field errors. */
export function rotgbRulesSchema({ sides, unitCounts = [], units }: RotgbRulesContext) {
  return z
    .object({
      letter: z.boolean(),
      handicap: z.boolean(),
      fronts: safeText().transform((v) => (v.trim() === "" ? undefined : v.split(",").map((f) => f.trim()))),
      passFront: safeText(),
      passHolder: z.number().int().min(0),
      allow: z.record(safeText(), z.array(safeText())),
      first: z.number().int().min(-1),
      maxTurns: safeText()
        .trim()
        .refine(
          (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000),
          "A whole number of turns from 1 to 1,000,000, or empty for 2,000.",
        )
        .transform((v) => (v === "" ? undefined : Number(v))),
      reinforcements: safeText()
        .trim()
        .refine(
          (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1000),
          "A whole number of turns from 1 to 1,000, or empty for no reinforcements.",
        )
        .transform((v) => (v === "" ? undefined : Number(v))),
      reserves: z.array(reservesSchema.nullable()),
      alliances: z.boolean(),
      allianceOf: z.array(z.number().int().min(1).max(Math.max(2, sides.length), "Choose one of the alliances listed.")),
    })
    .superRefine((o, ctx) => {
      const fronts = o.fronts;
      if (fronts) {
        if (fronts.some((f) => f === "")) ctx.addIssue({ code: "custom", path: ["fronts"], message: "Leave no name empty between the commas." });
        else if (fronts.length < 2 || fronts.length > 30)
          ctx.addIssue({
            code: "custom",
            path: ["fronts"],
            message: "Name 2 to 30 fronts, separated by commas (north, south), or leave empty for one battlefield.",
          });
        else if (new Set(fronts).size !== fronts.length) ctx.addIssue({ code: "custom", path: ["fronts"], message: "Name each front once." });
      }
      if (o.passFront !== "" && !fronts?.includes(o.passFront))
        ctx.addIssue({ code: "custom", path: ["passFront"], message: `No front is called "${o.passFront}" any more: choose the pass again.` });
      // 002 Terrain: the lists on the fronts named now, and a front for every unit
      if (fronts) for (const issue of frontRestrictionIssues(allowedOn(o.allow, fronts), fronts, sides, units)) ctx.addIssue({ code: "custom", ...issue });
      // 002 Reinforcements set aside "part of your army": someone has to start the battle
      if (o.reinforcements !== undefined) {
        o.reserves.forEach((r, i) => {
          const held = (r?.fighters?.length ?? 0) + (r?.vehicles?.length ?? 0);
          if (r && unitCounts[i] !== undefined && held >= unitCounts[i]!)
            ctx.addIssue({
              code: "custom",
              path: ["reserves", i],
              message: `${sides[i] ?? `Gang ${i + 1}`} holds every unit in reserve: leave at least one to start the battle.`,
            });
        });
      }
      // 002 Advanced Rules, Alliances: sides are for games of three or more players.
      const teams = o.alliances ? new Set(sides.map((_, i) => o.allianceOf[i] ?? defaultAlliance(i))).size : sides.length;
      if (o.alliances && sides.length < 3)
        ctx.addIssue({ code: "custom", path: ["alliances"], message: "Alliances need three or more gangs: add a gang or switch alliances off." });
      else if (o.alliances && teams < 2)
        ctx.addIssue({ code: "custom", path: ["alliances"], message: "Put the gangs in two alliances or more: one alliance alone has nobody to fight." });
      // 002 Advanced Rules, Handicapping: only with exactly two sides (two players or two alliances).
      else if (o.handicap && teams !== 2)
        ctx.addIssue({ code: "custom", path: ["handicap"], message: "Handicapping is for two sides: two gangs, or three or more gangs in two alliances." });
    });
}

export type RotgbRulesField = keyof RotgbRulesForm;

export type RotgbRulesCheck =
  | { ok: true; options: NonNullable<SkirmishOptions["rotgb"]>; mapping?: MappingOverrides; summary: string[] }
  /** Field errors by path: "fronts", "reserves.1" (the second gang's reserves), ... */
  | { ok: false; fieldErrors: Partial<Record<string, string>> };

/** The engine's switches and the mapping's reserves and alliances for this form, with the rules in words. */
export function checkRotgbRules(form: RotgbRulesForm, context: RotgbRulesContext): RotgbRulesCheck {
  const { sides } = context;
  const parsed = rotgbRulesSchema(context).safeParse(form);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<string, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const r = parsed.data;
  const holder = sides[r.passHolder];
  const firstSide = sides[r.first];
  const allianceOf = sides.map((_, i) => r.allianceOf[i] ?? defaultAlliance(i));
  const allowed = allowedOn(r.allow, r.fronts);
  const restricted = Object.keys(allowed).length > 0;
  const heldPass = r.passFront !== "" && holder !== undefined ? { front: r.passFront, holder } : undefined;
  const options: NonNullable<SkirmishOptions["rotgb"]> = {
    ...(r.letter && { flankDropByTwo: true }),
    ...(r.handicap && { handicap: true }),
    ...(r.fronts && { fronts: r.fronts }),
    ...((heldPass || restricted) && { terrain: { ...(restricted && { allowed }), ...(heldPass && { heldPass }) } }),
    ...(firstSide !== undefined && { firstPlayer: firstSide }),
    ...(r.maxTurns !== undefined && { maxTurns: r.maxTurns }),
    ...(r.reinforcements !== undefined && { reinforcements: { every: r.reinforcements } }),
    ...(r.alliances && { alliances: true }),
  };
  const reserves = r.reinforcements !== undefined && r.reserves.some((x) => x !== null) ? sides.map((_, i) => r.reserves[i] ?? null) : undefined;
  const alliances = r.alliances ? allianceOf.map(allianceName) : undefined;
  const mapping: MappingOverrides | undefined =
    reserves || alliances ? { rotgb: { ...(reserves && { reserves }), ...(alliances && { alliances }) } } : undefined;
  const teams = [...new Set(allianceOf)].sort((a, b) => a - b);
  const summary = rotgbRulesInWords(
    options,
    teams.map((t) => ({ name: allianceName(t), sides: sides.filter((_, i) => allianceOf[i] === t) })),
  );
  return { ok: true, options, ...(mapping && { mapping }), summary };
}
