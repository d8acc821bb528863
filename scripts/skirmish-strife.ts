// The Medieval Strife and Star Strife switches of the command line (002): their zod schemas and
// how they become the engines' options and the "Rules in play" line. Side numbers count the sides
// in order, gangs then armies.
import { z } from "zod";
import type { MappingOverrides } from "@/lib/skirmish/mapping";
import { medievalOptionsSchema, type MedievalOptions } from "@/lib/skirmish/medieval/schema";
import { medievalRulesInWords } from "@/lib/skirmish/medieval/words";
import type { StarOptions } from "@/lib/skirmish/star/schema";
import { starRulesInWords } from "@/lib/skirmish/star/words";
import { InputFileError, readText, UsageError, type ReadText } from "./skirmish-input";

export const MEDIEVAL_FLAGS = ["field", "mystic", "castle", "city", "volcanic", "weather", "abilities"] as const;
export const STAR_FLAGS = ["command-points", "terrain", "defender"] as const;
/** Flags every game of the ROtGB family takes. */
export const FAMILY_FLAGS = ["first", "max-turns"] as const;

const sideNumber = (flag: string, sides: number) =>
  z
    .string()
    .regex(/^\d+$/, `${flag} takes a side number, 1 to ${sides}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= sides, `${flag} takes a side number, 1 to ${sides}`);
const maxTurns = z
  .string()
  .regex(/^\d+$/, "--max-turns must be a whole number from 1 to 1000000")
  .transform(Number)
  .refine((n) => n >= 1 && n <= 1_000_000, "--max-turns must be a whole number from 1 to 1000000");

export function medievalFlagsSchema(sides: number) {
  return z
    .object({
      field: z.enum(["day", "night"], { error: "--field is day or night" }).optional(),
      mystic: z.boolean().optional(),
      castle: sideNumber("--castle", sides).optional(),
      city: z.boolean().optional(),
      volcanic: z.boolean().optional(),
      weather: z.enum(["poor", "dangerous", "damaging", "catastrophic"], { error: "--weather is poor, dangerous, damaging or catastrophic" }).optional(),
      abilities: z.string().optional(),
      first: sideNumber("--first", sides).optional(),
      maxTurns: maxTurns.optional(),
    })
    .refine((o) => !(o.mystic && o.city), "--mystic and --city: a battle is in a mystic environment or in a city, not both (002 Medieval Strife, Themed Play)");
}

export function starFlagsSchema(sides: number) {
  return z.object({
    commandPoints: z.boolean().optional(),
    terrain: z.enum(["asteroids", "minefield"], { error: "--terrain is asteroids or minefield" }).optional(),
    defender: sideNumber("--defender", sides).optional(),
    first: sideNumber("--first", sides).optional(),
    maxTurns: maxTurns.optional(),
  });
}

export type MedievalFlags = z.infer<ReturnType<typeof medievalFlagsSchema>>;
export type StarFlags = z.infer<ReturnType<typeof starFlagsSchema>>;

/** A file of unit abilities (units.ts's table, row by row), checked with the engine's own schema. */
function readAbilities(path: string, read: ReadText): MedievalOptions["abilities"] {
  let data: unknown;
  try {
    data = JSON.parse(read(path));
  } catch (e) {
    throw new InputFileError(`${path}: ${(e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : `not valid JSON (${(e as Error).message})`}`);
  }
  const parsed = medievalOptionsSchema.shape.abilities.safeParse(data);
  if (!parsed.success)
    throw new InputFileError(`${path}: not a table of unit abilities:\n${parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`);
  return parsed.data;
}

export function medievalOptions(flags: MedievalFlags, sides: readonly string[], read: ReadText = readText): Omit<MedievalOptions, "log"> {
  return {
    ...(flags.field && { field: flags.field }),
    ...(flags.mystic && { mystic: true }),
    ...(flags.castle !== undefined && { castle: sides[flags.castle - 1]! }),
    ...(flags.city && { city: true }),
    ...(flags.volcanic && { volcanic: true }),
    ...(flags.weather && { weather: flags.weather }),
    ...(flags.abilities !== undefined && { abilities: readAbilities(flags.abilities, read) }),
    ...(flags.first !== undefined && { firstPlayer: sides[flags.first - 1]! }),
    ...(flags.maxTurns !== undefined && { maxTurns: flags.maxTurns }),
  };
}

export function starOptions(flags: StarFlags, sides: readonly string[]): Omit<StarOptions, "log"> {
  return {
    ...(flags.commandPoints && { commandPoints: true }),
    ...(flags.terrain && { terrain: flags.terrain }),
    ...(flags.first !== undefined && { firstPlayer: sides[flags.first - 1]! }),
    ...(flags.maxTurns !== undefined && { maxTurns: flags.maxTurns }),
  };
}

/** --defender names a gang (its index as the mapping takes it); an army says its own role in its file. */
export function starMapping(flags: StarFlags, gangCount: number): MappingOverrides | undefined {
  if (flags.defender === undefined) return undefined;
  if (flags.defender > gangCount) throw new UsageError(`--defender ${flags.defender} is an army: an army's file says its role (options.role)`);
  return { star: { defender: flags.defender - 1 } };
}

export function strifeRulesLine(words: readonly string[]): string[] {
  return words.length > 0 ? [`Rules in play: ${words.join("; ")}.`] : [];
}

export { medievalRulesInWords, starRulesInWords };
