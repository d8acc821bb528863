// Armies of one's own (issue 15, item 3): a versioned JSON format for a dice army of any game of
// the Roll Out the (Gun) Barrels family (the base game, Medieval Strife, Star Strife). A file is
// read in two steps: its shape (zod; every problem with its JSON path), then the game's own rules
// (each refusal names the rule, "002 Medieval Strife, Rules: …"). Documented in README.md.
import { z } from "zod";
import { safeText } from "@/lib/contracts/text";
import { dieOfType, MEDIEVAL_DICE, MEDIEVAL_UNITS, MEDIEVAL_UNIT_TYPES, type MedievalUnitType } from "./medieval/units";
import type { MedievalPlayer } from "./medieval/schema";
import type { RotgbPlayer } from "./rotgb/schema";
import type { StarPlayer } from "./star/schema";
import { starUnitType } from "./star/units";
import { fleetIssues } from "./star/validate";

export const ARMY_FORMAT = "gorka-garage.army" as const;
export const ARMY_VERSION = 1 as const;
export const ARMY_GAMES = ["rotgb", "medieval", "star"] as const;
export type ArmyGame = (typeof ARMY_GAMES)[number];

/** Ceilings far above any real army, so a crafted file cannot make a game of millions of dice. */
export const ARMY_LIMITS = { rows: 200, count: 100, units: 300, text: 120 } as const;

// names are shown on pages and in logs: no control characters (lib/contracts/text.ts); each
// refusal in words a player reads under the field, never zod's "Too small: expected string…"
const text = (what: string, empty: string, notText = `${empty}, as text in quotes`) =>
  safeText({ error: notText }).trim().min(1, empty).max(ARMY_LIMITS.text, `${what} is at most ${ARMY_LIMITS.text} characters`);
/** lib/export/gang-export.ts's GANG_EXPORT_FORMAT, written out so the army editor's bundle leaves the gang reader out (a test holds them equal). */
export const GANG_FILE_FORMAT = "gorka-garage.gang";
const DIE = "a die is written as its number of sides: 6 for a d6, from 1 to 1000";
const COUNT = `how many is a whole number from 1 to ${ARMY_LIMITS.count} (more in another row)`;
/** A JSON object's own message when the value is something else; unknown keys keep zod's "Unrecognized key". */
const objectError = (message: string) => (issue: { code?: string }) => (issue.code === "invalid_type" ? message : undefined);

export const armyUnitSchema = z.strictObject(
  {
    /** The unit type: free words in the base game, one of the text's units in the variants. */
    type: text("a unit's type", "each unit needs a type"),
    /** Sides of its die: its points in the base game (002: a d6 is worth 6). */
    die: z.number({ error: DIE }).int(DIE).min(1, DIE).max(1000, DIE),
    /** How many such units (default 1). */
    count: z.number({ error: COUNT }).int(COUNT).min(1, COUNT).max(ARMY_LIMITS.count, COUNT).optional(),
    /** What the log calls it; "<type> <n>" when absent. */
    name: text("a unit's name", "a unit's name cannot be blank: leave it out", "a unit's name is text, in quotes").optional(),
    /** Its id in the army (letters, digits, - and _); with count > 1 each gets "-1", "-2", … */
    id: safeText()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,60}$/, "an id is 1 to 60 letters, digits, - or _")
      .optional(),
    /** Star Strife: the ship whose control channel it takes (drones, decoys, mecha) or aboard which it waits (interceptors), by id. */
    controller: safeText()
      .trim()
      .min(1, "the controlling ship's id cannot be blank: leave it out")
      .max(80, "the controlling ship's id is at most 80 characters")
      .optional(),
  },
  { error: objectError('each unit is an object, such as { "type": "Footman", "die": 6 }') },
);

export const armySchema = z.strictObject(
  {
    format: z.literal(ARMY_FORMAT, {
      error: (issue) =>
        issue.input === GANG_FILE_FORMAT
          ? `this is a gang export, not an army: choose it as a gang on the skirmish page (an army's format is "${ARMY_FORMAT}")`
          : `format must be "${ARMY_FORMAT}"`,
    }),
    version: z.literal(ARMY_VERSION, { error: `version must be ${ARMY_VERSION}` }),
    game: z.enum(ARMY_GAMES, { error: `game must be one of ${ARMY_GAMES.join(", ")}` }),
    name: text("the army's name", "the army needs a name"),
    options: z
      .object({
        /** Star Strife: the strategic attacker or defender (only a defender may have a station). */
        role: z.enum(["attacker", "defender"]).optional(),
      })
      .strict()
      .optional(),
    units: z
      .array(armyUnitSchema, { error: 'units is a list of the army\'s units: [{ "type": …, "die": … }, …]' })
      .min(1, "an army has at least one unit")
      .max(ARMY_LIMITS.rows, `an army file has at most ${ARMY_LIMITS.rows} rows of units`),
  },
  { error: objectError(`an army file is one JSON object: { "format": "${ARMY_FORMAT}", "version": ${ARMY_VERSION}, "game": …, "name": …, "units": […] }`) },
);

export type Army = z.infer<typeof armySchema>;
export type ArmyUnit = z.infer<typeof armyUnitSchema>;

/** One problem of an army file: where (JSON path, "units.2.die"; "" for the whole file) and what. */
export interface ArmyProblem {
  path: string;
  message: string;
  /** The form field to show it under, when that is not `path`'s (a ship's channels named from another row). */
  field?: string;
}

/** A unit of an army, one per die, with its id in the army. */
export interface ArmyDie {
  id: string;
  name: string;
  type: string;
  sides: number;
  controller?: string;
  /** The row of `units` it comes from. */
  row: number;
}

const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "unit";

/**
 * The army's dice, one entry per unit, with ids: the row's id (or its type) and, with count > 1, "-1", "-2", …
 * Rows without an id that share a type are numbered on from one row to the next (footman-1 … footman-3,
 * then footman-4), so two rows of Footmen are never two units of one id (the form shows no id field
 * outside Star Strife, and the log would name two "Footman 1").
 */
export function armyDice(army: Army): ArmyDie[] {
  const implicitRows = new Map<string, number>();
  for (const u of army.units) if (u.id === undefined) implicitRows.set(slug(u.type), (implicitRows.get(slug(u.type)) ?? 0) + 1);
  const next = new Map<string, number>();
  return army.units.flatMap((u, row) => {
    const count = u.count ?? 1,
      base = u.id ?? slug(u.type);
    const shared = u.id === undefined && implicitRows.get(base)! > 1;
    const first = shared ? (next.get(base) ?? 0) : 0;
    if (shared) next.set(base, first + count);
    const numbered = count > 1 || shared;
    return Array.from({ length: count }, (_, k) => {
      const n = first + k + 1;
      return {
        id: numbered ? `${base}-${n}` : base,
        name: u.name ? (count > 1 ? `${u.name} ${k + 1}` : u.name) : numbered ? `${u.type} ${n}` : u.type,
        type: u.type,
        sides: u.die,
        row,
        ...(u.controller && { controller: u.controller }),
      };
    });
  });
}

/** Reads an army file (already parsed JSON): the army, or every problem with its path. */
export function readArmy(data: unknown): { ok: true; army: Army } | { ok: false; problems: ArmyProblem[] } {
  const parsed = armySchema.safeParse(data);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })) };
  const problems = armyRuleProblems(parsed.data);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, army: parsed.data };
}

/** The game's rules for an army that has the right shape: each problem with the rule's citation. */
export function armyRuleProblems(army: Army): ArmyProblem[] {
  const problems: ArmyProblem[] = [];
  const dice = armyDice(army);
  if (dice.length > ARMY_LIMITS.units) problems.push({ path: "units", message: `${dice.length} units: an army has at most ${ARMY_LIMITS.units}` });
  // one problem a row, however many of its dice clash
  const seen = new Set<string>(),
    clashing = new Set<number>();
  dice.forEach((d) => {
    if (seen.has(d.id) && !clashing.has(d.row)) {
      clashing.add(d.row);
      problems.push({ path: `units.${d.row}.id`, message: `two units are called "${d.id}": give the rows ids of their own` });
    }
    seen.add(d.id);
  });
  army.units.forEach((u, row) => {
    if (army.game !== "star" && u.controller !== undefined)
      problems.push({ path: `units.${row}.controller`, message: "only Star Strife units take control channels" });
  });
  if (army.game !== "star" && army.options?.role !== undefined)
    problems.push({ path: "options.role", message: "only Star Strife has strategic attackers and defenders" });
  if (army.game === "medieval") problems.push(...medievalProblems(army));
  if (army.game === "star") {
    const role = army.options?.role ?? "attacker";
    for (const issue of fleetIssues(dice, role)) {
      const row = issue.unit >= 0 ? dice[issue.unit]!.row : -1;
      // a second station ("units"): under how many when its row fields several, else under its type
      const field = issue.field === "sides" ? "die" : issue.field === "units" ? ((army.units[row]?.count ?? 1) > 1 ? "count" : "type") : issue.field;
      const path = issue.field === "role" ? "options.role" : row < 0 ? "units" : `units.${row}.${field}`;
      // a ship's channels over-full: the file's path is the ship's, but a form shows it where the
      // player named the ship, under the last row that takes one of its channels
      const shownAt = issue.lastInChannel === undefined ? undefined : `units.${dice[issue.lastInChannel]!.row}.controller`;
      problems.push({ path, message: issue.message, ...(shownAt && { field: shownAt }) });
    }
  }
  return problems;
}

/** The Medieval Strife unit type called `name` (case ignored), if any. */
export function medievalType(name: string): MedievalUnitType | undefined {
  return MEDIEVAL_UNIT_TYPES.find((t) => t.toLowerCase() === name.trim().toLowerCase());
}

function medievalProblems(army: Army): ArmyProblem[] {
  const problems: ArmyProblem[] = [];
  const typeOfDie = new Map<number, { type: string; row: number }>();
  army.units.forEach((u, row) => {
    const type = medievalType(u.type);
    if (!type) {
      const sizes = (MEDIEVAL_DICE as readonly number[]).includes(u.die)
        ? ` (d${u.die}: ${MEDIEVAL_UNITS[u.die as keyof typeof MEDIEVAL_UNITS].join(", ")})`
        : "";
      return void problems.push({ path: `units.${row}.type`, message: `"${u.type}" is not a Medieval Strife unit${sizes} (002 Medieval Strife)` });
    }
    if (dieOfType(type) !== u.die)
      return void problems.push({ path: `units.${row}.die`, message: `a ${type} is a d${dieOfType(type)}, not a d${u.die} (002 Medieval Strife)` });
    const other = typeOfDie.get(u.die);
    if (other && other.type !== type)
      problems.push({
        path: `units.${row}.type`,
        message: `all of an army's d${u.die}s are one unit type: ${other.type} (units.${other.row}) or ${type}, not both (002 Medieval Strife, Rules)`,
      });
    else typeOfDie.set(u.die, { type, row });
  });
  return problems;
}

/** The army as a side of the base game. */
export function armyToRotgb(army: Army, side: string): RotgbPlayer {
  return { id: side, name: side, units: armyDice(army).map((d) => ({ id: `${side}/${d.id}`, name: d.name, sides: d.sides, type: d.type })) };
}

/** The army as a side of Medieval Strife (types by their canonical names). */
export function armyToMedieval(army: Army, side: string): MedievalPlayer {
  return { id: side, name: side, units: armyDice(army).map((d) => ({ id: `${side}/${d.id}`, name: d.name, sides: d.sides, type: medievalType(d.type)! })) };
}

/** The army as a side of Star Strife (types by their canonical names, channels by unit id). */
export function armyToStar(army: Army, side: string): StarPlayer {
  return {
    id: side,
    name: side,
    role: army.options?.role ?? "attacker",
    units: armyDice(army).map((d) => ({
      id: `${side}/${d.id}`,
      name: d.name,
      sides: d.sides,
      type: starUnitType(d.type)!.name,
      ...(d.controller && { controller: `${side}/${d.controller}` }),
    })),
  };
}
