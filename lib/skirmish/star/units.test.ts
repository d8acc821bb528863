// 002 Star Strife, Units and Unit Type Rules: each row and rule with its dice typed in by hand.
// Dice: every die in play, Red's then Blue's (a D1 draws none), then each roll as it happens.
import { describe, expect, it } from "vitest";
import { prepareStar } from "./battle";
import { attritionKills, escortsCover, STATION } from "./rules";
import { events, fleet, lastFaces, playWith, texts, two } from "./testing";
import { carrierRow, channelsOf, craftOf, isAttrition, nonCarrierRow, STAR_UNITS, starUnitType } from "./units";
import { fleetIssues } from "./validate";
import { defenceValue } from "./values";

describe("the units of each die, as the text lists them", () => {
  it.each(STAR_UNITS.map((u) => [u.name, u.die] as const))("%s is a D%i", (name, die) => {
    expect(starUnitType(name)!.die).toBe(die);
  });

  it("the text's other names find the same unit (Space Mine, Patrol Ship, Battlecruiser, Mother Ship, Death Star)", () => {
    expect(["Space Mine", "Patrol Ship", "Battlecruiser", "Mother Ship", "Death Star"].map((n) => starUnitType(n)!.name)).toEqual([
      "Battlesatellite",
      "Frigate",
      "Heavy Cruiser",
      "Battlestar",
      "Starfortress",
    ]);
  });

  it("D1 to D3 units of any type are attrition units; so are fighters, mecha and gunboats; attrition units control nothing", () => {
    expect(STAR_UNITS.filter((u) => isAttrition(u)).map((u) => u.name)).toEqual([
      "Battlesatellite",
      "Space Combat Drone",
      "Decoy",
      "Interceptors",
      "Corvette",
      "Heavy Corvette",
      "Fighter Squadron",
      "Mecha Squadron",
      "Gunboats",
    ]);
    expect(channelsOf(starUnitType("Heavy Corvette")!)).toBe(0);
  });
});

describe("control channels", () => {
  it("a ship has D/2 (rounded down), the guided missile ships 1, a station D/2", () => {
    expect(
      ["Battleship", "Light Cruiser", "Guided Missile Destroyer", "Guided Missile Cruiser", "Basestation", "Destroyer"].map((n) =>
        channelsOf(starUnitType(n)!),
      ),
    ).toEqual([6, 4, 1, 1, 6, 3]);
  });

  it("a drone in the Battleship's channel: +1 attack and +1 defence, so neither Battleship can take the other; the drone can be targeted on its own (dice 8 | 9; Blue's casualty roll 3)", () => {
    const out = playWith(two(["Battleship", ["Space Combat Drone", 1]], ["Battleship"]), { maxTurns: 1 }, [8, 9, 3]);
    expect(events(out)).toEqual(["1 Red pass", "1 Blue assault Blue-1>Red-2", "1 Blue take Red-2"]);
  });

  it("a supported direct assault: the drone attacks alongside (+1), and the damage is taken off it first (dice 9 | 9; Blue's casualty roll 3)", () => {
    const out = playWith(two(["Battleship", ["Space Combat Drone", 1]], ["Battleship"]), {}, [9, 9, 3]);
    expect(events(out)).toEqual(["1 Red assault Red-1+Red-2>Blue-1", "1 Red take Blue-1"]);
    // damage 4: the drone takes 1 and is lost (1 point to Blue), the Battleship 3
    expect(lastFaces(out)).toEqual({ "Red-1": 6, "Red-2": "lost", "Blue-1": "lost" });
    expect(out.scores).toEqual({ Red: 12, Blue: 1 });
  });

  it("a decoy: +2 defence to its ship: Blue's 9 cannot take the Light Cruiser's 8 + 2, and takes the decoy instead (dice 8 | 9; casualty roll 2)", () => {
    const out = playWith(two(["Light Cruiser", ["Decoy", 1]], ["Heavy Cruiser"]), { maxTurns: 1 }, [8, 9, 2]);
    expect(events(out)).toEqual(["1 Red pass", "1 Blue assault Blue-1>Red-2", "1 Blue take Red-2"]);
  });

  it("mecha in a channel: the ship +1 attack and +2 defence, the mecha surrendering its own attack (dice 7 3 | 9)", () => {
    const b = prepareStar(two(["Heavy Cruiser", ["Mecha Squadron", 1], "Light Carrier"], ["Battleship"]));
    expect([b.supportAtk[0], b.supportDef[0], b.mechaIn[0]]).toEqual([1, 2, 1]);
    const out = playWith(two(["Heavy Cruiser", ["Mecha Squadron", 1], "Light Carrier"], ["Battleship"]), { maxTurns: 1 }, [7, 3, 5, 9]);
    // 7 + 1 cannot take 9 and the mecha cannot attack alone; Blue's 9 cannot take 7 + 2, so it takes the carrier
    expect(events(out)).toEqual(["1 Red pass", "1 Blue assault Blue-1>Red-3", "1 Blue take Red-3"]);
  });

  it("validation: more units in a ship's channels than it has, and units a channel does not take, are refused", () => {
    const issues = fleetIssues([
      { id: "d", sides: 6, type: "Guided Missile Destroyer" },
      { id: "x", sides: 1, type: "Space Combat Drone", controller: "d" },
      { id: "y", sides: 1, type: "Decoy", controller: "d" },
      { id: "f", sides: 4, type: "Frigate", controller: "d" },
    ]);
    expect(issues.map((i) => i.message)).toEqual([
      "f: a Frigate takes no control channel",
      "d: 2 units in its control channels but it has 1 (002 Star Strife: a ship controls D/2)",
    ]);
  });

  it("ruling: drones beyond the channels fly free as D1 attrition units; a freed channel takes one at its side's next phase", () => {
    const b = prepareStar(two(["Guided Missile Destroyer", "Space Combat Drone", "Space Combat Drone"], ["Destroyer"]));
    expect(Array.from(b.controller.subarray(0, 3))).toEqual([-1, 0, -1]);
  });
});

describe("carriers", () => {
  it("the text's row: a D6 escort carrier deploys 2 D4 units and has 1 carrier action; D6 warships none", () => {
    expect(craftOf(starUnitType("Escort Carrier")!)).toEqual({ deploy: 2, actions: 1 });
    expect(craftOf(starUnitType("Destroyer")!)).toEqual({ deploy: 0, actions: 0 });
  });

  it("ruling: the rest of the cut-short table (a third of the die, an action per 6 sides; warships one unit per 8 sides)", () => {
    expect([8, 10, 12, 20, 30, 60].map((d) => carrierRow(d))).toEqual([
      { deploy: 2, actions: 1 },
      { deploy: 3, actions: 1 },
      { deploy: 4, actions: 2 },
      { deploy: 6, actions: 3 },
      { deploy: 10, actions: 5 },
      { deploy: 20, actions: 10 },
    ]);
    expect([6, 8, 12, 20, 100].map((d) => nonCarrierRow(d).deploy)).toEqual([0, 1, 1, 2, 12]);
    expect(craftOf(starUnitType("Guided Missile Cruiser")!)).toEqual({ deploy: 0, actions: 2 });
  });

  it("fighters, mecha and gunboats must be deployed from carriers: more than the fleet can launch are refused", () => {
    expect(fleetIssues(fleet("R", ["Destroyer", "Fighter Squadron"]).units).map((i) => i.message)).toEqual([
      "1 fighter, mecha or gunboat squadrons but the fleet's carriers can deploy 0 (002 Star Strife: Carriers)",
    ]);
    expect(fleetIssues(fleet("R", ["Escort Carrier", "Fighter Squadron", "Gunboats"]).units)).toEqual([]);
  });

  it("a carrier never attacks (its attack is zero): with only a carrier Red passes (dice 10 | 2)", () => {
    const out = playWith(two(["Fleet Carrier"], ["Destroyer"]), {}, [10, 2]);
    expect(events(out)).toEqual(["1 Red pass", "1 Blue pass"]);
  });

  it("Rally re-rolls an attrition unit showing below its average; Coordinate gives one +1 for the turn; the carrier keeps one action to repair (dice 5 1 | 9; rally 3)", () => {
    const out = playWith(two(["Attack Carrier", "Fighter Squadron"], ["Fleet Carrier"]), {}, [5, 1, 9, 3]);
    expect(texts(out).filter((t) => /rallies|coordinates/.test(t))).toEqual([
      "Red's Red-1 (D12 Attack Carrier) rallies Red-2: it re-rolls 1 → 3.",
      "Red's Red-1 (D12 Attack Carrier) coordinates Red-2 (+1 offence this turn).",
    ]);
  });
});

describe("stations", () => {
  it("only the strategic defender may have one station, and only one", () => {
    expect(fleetIssues([{ id: "s", sides: 6, type: "Defense Platform" }], "attacker")[0]!.message).toBe(
      "s: only the strategic defender may have a station (002 Star Strife: Stations)",
    );
    expect(
      fleetIssues(
        [
          { id: "s", sides: 6, type: "Defense Platform" },
          { id: "t", sides: 8, type: "Base Station" },
        ],
        "defender",
      )[0]!.message,
    ).toBe("t: the defender may have one station, not 2 (002 Star Strife: Stations)");
  });

  it("+3 attack, +3 defence, +5 against a flank (dice 8 | 2)", () => {
    const b = prepareStar(two(["Light Cruiser"], ["Base Station"], "defender"));
    b.face[1] = 2;
    expect([defenceValue(b, 1, 0, false), defenceValue(b, 1, -1, true)]).toEqual([2 + STATION.defence, 2 + STATION.flankDefence]);
  });

  it("a station may not join a flank: its 1 + 3 and a frigate's 2 would make 6, but Blue passes (dice 6 | 1 2)", () => {
    const out = playWith(two(["Heavy Cruiser"], ["Defense Platform", "Frigate"], "defender"), { firstPlayer: "Blue", maxTurns: 1 }, [6, 1, 2]);
    expect(events(out)[0]).toBe("1 Blue pass");
  });

  it("a station has the carrier capacity and actions of a carrier of its die", () => {
    expect(craftOf(starUnitType("Basestation")!)).toEqual(carrierRow(12));
  });
});

describe("escorts", () => {
  it("the text's example: a D12 showing 11 takes a D10 showing 8 by 3; an escort showing 3 stands in (dice 11 | 8 3)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser", "Destroyer"]), { maxTurns: 1 }, [11, 8, 3]);
    expect(events(out).slice(0, 2)).toEqual(["1 Red assault Red-1>Blue-1", "1 stand in Blue-2"]);
  });

  it("the text's second example: escorts showing 1 and 2 cover the 3 together (dice 11 | 8 1 2)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser", "Corvette", "Corvette"]), { maxTurns: 1 }, [11, 8, 1, 2]);
    expect(events(out).slice(0, 3)).toEqual(["1 Red assault Red-1>Blue-1", "1 stand in Blue-3", "1 stand in Blue-2"]);
    expect(escortsCover(1 + 2, 3)).toBe(true);
    expect(escortsCover(2, 3)).toBe(false);
  });

  it("ruling: against an exact flank (beaten by 0) any escort may stand in; at least one is needed", () => {
    expect(escortsCover(1, 0)).toBe(true);
    expect(escortsCover(0, 0)).toBe(false);
  });
});

describe("special craft", () => {
  it("a corvette cannot kill a unit of more than 4 sides unless flanking (dice 2 | 1: Red's 2 beats the Destroyer's 1 but passes)", () => {
    const out = playWith(two(["Corvette"], ["Destroyer"]), { maxTurns: 1 }, [2, 1]);
    expect(events(out)[0]).toBe("1 Red pass");
  });

  it("stacking: two fighters showing 4 and 4 flank a 5, more than it (dice 4 4 4 | 5; rolls 2 3 1)", () => {
    const out = playWith(two(["Escort Carrier", "Fighter Squadron", "Fighter Squadron"], ["Destroyer"]), { maxTurns: 1 }, [4, 4, 4, 5, 2, 3, 1]);
    expect(events(out)[0]).toBe("1 Red flank Red-2+Red-3>Blue-1");
  });

  it("gunboats defend with one less, never below 1; a light cruiser may add one in a flank (dice 5 2 | 8 4 | ...)", () => {
    const b = prepareStar(two(["Light Carrier", "Gunboats"], ["Destroyer"]));
    b.face[1] = 1;
    expect(defenceValue(b, 1, -1, false)).toBe(1);
    b.face[1] = 4;
    expect(defenceValue(b, 1, -1, false)).toBe(3);
    // Light Cruiser 4 (+1) and Destroyer 2 flank a Battleship showing 7
    const out = playWith(two(["Light Cruiser", "Destroyer"], ["Battleship"]), { maxTurns: 1 }, [4, 2, 7]);
    expect(events(out)[0]).toBe("1 Red flank Red-1+Red-2>Blue-1");
  });

  it("attrition kills: an attrition unit's roll ÷ 3, any other's ÷ 4, interceptors +2 first", () => {
    expect([attritionKills(5, true), attritionKills(6, true), attritionKills(7, false), attritionKills(8, false), attritionKills(1, true, true)]).toEqual([
      1, 2, 1, 2, 1,
    ]);
  });
});
