// The set-up and the switches of Roll Out the (Gun) Barrels (002), as zod schemas so the page,
// the command line and the engine share one definition; the types are inferred from them.
import { z } from "zod";

/** One unit: a die of `sides` sides (002 "Examples of Units": d1 saboteurs ... d100 Death Star). */
export const rotgbUnitSchema = z.object({
  id: z.string().min(1),
  /** Number of sides of the die; its point value (002: "adding up the total number of sides"). */
  sides: z.number().int().min(1).max(1000),
  /** The unit type, in the genre's words ("Buggy", "Battle Wagon"); terrain restricts by it. */
  type: z.string().min(1),
  /** What the log calls it (the fighter's or vehicle's name); the log shows the id when absent. */
  name: z.string().min(1).optional(),
  /** The fighter or vehicle this unit stands for, to map casualties back to the roster. */
  ownerId: z.string().optional(),
  /** Front it starts in (fronts rule); when absent the automated player deploys it. */
  front: z.string().optional(),
  /** Held back as a reinforcement (reinforcements rule); ignored when that switch is off. */
  reserve: z.boolean().optional(),
});

export const rotgbPlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  /** Alliance this player belongs to (alliances rule); ignored when that switch is off. */
  alliance: z.string().optional(),
  units: z.array(rotgbUnitSchema).min(1),
});

export const rotgbSetupSchema = z.object({
  players: z.array(rotgbPlayerSchema).min(2),
});

export const rotgbOptionsSchema = z.object({
  /** Build the readable log (text + data). `false` skips every string and object in the loop. */
  log: z.boolean().optional(),
  /** Who goes first; otherwise rolled (002 core: a random pick). */
  firstPlayer: z.string().optional(),
  /** Alliances: players with the same `alliance` are one side and never attack each other.
   * ruling: alliances hold for the whole game. The text lets them "break up at any time" and a
   * player "turn traitor", but the automated players keep faith. */
  alliances: z.boolean().optional(),
  /** Fronts: one attack (or move) per front per turn, scores × fronts won, redeployment. */
  fronts: z.array(z.string().min(1)).min(2).max(30).optional(),
  /** Handicapping: total victory needs (larger force / smaller force) × the loser's score. */
  handicap: z.boolean().optional(),
  /** Reinforcements: each player brings in one reserve unit every `every` of their own turns. */
  reinforcements: z.object({ every: z.number().int().min(1) }).optional(),
  /** Terrain (needs fronts): unit types allowed per front; a pass one side holds, named by one of its
   * players (with alliances on, that player's whole alliance holds it). */
  terrain: z
    .object({
      allowed: z.record(z.string(), z.array(z.string())).optional(),
      heldPass: z.object({ front: z.string(), holder: z.string() }).optional(),
    })
    .optional(),
  /** The letter's variant: flanking dice drop by two instead of re-rolling. */
  flankDropByTwo: z.boolean().optional(),
  /** Safety stop for games that could go on for ever (fronts moving dice back and forth). */
  maxTurns: z.number().int().min(1).optional(),
});

export type RotgbUnit = z.infer<typeof rotgbUnitSchema>;
export type RotgbPlayer = z.infer<typeof rotgbPlayerSchema>;
export type RotgbSetup = z.infer<typeof rotgbSetupSchema>;
export type RotgbOptions = z.infer<typeof rotgbOptionsSchema>;

export const DEFAULT_MAX_TURNS = 2000;
