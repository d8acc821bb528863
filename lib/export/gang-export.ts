// The gang export format: versioned JSON that the roster manager exports and imports, and that
// the skirmish command line reads. Documented in README.md ("Gang export format").
import { z } from "zod";
import { rosterSchema, type Roster } from "../rules/roster/schema";
import { parseRoster } from "../rules/validation/validate";
import type { RosterIssue } from "../rules/validation/issues";

export const GANG_EXPORT_FORMAT = "gorka-garage.gang" as const;
export const GANG_EXPORT_VERSION = 1 as const;

export const gangExportSchema = z.object({
  format: z.literal(GANG_EXPORT_FORMAT, { error: `format must be "${GANG_EXPORT_FORMAT}"` }),
  version: z.literal(GANG_EXPORT_VERSION, { error: `version must be ${GANG_EXPORT_VERSION} (this app reads version ${GANG_EXPORT_VERSION})` }),
  gang: z.object({
    name: z.string().trim().min(1, "the gang needs a name").max(60, "a gang name is at most 60 characters"),
    house: z.string().trim().max(60, "a house or faction is at most 60 characters"),
  }),
  roster: rosterSchema,
});
export type GangExport = z.infer<typeof gangExportSchema>;

export function exportGang(gang: { name: string; house: string }, roster: Roster): GangExport {
  return { format: GANG_EXPORT_FORMAT, version: GANG_EXPORT_VERSION, gang: { name: gang.name, house: gang.house }, roster };
}

export interface ImportError {
  /** Where in the file: "roster.vehicles.0.weapons.2.cost". */
  path: string;
  message: string;
}

/** Reads an export: shape first (zod), then every rule of the roster; all errors with their paths. */
export function importGang(data: unknown): { ok: true; gang: GangExport } | { ok: false; errors: ImportError[] } {
  const shape = gangExportSchema.safeParse(data);
  if (!shape.success) return { ok: false, errors: shape.error.issues.map((i) => ({ path: i.path.join(".") || "(file)", message: i.message })) };
  const rules = parseRoster(shape.data.roster);
  const issues: RosterIssue[] = rules.ok ? rules.issues : rules.issues;
  if (issues.length > 0) return { ok: false, errors: issues.map((i) => ({ path: ["roster", ...i.path].join("."), message: i.message })) };
  if (shape.data.roster.name !== shape.data.gang.name) return { ok: false, errors: [{ path: "roster.name", message: `must match gang.name ("${shape.data.gang.name}")` }] };
  return { ok: true, gang: shape.data };
}
