// A battle played on the battle screen and sent to its campaign: the record (the same schema as the
// hand-written one) with the device's key for it, so a retried send never records the battle twice.
import { z } from "zod";
import { recordBattleSchema } from "./campaign";

export const sendPlayedBattleSchema = z.object({
  /** Made on the device when the battle starts; stored unique with the battle it records. */
  clientKey: z.uuid("The battle's key on this device is damaged"),
  /** When the battle started on the device: a hand-made record of the same gangs since then is the same battle. */
  startedAt: z.iso.datetime({ error: "The battle's start time is damaged" }),
  record: recordBattleSchema,
});
export type SendPlayedBattleInput = z.infer<typeof sendPlayedBattleSchema>;
