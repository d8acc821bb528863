// What to print for a gang: the card size, the paper, the roster sheet and rules summary, which
// vehicles and fighters get a card, and how many blank cards of each kind. One schema for the
// options form, the action that remembers the choice, and the print view that reads it back.
import { z } from "zod";
import { CARD_SIZES, PAPERS } from "@/lib/print/card-sheet";
import { gangIdSchema } from "./gang";
import { safeText } from "./text";

/** The blank cards on offer: one per vehicle profile (003 Vehicle profiles, and the hulk of Wreck and Ruin), and a fighter's. */
export const BLANK_CARD_KINDS = ["truck-buggy", "half-track-track", "bike-trike", "hulk", "fighter"] as const;
export type BlankCardKind = (typeof BLANK_CARD_KINDS)[number];
export const BLANK_CARD_NAMES: Record<BlankCardKind, string> = {
  "truck-buggy": "Truck/Buggy",
  "half-track-track": "Half-track/Track",
  "bike-trike": "Bike/Trike",
  hulk: "Hulk",
  fighter: "Fighter",
};
export const MAX_BLANKS = 18;

const cardId = safeText().min(1).max(64);
/** "all" keeps printing every card, also of vehicles and fighters added later; a list prints only those. */
const selection = z.union([z.literal("all"), z.array(cardId).max(200)]).default("all");
const blankCount = z.coerce.number().int("A whole number of cards").min(0, "At least 0").max(MAX_BLANKS, `At most ${MAX_BLANKS}`).default(0);

export const printOptionsSchema = z.object({
  size: z.enum(CARD_SIZES).default("poker"),
  paper: z.enum(PAPERS).default("a4"),
  roster: z.boolean().default(true),
  rules: z.boolean().default(true),
  vehicles: selection,
  fighters: selection,
  blanks: z
    .object(Object.fromEntries(BLANK_CARD_KINDS.map((k) => [k, blankCount])) as Record<BlankCardKind, typeof blankCount>)
    .default({ "truck-buggy": 0, "half-track-track": 0, "bike-trike": 0, hulk: 0, fighter: 0 }),
});
export type PrintOptions = z.output<typeof printOptionsSchema>;
export type PrintOptionsInput = z.input<typeof printOptionsSchema>;

export const DEFAULT_PRINT_OPTIONS: PrintOptions = printOptionsSchema.parse({});

export const savePrintOptionsSchema = z.object({ gangId: gangIdSchema, options: printOptionsSchema });

/** The saved choice, or the defaults when there is none or it no longer reads (never an error). */
export function readPrintOptions(stored: string | null | undefined): PrintOptions {
  if (!stored) return DEFAULT_PRINT_OPTIONS;
  try {
    const parsed = printOptionsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_PRINT_OPTIONS;
  } catch {
    return DEFAULT_PRINT_OPTIONS;
  }
}

/** Whether a card is chosen: all, or its id in the list. */
export const isChosen = (selection: PrintOptions["vehicles"], id: string) => selection === "all" || selection.includes(id);
