import { z } from "zod";
import { rotgbRulesFormSchema } from "./rotgb-rules-schema";

/** A quick-resolve game to record as a campaign battle: the server replays it from the seed. */
export const recordQuickResolveSchema = z
  .object({
    campaignId: z.string().trim().min(1, "Choose a campaign").max(64),
    system: z.enum(["rotgb", "bench", "bang"]),
    gangIds: z.array(z.string().trim().min(1).max(64)).min(2, "Choose at least two gangs").max(8),
    seed: z.string().trim().min(1, "Enter a seed").max(64),
    scenario: z.string().trim().min(1, "Name the scenario").max(80),
    /** Roll Out the (Gun) Barrels' "Rules in play"; checked against the gangs by `checkRotgbRules` on the server. */
    rules: rotgbRulesFormSchema.optional(),
  })
  .refine((q) => q.rules === undefined || q.system === "rotgb", { path: ["rules"], message: "Rules in play are for Roll Out the (Gun) Barrels only." });
export type RecordQuickResolveInput = z.infer<typeof recordQuickResolveSchema>;
