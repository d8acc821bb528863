// 002 Star Strife, what happens around a phase (phase.ts): command points, carrier actions (Rally,
// Disperse, Coordinate), the minefield's mines, drones moving into freed channels, interceptors going
// home. Each on a position set by hand, with the dice it rolls typed in; the log's words checked
// where the log tells a player what happened.
import { describe, expect, it } from "vitest";
import { manualSource } from "../../dice/source";
import { Roller } from "../rotgb/roller";
import { ABOARD, DISPERSED, GONE, IN_PLAY, SPARE, attach, markActed, prepareStar, setStatus, type StarBattle } from "./battle";
import { lose } from "./engage";
import { StarLog } from "./log";
import { carrierActions, disperse, dronesIn, interceptorsHome, minesIn, openChannels, spendCommandPoints } from "./phase";
import { two } from "./testing";

const dice = (...faces: number[]) => new Roller(manualSource(faces), true);
const acted = (b: StarBattle, u: number) => (b.actedMask[b.maskWord[u]!]! & b.maskBit[u]!) !== 0;

describe("002 Carrier Actions in the side's own phase (one kept for Repair Attrition)", () => {
  it("a Starfortress (16 actions) rallies a squadron showing 2 (re-roll → 4), disperses one crippled at 1, then coordinates those showing 2 or more, most first, first on a tie", () => {
    // Blue's slots: 1 the station, 2-6 five squadrons
    const b = prepareStar(two(["Destroyer"], ["Starfortress", ...Array<string>(5).fill("Fighter Squadron")], "defender"));
    b.face.set([50, 2, 1, 3, 2, 3], 1);
    b.stuck[3] = b.stuck[5] = 1; // crippled: they never re-roll
    const log = new StarLog(b);
    expect(carrierActions(b, 1, 1, dice(4), log)).toBe(true);
    const by = (action: string, target: string) => ({ action, unit: "Blue-1", target, carrierAction: true });
    const station = "Blue's Blue-1 (D100 Starfortress)";
    expect(log.entries).toEqual([
      { turn: 1, text: `${station} rallies Blue-2: it re-rolls 2 → 4.`, data: by("rally", "Blue-2") },
      { turn: 1, text: `${station} disperses Blue-3 into 4 D1 attrition units.`, data: by("disperse", "Blue-3") },
      { turn: 1, text: `${station} coordinates Blue-2 (+1 offence this turn).`, data: by("coordinate", "Blue-2") },
      { turn: 1, text: `${station} coordinates Blue-4 (+1 offence this turn).`, data: by("coordinate", "Blue-4") },
      { turn: 1, text: `${station} coordinates Blue-6 (+1 offence this turn).`, data: by("coordinate", "Blue-6") },
      { turn: 1, text: `${station} coordinates Blue-5 (+1 offence this turn).`, data: by("coordinate", "Blue-5") },
    ]);
    // the dispersed parts show 1: nothing to rally (a D1), disperse or coordinate
    expect(b.caUsed[1]).toBe(6);
    expect(carrierActions(b, 1, 1, dice(), log)).toBe(false);
    expect(log.entries).toHaveLength(6);
  });

  it("the carrier's one spare action, spent: Coordinate alone changes no die (false); with nothing fit, none is spent; a rally (re-roll 1) does (true)", () => {
    // a squadron in the first slot: the picks reach slot 0
    const b = prepareStar(two(["Fighter Squadron", "Attack Carrier", "Fighter Squadron"], ["Destroyer"]));
    b.face.set([4, 7, 3]);
    expect(carrierActions(b, 0, 1, dice(), null)).toBe(false);
    // the one showing most: the first slot's 4, not the other's 3
    expect([b.coordinated[0], b.coordinated[2], b.caUsed[1]]).toEqual([1, -1, 1]);
    markActed(b, 2, 2);
    // turn 2, the squadron has acted: nothing to do, the action stays unspent
    markActed(b, 0, 2);
    expect(carrierActions(b, 0, 2, dice(), null)).toBe(false);
    expect(b.caUsed[1]).toBe(0);
    b.actedMask.fill(0); // as a turn starts
    b.face[0] = 2;
    expect(carrierActions(b, 0, 3, dice(1), null)).toBe(true);
    expect([b.face[0], b.caUsed[1]]).toEqual([1, 1]);
    // turn 4: showing 1 and crippled, it is dispersed from the first slot
    b.stuck[0] = 1;
    expect(carrierActions(b, 0, 4, dice(), null)).toBe(true);
    expect(Array.from(b.status.subarray(0, 6))).toEqual([DISPERSED, IN_PLAY, IN_PLAY, IN_PLAY, IN_PLAY, IN_PLAY]);
  });

  it("Rally is for a die below its average: a Heavy Corvette (a D3, an attrition unit) showing 2 is at its average, so it is coordinated instead", () => {
    const b = prepareStar(two(["Attack Carrier", "Heavy Corvette"], ["Destroyer"]));
    b.face.set([7, 2]);
    expect(carrierActions(b, 0, 1, dice(), null)).toBe(false);
    expect([b.face[1], b.coordinated[1]]).toEqual([2, 1]);
  });

  it("a carrier out of play spends nothing", () => {
    const b = prepareStar(two(["Attack Carrier", "Fighter Squadron"], ["Destroyer"]));
    b.face[1] = 2;
    lose(b, 0, 1);
    expect(carrierActions(b, 0, 1, dice(), null)).toBe(false);
    expect([b.face[1], b.caUsed[0]]).toEqual([2, 0]);
  });
});

describe("002 Disperse: the squadron's four D1 parts take its place", () => {
  it("they show 1, act as it did, are looked at from now on, and leave the slots before them alone", () => {
    // Red's slots: 0 Destroyer, 1 Attack Carrier, 2 the squadron, 3-6 its parts
    const b = prepareStar(two(["Destroyer", "Attack Carrier", "Fighter Squadron"], ["Destroyer"]));
    b.face.set([5, 9, 1], 0);
    markActed(b, 1, 1);
    b.liveEnd[0] = 3;
    disperse(b, 2);
    expect(Array.from(b.face.subarray(0, 7))).toEqual([5, 9, 1, 1, 1, 1, 1]);
    expect(Array.from(b.acted.subarray(0, 7))).toEqual([-1, 1, -1, -1, -1, -1, -1]);
    expect([0, 1, 2, 3, 4, 5, 6].map((u) => acted(b, u))).toEqual([false, true, false, false, false, false, false]);
    expect([b.status[2], b.liveEnd[0], b.inPlay[0]]).toEqual([DISPERSED, 7, 6]);
  });

  it("a squadron that acted this turn disperses into parts that have acted", () => {
    const b = prepareStar(two(["Attack Carrier", "Fighter Squadron"], ["Destroyer"]));
    markActed(b, 1, 3);
    disperse(b, 1);
    expect(Array.from(b.acted.subarray(2, 6))).toEqual([3, 3, 3, 3]);
    expect([0, 1, 2, 3, 4, 5].map((u) => acted(b, u))).toEqual([false, true, true, true, true, true]);
  });
});

describe("002 Ancient Minefield: the phase's side gains its mines", () => {
  it("five D1 mines come into play showing 1, not acted; the side's units keep what they did", () => {
    const b = prepareStar(two(["Destroyer", "Destroyer"], ["Destroyer"]), { terrain: "minefield" });
    const first = b.mineSlots[0]!;
    expect(first).toBe(2);
    markActed(b, 0, 1);
    markActed(b, 1, 1);
    minesIn(b, 0);
    expect(Array.from(b.status.subarray(first, first + 5))).toEqual(Array(5).fill(IN_PLAY));
    expect(Array.from(b.face.subarray(first, first + 5))).toEqual(Array(5).fill(1));
    expect(Array.from(b.acted.subarray(0, first + 5))).toEqual([1, 1, -1, -1, -1, -1, -1]);
    expect([0, 1, 2, 3, 4, 5, 6].map((u) => acted(b, u))).toEqual([true, true, false, false, false, false, false]);
  });
});

describe("ruling: a drone flying free moves into a freed channel of its side's biggest ship", () => {
  // A Battleship has 6 channels, a Light Cruiser 4: six drones fill the Battleship, the seventh flies free
  const drones = (ship: number) => Array.from({ length: 6 }, () => ["Space Combat Drone", ship] as const);

  it("the biggest ship with a free channel takes it, even when it is the first slot", () => {
    // slots: 0 Battleship, 1 Light Cruiser, 2-7 the Battleship's drones, 8-11 the cruiser's, 12 a drone flying free
    const cruisers = Array.from({ length: 4 }, () => ["Space Combat Drone", 2] as const);
    // Blue's lone drone (slot 13) flies free right after Red's last slot: it is not Red's to move
    const b = prepareStar(two(["Battleship", "Light Cruiser", ...drones(1), ...cruisers, "Space Combat Drone"], ["Space Combat Drone"]));
    expect([b.controller[12], b.used[0], b.used[1]]).toEqual([-1, 6, 4]);
    // a drone of each ship is lost: both have a free channel, and the drone flying free takes the Battleship's
    lose(b, 2, 1);
    lose(b, 8, 1);
    dronesIn(b, 0);
    expect([b.controller[12], b.used[0], b.used[1], b.controller[13]]).toEqual([0, 6, 3, -1]);
  });

  it("the biggest, not the first in the fleet; a drone already in a channel stays where it is", () => {
    const b = prepareStar(two(["Light Cruiser", "Battleship", ...drones(2), ["Space Combat Drone", 1]], ["Destroyer"]));
    expect([b.controller[8], b.used[0], b.used[1]]).toEqual([0, 1, 6]);
    lose(b, 2, 1);
    setStatus(b, 2, IN_PLAY); // as if a drone flew free: it is back, without a ship
    b.inPlay[0]!++;
    dronesIn(b, 0);
    expect([b.controller[2], b.controller[8], b.used[0], b.used[1]]).toEqual([1, 0, 1, 6]);
  });
});

describe("set-up: channel units without a ship (battle.ts, placeChannelUnits)", () => {
  it("decoys first, then drones, into the biggest ship with a free channel; interceptors wait aboard the biggest ship, taking no channel", () => {
    const b = prepareStar(two(["Light Cruiser", "Battleship", ...Array<string>(6).fill("Space Combat Drone"), "Decoy", "Interceptors"], ["Destroyer"]));
    // the decoy (slot 8) and five drones fill the Battleship's six channels; the sixth drone goes to the Light Cruiser
    expect(Array.from(b.controller.subarray(0, 10))).toEqual([-1, -1, 1, 1, 1, 1, 1, 0, 1, 1]);
    expect([b.used[0], b.used[1]]).toEqual([1, 6]);
  });

  it("two ships of one size: the first in the fleet; a side's loose drones stay on its own side", () => {
    const b = prepareStar(two(["Heavy Cruiser", "Battleship", "Battleship", "Decoy"], ["Space Combat Drone", "Battleship"]));
    expect(b.controller[3]).toBe(1);
    expect(b.controller[4]).toBe(5);
  });
});

describe("002 Interceptors go home at the end of the turn", () => {
  it("launched interceptors leave play and free their channel; a drone in the same ship stays", () => {
    const b = prepareStar(two(["Battleship", ["Space Combat Drone", 1], ["Interceptors", 1], ["Interceptors", 1]], ["Destroyer"]));
    openChannels(b);
    expect(b.openAtStart[0]).toBe(5);
    // the first launches; the second stays aboard
    setStatus(b, 2, IN_PLAY);
    attach(b, 2, 0);
    interceptorsHome(b);
    expect([b.status[1], b.controller[1], b.status[2], b.controller[2], b.used[0]]).toEqual([IN_PLAY, 0, GONE, -1, 1]);
    expect([b.status[3], b.controller[3]]).toEqual([ABOARD, 0]);
    // a ship out of play has nothing open
    lose(b, 0, 1);
    openChannels(b);
    expect(b.openAtStart[0]).toBe(0);
  });
});

describe("002 Command Points at the start of a phase", () => {
  it("as the log tells them: all four spent to force the enemy's D12 showing 11 to re-roll (→ 3), even though it acted; one spent on the side's own D10 showing 2 (→ 9)", () => {
    const b = prepareStar(two(["Battleship"], ["Fleet Carrier"]));
    b.face[0] = 11;
    b.face[1] = 2;
    markActed(b, 0, 1);
    expect(spendCommandPoints(b, 1, 1, dice(), null)).toBe(false);
    b.cp.set([0, 4]);
    const log = new StarLog(b);
    expect(spendCommandPoints(b, 1, 1, dice(3), log)).toBe(true);
    expect(log.entries).toEqual([
      {
        turn: 1,
        text: "Blue spends all 4 command points: Red's Red-1 (D12 Battleship) re-rolls 11 → 3.",
        data: { action: "command force", player: "Blue", unit: "Red-1" },
      },
    ]);
    expect([b.cp[1], b.cpBarred[0]]).toEqual([0, 1]);
    b.cp[1] = 1;
    expect(spendCommandPoints(b, 1, 2, dice(9), log)).toBe(true);
    expect(log.entries[1]).toEqual({
      turn: 2,
      text: "Blue spends a command point: Blue's Blue-1 (D10 Fleet Carrier) re-rolls 2 → 9.",
      data: { action: "command reroll", player: "Blue", unit: "Blue-1" },
    });
    expect(b.cp[1]).toBe(0);
  });

  it("a side re-rolls only its own dice: Red's D12 shows 12, Blue's D10 next to it shows 2, Red's point stays unspent", () => {
    const b = prepareStar(two(["Battleship"], ["Fleet Carrier"]));
    b.face[0] = 12;
    b.face[1] = 2;
    b.cp[0] = 1;
    expect(spendCommandPoints(b, 0, 1, dice(), null)).toBe(false);
    expect([b.face[1], b.cp[0]]).toEqual([2, 1]);
  });
});

describe("the set-up's spare slots", () => {
  it("a spare slot never used stays out of play", () => {
    const b = prepareStar(two(["Attack Carrier", "Fighter Squadron"], ["Destroyer"]));
    expect(Array.from(b.status.subarray(2, 6))).toEqual(Array(4).fill(SPARE));
  });
});
