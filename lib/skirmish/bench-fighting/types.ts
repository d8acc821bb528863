// The input of a Bench Fighting battle (001), as zod schemas the page and the command line parse
// with, and the types inferred from them. `playBenchFighting` trusts its input (it runs 10,000 times for
// the odds); parse once with `parseBenchFightingSetup` where the data comes from a person or a file.
import { z } from "zod";

/** 001 "split your army into four groups", in the order their stages are fought. */
export const POSITIONS = ["scout", "left", "right", "main"] as const;
export type Position = (typeof POSITIONS)[number];

export const POSITION_NAMES: Record<Position, string> = {
  scout: "forward scout",
  left: "left flank",
  right: "right flank",
  main: "main force",
};

const unitIds = z.array(z.string().min(1));

/** Where a player puts squads for one skirmish, by unit id (see `squadKey`). Only main is required. */
export const benchFightingAllocationSchema = z.object({
  scout: unitIds.optional(),
  left: unitIds.optional(),
  right: unitIds.optional(),
  main: unitIds.optional(),
});

/** One entry of the army list: a squad and its points; `id` names the fighter or vehicle behind it. */
export const benchFightingSquadSchema = z.object({
  points: z.number().int().positive(),
  id: z.string().min(1).optional(),
  name: z.string().optional(),
});

export const benchFightingPlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** 001 Battle: the points each player may spend over the whole battle. */
  pool: z.number().int().nonnegative(),
  army: z.array(benchFightingSquadSchema).min(1),
  /** Hand-set positions per skirmish (index 0 = skirmish 1); a gap means the automated player decides. */
  allocations: z.array(benchFightingAllocationSchema.nullable()).optional(),
});

export const benchFightingSetupSchema = z
  .object({ players: z.array(benchFightingPlayerSchema).min(2, "Bench Fighting needs two or more players") })
  .superRefine((setup, ctx) => {
    const ids = new Set<string>();
    for (const p of setup.players) {
      if (ids.has(p.id)) ctx.addIssue({ code: "custom", message: `Two players share the id "${p.id}"` });
      ids.add(p.id);
      const keys = new Set<string>();
      p.army.forEach((s, i) => {
        const key = squadKey(p, i);
        if (keys.has(key)) ctx.addIssue({ code: "custom", message: `${p.name}: two squads share the id "${key}"` });
        keys.add(key);
      });
    }
  });

export const benchFightingOptionsSchema = z.object({
  /** 001: ten skirmishes; fewer only for tests and previews. */
  skirmishes: z.number().int().positive().optional(),
  /** false: no battle log and no roll log, for the odds runner (use `new Dice(seededSource(seed), false)`). */
  log: z.boolean().optional(),
  /** Safety stop for a stage that will not end (see the ruling in stage.ts). */
  maxRounds: z.number().int().positive().optional(),
});

export type BenchFightingAllocation = z.infer<typeof benchFightingAllocationSchema>;
export type BenchFightingSquad = z.infer<typeof benchFightingSquadSchema>;
export type BenchFightingPlayer = z.infer<typeof benchFightingPlayerSchema>;
export type BenchFightingSetup = z.infer<typeof benchFightingSetupSchema>;
export type BenchFightingOptions = z.infer<typeof benchFightingOptionsSchema>;

/** The id a squad goes by in allocations and the log: its own id, or "<player id>#<n>" (1-based). */
export function squadKey(player: Pick<BenchFightingPlayer, "id" | "army">, index: number): string {
  return player.army[index]?.id ?? `${player.id}#${index + 1}`;
}

export function parseBenchFightingSetup(input: unknown): BenchFightingSetup {
  return benchFightingSetupSchema.parse(input);
}
