// Armies of one's own (issue 15): the refusals' JSON paths the editor points at, the ids and names
// of an army's dice, and an army as a side of each game.
import { describe, expect, it } from "vitest";
import { armyDice, armyToMedieval, armyToStar, medievalType, readArmy } from "./army";
import { army, must, problems } from "./army.fixtures";

describe("the army's limits", () => {
  it("at most 300 units in all, counted die by die", () => {
    const rows = Array.from({ length: 4 }, (_, i) => ({ type: "Goblin", die: 4, count: 100, id: `g${i}` }));
    expect(problems(army("rotgb", rows))).toEqual(["units: 400 units: an army has at most 300"]);
    expect(problems(army("rotgb", rows.slice(0, 3)))).toEqual([]);
  });
});

describe("Star Strife refusals point at the row's field", () => {
  it("002 Star Strife, Units: a unit the text does not name points at its type, a wrong die at its die", () => {
    expect(
      problems(
        army("star", [
          { type: "Frigate", die: 4 },
          { type: "Ninja Ship", die: 6 },
          { type: "Battleship", die: 10 },
        ]),
      ),
    ).toEqual([
      'units.1.type: ninja-ship: "Ninja Ship" is not a Star Strife unit (002 Star Strife, Units)',
      "units.2.die: battleship: a Battleship is a D12, not a D10 (002 Star Strife, Units)",
    ]);
  });
  it("002 Star Strife, Stations: a second station points at a field of its row, how many or its type", () => {
    const defender = { options: { role: "defender" as const } };
    expect(problems(army("star", [{ type: "Base Station", die: 8, count: 2 }], defender))).toEqual([
      "units.0.count: base-station-2: the defender may have one station, not 2 (002 Star Strife: Stations)",
    ]);
    expect(
      problems(
        army(
          "star",
          [
            { type: "Base Station", die: 8 },
            { type: "Station", die: 10 },
          ],
          defender,
        ),
      ),
    ).toEqual(["units.1.type: station: the defender may have one station, not 2 (002 Star Strife: Stations)"]);
  });
  it("002 Star Strife, a ship controls D/2: too many drones: the file's path is the ship's, the form shows it under the drones' row, not the ship's empty controller", () => {
    expect(
      problems(
        army("star", [
          { type: "Destroyer", die: 6, id: "dd" },
          { type: "Decoy", die: 1, controller: "dd" },
          { type: "Space Combat Drone", die: 1, count: 3, controller: "dd" },
        ]),
      ),
    ).toEqual(["units.0.controller: dd: 4 units in its control channels but it has 3 (002 Star Strife: a ship controls D/2)"]);
    const read = readArmy(
      army("star", [
        { type: "Destroyer", die: 6, id: "dd" },
        { type: "Decoy", die: 1, controller: "dd" },
        { type: "Space Combat Drone", die: 1, count: 3, controller: "dd" },
      ]),
    );
    expect(read.ok ? [] : read.problems.map((p) => p.field)).toEqual(["units.2.controller"]);
  });
  it("the row of a numbered unit is the row it came from", () => {
    expect(
      problems(
        army("star", [
          { type: "Frigate", die: 4, count: 2 },
          { type: "Frigate", die: 6, count: 2, id: "big" },
        ]),
      ),
    ).toEqual([
      "units.1.die: big-1: a Frigate is a D4, not a D6 (002 Star Strife, Units)",
      "units.1.die: big-2: a Frigate is a D4, not a D6 (002 Star Strife, Units)",
    ]);
  });
});

describe("an army's dice", () => {
  it("ids from the type in lower case with dashes; a type of no letters or digits is a 'unit'", () => {
    const a = must(
      army("rotgb", [
        { type: " Big Guns! ", die: 6 },
        { type: "!!!", die: 4 },
      ]),
    );
    expect(armyDice(a).map((d) => d.id)).toEqual(["big-guns", "unit"]);
  });
  it("a named row of several: the name numbered; a named single: the name alone; each die keeps its row", () => {
    const a = must(
      army("rotgb", [
        { type: "Goblin", die: 4, count: 2, name: "Snot" },
        { type: "Ogre", die: 10, name: "Grubnik" },
      ]),
    );
    expect(armyDice(a).map((d) => [d.id, d.name, d.row, d.sides])).toEqual([
      ["goblin-1", "Snot 1", 0, 4],
      ["goblin-2", "Snot 2", 0, 4],
      ["ogre", "Grubnik", 1, 10],
    ]);
    expect(armyDice(a).some((d) => "controller" in d)).toBe(false);
  });
});

describe("two rows of one type", () => {
  it("rows without ids are numbered on from one row to the next: a legal army, each unit its own id and name", () => {
    const a = must(
      army("medieval", [
        { type: "Footman", die: 6, count: 2 },
        { type: "Knight", die: 8 },
        { type: "Footman", die: 6 },
      ]),
    );
    expect(armyDice(a).map((d) => `${d.id} ${d.name} ${d.row}`)).toEqual([
      "footman-1 Footman 1 0",
      "footman-2 Footman 2 0",
      "knight Knight 1",
      "footman-3 Footman 3 2",
    ]);
    expect(
      armyDice(
        must(
          army("rotgb", [
            { type: "Infantry", die: 6 },
            { type: "Infantry", die: 8, name: "Veterans" },
          ]),
        ),
      ).map((d) => `${d.id} ${d.name}`),
    ).toEqual(["infantry-1 Infantry 1", "infantry-2 Veterans"]);
  });
  it("a clash between ids of several dice is said once for the row, not once a die", () => {
    const rows = [
      { type: "Goblin", die: 4, count: 50, id: "g" },
      { type: "Goblin", die: 4, count: 50, id: "g" },
    ];
    expect(problems(army("rotgb", rows))).toEqual(['units.1.id: two units are called "g-1": give the rows ids of their own']);
  });
});

describe("an army as a side", () => {
  it("Medieval Strife: the text's names for the types, whatever case the file used", () => {
    const a = must(army("medieval", [{ type: " knight ", die: 8 }]));
    expect(medievalType(" KNIGHT")).toBe("Knight");
    expect(medievalType("Ninja")).toBeUndefined();
    expect(armyToMedieval(a, "Host")).toEqual({ id: "Host", name: "Host", units: [{ id: "Host/knight", name: "knight", sides: 8, type: "Knight" }] });
  });
  it("Star Strife: an attacker unless the file names it the strategic defender", () => {
    const ships = [{ type: "Frigate", die: 4 }];
    expect(armyToStar(must(army("star", ships)), "Vega").role).toBe("attacker");
    expect(armyToStar(must(army("star", ships, { options: { role: "defender" } })), "Vega").role).toBe("defender");
    expect(armyToStar(must(army("star", ships)), "Vega").units).toEqual([{ id: "Vega/frigate", name: "Frigate", sides: 4, type: "Frigate" }]);
  });
});

describe("Medieval Strife armies (002 Medieval Strife, Rules: one unit type per die size)", () => {
  it("an army of several die sizes, each one type, reads without a problem", () => {
    expect(
      problems(
        army("medieval", [
          { type: "Wizard", die: 4, count: 2 },
          { type: "Knight", die: 8 },
          { type: "knight", die: 8, id: "second-knight" },
        ]),
      ),
    ).toEqual([]);
  });
  it("an unknown type on a die Medieval Strife has names that die's units; on any other die, none", () => {
    expect(problems(army("medieval", [{ type: "Ogre", die: 6 }]))).toEqual([
      'units.0.type: "Ogre" is not a Medieval Strife unit (d6: Footman, Archer, Cleric) (002 Medieval Strife)',
    ]);
    expect(problems(army("medieval", [{ type: "Ogre", die: 7 }]))).toEqual(['units.0.type: "Ogre" is not a Medieval Strife unit (002 Medieval Strife)']);
  });
});
