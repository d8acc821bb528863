import { describe, expect, it } from "vitest";
import { ARMY_FILE_MAX_BYTES, ARMY_LAID_OUT_TOO_BIG, armyFileText, armyProblemLine, blankArmy, parseArmyFile, saveArmySchema } from "./army";
import { bulkyArmyUnits } from "./army-fixtures";

const star = (units: unknown[], role?: string) =>
  JSON.stringify({ format: "gorka-garage.army", version: 1, game: "star", name: "Vega", ...(role && { options: { role } }), units });

describe("army files as the army page reads them", () => {
  it("a file that is not JSON, or not an army, is refused with its JSON path", () => {
    expect(parseArmyFile("{nope")).toEqual({ ok: false, problems: [{ path: "", message: "This is not JSON: paste the whole army file." }] });
    const read = parseArmyFile(JSON.stringify({ format: "gorka-garage.gang", version: 1, game: "rotgb", name: "X", units: [{ type: "Ogre", die: "ten" }] }));
    expect(read.ok).toBe(false);
    const lines = read.ok ? [] : read.problems.map(armyProblemLine);
    expect(lines[0]).toMatch(/^format: this is a gang export, not an army/);
    expect(lines.some((l) => l.startsWith("units.0.die: "))).toBe(true);
  });

  it("an army that breaks the text is refused in the rule's words (002 Star Strife: a station only for the defender)", () => {
    const read = parseArmyFile(
      star([
        { type: "Base Station", die: 8 },
        { type: "Destroyer", die: 6 },
      ]),
    );
    expect(read.ok).toBe(false);
    expect(read.ok ? "" : read.problems.map(armyProblemLine).join("\n")).toMatch(/station/i);
    expect(
      parseArmyFile(
        star(
          [
            { type: "Base Station", die: 8 },
            { type: "Destroyer", die: 6 },
          ],
          "defender",
        ),
      ).ok,
    ).toBe(true);
  });

  it("a name with a control character is refused like every other text", () => {
    const read = parseArmyFile(JSON.stringify({ ...blankArmy("rotgb"), name: "Da\u0000Host" }));
    expect(read.ok ? "" : read.problems.map(armyProblemLine).join()).toMatch(/^name: .*control character/);
  });

  it("the save schema carries each problem; an exported army reads back as itself", () => {
    const army = { ...blankArmy("medieval"), name: "Ironhold" };
    const back = parseArmyFile(armyFileText(army));
    expect(back).toEqual({ ok: true, army });
    const bad = saveArmySchema.safeParse({
      json: JSON.stringify({
        ...army,
        units: [
          { type: "Footman", die: 6 },
          { type: "Archer", die: 6 },
        ],
      }),
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^units\.1\.type: all of an army's d6s are one unit type/);
  });

  it("a compact file under 100 KB that is over it once laid out as it is kept is refused: it could never be read back", () => {
    const units = bulkyArmyUnits();
    const compact = JSON.stringify({ format: "gorka-garage.army", version: 1, game: "rotgb", name: "Big", units });
    const bytes = (t: string) => new TextEncoder().encode(t).length;
    expect(bytes(compact)).toBeLessThan(ARMY_FILE_MAX_BYTES);
    expect(parseArmyFile(compact)).toEqual({ ok: false, problems: [{ path: "", message: ARMY_LAID_OUT_TOO_BIG }] });
    // 20 rows fewer: laid out under the limit, and read back as itself
    const fewer = JSON.stringify({ format: "gorka-garage.army", version: 1, game: "rotgb", name: "Big", units: units.slice(20) });
    const read = parseArmyFile(fewer);
    expect(read.ok && parseArmyFile(armyFileText(read.army))).toEqual(read);
  });
});
