// The switches every game of the Roll Out the (Gun) Barrels family's variants takes, as zod fields.
import { z } from "zod";

export const familyOptionFields = {
  /** Build the readable log (text + data). `false` skips every string and object in the loop. */
  log: z.boolean().optional(),
  /** Who goes (acts) first; otherwise rolled (002: "by some random method"). */
  firstPlayer: z.string().optional(),
  /** Safety stop for a game that could go on for ever. */
  maxTurns: z.number().int().min(1).optional(),
};
