// Bang! (000) — the fighters that enter the arena and the options of a game, as zod schemas for
// the page and the command line, with the plain types the engine takes (it does not re-parse them,
// so the odds runner pays nothing for validation inside its loop).
import { z } from "zod";

/** 000, the Gnoblar profile: M 4, S 2, T 3, W 1, A 1, Ld 5. */
export const GNOBLAR = { M: 4, S: 2, T: 3, W: 1, A: 1, Ld: 5 } as const;

const characteristic = z.number().int().min(0).max(10);

export const bangFighterSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** The gang (player) the fighter belongs to; see the ruling on gangs in game.ts. */
  side: z.string().min(1),
  M: characteristic.optional(),
  S: characteristic.optional(),
  T: characteristic.min(1).optional(),
  W: characteristic.min(1).optional(),
  A: characteristic.optional(),
  Ld: characteristic.optional(),
  /** Where the fighter starts, in inches from the arena's bottom-left corner (x right, y up). */
  at: z.object({ x: z.number(), y: z.number() }).optional(),
});

export const bangSetupSchema = z
  .object({ fighters: z.array(bangFighterSchema).min(2) })
  .refine((s) => new Set(s.fighters.map((f) => f.side)).size >= 2, { message: "Bang! needs two or more gangs" })
  .refine((s) => new Set(s.fighters.map((f) => f.id)).size === s.fighters.length, { message: "fighter ids must differ" });

export const bangOptionsSchema = z.object({
  /** 000 Setting up: the arena is about 24" square. */
  arenaSize: z.number().min(6).max(240).optional(),
  /** Base diameter in inches; a Gnoblar stands on a 20 mm base. */
  baseSize: z.number().positive().max(4).optional(),
  /** ruling: the text has no last turn; see MAX_TURNS in game.ts. */
  maxTurns: z.number().int().min(1).max(10_000).optional(),
  /** false: no battle log is built (the odds runner), true by default. */
  log: z.boolean().optional(),
});

export type BangFighter = z.infer<typeof bangFighterSchema>;
export type BangSetup = z.infer<typeof bangSetupSchema>;
export type BangOptions = z.infer<typeof bangOptionsSchema>;

export const ARENA_SIZE = 24;
export const BASE_SIZE = 20 / 25.4;
