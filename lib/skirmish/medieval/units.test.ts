// The unit table of Medieval Strife (002: the units of each die) and the abilities table (a
// ruling: what each unit does), row by row.
import { describe, expect, it } from "vitest";
import { prepareMedieval } from "./battle";
import { attackModifier, defenceModifier } from "./rules";
import { entry, playWith, side, two } from "./testing";
import { abilitiesTable, DEFAULT_ABILITIES, dieOfType, MEDIEVAL_UNITS, SPELL_NAMES, SPELLS, type MedievalUnitType } from "./units";

describe("002 Medieval Strife: the units of each die", () => {
  it.each(Object.entries(MEDIEVAL_UNITS))("d%s: %j", (die, types) => {
    for (const type of types) expect(dieOfType(type)).toBe(Number(die));
  });

  it("the spells and their casts, as the text lists them", () => {
    expect(SPELLS.map((s) => `${s.name} (${"perGame" in s ? "1/game" : s.casts})`)).toEqual([
      "Shield (3)",
      "Empower (3)",
      "Beam (2)",
      "Hold (1)",
      "Pierce (2)",
      "Shift Morale (4)",
      "Laser (3)",
      "Dismay (2)",
      "Havoc (2)",
      "Force Field (1/game)",
      "Split (1)",
    ]);
  });
});

describe("ruling: the abilities table", () => {
  it.each(Object.entries(DEFAULT_ABILITIES))("%s: attack %o", (type, row) => {
    const a = abilitiesTable()[type as MedievalUnitType];
    const die = dieOfType(type)!;
    expect(attackModifier(a, die, {})).toBe(row.attack);
    expect(defenceModifier(a, die, {}, false)).toBe(row.defence);
    // a unit in play knows its spells, with their full casts
    const b = prepareMedieval({ players: [{ id: "P", units: [{ id: "u", sides: die, type: type as MedievalUnitType }] }, side("Q", ["Footman"])] });
    for (const [s, name] of SPELL_NAMES.entries()) expect(b.casts[s]).toBe((row.spells as readonly string[]).includes(name) ? SPELLS[s]!.casts : 0);
  });

  it("every spell has a caster", () => {
    const known = new Set(Object.values(DEFAULT_ABILITIES).flatMap((r) => r.spells));
    expect(SPELL_NAMES.filter((s) => !known.has(s))).toEqual([]);
  });

  it("the archers are the four units the themes name", () => {
    expect(
      Object.entries(DEFAULT_ABILITIES)
        .filter(([, r]) => "archer" in r)
        .map(([t]) => t),
    ).toEqual(["Archer", "Crossbowman", "Amazon", "Ballista"]);
  });

  it("tunable per game: overrides replace fields of a row (an Archer with +3 attack takes a 6 with a 4: dice 4 | 6, re-roll 1)", () => {
    expect(abilitiesTable({ Archer: { attack: 3 } }).Archer).toEqual({ attack: 3, defence: -1, spells: [], archer: true });
    const out = playWith(two(["Archer"], ["Footman"]), { abilities: { Archer: { attack: 3 } } }, [4, 6, 1]);
    expect(entry(out, 1)).toMatchObject({ attack: 7, defence: 6 });
  });

  it("a Defender's +1: a Footman showing 4 cannot take a Defender showing 3 (dice 4 | 3)", () => {
    const out = playWith(two(["Footman"], ["Defender"]), { maxTurns: 1 }, [4, 3]);
    expect(entry(out, 1)).toMatchObject({ action: "pass" });
  });

  it("a Catapult's siege: it attacks 1 + 2 and takes a 2, but defends 6 − 2 (dice 1 | 2, re-roll 9)", () => {
    const out = playWith(two(["Catapult"], ["Footman"]), {}, [1, 2, 9]);
    expect(entry(out, 1)).toMatchObject({ attack: 3, defence: 2 });
  });

  it("a Flankman may add one in a flank: Flankman 3 (+1) and a Footman 3 take a 7 (dice 3 3 | 6, re-rolls 2 2)", () => {
    const setup = { players: [side("Red", ["Flankman", "Footman"]), side("Blue", ["Knight"])] };
    const out = playWith(setup, {}, [3, 3, 6, 2, 2]);
    expect(entry(out, 1)).toMatchObject({
      action: "flank",
      defence: 7,
      parts: [
        { unit: "Red-1", value: 4 },
        { unit: "Red-2", value: 3 },
      ],
    });
  });
});
