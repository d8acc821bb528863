import { z } from "zod";

export const gangNameSchema = z.string().trim().min(1, "Give the gang a name").max(60, "Gang names can be at most 60 characters");

export const createGangSchema = z.object({
  name: gangNameSchema,
  house: z.string().trim().max(60, "House or faction can be at most 60 characters"),
  credits: z.coerce
    .number({ error: "Starting credits must be a number" })
    .min(0, "Starting credits cannot be negative")
    .max(100_000, "Starting credits can be at most 100,000")
    .int("Starting credits must be a whole number"),
});
export type CreateGangInput = z.input<typeof createGangSchema>;

export const gangIdSchema = z.string().trim().min(1).max(64);
