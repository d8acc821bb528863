import { z } from "zod";

/** A quick-resolve game to record as a campaign battle: the server replays it from the seed. */
export const recordQuickResolveSchema = z.object({
  campaignId: z.string().trim().min(1, "Choose a campaign").max(64),
  system: z.enum(["rotgb", "bench", "bang"]),
  gangIds: z.array(z.string().trim().min(1).max(64)).min(2, "Choose at least two gangs").max(8),
  seed: z.string().trim().min(1, "Enter a seed").max(64),
  scenario: z.string().trim().min(1, "Name the scenario").max(80),
});
export type RecordQuickResolveInput = z.infer<typeof recordQuickResolveSchema>;
