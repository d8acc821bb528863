import { z } from "zod";

/** The import form: the text of an exported gang file (typed, pasted or read from a file). */
export const importGangSchema = z.object({
  json: z.string().trim().min(1, "Choose a gang file or paste its contents").max(2_000_000, "That file is too large for a gang (2,000,000 characters at most)"),
});
export type ImportGangInput = z.input<typeof importGangSchema>;
