// The gang page's pack forms: recruit (a pack type, or a custom type with its cost typed in), buy
// from a fighter type's list, map a fighter made before packs to a pack type, and bolt a pack
// weapon on a vehicle. Shared by the forms (zodResolver) and packRosterAction on the server.
import { z } from "zod";
import { FIGHTER_TYPES } from "@/lib/rules/tables/fighters";
import { NO_CONTROL_CHARACTERS } from "@/lib/packs/schema/text";

const id = z.string().trim().min(1, "Choose one").max(80);
const PART = "[A-Za-z0-9][A-Za-z0-9_.:-]*";
/**
 * A choice from a list of pack entries: "<pack>/<entry>", the pack as the gang reads it (its
 * record id, or "starter" for the default pack) and the entry's id inside it.
 */
export const packChoice = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Choose ${what}`)
    .max(170)
    .regex(new RegExp(`^${PART}/${PART}$`), { error: `Choose ${what} from the list` });

export function splitPackChoice(value: string): { pack: string; entry: string } {
  const at = value.indexOf("/");
  return { pack: value.slice(0, at), entry: value.slice(at + 1) };
}
export const packChoiceValue = (pack: string, entry: string) => `${pack}/${entry}`;

const credits = z.coerce
  .number({ error: "Cost must be a number" })
  .min(0, "Cost cannot be negative")
  .max(10_000, "Cost can be at most 10,000")
  .int("Cost must be a whole number");

/** "leader" … "juve" for a custom type (its cost typed in); "<pack>/<type>" for a pack type (its cost from the pack). */
export const recruitSchema = z.object({
  type: z.literal("recruit"),
  name: z
    .string()
    .trim()
    .min(1, "Give the fighter a name")
    .max(60, "Names can be at most 60 characters")
    .regex(NO_CONTROL_CHARACTERS, "Write the name on one line, without control characters"),
  fighterType: z.union([z.enum(FIGHTER_TYPES), packChoice("a fighter type")], { error: "Choose a fighter type" }),
  cost: credits,
});
export type RecruitInput = z.input<typeof recruitSchema>;

export const isCustomType = (value: string): value is (typeof FIGHTER_TYPES)[number] => (FIGHTER_TYPES as readonly string[]).includes(value);

export const buyFromPackSchema = z.object({ type: z.literal("buyFromPack"), fighterId: id, item: packChoice("an item") });
export const mapFighterTypeSchema = z.object({ type: z.literal("mapFighterType"), fighterId: id, fighterType: packChoice("a pack type") });
export const boltOnFromPackSchema = z.object({
  type: z.literal("boltOnFromPack"),
  vehicleId: id,
  item: packChoice("a weapon"),
  twinLinked: z.boolean(),
  /** "driver", "" (nobody yet) or a gunner's fighter id. */
  allocation: z.string().trim().max(80),
});

export const packRosterOpSchema = z.discriminatedUnion("type", [recruitSchema, buyFromPackSchema, mapFighterTypeSchema, boltOnFromPackSchema]);
export type PackRosterOp = z.infer<typeof packRosterOpSchema>;

export const packRosterActionSchema = z.object({
  gangId: z.string().trim().min(1).max(64),
  version: z.number().int().min(0),
  op: packRosterOpSchema,
});
export type PackRosterActionInput = z.infer<typeof packRosterActionSchema>;
