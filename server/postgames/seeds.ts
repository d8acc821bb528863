import "server-only";
import { createHmac } from "node:crypto";
import type { SeedKey } from "@/lib/rules/postgame/sequence";

/**
 * The seed of an app-rolled step: an HMAC of the battle, the gang, the step and its index under
 * the server's auth secret. The player can't compute it, and the same step always gets the same
 * dice, so previewing again (or undoing and re-running) can't fish for better rolls.
 * ruling: the index counts steps of this name for this subject (the second visit to the same
 * vehicle is index 1), not the position in the whole list, so ticking another driver's skill roll
 * or adding a Techpriest visit for another vehicle does not reshuffle anybody else's dice.
 */
export function stepSeed(secret: string, key: SeedKey): string {
  return createHmac("sha256", secret).update(["postgame", key.battleId, key.gangId, key.step, key.subject, key.index].join("\u0000")).digest("hex");
}
