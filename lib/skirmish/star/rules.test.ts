// 002 Star Strife: reaction units, interceptors, mecha, command points, terrain, and the rulings;
// each with its dice typed in by hand. Dice: every die in play, Red's then Blue's (a D1 draws
// none), then each roll as it happens: command points, re-rolls, casualty rolls, repairs.
import { describe, expect, it } from "vitest";
import { prepareStar } from "./battle";
import { lose } from "./engage";
import { carrierActions, dronesIn } from "./phase";
import { spreadDamage } from "./players";
import { afterAssaultDamage, afterSpreadDamage, damageFrom } from "./rules";
import { QUIET_TURNS_LIMIT } from "./schema";
import { endOf, events, lastFaces, playWith, texts, two } from "./testing";
import { attackValue, defenceValue } from "./values";

describe("reaction units and the pass sequence", () => {
  it("the defender sends a fighter, then the attacker passes, then the defender: the fighter's roll joins the defence (dice 5 | 6 3 1; rolls 2 4)", () => {
    const out = playWith(two(["Destroyer"], ["Escort Carrier", "Destroyer", "Fighter Squadron"]), {}, [5, 6, 3, 1, 2, 4]);
    expect(texts(out).slice(1, 5)).toEqual([
      "Blue sends Blue-3 (D4 Fighter Squadron) into the fight.",
      "Red sends no reaction units.",
      "Blue sends no reaction units.",
      "Attrition: Red's Red-1 (D6 Destroyer) rolls 2 for casualties: 0; Blue's Blue-3 (D4 Fighter Squadron) rolls 4: 1.",
    ]);
    // 5 against 3 + 4: the defender holds; the Destroyer is lost and Blue takes half its 5, spread
    expect(lastFaces(out)).toEqual({ "Red-1": "lost", "Blue-2": 2, "Blue-3": 3 });
  });
});

describe("interceptors", () => {
  it("they launch from the target with an open channel: +3 defence, and +2 on their casualty roll (a 1 kills one); they add no points of their own (dice 8 | 6; casualty roll 3)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser", ["Interceptors", 1]]), {}, [8, 6, 3]);
    expect(texts(out)).toEqual(
      expect.arrayContaining([
        "Blue sends Blue-2 (D1 Interceptors) into the fight.",
        "Attrition: Red's Red-1 (D12 Battleship) rolls 3 for casualties: 0; Blue's Blue-2 (D1 Interceptors) rolls 1: 1.",
        "After casualties: Red 8 against Blue 9.",
        "Blue holds: Red's Red-1 (D12 Battleship) is lost (12 points to Blue).",
      ]),
    );
  });

  it("shot down (a casualty roll of 4 kills one), they are gone unscored and the attack goes through (dice 8 | 6; casualty roll 4)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser", ["Interceptors", 1]]), {}, [8, 6, 4]);
    expect(events(out)).toContain("1 Red take Blue-1");
    expect(out.scores).toEqual({ Red: 10, Blue: 0 });
  });
});

describe("mecha", () => {
  it("+3 attack against a ship without mecha or fighter cover: 2 + 3 takes a Destroyer showing 4 (dice 5 2 | 4; rolls 3 1)", () => {
    const out = playWith(two(["Light Carrier", "Mecha Squadron"], ["Destroyer"]), {}, [5, 2, 4, 3, 1]);
    expect(events(out).slice(0, 2)).toEqual(["1 Red assault Red-2>Blue-1", "1 Red take Blue-1"]);
  });

  it("against fighters in open space: +0 attack, −1 defence when a fighter assaults them; in the asteroids +1 attack, −0 defence", () => {
    const b = prepareStar(two(["Light Carrier", "Mecha Squadron"], ["Escort Carrier", "Fighter Squadron"]));
    const mecha = b.ids.indexOf("Red-2"),
      fighter = b.ids.indexOf("Blue-2");
    b.face[mecha] = 3;
    b.face[fighter] = 2;
    expect([attackValue(b, mecha, fighter, false), defenceValue(b, mecha, fighter, false), defenceValue(b, mecha, -1, true)]).toEqual([3, 2, 3]);
    const rough = prepareStar(two(["Light Carrier", "Mecha Squadron"], ["Escort Carrier", "Fighter Squadron"]), { terrain: "asteroids" });
    rough.face[mecha] = 3;
    // +1 against fighters in rough terrain (the asteroid field's +2 is for attrition against others, and fighters are attrition)
    expect([attackValue(rough, mecha, fighter, false), defenceValue(rough, mecha, fighter, false)]).toEqual([3 + 1, 3 + 3]);
  });
});

describe("command points (optional)", () => {
  it("a D6 a turn each; one re-rolls a friendly die; all of them force an enemy die, and its side may not re-roll this turn (dice 2 | 11; points 3 5; re-roll 9, forced 3)", () => {
    const out = playWith(two(["Battleship"], ["Battleship"]), { commandPoints: true }, [2, 11, 3, 5, 9, 3]);
    expect(texts(out).slice(0, 5)).toEqual([
      "Red gains 3 command points (3 in all).",
      "Blue gains 5 command points (5 in all).",
      "Red spends a command point: Red's Red-1 (D12 Battleship) re-rolls 2 → 9.",
      "Blue spends all 5 command points: Red's Red-1 (D12 Battleship) re-rolls 9 → 3.",
      "Red makes no attack.",
    ]);
    expect(events(out)).toEqual(["1 Red pass", "1 Blue assault Blue-1>Red-1", "1 Blue take Red-1"]);
  });
});

describe("terrain", () => {
  it("Asteroid Field: +3 defence for all: a 6 cannot take a 4 (dice 6 | 4)", () => {
    const out = playWith(two(["Destroyer"], ["Destroyer"]), { terrain: "asteroids" }, [6, 4]);
    expect(endOf(out)).toMatchObject({ ending: "stalemate" });
  });

  it("Asteroid Field: attrition units +2 attack against non-attrition units", () => {
    const b = prepareStar(two(["Escort Carrier", "Fighter Squadron"], ["Destroyer", "Fighter Squadron", "Escort Carrier"]), { terrain: "asteroids" });
    const fighter = b.ids.indexOf("Red-2");
    b.face[fighter] = 3;
    expect([attackValue(b, fighter, b.ids.indexOf("Blue-1"), false), attackValue(b, fighter, b.ids.indexOf("Blue-2"), false)]).toEqual([5, 3]);
  });

  it("Ancient Minefield: the phase's side gains five D1 mines to flank with; they drift off unscored (dice 3 | 5; casualty roll 1)", () => {
    const out = playWith(two(["Destroyer"], ["Destroyer"]), { terrain: "minefield" }, [3, 5, 1]);
    expect(events(out).slice(0, 2)).toEqual(["1 Red flank Red-1+Red/mine-1+Red/mine-2>Blue-1", "1 Red take Blue-1"]);
    expect(out.scores).toEqual({ Red: 6, Blue: 0 });
  });
});

describe("Star Strife rulings", () => {
  it("damage is half the target's own number: a Heavy Cruiser showing 6 with a decoy (+2) deals 3, not 4 (dice 10 | 6; casualty roll 1)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser", ["Decoy", 1]]), { maxTurns: 1 }, [10, 6, 1]);
    expect(lastFaces(out)).toMatchObject({ "Red-1": 7, "Blue-1": "lost" });
  });

  it("escorts standing in do not change the damage: the Battleship still takes half the Heavy Cruiser's 8 (dice 11 | 8 3)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser", "Destroyer"]), { maxTurns: 1 }, [11, 8, 3]);
    expect(texts(out)).toContain("After the fight: Red-1 7, Blue-1 8.");
  });

  it("damage is half the die's value rounded down (a 7 deals 3); the 4-sided floor in an assault; none in a spread", () => {
    expect([damageFrom(7), damageFrom(8), damageFrom(1)]).toEqual([3, 4, 0]);
    expect([afterAssaultDamage(6, 2, 5), afterAssaultDamage(6, 1, 1), afterAssaultDamage(3, 2, 2), afterSpreadDamage(2, 5)]).toEqual([1, 0, 0, -3]);
  });

  it("spread damage keeps units alive as long as it can (off the one showing most), then takes those showing 1, fewest sides first", () => {
    const b = prepareStar(two(["Destroyer", "Frigate", "Battleship"], ["Destroyer"]));
    b.face.set([3, 2, 1], 0);
    const side = Int32Array.from([0, 1, 2]);
    spreadDamage(b, side, 3, 3);
    expect(Array.from(b.newFace.subarray(0, 3))).toEqual([1, 1, 1]);
    spreadDamage(b, side, 3, 5);
    // the Frigate (4 sides), then the Destroyer (6) go; the Battleship (12) stands
    expect(Array.from(b.newFace.subarray(0, 3))).toEqual([0, 0, 1]);
  });

  it("a decoy is lost with its ship; a drone of a lost ship flies free and takes a channel of another ship at its side's next phase", () => {
    const b = prepareStar(two(["Heavy Cruiser", ["Decoy", 1], ["Space Combat Drone", 1], "Light Cruiser"], ["Destroyer"]));
    lose(b, 0, 1);
    expect([b.status[1], b.controller[2]]).toEqual([3, -1]);
    dronesIn(b, 0);
    expect(b.controller[2]).toBe(3);
  });

  it("a squadron crippled at 1 is dispersed into four plain D1 attrition units by a carrier's spare action", () => {
    // Red's slots: the carrier, the squadron, then the squadron's four spare slots
    const b = prepareStar(two(["Attack Carrier", "Fighter Squadron"], ["Destroyer"]));
    b.face[0] = 5;
    b.face[1] = 1;
    b.stuck[1] = 1;
    b.counters[1] = 1;
    carrierActions(b, 0, 1, { roll: () => 1 } as never, null);
    expect(Array.from(b.status.subarray(1, 6))).toEqual([5, 1, 1, 1, 1]);
    expect(b.types.slice(2, 6)).toEqual(Array(4).fill("Fighter Squadron (dispersed)"));
    expect(b.inPlay[0]).toBe(5);
  });

  it(`${QUIET_TURNS_LIMIT} turns with no unit lost end the game (two carriers and command points: dice 5 | 5, then a D6 each a turn)`, () => {
    const out = playWith(two(["Fleet Carrier"], ["Fleet Carrier"]), { commandPoints: true }, [5, 5, ...Array<number>(2 * QUIET_TURNS_LIMIT).fill(1)]);
    expect(endOf(out)).toMatchObject({ ending: "no captures", turns: QUIET_TURNS_LIMIT });
    // unspent command points carry over: a point a turn, never spent on a carrier showing 5
    expect(texts(out)).toContain(`Blue gains 1 command points (${QUIET_TURNS_LIMIT} in all).`);
  });
});
