// The set-up and the switches of Star Strife (002), as zod schemas; the types are inferred.
import { z } from "zod";
import { familyOptionFields } from "../strife/schema";

export const starUnitSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  sides: z.number().int().min(1).max(1000),
  /** A unit type of units.ts, by its name or one of the text's other names. */
  type: z.string().min(1),
  /**
   * The ship whose control channel this unit takes (drone, decoy, mecha) or aboard which it waits
   * (interceptors), by unit id. Drones and decoys without one are placed by the automated player.
   */
  controller: z.string().optional(),
  ownerId: z.string().optional(),
});

export const starPlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  /** 002 Stations: only the strategic defender may have one. */
  role: z.enum(["attacker", "defender"]).optional(),
  units: z.array(starUnitSchema).min(1).max(80),
});

/** 002 Star Strife: two phases a turn, one for each player, so two players. */
export const starSetupSchema = z.object({
  players: z.array(starPlayerSchema).length(2),
});

export const starOptionsSchema = z.object({
  /** firstPlayer: who acts in the first phase of every turn. */
  ...familyOptionFields,
  /** Command Points (optional rule). */
  commandPoints: z.boolean().optional(),
  /** Terrain: an asteroid field or an ancient minefield. */
  terrain: z.enum(["asteroids", "minefield"]).optional(),
});

export type StarUnit = z.infer<typeof starUnitSchema>;
export type StarPlayer = z.infer<typeof starPlayerSchema>;
export type StarSetup = z.infer<typeof starSetupSchema>;
export type StarOptions = z.infer<typeof starOptionsSchema>;

export const DEFAULT_MAX_TURNS = 1000;
/** ruling: as in Medieval Strife, a game where this many turns pass with no unit lost ends there, scored as it stands. */
export const QUIET_TURNS_LIMIT = 30;
