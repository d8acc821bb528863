// The set-up and the switches of Medieval Strife (002), as zod schemas; the types are inferred.
import { z } from "zod";
import { familyOptionFields } from "../strife/schema";
import { MEDIEVAL_UNIT_TYPES, SPELL_NAMES } from "./units";

export const medievalUnitSchema = z.object({
  id: z.string().min(1),
  /** What the log calls it ("Skarfang", "Archer 2"); the id when absent. */
  name: z.string().optional(),
  sides: z.number().int().min(1).max(1000),
  type: z.enum(MEDIEVAL_UNIT_TYPES),
  /** The fighter or vehicle this unit stands for, to map casualties back to the roster. */
  ownerId: z.string().optional(),
});

export const medievalPlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  units: z.array(medievalUnitSchema).min(1).max(60),
});

export const medievalSetupSchema = z.object({
  players: z.array(medievalPlayerSchema).min(2),
});

const abilitiesSchema = z.object({
  attack: z.number().int().min(-20).max(20).optional(),
  defence: z.number().int().min(-20).max(20).optional(),
  spells: z.array(z.enum(SPELL_NAMES)).optional(),
  archer: z.literal(true).optional(),
  flanker: z.literal(true).optional(),
});

export const medievalOptionsSchema = z
  .object({
    ...familyOptionFields,
    /** Daytime or Nighttime Field Play. */
    field: z.enum(["day", "night"]).optional(),
    /** Mystic Environment: twice the casts before a recharge. */
    mystic: z.boolean().optional(),
    /** Castle Battle: the player fighting from inside the castle (+1 defence). */
    castle: z.string().optional(),
    /** City Battle: +1 defence, −2 attack, at most two casts, no one-cast spells. */
    city: z.boolean().optional(),
    /** Volcanic/Volatile Terrain: a side's units all roll after its turn; no recharging. */
    volcanic: z.boolean().optional(),
    /** The weather: poor, dangerous, damaging or catastrophic. */
    weather: z.enum(["poor", "dangerous", "damaging", "catastrophic"]).optional(),
    /** Overrides of the unit abilities table (units.ts), row by row. */
    abilities: z.partialRecord(z.enum(MEDIEVAL_UNIT_TYPES), abilitiesSchema).optional(),
  })
  // ruling: the Mystic Environment doubles the casts and the City Battle caps them at two; the
  // text gives no order to apply both, so a game is one or the other.
  .refine((o) => !(o.mystic && o.city), {
    path: ["city"],
    message: "A battle is either in a mystic environment or in a city, not both (002 Medieval Strife, Themed Play).",
  });

export type MedievalUnit = z.infer<typeof medievalUnitSchema>;
export type MedievalPlayer = z.infer<typeof medievalPlayerSchema>;
export type MedievalSetup = z.infer<typeof medievalSetupSchema>;
export type MedievalOptions = z.infer<typeof medievalOptionsSchema>;

export const DEFAULT_MAX_TURNS = 2000;
/**
 * ruling: the text never forces an attack, and spells let a side act without taking anything
 * (shielding, recharging, forcing rolls), so a game could go round for ever. When this many turns
 * in a row pass without a unit taken or eliminated, the game ends and is scored as it stands.
 */
export const QUIET_TURNS_LIMIT = 60;
