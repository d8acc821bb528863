import { describe, expect, it } from "vitest";
import { z } from "zod";
import { exportGang, gangExportSchema, readGangExport } from "@/lib/export/gang-export";
import { gruntsRoster } from "@/lib/rules";
import * as account from "./account";
import * as arbitration from "./battle-arbitration";
import * as campaign from "./campaign";
import * as equipment from "./equipment";
import * as gang from "./gang";
import * as gangImport from "./gang-import";
import * as postgame from "./postgame";
import * as army from "./army";
import * as quickResolve from "./quick-resolve";
import * as roster from "./roster";
import * as rotgb from "./rotgb-rules-schema";
import { armySchema } from "@/lib/skirmish/army";
import { invalid } from "./result";
import { calendarDate, isCalendarDate, SAFE_TEXT_CHECKS, safeText, textProblem } from "./text";

type Def = { type: string; checks?: { _zod: { check?: unknown } }[]; [key: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Every string schema reachable from `schema` that lacks the safeText check, by its path. */
function unsafeTexts(schema: unknown, path = "", seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, sub: string) => unsafeTexts(child, sub, seen);
  switch (def.type) {
    case "string":
      return (def.checks ?? []).some((c) => SAFE_TEXT_CHECKS.has(c._zod.check)) ? [] : [path || "(root)"];
    case "object":
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => walk(v, `${path}.${k}`));
    case "array":
      return walk(def.element, `${path}[]`);
    case "record":
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case "union":
      return (def.options as unknown[]).flatMap((o, i) => walk(o, `${path}|${i}`));
    case "pipe": // the pipe's output only ever sees what its input let through
      return walk(def.in, path);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return walk(def.innerType, path);
    case "number":
    case "boolean":
    case "literal":
    case "enum":
    case "transform":
    case "null":
    case "undefined":
    case "bigint":
      return [];
    default:
      return [`${path} (${def.type}: not walked)`];
  }
}

const modules = { account, arbitration, army, campaign, equipment, gang, gangImport, postgame, quickResolve, roster, rotgb };

describe("safeText: every text of every contract refuses control characters", () => {
  const schemas: (readonly [string, unknown])[] = Object.entries(modules).flatMap(([m, exports]) =>
    Object.entries(exports)
      .filter(([, v]) => v instanceof z.ZodType)
      .map(([name, v]) => [`${m}.${name}`, v] as const),
  );
  schemas.push(["armySchema (lib/skirmish/army)", armySchema]);
  schemas.push(["rotgb.rotgbRulesSchema(…)", rotgb.rotgbRulesSchema({ sides: ["A", "B", "C"], units: [] })]);
  schemas.push(["export.gangExportSchema", gangExportSchema]);

  it("finds the schemas to check", () => expect(schemas.length).toBeGreaterThan(40));

  it.each(schemas)("%s: every string carries the safeText check", (_, schema) => {
    expect(unsafeTexts(schema)).toEqual([]);
  });

  it("a NUL in a gang name is refused under the name, with words, on the client and the server alike", () => {
    const r = gang.createGangSchema.safeParse({ name: "Da\u0000Grunts", house: "", credits: 0 });
    const out = invalid(r.error!);
    expect(out).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      fieldErrors: { name: ["This text contains an invisible control character (U+0000), which cannot be saved: remove it."] },
    });
  });

  it("single-line texts refuse line breaks and tabs; multi-line texts keep them but refuse the rest", () => {
    expect(textProblem("Nob\tBoy")).toBe("This text contains a tab, which cannot be saved: remove it.");
    expect(textProblem("Nob\nBoy")).toBe("This text contains a line break, which cannot be saved: remove it.");
    expect(textProblem("Line one\r\n\tline two", true)).toBeNull();
    expect(textProblem("bell\u0007", true)).toMatch(/U\+0007/);
    expect(textProblem("del\u007f")).toMatch(/U\+007F/);
    expect(textProblem("c1\u0085")).toMatch(/U\+0085/);
    expect(textProblem("half \ud83d emoji")).toMatch(/broken character/);
    expect(textProblem("Gorka 🛻 Garage — Ünïcode")).toBeNull();
    expect(campaign.createCampaignSchema.shape.houseRules.safeParse("No rams.\nNo\u0000 tricks.").success).toBe(false);
    expect(campaign.createCampaignSchema.shape.houseRules.safeParse("No rams.\nNo tricks.").success).toBe(true);
  });

  it("the other fields of a form keep their own messages beside it", () => {
    expect(
      safeText()
        .trim()
        .min(1, "Give it a name")
        .safeParse("")
        .error?.issues.map((i) => i.message),
    ).toEqual(["Give it a name"]);
  });

  it("a NUL inside an imported gang file is refused at its path in the file, and nothing is created", () => {
    const file = exportGang({ name: "Da Grunts", house: "Goffs" }, gruntsRoster());
    const text = JSON.stringify(file).replace('"name":"Nob"', '"name":"No\\u0000b"');
    const read = readGangExport(text);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toEqual([
      { path: "roster.fighters.1.name", message: "This text contains an invisible control character (U+0000), which cannot be saved: remove it." },
    ]);
    const crew = JSON.stringify(file).replace('"driverId":"grot"', '"driverId":"grot\\u0000"');
    expect(readGangExport(crew)).toMatchObject({ ok: false, errors: [{ path: "roster.vehicles.0.crew.driverId" }] });
    expect(readGangExport(JSON.stringify(file)).ok).toBe(true);
  });
});

describe("calendarDate: impossible and out-of-range dates are refused with the field's message", () => {
  it.each([
    "2026-02-31",
    "2026-02-29",
    "2025-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-00",
    "-271821-04-20",
    "+275760-09-13",
    "1899-12-31",
    "10000-01-01",
    "2026-1-5",
    "20260105",
    "2026-01-05T10:00:00Z",
    "tomorrow",
    "",
  ])("%s is no date", (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });

  it.each(["2024-02-29", "2000-02-29", "1900-01-01", "9999-12-31", "2026-12-31"])("%s is a date", (text) => {
    expect(isCalendarDate(text)).toBe(true);
  });

  it("1900-02-29 is no date (1900 was not a leap year)", () => expect(isCalendarDate("1900-02-29")).toBe(false));

  it("a battle played on 2026-02-31 or in year -271821 is refused under the date, in the field's words", () => {
    const base = {
      campaignId: "c1",
      scenario: "Scrap",
      notes: "",
      source: "manual",
      gangs: [
        { gangId: "g1", result: "won", bottledOut: false, fighters: [], vehicles: [] },
        { gangId: "g2", result: "lost", bottledOut: false, fighters: [], vehicles: [] },
      ],
    };
    for (const playedOn of ["2026-02-31", "-271821-04-20"]) {
      const r = campaign.recordBattleSchema.safeParse({ ...base, playedOn });
      expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["playedOn", "Enter the date the battle was played"]]);
    }
    expect(
      campaign.createCampaignSchema
        .safeParse({
          name: "C",
          description: "",
          houseRules: "",
          startsOn: "2026-02-31",
          endsOn: "",
          startingCredits: 0,
          isPublic: false,
          pointsWin: 3,
          pointsDraw: 1,
          pointsLoss: 0,
        })
        .error?.issues.map((i) => [i.path.join("."), i.message]),
    ).toEqual([["startsOn", "Enter a date like 2026-12-31"]]);
    expect(calendarDate("When?").safeParse(" 2026-03-03 ").data).toBe("2026-03-03");
  });
});
