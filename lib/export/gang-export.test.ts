import { describe, expect, it } from "vitest";
import { gruntsRoster } from "../rules";
import { DRIVING_SKILL_IDS } from "../rules/tables/driving-skills";
import { PERMANENT_DAMAGE_IDS } from "../rules/tables/permanent-damage";
import { CUSTOM_UPGRADE_IDS } from "../rules/tables/techpriest";
import {
  GANG_FILE_MAX_BYTES,
  IMPORT_LIMITS,
  exportGang,
  gangExportSchema,
  importGang,
  limitMessage,
  TEXT_LIMITS,
  readGangExport,
  type ImportLimit,
} from "./gang-export";

describe("gang export format", () => {
  it("round trip: export → JSON → import → export is identical", () => {
    const first = exportGang({ name: "Da Grunts", house: "Goffs" }, gruntsRoster());
    const text = JSON.stringify(first);
    const back = importGang(JSON.parse(text));
    expect(back.ok).toBe(true);
    if (back.ok) expect(JSON.stringify(exportGang(back.gang.gang, back.gang.roster))).toBe(text);
  });

  it("a wrong format or version is refused with its path", () => {
    const e = { ...exportGang({ name: "Da Grunts", house: "" }, gruntsRoster()), version: 2 };
    expect(importGang(e)).toEqual({
      ok: false,
      errors: [{ path: "version", message: "version must be 1: this file is version 2 of the gang format, and this app reads version 1 only." }],
    });
    expect(importGang("nonsense")).toMatchObject({ ok: false, errors: [{ path: "(file)" }] });
  });

  it("a gang name over 60 characters is refused in words, with its path", () => {
    const e = exportGang({ name: "x".repeat(61), house: "" }, gruntsRoster());
    expect(importGang(e)).toMatchObject({ ok: false, errors: [{ path: "gang.name", message: "a gang name is at most 60 characters" }] });
  });

  it("a broken rule is reported with its path in the file (003 Gunners: Leader, Champion or Specialist only)", () => {
    const roster = gruntsRoster();
    roster.vehicles[0]!.crew.gunnerIds = ["grot-2"];
    roster.fighters.push({ ...roster.fighters.find((f) => f.id === "snag")!, id: "grot-2", name: "Grot 2" });
    const r = importGang(exportGang({ name: "Da Grunts", house: "" }, roster));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.path.startsWith("roster.vehicles.0") && /Leader, Champion or Specialist/.test(e.message))).toBe(true);
  });

  it("a negative weapon cost deep inside is named by its full path", () => {
    const e = exportGang({ name: "Da Grunts", house: "" }, gruntsRoster()) as unknown as { roster: { vehicles: { weapons: { cost: number }[] }[] } };
    e.roster.vehicles[0]!.weapons[0]!.cost = -5;
    const r = importGang(e);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe("roster.vehicles.0.weapons.0.cost");
  });
});

// --- Import limits (ruling beside gangExportSchema: IMPORT_LIMITS) and messages in a player's words ---

type File = ReturnType<typeof exportGang>;
const gruntsFile = (): File => JSON.parse(JSON.stringify(exportGang({ name: "Da Grunts", house: "Goffs" }, gruntsRoster())));
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** Puts n entries in the list a limit guards (legal in shape; the roster rules are not the point here). */
const FILL: Record<ImportLimit, { path: string; fill: (f: File, n: number) => void }> = {
  fighters: {
    path: "roster.fighters",
    fill: (f, n) => void (f.roster.fighters = times(n, (i) => ({ ...f.roster.fighters[0]!, id: `f${i}`, name: `Fighter ${i}` }))),
  },
  vehicles: {
    path: "roster.vehicles",
    fill: (f, n) =>
      void (f.roster.vehicles = times(n, (i) => ({
        ...f.roster.vehicles[1]!,
        id: `v${i}`,
        name: `Bike ${i}`,
        crew: { driverId: null, gunnerIds: [], passengerIds: [], polecatIds: [] },
      }))),
  },
  ledger: { path: "roster.ledger", fill: (f, n) => void (f.roster.ledger = times(n, () => ({ reason: "Starting credits", amount: 0, balanceAfter: 0 }))) },
  stash: { path: "roster.stash", fill: (f, n) => void (f.roster.stash = times(n, (i) => ({ id: `s${i}`, name: "Grenade", cost: 5 }))) },
  equipment: {
    path: "roster.fighters.0.equipment",
    fill: (f, n) => void (f.roster.fighters[0]!.equipment = times(n, () => ({ name: "Knife", cost: 0, traits: [] }))),
  },
  skills: { path: "roster.fighters.0.skills", fill: (f, n) => void (f.roster.fighters[0]!.skills = times(n, (i) => `Skill ${i}`)) },
  drivingSkills: { path: "roster.fighters.0.drivingSkills", fill: (f, n) => void (f.roster.fighters[0]!.drivingSkills = times(n, () => DRIVING_SKILL_IDS[0])) },
  injuries: { path: "roster.fighters.0.injuries", fill: (f, n) => void (f.roster.fighters[0]!.injuries = times(n, (i) => `Scar ${i}`)) },
  traits: { path: "roster.vehicles.0.weapons.0.traits", fill: (f, n) => void (f.roster.vehicles[0]!.weapons[0]!.traits = times(n, (i) => `Trait ${i}`)) },
  weapons: {
    path: "roster.vehicles.0.weapons",
    fill: (f, n) => void (f.roster.vehicles[0]!.weapons = times(n, (i) => ({ ...f.roster.vehicles[0]!.weapons[1]!, id: `w${i}` }))),
  },
  upgrades: {
    path: "roster.vehicles.0.upgrades",
    fill: (f, n) => void (f.roster.vehicles[0]!.upgrades = times(n, () => ({ upgradeId: "armour-plates" as const, mounting: null, weaponId: null }))),
  },
  customUpgrades: {
    path: "roster.vehicles.0.customUpgrades",
    fill: (f, n) => void (f.roster.vehicles[0]!.customUpgrades = times(n, () => ({ upgradeId: CUSTOM_UPGRADE_IDS[0], thrustBonus: null }))),
  },
  permanentDamage: {
    path: "roster.vehicles.0.permanentDamage",
    fill: (f, n) => void (f.roster.vehicles[0]!.permanentDamage = times(n, () => PERMANENT_DAMAGE_IDS[0])),
  },
  gunnerIds: { path: "roster.vehicles.0.crew.gunnerIds", fill: (f, n) => void (f.roster.vehicles[0]!.crew.gunnerIds = times(n, (i) => `g${i}`)) },
  passengerIds: { path: "roster.vehicles.0.crew.passengerIds", fill: (f, n) => void (f.roster.vehicles[0]!.crew.passengerIds = times(n, (i) => `p${i}`)) },
  polecatIds: { path: "roster.vehicles.0.crew.polecatIds", fill: (f, n) => void (f.roster.vehicles[0]!.crew.polecatIds = times(n, (i) => `c${i}`)) },
};

/** The problems the import schema itself finds (shape and limits), with their paths. */
function shapeErrors(file: unknown) {
  const r = importGang(file);
  return r.ok ? [] : r.errors;
}

describe("import limits (ruling: IMPORT_LIMITS beside gangExportSchema)", () => {
  it.each(Object.keys(IMPORT_LIMITS) as ImportLimit[])(
    "limit on %s: at the limit the schema accepts the list, one more is refused with the limit in words",
    (limit) => {
      const { max } = IMPORT_LIMITS[limit];
      const { path, fill } = FILL[limit];
      const atLimit = gruntsFile();
      fill(atLimit, max);
      expect(gangExportSchema.safeParse(atLimit).success).toBe(true);
      const over = gruntsFile();
      fill(over, max + 1);
      expect(gangExportSchema.safeParse(over).success).toBe(false);
      expect(shapeErrors(over)).toContainEqual({ path, message: limitMessage(limit, max + 1) });
    },
  );

  it.each([
    ["a fighter's name", "roster.fighters.0.name", TEXT_LIMITS.name, (f: File, t: string): void => void (f.roster.fighters[0]!.name = t)],
    ["a fighter's id", "roster.fighters.0.id", TEXT_LIMITS.id, (f: File, t: string): void => void (f.roster.fighters[0]!.id = t)],
    ["a vehicle's name", "roster.vehicles.0.name", TEXT_LIMITS.name, (f: File, t: string): void => void (f.roster.vehicles[0]!.name = t)],
    ["a ledger reason", "roster.ledger.0.reason", TEXT_LIMITS.reason, (f: File, t: string): void => void (f.roster.ledger[0]!.reason = t)],
    ["a skill", "roster.fighters.0.skills.0", TEXT_LIMITS.text, (f: File, t: string): void => void (f.roster.fighters[0]!.skills = [t])],
  ] as const)("ruling (TEXT_LIMITS): %s over its ceiling is refused in words at its path; at the ceiling the schema accepts it", (_what, path, max, put) => {
    const at = gruntsFile();
    put(at, "x".repeat(max));
    expect(shapeErrors(at).filter((e) => e.path === path)).toEqual([]);
    const over = gruntsFile();
    put(over, "x".repeat(max + 1));
    expect(shapeErrors(over)).toContainEqual({ path, message: `This is too long: at most ${max} characters.` });
  });

  it("limit on traits holds for a fighter's equipment too", () => {
    const over = gruntsFile();
    over.roster.fighters[0]!.equipment = [{ name: "Knife", cost: 0, traits: times(IMPORT_LIMITS.traits.max + 1, (i) => `T${i}`) }];
    expect(shapeErrors(over)).toEqual([
      { path: "roster.fighters.0.equipment.0.traits", message: "Too many traits: 21 (at most 20 per weapon or piece of equipment)." },
    ]);
  });

  it("the absurd roster of the review (3,012 fighters) is refused at once with one message naming the limit", () => {
    const file = gruntsFile();
    FILL.fighters.fill(file, 3012);
    const started = performance.now();
    expect(importGang(file)).toEqual({ ok: false, errors: [{ path: "roster.fighters", message: "Too many fighters: 3,012 (at most 100 per gang)." }] });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("a legal gang at the limits of fighters, vehicles and ledger entries imports whole, quickly", () => {
    const file = gruntsFile();
    const fighter = file.roster.fighters.find((f) => f.id === "yoof")!;
    file.roster.fighters.push(...times(IMPORT_LIMITS.fighters.max - file.roster.fighters.length, (i) => ({ ...fighter, id: `extra-${i}`, name: `Yoof ${i}` })));
    file.roster.vehicles.push(
      ...times(IMPORT_LIMITS.vehicles.max - file.roster.vehicles.length, (i) => ({
        ...file.roster.vehicles[1]!,
        id: `bike-${i}`,
        name: `Bike ${i}`,
        crew: { driverId: null, gunnerIds: [], passengerIds: [], polecatIds: [] },
      })),
    );
    const balance = file.roster.ledger.at(-1)!.balanceAfter;
    file.roster.ledger.push(...times(IMPORT_LIMITS.ledger.max - file.roster.ledger.length, () => ({ reason: "Note", amount: 0, balanceAfter: balance })));
    const started = performance.now();
    const r = importGang(file);
    expect(r.ok ? [] : r.errors).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("import messages say what is wrong in a player's words", () => {
  it("a missing gang or roster section is named as such, not as validator text", () => {
    const noGang: Partial<File> = gruntsFile();
    delete noGang.gang;
    expect(importGang(noGang)).toEqual({ ok: false, errors: [{ path: "gang", message: "The file has no gang section: is it a Gorka Garage gang export?" }] });
    const noRoster: Partial<File> = gruntsFile();
    delete noRoster.roster;
    expect(importGang(noRoster)).toEqual({
      ok: false,
      errors: [{ path: "roster", message: "The file has no roster section: is it a Gorka Garage gang export?" }],
    });
  });

  it("some other JSON (not an object, or an object of something else) is called not a gang export", () => {
    for (const data of ["nonsense", [], null, 42]) {
      expect(importGang(data)).toEqual({ ok: false, errors: [{ path: "(file)", message: expect.stringMatching(/^This is not a Gorka Garage gang export/) }] });
    }
    const r = importGang({ name: "shopping list" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.map((e) => e.path)).toEqual(["format", "version", "gang", "roster"]);
      expect(r.errors[0]!.message).toMatch(/"format": "gorka-garage.gang" is missing/);
      expect(importGang({ ...gruntsFile(), format: "other.app" })).toMatchObject({
        ok: false,
        errors: [{ path: "format", message: 'This is not a Gorka Garage gang export: its format is "other.app", not "gorka-garage.gang".' }],
      });
    }
  });

  it("every kind of broken field is explained in words, with its path, and no validator jargon", () => {
    const f = gruntsFile() as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const fighter = f.roster.fighters[0];
    fighter.stats.M = 2.5;
    fighter.stats.T = 99;
    fighter.type = "boss";
    fighter.xp = "12";
    fighter.name = "";
    delete fighter.status;
    delete f.roster.fighters[1].skills;
    f.roster.vehicles[0].weapons[0].cost = -1;
    f.roster.vehicles[0].weapons[0].allocatedTo = { role: "pilot" };
    f.roster.stash = null;
    const r = importGang(f);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byPath = Object.fromEntries(r.errors.map((e) => [e.path, e.message]));
    expect(byPath).toEqual({
      "roster.stash": "This should be a list ([ … ]), not null.",
      "roster.fighters.0.name": "This cannot be empty.",
      "roster.fighters.0.type": '"boss" is not allowed here: use one of "leader", "champion", "specialist", "ganger", "juve".',
      "roster.fighters.0.stats.M": "This should be a whole number, not 2.5.",
      "roster.fighters.0.stats.T": "This must be at most 12 (it is 99).",
      "roster.fighters.0.xp": 'This should be a number, not the text "12".',
      "roster.fighters.0.status": 'This is missing: it should be one of "active", "recovering", "captured", "dead", "retired".',
      "roster.fighters.1.skills": "This list is missing (write [] when it is empty).",
      "roster.vehicles.0.weapons.0.cost": "This cannot be negative (it is -1).",
      "roster.vehicles.0.weapons.0.allocatedTo.role":
        '"pilot" is not a role: a bolted-on weapon is fired by "driver" or "gunner" ({ "role": "gunner", "fighterId": … }), or allocatedTo is null.',
    });
    for (const e of r.errors) expect(e.message).not.toMatch(/Invalid input|expected .*, received|Too (small|big):|Invalid option/);
  });

  it("a roster whose name is not the gang's is told so", () => {
    const f = gruntsFile();
    f.roster.name = "Da Others";
    expect(importGang(f)).toEqual({
      ok: false,
      errors: [{ path: "roster.name", message: 'The roster\'s name must be the gang\'s name ("Da Grunts"), not "Da Others".' }],
    });
  });
});

describe("readGangExport: the text of a gang file", () => {
  it("an empty file says so (not 'not valid JSON')", () => {
    for (const text of ["", "   \n", "\uFEFF"])
      expect(readGangExport(text)).toEqual({ ok: false, errors: [{ path: "(file)", message: "That file is empty." }] });
  });

  it("a file over 1 MB is refused by its size, before it is read as JSON", () => {
    const text = `{"pad":"${"x".repeat(GANG_FILE_MAX_BYTES)}"}`;
    expect(readGangExport(text)).toEqual({ ok: false, errors: [{ path: "(file)", message: "The file is 1,001 KB; gang files up to 1 MB can be imported." }] });
  });

  it("text that is not JSON is refused as damaged or not an export", () => {
    const r = readGangExport("{ not json");
    expect(r).toMatchObject({
      ok: false,
      errors: [{ path: "(file)", message: expect.stringMatching(/^This is not valid JSON .*Use a file exported from Gorka Garage/) }],
    });
  });

  it("a good export reads whole, also with a byte order mark in front", () => {
    const text = JSON.stringify(gruntsFile());
    expect(readGangExport(text).ok).toBe(true);
    expect(readGangExport(`\uFEFF${text}`).ok).toBe(true);
  });
});
