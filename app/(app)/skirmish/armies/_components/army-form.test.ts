import { describe, expect, it } from "vitest";
import { readArmy } from "@/lib/skirmish/army";
import { armyToForm, emptyRow, formToArmy, shipIds, switchGame, type ArmyForm } from "./army-form";

describe("the army editor's form", () => {
  it("an army read into the form and back is the same army", () => {
    const army = {
      format: "gorka-garage.army",
      version: 1,
      game: "star",
      name: "Vega",
      options: { role: "defender" },
      units: [
        { type: "Base Station", die: 8 },
        { type: "Light Carrier", die: 8, id: "cv" },
        { type: "Space Combat Drone", die: 1, controller: "cv" },
        { type: "Destroyer", die: 6, count: 2, name: "Tin Can" },
      ],
    } as const;
    const read = readArmy(army);
    if (!read.ok) throw new Error(JSON.stringify(read.problems));
    expect(formToArmy(armyToForm(read.army))).toEqual(army);
  });

  it("a die typed as words stays words, so the check names units.0.die; an empty count is one unit", () => {
    const form: ArmyForm = { game: "rotgb", name: "Da Host", role: "attacker", rows: [{ ...emptyRow(0, "Ogre", "ten"), count: "" }] };
    const read = readArmy(formToArmy(form));
    expect(read.ok ? [] : read.problems.map((p) => p.path)).toEqual(["units.0.die"]);
  });

  it("the attacker's role and a controller outside Star Strife are left out of the file", () => {
    const form: ArmyForm = { game: "medieval", name: "Ironhold", role: "defender", rows: [{ ...emptyRow(0, "Footman", "6"), controller: "x" }] };
    expect(formToArmy(form)).toEqual({ format: "gorka-garage.army", version: 1, game: "medieval", name: "Ironhold", units: [{ type: "Footman", die: 6 }] });
  });

  it("a game changed by mistake loses nothing: going back brings its rows back; a game not yet seen starts from its example", () => {
    const medieval: ArmyForm = {
      game: "medieval",
      name: "Ironhold",
      role: "attacker",
      rows: [
        { ...emptyRow(0, "Footman", "6"), count: "3" },
        { ...emptyRow(1, "Knight", "8"), name: "Sir Grim" },
      ],
    };
    const star = switchGame(medieval, "star", {});
    expect(star.form.name).toBe("Ironhold");
    expect(star.form.rows.map((r) => [r.type, r.die, r.count])).toEqual([["Destroyer", "6", "2"]]);
    // a fresh key, so the new row is a new row for React
    expect(medieval.rows.map((r) => r.key)).not.toContain(star.form.rows[0]!.key);
    const back = switchGame(star.form, "medieval", star.kept);
    expect(back.form).toEqual(medieval);
    // and the Star Strife rows wait in turn
    expect(switchGame(back.form, "star", back.kept).form.rows).toEqual(star.form.rows);
    expect(switchGame(medieval, "medieval", {})).toEqual({ form: medieval, kept: {} });
  });

  it("Star Strife: the ids of the ships with control channels, numbered as the file numbers them, for the controlled-by fields", () => {
    const form: ArmyForm = {
      game: "star",
      name: "Vega",
      role: "attacker",
      rows: [
        { ...emptyRow(0, "Destroyer", "6"), count: "2" },
        { ...emptyRow(1, "Battleship", "12"), id: " bb " },
        { ...emptyRow(2, "Space Combat Drone", "1"), count: "3" },
        { ...emptyRow(3, "Destroyer", "6"), count: "x" },
      ],
    };
    // drones control nothing; a count that is no number counts one
    expect(shipIds(form)).toEqual(["destroyer-1", "destroyer-2", "bb", "destroyer-3"]);
    expect(shipIds({ ...form, game: "medieval" })).toEqual([]);
  });

  it("a file's unit types in another case are the list's own spelling in the form; Star Strife's other names stay", () => {
    const read = (game: "medieval" | "star" | "rotgb", type: string, die: number) => {
      const r = readArmy({ format: "gorka-garage.army", version: 1, game, name: "X", units: [{ type, die }] });
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      return armyToForm(r.army).rows[0]!.type;
    };
    expect(read("medieval", " knight ", 8)).toBe("Knight");
    expect(read("star", "BATTLESHIP", 12)).toBe("Battleship");
    expect(read("star", "Space Mine", 1)).toBe("Space Mine");
    expect(read("rotgb", "tanks", 10)).toBe("tanks");
  });
});
