// Armies of one's own (issue 15): the format's shape with JSON paths, each game's rules in the
// rules' words, the dice an army fields, and armies fighting gangs.
import { describe, expect, it } from "vitest";
import { GANG_EXPORT_FORMAT } from "@/lib/export/gang-export";
import { armyDice, armyToStar, GANG_FILE_FORMAT, readArmy } from "./army";
import { army, problems } from "./army.fixtures";
import { gruntsExport } from "./gang-fixtures";
import { prepareSkirmish, resolveSkirmish } from "./resolve";

describe("the army format", () => {
  it("reads a good army of each game", () => {
    expect(
      readArmy(
        army("rotgb", [
          { type: "Legionaries", die: 6, count: 4 },
          { type: "Elephants", die: 20 },
        ]),
      ).ok,
    ).toBe(true);
    expect(
      readArmy(
        army("medieval", [
          { type: "Wizard", die: 4, count: 2 },
          { type: "knight", die: 8 },
        ]),
      ).ok,
    ).toBe(true);
    expect(
      readArmy(
        army("star", [
          { type: "Battleship", die: 12, id: "bb" },
          { type: "Decoy", die: 1, controller: "bb" },
        ]),
      ).ok,
    ).toBe(true);
  });

  it("refuses a file that is not an army, with the JSON path of every problem", () => {
    expect(problems({ format: "gorka-garage.army", version: 2, game: "chess", units: [{ type: "Knight", die: "eight", colour: "red" }] })).toEqual([
      "version: version must be 1",
      "game: game must be one of rotgb, medieval, star",
      "name: the army needs a name, as text in quotes",
      "units.0.die: a die is written as its number of sides: 6 for a d6, from 1 to 1000",
      'units.0: Unrecognized key: "colour"',
    ]);
    expect(problems([1, 2])).toEqual([
      `: an army file is one JSON object: { "format": "gorka-garage.army", "version": 1, "game": …, "name": …, "units": […] }`,
    ]);
  });

  it("says what is wrong in words a player reads, never zod's own (an empty or long name, a die of no size, a count of 0)", () => {
    const one = (units: unknown, extra: object = {}) => problems({ ...(army("rotgb", units as never) as object), ...extra });
    expect(one([{ type: "Ogre", die: 6 }], { name: "  " })).toEqual(["name: the army needs a name"]);
    expect(one([{ type: "Ogre", die: 6 }], { name: "x".repeat(10_000) })).toEqual(["name: the army's name is at most 120 characters"]);
    expect(one([{ type: "", die: 0, count: 0, name: "" }])).toEqual([
      "units.0.type: each unit needs a type",
      "units.0.die: a die is written as its number of sides: 6 for a d6, from 1 to 1000",
      "units.0.count: how many is a whole number from 1 to 100 (more in another row)",
      "units.0.name: a unit's name cannot be blank: leave it out",
    ]);
    expect(one([{ type: "Ogre", die: 6.5, count: 101 }])).toEqual([
      "units.0.die: a die is written as its number of sides: 6 for a d6, from 1 to 1000",
      "units.0.count: how many is a whole number from 1 to 100 (more in another row)",
    ]);
    expect(one([7])).toEqual(['units.0: each unit is an object, such as { "type": "Footman", "die": 6 }']);
    expect(one("Ogre")).toEqual(['units: units is a list of the army\'s units: [{ "type": …, "die": … }, …]']);
    expect(problems(null)[0]).toMatch(/^: an army file is one JSON object/);
    for (const line of [...one([{ type: "", die: "x", count: -1 }], { name: "" }), ...problems([]), ...problems(null)])
      expect(line).not.toMatch(/Too (small|big)|Invalid input|expected/);
  });

  it("a gang export is told apart from an army, and the format the message names is the gang export's", () => {
    expect(GANG_FILE_FORMAT).toBe(GANG_EXPORT_FORMAT);
    expect(problems({ ...gruntsExport() })[0]).toBe(
      'format: this is a gang export, not an army: choose it as a gang on the skirmish page (an army\'s format is "gorka-garage.army")',
    );
  });

  it("the dice of an army: one per unit, ids from the row (or its type), numbered when a row has several", () => {
    const a = readArmy(
      army("star", [
        { type: "Battleship", die: 12, id: "bb", name: "Vengeance" },
        { type: "Space Combat Drone", die: 1, count: 2, controller: "bb" },
      ]),
    );
    expect(a.ok && armyDice(a.army).map((d) => `${d.id} ${d.name}`)).toEqual([
      "bb Vengeance",
      "space-combat-drone-1 Space Combat Drone 1",
      "space-combat-drone-2 Space Combat Drone 2",
    ]);
    expect(a.ok && armyToStar(a.army, "Vega").units[1]).toEqual({
      id: "Vega/space-combat-drone-1",
      name: "Space Combat Drone 1",
      sides: 1,
      type: "Space Combat Drone",
      controller: "Vega/bb",
    });
  });

  it("two rows with the same ids are refused", () => {
    expect(
      problems(
        army("rotgb", [
          { type: "A", die: 6, id: "x" },
          { type: "B", die: 8, id: "x" },
        ]),
      ),
    ).toEqual(['units.1.id: two units are called "x": give the rows ids of their own']);
  });
});

describe("Medieval Strife armies", () => {
  it("002 Medieval Strife, Rules: two unit types for one die size are refused", () => {
    expect(
      problems(
        army("medieval", [
          { type: "Recruit", die: 4 },
          { type: "Wizard", die: 4 },
        ]),
      ),
    ).toEqual(["units.1.type: all of an army's d4s are one unit type: Recruit (units.0) or Wizard, not both (002 Medieval Strife, Rules)"]);
  });

  it("unknown units, and units on the wrong die, are refused", () => {
    expect(
      problems(
        army("medieval", [
          { type: "Ninja", die: 6 },
          { type: "Knight", die: 6 },
          { type: "Wizard", die: 5 },
        ]),
      ),
    ).toEqual(
      [
        '"Ninja" is not a Medieval Strife unit (d6: Footman, Archer, Cleric) (002 Medieval Strife)',
        "a Knight is a d8, not a d6 (002 Medieval Strife)",
        "a Wizard is a d4, not a d5 (002 Medieval Strife)",
      ].map((m, i) => `units.${i}.${i === 0 ? "type" : "die"}: ${m}`),
    );
  });

  it("channels and roles are Star Strife's", () => {
    expect(problems(army("medieval", [{ type: "Knight", die: 8, controller: "x" }], { options: { role: "defender" } }))).toEqual([
      "units.0.controller: only Star Strife units take control channels",
      "options.role: only Star Strife has strategic attackers and defenders",
    ]);
  });
});

describe("Star Strife armies", () => {
  it("a station for the attacker, more drones in a ship's channels than it has, fighters without a carrier: each refused with its rule", () => {
    expect(
      problems(
        army("star", [
          { type: "Guided Missile Destroyer", die: 6, id: "gmd" },
          { type: "Space Combat Drone", die: 1, count: 2, controller: "gmd" },
          { type: "Base Station", die: 8 },
        ]),
      ),
    ).toEqual([
      "options.role: base-station: only the strategic defender may have a station (002 Star Strife: Stations)",
      "units.0.controller: gmd: 2 units in its control channels but it has 1 (002 Star Strife: a ship controls D/2)",
    ]);
    expect(
      problems(
        army("star", [
          { type: "Destroyer", die: 6 },
          { type: "Fighter Squadron", die: 4 },
        ]),
      ),
    ).toEqual(["units: 1 fighter, mecha or gunboat squadrons but the fleet's carriers can deploy 0 (002 Star Strife: Carriers)"]);
  });

  it("a station is the strategic defender's; decoys need a channel; interceptors a starship", () => {
    expect(problems(army("star", [{ type: "Base Station", die: 8 }], { options: { role: "defender" } }))).toEqual([]);
    expect(
      problems(
        army("star", [
          { type: "Frigate", die: 4 },
          { type: "Decoy", die: 1 },
        ]),
      ),
    ).toEqual([]);
    expect(
      problems(
        army("star", [
          { type: "Corvette", die: 2 },
          { type: "Decoy", die: 1 },
          { type: "Interceptors", die: 1 },
        ]),
      ),
    ).toEqual([
      "units: 1 decoys without a ship but 0 free control channels: a decoy takes a channel (002 Star Strife: Decoy)",
      "units.2.controller: interceptors: interceptors wait aboard a starship with a control channel, and this fleet has none (002 Star Strife: Interceptors)",
    ]);
  });
});

describe("armies in battle", () => {
  const host = readArmy(
    army(
      "medieval",
      [
        { type: "Wizard", die: 4, count: 2 },
        { type: "Knight", die: 8, count: 3 },
        { type: "Hero", die: 20, name: "Aldric" },
      ],
      { name: "The Host" },
    ),
  );
  if (!host.ok) throw new Error("the host is an army");

  it("an army fights a gang through the gang mapping; the army's side is its name", () => {
    const { outcome, sides, casualties } = resolveSkirmish({ system: "medieval", gangs: [gruntsExport()], armies: [host.army], seed: 3 });
    expect(sides).toEqual(["Da Grunts", "The Host"]);
    expect(outcome.ranking.sort()).toEqual(["Da Grunts", "The Host"]);
    expect(casualties).toHaveLength(1);
    expect(JSON.stringify(outcome.log)).toContain("Aldric (d20 Hero)");
  });

  it("two armies fight without any gang; the same army twice gets a second name", () => {
    expect(resolveSkirmish({ system: "medieval", gangs: [], armies: [host.army, host.army], seed: 1 }).sides).toEqual(["The Host", "The Host (2)"]);
  });

  it("an army fights only in its own game, and only in the ROtGB family", () => {
    expect(() => prepareSkirmish("star", [gruntsExport()], {}, [host.army])).toThrow("The Host is an army for Medieval Strife, not Star Strife.");
    expect(() => prepareSkirmish("bang", [gruntsExport()], {}, [host.army])).toThrow(
      /fights in Roll Out the \(Gun\) Barrels, Medieval Strife or Star Strife, not in Bang!/,
    );
    expect(() => prepareSkirmish("medieval", [], {}, [host.army])).toThrow("A battle needs two or more sides.");
  });

  it("002 Star Strife, Stations: one strategic defender a battle; two defending fleets are refused, a defender and an attacker fight", () => {
    const fleet = (name: string, role: "attacker" | "defender") => {
      const r = readArmy(
        army(
          "star",
          [
            { type: "Base Station", die: 8 },
            { type: "Destroyer", die: 6 },
          ],
          { name, options: { role } },
        ),
      );
      if (!r.ok) throw new Error(JSON.stringify(r.problems));
      return r.army;
    };
    expect(() => prepareSkirmish("star", [], {}, [fleet("Vega", "defender"), fleet("Rigel", "defender")])).toThrow(
      "Vega and Rigel are each the strategic defender, and a Star Strife battle has one (002 Star Strife, Stations): make all but one of them attackers.",
    );
    expect(() => prepareSkirmish("star", [gruntsExport()], { mapping: { star: { defender: 0 } } }, [fleet("Vega", "defender")])).toThrow(/Da Grunts and Vega/);
    const attacker = { ...fleet("Rigel", "defender"), options: { role: "attacker" as const }, units: [{ type: "Destroyer", die: 6 }] };
    expect(resolveSkirmish({ system: "star", gangs: [], armies: [fleet("Vega", "defender"), attacker], seed: 2 }).sides).toEqual(["Vega", "Rigel"]);
  });

  it("an army of the base game fights gangs in Roll Out the (Gun) Barrels", () => {
    const legion = readArmy(army("rotgb", [{ type: "Legionaries", die: 6, count: 4 }], { name: "Legion" }));
    if (!legion.ok) throw new Error("the legion is an army");
    const { sides, outcome } = resolveSkirmish({ system: "rotgb", gangs: [gruntsExport()], armies: [legion.army], seed: 5 });
    expect(sides).toEqual(["Da Grunts", "Legion"]);
    expect(JSON.stringify(outcome.log)).toContain("Legion/legionaries-1");
  });
});
