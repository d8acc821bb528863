// The "Rules in play" form of Roll Out the (Gun) Barrels (002 Advanced Rules and the letter's
// variant): what the page holds as text, checked with zod and turned into the engine's switches.
import { z } from "zod";
import type { SkirmishOptions } from "@/lib/skirmish/resolve";

export interface RotgbRulesForm {
  letter: boolean;
  handicap: boolean;
  /** Front names, comma-separated; empty: one battlefield (no fronts rule). */
  fronts: string;
  /** The front that is a held pass, or "" for none. */
  passFront: string;
  /** Index of the gang holding the pass. */
  passHolder: number;
  /** Index of the gang that goes first, or -1 to roll for it. */
  first: number;
  /** Turn limit; empty: the engine's default. */
  maxTurns: string;
}

export const NO_RULES: RotgbRulesForm = { letter: false, handicap: false, fronts: "", passFront: "", passHolder: 0, first: -1, maxTurns: "" };

/** The front names typed so far, for the held-pass list (empty names dropped). */
export const frontNames = (fronts: string): string[] => fronts.split(",").map((f) => f.trim()).filter((f) => f !== "");

export const rotgbRulesSchema = z
  .object({
    letter: z.boolean(),
    handicap: z.boolean(),
    fronts: z.string().transform((v) => (v.trim() === "" ? undefined : v.split(",").map((f) => f.trim()))),
    passFront: z.string(),
    passHolder: z.number().int().min(0),
    first: z.number().int().min(-1),
    maxTurns: z.string().trim()
      .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000), "A whole number of turns from 1 to 1,000,000, or empty for 2,000.")
      .transform((v) => (v === "" ? undefined : Number(v))),
  })
  .superRefine((o, ctx) => {
    const fronts = o.fronts;
    if (fronts) {
      if (fronts.some((f) => f === "")) ctx.addIssue({ code: "custom", path: ["fronts"], message: "Leave no name empty between the commas." });
      else if (fronts.length < 2 || fronts.length > 30) ctx.addIssue({ code: "custom", path: ["fronts"], message: "Name 2 to 30 fronts, separated by commas (north, south), or leave empty for one battlefield." });
      else if (new Set(fronts).size !== fronts.length) ctx.addIssue({ code: "custom", path: ["fronts"], message: "Name each front once." });
    }
    if (o.passFront !== "" && !fronts?.includes(o.passFront))
      ctx.addIssue({ code: "custom", path: ["passFront"], message: `No front is called "${o.passFront}" any more: choose the pass again.` });
  });

export type RotgbRulesField = keyof RotgbRulesForm;

export type RotgbRulesCheck =
  | { ok: true; options: NonNullable<SkirmishOptions["rotgb"]>; summary: string[] }
  | { ok: false; fieldErrors: Partial<Record<RotgbRulesField, string>> };

/** The engine's switches for this form; `sides` are the gangs' side ids, in order. */
export function checkRotgbRules(form: RotgbRulesForm, sides: readonly string[]): RotgbRulesCheck {
  const parsed = rotgbRulesSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<RotgbRulesField, string>> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path[0] as RotgbRulesField] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const r = parsed.data;
  const holder = sides[r.passHolder];
  const firstSide = sides[r.first];
  const options: NonNullable<SkirmishOptions["rotgb"]> = {
    ...(r.letter && { flankDropByTwo: true }),
    ...(r.handicap && { handicap: true }),
    ...(r.fronts && { fronts: r.fronts }),
    ...(r.passFront !== "" && holder !== undefined && { terrain: { heldPass: { front: r.passFront, holder } } }),
    ...(firstSide !== undefined && { firstPlayer: firstSide }),
    ...(r.maxTurns !== undefined && { maxTurns: r.maxTurns }),
  };
  const summary = [
    r.letter && "the letter's variant (flanking dice drop by two)",
    r.fronts && `fronts: ${r.fronts.join(", ")}`,
    options.terrain && `a pass at ${r.passFront} held by ${holder}`,
    r.handicap && "handicapping",
    firstSide !== undefined && `${firstSide} goes first`,
    r.maxTurns !== undefined && `at most ${r.maxTurns} turns`,
  ].filter((s): s is string => typeof s === "string");
  return { ok: true, options, summary };
}
