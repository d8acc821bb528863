// The gang export format: versioned JSON that the roster manager exports and imports, and that
// the skirmish command line reads. Documented in README.md ("Gang export format").
import { z } from "zod";
import {
  allocationSchema,
  boltedOnWeaponSchema,
  crewSchema,
  fighterSchema,
  fittedCustomUpgradeSchema,
  fittedUpgradeSchema,
  ledgerEntrySchema,
  rosterSchema,
  stashItemSchema,
  vehicleSchema,
  type Roster,
} from "../rules/roster/schema";
import { safeText } from "../contracts/text";
import { parseRoster } from "../rules/validation/validate";
import type { RosterIssue } from "../rules/validation/issues";

export const GANG_EXPORT_FORMAT = "gorka-garage.gang" as const;
export const GANG_EXPORT_VERSION = 1 as const;

/**
 * Ruling (import limits): a gang file may be at most 1 MB, and every list in it has a ceiling.
 * Why: the import once took a 928 KB file with 3,012 fighters; it was created (each retry made
 * another copy) and its gang page then needed 15 s and 58 MB of HTML, so it never opened. Every
 * reader of the format (the import page, the skirmish paste box, the skirmish command line) goes
 * through gangExportSchema, so the limits hold on the client and on the server alike.
 * How they were chosen: generously above any real gang, so no honest export is ever refused. A
 * real gang has at most a few dozen fighters and a handful of vehicles; a vehicle has 3 bolt-on
 * slots plus hard points and a crew of 1 to 5 plus fighting platforms; a fighter has a few skills,
 * injuries and pieces of kit; the ledger of a long campaign may reach some hundreds of entries.
 * Each ceiling is several times that. A limit is raised here (with a line of reason) if a real
 * gang ever comes near one.
 */
export const IMPORT_LIMITS = {
  fighters: { max: 100, words: "fighters", per: "per gang" },
  vehicles: { max: 30, words: "vehicles", per: "per gang" },
  ledger: { max: 2_000, words: "ledger entries", per: "per gang" },
  stash: { max: 200, words: "items in the stash", per: "per gang" },
  equipment: { max: 30, words: "pieces of equipment", per: "per fighter" },
  skills: { max: 30, words: "skills", per: "per fighter" },
  drivingSkills: { max: 20, words: "driving skills", per: "per fighter" },
  injuries: { max: 30, words: "injuries", per: "per fighter" },
  traits: { max: 20, words: "traits", per: "per weapon or piece of equipment" },
  weapons: { max: 20, words: "bolted-on weapons", per: "per vehicle" },
  upgrades: { max: 30, words: "upgrades", per: "per vehicle" },
  customUpgrades: { max: 20, words: "Techpriest upgrades", per: "per vehicle" },
  permanentDamage: { max: 20, words: "permanent damage results", per: "per vehicle" },
  gunnerIds: { max: 20, words: "gunners", per: "per vehicle" },
  passengerIds: { max: 20, words: "passengers", per: "per vehicle" },
  polecatIds: { max: 20, words: "polecats", per: "per vehicle" },
} as const satisfies Record<string, { max: number; words: string; per: string }>;
export type ImportLimit = keyof typeof IMPORT_LIMITS;

/** A gang file (the text) may be at most 1 MB: a real gang's export is a few KB. */
export const GANG_FILE_MAX_BYTES = 1_000_000;

const count = (n: number) => n.toLocaleString("en-GB");

/** "Too many fighters: 3,012 (at most 100 per gang)." */
export function limitMessage(limit: ImportLimit, n: number): string {
  const { max, words, per } = IMPORT_LIMITS[limit];
  return `Too many ${words}: ${count(n)} (at most ${count(max)} ${per}).`;
}

/** A list of the export with its ceiling, refused with the limit in words. */
function limited<T extends z.ZodType>(item: T, limit: ImportLimit) {
  return z
    .array(item)
    .max(IMPORT_LIMITS[limit].max, { error: (iss) => limitMessage(limit, Array.isArray(iss.input) ? iss.input.length : IMPORT_LIMITS[limit].max + 1) });
}
/**
 * ruling (import text limits): every text in the file has a ceiling, as every list has, so that a
 * crafted file cannot make a gang whose pages weigh megabytes. Ids stay within the 80 characters the
 * app's own forms accept when they name a fighter, vehicle or weapon (a longer imported id could
 * never be chosen in them); names and ledger reasons get twice and four times what the app's forms
 * allow (60 and 120), since some are written by the app itself ("Extra Ammo for …'s …"); skills,
 * injuries, traits and notes 500.
 */
export const TEXT_LIMITS = { id: 80, name: 120, reason: 500, text: 500 } as const;
// Every text is a safeText (lib/contracts/text.ts): no NUL or other control character reaches the database.
const idText = safeText().min(1).max(TEXT_LIMITS.id);
const nameText = safeText().min(1).max(TEXT_LIMITS.name);
const freeText = safeText().max(TEXT_LIMITS.text);
const traits = limited(freeText, "traits");

// The roster schema of the rules library with the import limits on every list. The shapes are
// spread in their own order, so an import parses exactly as rosterSchema does (and exports again
// byte for byte); only the ceilings are added.
const limitedFighterSchema = z.object({
  ...fighterSchema.shape,
  id: idText,
  name: nameText,
  equipment: limited(z.object({ ...fighterSchema.shape.equipment.unwrap().element.shape, name: nameText, traits }), "equipment").default([]),
  skills: limited(freeText, "skills"),
  drivingSkills: limited(fighterSchema.shape.drivingSkills.element, "drivingSkills"),
  injuries: limited(freeText, "injuries"),
  missesNextBattle: freeText.nullable(),
});
const limitedAllocationSchema = z.discriminatedUnion("role", [
  allocationSchema.options[0],
  z.object({ ...allocationSchema.options[1].shape, fighterId: idText }),
]);
const limitedVehicleSchema = z.object({
  ...vehicleSchema.shape,
  id: idText,
  name: nameText,
  crew: z.object({
    ...crewSchema.shape,
    driverId: idText.nullable(),
    gunnerIds: limited(idText, "gunnerIds"),
    passengerIds: limited(idText, "passengerIds"),
    polecatIds: limited(idText, "polecatIds"),
  }),
  weapons: limited(z.object({ ...boltedOnWeaponSchema.shape, id: idText, name: nameText, traits, allocatedTo: limitedAllocationSchema.nullable() }), "weapons"),
  upgrades: limited(z.object({ ...fittedUpgradeSchema.shape, weaponId: idText.nullable() }), "upgrades"),
  customUpgrades: limited(fittedCustomUpgradeSchema, "customUpgrades"),
  permanentDamage: limited(vehicleSchema.shape.permanentDamage.element, "permanentDamage"),
});
const limitedRosterSchema = z.object(
  {
    ...rosterSchema.shape,
    name: nameText,
    ledger: limited(z.object({ ...ledgerEntrySchema.shape, reason: safeText().min(1).max(TEXT_LIMITS.reason) }), "ledger"),
    stash: limited(z.object({ ...stashItemSchema.shape, id: idText, name: nameText }), "stash"),
    fighters: limited(limitedFighterSchema, "fighters"),
    vehicles: limited(limitedVehicleSchema, "vehicles"),
  },
  {
    error: (iss) =>
      iss.input === undefined
        ? "The file has no roster section: is it a Gorka Garage gang export?"
        : 'The roster section should be an object ({ "name": …, "fighters": […], … }).',
  },
);

export const gangExportSchema = z.object({
  format: z.literal(GANG_EXPORT_FORMAT, {
    error: (iss) =>
      iss.input === undefined
        ? `The file does not say what it is ("format": "${GANG_EXPORT_FORMAT}" is missing): is it a Gorka Garage gang export?`
        : `This is not a Gorka Garage gang export: its format is ${shown(iss.input)}, not "${GANG_EXPORT_FORMAT}".`,
  }),
  version: z.literal(GANG_EXPORT_VERSION, {
    error: (iss) =>
      iss.input === undefined
        ? `The file does not say which version of the gang format it is (version must be ${GANG_EXPORT_VERSION}).`
        : `version must be ${GANG_EXPORT_VERSION}: this file is version ${shown(iss.input)} of the gang format, and this app reads version ${GANG_EXPORT_VERSION} only.`,
  }),
  gang: z.object(
    {
      name: safeText().trim().min(1, "the gang needs a name").max(60, "a gang name is at most 60 characters"),
      house: safeText().trim().max(60, "a house or faction is at most 60 characters"),
    },
    {
      error: (iss) =>
        iss.input === undefined
          ? "The file has no gang section: is it a Gorka Garage gang export?"
          : 'The gang section should be an object with the gang\'s name and house ({ "name": …, "house": … }).',
    },
  ),
  roster: limitedRosterSchema,
});
export type GangExport = z.infer<typeof gangExportSchema>;

export function exportGang(gang: { name: string; house: string }, roster: Roster): GangExport {
  return { format: GANG_EXPORT_FORMAT, version: GANG_EXPORT_VERSION, gang: { name: gang.name, house: gang.house }, roster };
}

export interface ImportError {
  /** Where in the file: "roster.vehicles.0.weapons.2.cost"; "(file)" for the file as a whole. */
  path: string;
  message: string;
}

/** A value from the file as a player would read it back: "the text "12"", "2.5", "a list". */
function shown(value: unknown): string {
  if (value === null) return "null";
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a section ({ … })";
  return String(value);
}

function received(value: unknown): string {
  return typeof value === "string" ? `the text ${shown(value)}` : shown(value);
}

const EXPECTED: Record<string, string> = {
  string: "text in quotes",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list ([ … ])",
  object: "a section ({ … })",
  null: "null",
};

const WEAPON_ROLES = allocationSchema.options.map((o) => `"${o.shape.role.value}"`).join(" or ");

/**
 * The words for a problem the shape check finds where the schema gives none of its own: the
 * validator's text ("Invalid input: expected array, received undefined") means nothing to a player.
 * The path in the file is shown beside it.
 */
function inPlayersWords(iss: z.core.$ZodRawIssue): string {
  const path = iss.path ?? [];
  const input = iss.input;
  switch (iss.code) {
    case "invalid_type": {
      if (path.length === 0)
        return `This is not a Gorka Garage gang export: the file should hold one gang ({ "format": "${GANG_EXPORT_FORMAT}", "version": ${GANG_EXPORT_VERSION}, "gang": …, "roster": … }).`;
      const expected = EXPECTED[iss.expected] ?? iss.expected;
      if (input === undefined)
        return iss.expected === "array" ? "This list is missing (write [] when it is empty)." : `This is missing: it should be ${expected}.`;
      return `This should be ${expected}, not ${received(input)}.`;
    }
    case "too_small":
      if (iss.origin === "string") return Number(iss.minimum) <= 1 ? "This cannot be empty." : `This needs at least ${iss.minimum} characters.`;
      if (iss.origin === "array" || iss.origin === "set") return `This list needs at least ${iss.minimum} entries.`;
      return Number(iss.minimum) === 0 ? `This cannot be negative (it is ${shown(input)}).` : `This must be at least ${iss.minimum} (it is ${shown(input)}).`;
    case "too_big":
      if (iss.origin === "string") return `This is too long: at most ${iss.maximum} characters.`;
      if (iss.origin === "array" || iss.origin === "set") return `This list is too long: at most ${iss.maximum} entries.`;
      return `This must be at most ${iss.maximum} (it is ${shown(input)}).`;
    case "invalid_value": {
      const allowed = iss.values.map((v) => (typeof v === "string" ? `"${v}"` : String(v))).join(", ");
      if (input === undefined) return `This is missing: it should be one of ${allowed}.`;
      return `${shown(input)} is not allowed here: use one of ${allowed}.`;
    }
    case "invalid_union":
      if (iss.discriminator === "role") {
        const role = input && typeof input === "object" ? (input as { role?: unknown }).role : undefined;
        const what = role === undefined ? "The weapon's role is missing" : `${shown(role)} is not a role`;
        return `${what}: a bolted-on weapon is fired by ${WEAPON_ROLES} ({ "role": "gunner", "fighterId": … }), or allocatedTo is null.`;
      }
      return "This does not have any of the allowed forms.";
    case "unrecognized_keys":
      return `Unknown field${iss.keys.length === 1 ? "" : "s"} here: ${iss.keys.join(", ")}.`;
    default:
      return "This value is not allowed here.";
  }
}

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join(".") || "(file)";

/** Reads an export: shape first (zod), then every rule of the roster; all errors with their paths. */
export function importGang(data: unknown): { ok: true; gang: GangExport } | { ok: false; errors: ImportError[] } {
  const shape = gangExportSchema.safeParse(data, { error: inPlayersWords });
  if (!shape.success) return { ok: false, errors: shape.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })) };
  const rules = parseRoster(shape.data.roster);
  const issues: RosterIssue[] = rules.ok ? rules.issues : rules.issues;
  if (issues.length > 0) return { ok: false, errors: issues.map((i) => ({ path: ["roster", ...i.path].join("."), message: i.message })) };
  if (shape.data.roster.name !== shape.data.gang.name)
    return {
      ok: false,
      errors: [
        { path: "roster.name", message: `The roster's name must be the gang's name ("${shape.data.gang.name}"), not ${shown(shape.data.roster.name)}.` },
      ],
    };
  return { ok: true, gang: shape.data };
}

/** The size of a gang file's text in bytes (UTF-8), as on disk. */
export const textBytes = (text: string) => new TextEncoder().encode(text).length;

/** "1,521 KB" */
export const kilobytes = (bytes: number) => `${count(Math.ceil(bytes / 1000))} KB`;

/**
 * Reads the text of a gang file: its size, then JSON, then importGang. Every problem has a path
 * in the file ("(file)" for the file as a whole) and says in words what is wrong.
 */
export function readGangExport(text: string): { ok: true; gang: GangExport } | { ok: false; errors: ImportError[] } {
  const bytes = textBytes(text);
  if (bytes > GANG_FILE_MAX_BYTES)
    return { ok: false, errors: [{ path: "(file)", message: `The file is ${kilobytes(bytes)}; gang files up to 1 MB can be imported.` }] };
  // a byte order mark some editors write in front of the text is not part of the JSON
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return { ok: false, errors: [{ path: "(file)", message: "That file is empty." }] };
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (e) {
    const detail = e instanceof SyntaxError ? ` (${e.message})` : "";
    return {
      ok: false,
      errors: [
        {
          path: "(file)",
          message: `This is not valid JSON${detail}: the file is damaged or is not a gang export. Use a file exported from Gorka Garage, unchanged.`,
        },
      ],
    };
  }
  return importGang(data);
}
