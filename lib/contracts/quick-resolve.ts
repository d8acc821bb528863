import { z } from "zod";
import { rotgbRulesFormSchema } from "./rotgb-rules-schema";
import { safeText } from "./text";

/** Every quick-resolve system takes up to six gangs (`SYSTEMS` in lib/skirmish/resolve.ts, not imported: it brings the engines). */
export const QUICK_RESOLVE_MAX_GANGS = 6;

/** The longest seed a quick-resolve game keeps (and the skirmish page replays). */
export const SEED_MAX_LENGTH = 64;

export const DUPLICATE_GANG_MESSAGE = "This gang is already in the battle: choose another one.";

/** The places in the list where a gang comes again (the first time it is chosen stays valid). */
export const duplicateGangIndexes = (gangIds: readonly string[]): number[] => gangIds.flatMap((id, i) => (gangIds.indexOf(id) < i ? [i] : []));

/** A quick-resolve game to record as a campaign battle: the server replays it from the seed. */
export const recordQuickResolveSchema = z
  .object({
    campaignId: safeText().trim().min(1, "Choose a campaign").max(64),
    system: z.enum(["rotgb", "bench", "bang"]),
    gangIds: z
      .array(safeText().trim().min(1, "Choose a gang").max(64))
      .min(2, "Choose at least two gangs")
      .max(QUICK_RESOLVE_MAX_GANGS, `At most ${QUICK_RESOLVE_MAX_GANGS} gangs play a quick-resolved battle`)
      // on the array itself, so the message sits under the repeated gang's field ("gangIds.2") even while another field is wrong
      .superRefine((ids, ctx) => {
        for (const i of duplicateGangIndexes(ids)) ctx.addIssue({ code: "custom", path: [i], message: DUPLICATE_GANG_MESSAGE });
      }),
    seed: safeText().trim().min(1, "Enter a seed").max(SEED_MAX_LENGTH),
    scenario: safeText().trim().min(1, "Name the scenario").max(80),
    /** Roll Out the (Gun) Barrels' "Rules in play"; checked against the gangs by `checkRotgbRules` on the server. */
    rules: rotgbRulesFormSchema.optional(),
  })
  .refine((q) => q.rules === undefined || q.system === "rotgb", { path: ["rules"], message: "Rules in play are for Roll Out the (Gun) Barrels only." });
export type RecordQuickResolveInput = z.infer<typeof recordQuickResolveSchema>;
