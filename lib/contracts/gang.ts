import { z } from "zod";
import { safeText } from "./text";

export const gangNameSchema = safeText().trim().min(1, "Give the gang a name").max(60, "Gang names can be at most 60 characters");

export const createGangSchema = z.object({
  name: gangNameSchema,
  house: safeText().trim().max(60, "House or faction can be at most 60 characters"),
  credits: z.coerce
    .number({ error: "Starting credits must be a number" })
    .min(0, "Starting credits cannot be negative")
    .max(100_000, "Starting credits can be at most 100,000")
    .int("Starting credits must be a whole number"),
});
export type CreateGangInput = z.input<typeof createGangSchema>;

export const gangIdSchema = safeText().trim().min(1).max(64);
