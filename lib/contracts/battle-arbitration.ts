// Taking a recorded battle back: an organiser voids it with a reason, the recorder withdraws it
// while it is pending. One schema each, shared by the inline form (zodResolver) and the actions.
import { z } from "zod";
import { safeText } from "./text";

const id = safeText().trim().min(1).max(64);

export const VOID_REASON_MAX = 200;

export const voidBattleSchema = z.object({
  campaignId: id,
  battleId: id,
  // One line: the reason goes into the activity feed and under the battle, after "Voided by …: ".
  reason: safeText({ multiline: true, error: "Give the reason for voiding this battle" })
    .trim()
    .min(1, "Give the reason for voiding this battle")
    .max(VOID_REASON_MAX, `At most ${VOID_REASON_MAX} characters`)
    .transform((s) => s.replace(/\s+/g, " ")),
});
export type VoidBattleInput = z.output<typeof voidBattleSchema>;
export type VoidBattleFormValues = z.input<typeof voidBattleSchema>;

export const withdrawBattleSchema = z.object({ campaignId: id, battleId: id });
export type WithdrawBattleInput = z.infer<typeof withdrawBattleSchema>;
