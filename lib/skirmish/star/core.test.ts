// 002 Star Strife, Basic Rules, Damage and Attrition, each with its dice typed in by hand.
// Dice order: every die in play, Red's then Blue's in the order listed (a D1 draws none); then
// each roll as it happens: the attacker's casualty rolls, the defender's, repairs. Red acts first.
import { describe, expect, it } from "vitest";
import { manualSource } from "../../dice/source";
import { playStar } from "./engine";
import { endOf, events, lastFaces, playWith, texts, two } from "./testing";

describe("002 Star Strife: turns, phases, one action a unit", () => {
  it("a turn is two phases, the first player's then the second's (dice 2 | 4)", () => {
    const out = playWith(two(["Destroyer"], ["Destroyer"]), {}, [2, 4]);
    expect(events(out)).toEqual(["1 Red pass", "1 Blue assault Blue-1>Red-1", "1 Blue take Red-1"]);
  });

  it("who acts first is rolled when not chosen: 2 on a d2 is Blue (dice 2 | 5 | 3)", () => {
    const out = playStar(two(["Destroyer"], ["Destroyer"]), {}, manualSource([2, 5, 3]));
    expect(out.log[0]!.text).toBe("Blue acts first in every turn (rolled 2 on a d2).");
    expect(events(out)).toEqual(["1 Blue pass", "1 Red assault Red-1>Blue-1", "1 Red take Blue-1"]);
  });

  it("a unit that defended in the other side's phase cannot attack in its own: the fighter that reacted passes its turn (dice 3 5 | 6 3 1; rolls 2 4)", () => {
    const out = playWith(two(["Battleship", "Destroyer"], ["Escort Carrier", "Destroyer", "Fighter Squadron"]), { maxTurns: 1 }, [3, 5, 6, 3, 1, 2, 4]);
    expect(events(out)).toEqual(["1 Red assault Red-2>Blue-2", "1 Blue react Blue-3", "1 defender wins Red-2", "1 Blue pass"]);
  });
});

describe("002 Star Strife: assaults, flanks and damage", () => {
  it("the text's example: a D12 showing 10 takes a D10 showing 8 and is reduced to 6; nothing re-rolls (dice 10 | 8)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser"]), {}, [10, 8]);
    expect(events(out)).toEqual(["1 Red assault Red-1>Blue-1", "1 Red take Blue-1"]);
    expect(lastFaces(out)).toEqual({ "Red-1": 6, "Blue-1": "lost" });
    expect(out.scores).toEqual({ Red: 10, Blue: 0 });
  });

  it("the 4-sided floor: a station showing 2 that takes a 4 (damage 2) stops at 1, crippled (dice 4 | 2)", () => {
    const out = playWith(two(["Destroyer"], ["Defense Platform"], "defender"), { firstPlayer: "Blue" }, [4, 2]);
    expect(lastFaces(out)).toEqual({ "Blue-1": 1, "Red-1": "lost" });
    expect(texts(out)).toContain("After the fight: Blue-1 1 (crippled), Red-1 lost.");
  });

  it("a flank: exactly the target's value, one part at least half; its damage is spread as the attacker wishes (dice 3 3 | 6)", () => {
    const out = playWith(two(["Destroyer", "Destroyer"], ["Heavy Cruiser"]), {}, [3, 3, 6]);
    expect(events(out)).toEqual(["1 Red flank Red-1+Red-2>Blue-1", "1 Red take Blue-1"]);
    // 3 points: off the unit showing most, keeping both alive
    expect(lastFaces(out)).toEqual({ "Red-1": 1, "Red-2": 2, "Blue-1": "lost" });
  });

  it("more than the target does not flank, and parts all under half do not (dice 4 4 | 6: no attack; then Blue's 6 takes a 4)", () => {
    const out = playWith(two(["Destroyer", "Destroyer"], ["Heavy Cruiser"]), { maxTurns: 1 }, [4, 4, 6]);
    expect(events(out).slice(0, 2)).toEqual(["1 Red pass", "1 Blue assault Blue-1>Red-1"]);
  });

  it("the game ends when one side has no units; the scores are the sides taken (dice 10 | 8: Red 10, Blue 0)", () => {
    const out = playWith(two(["Battleship"], ["Heavy Cruiser"]), {}, [10, 8]);
    expect(endOf(out)).toMatchObject({ ending: "one side left", turns: 1 });
    expect(out.winner).toBe("Red");
  });

  it("ruling: two sides that cannot attack and cannot change a die end the game in a stalemate (dice 10 | 2: a carrier cannot attack)", () => {
    const out = playWith(two(["Fleet Carrier"], ["Destroyer"]), {}, [10, 2]);
    expect(events(out)).toEqual(["1 Red pass", "1 Blue pass"]);
    expect(endOf(out)).toMatchObject({ ending: "stalemate" });
  });
});

describe("002 Star Strife: attrition", () => {
  // Red's two fighters (3 + 2) flank Blue's Destroyer (5). Casualty rolls: the fighters 4 and 4
  // (4 ÷ 3 = 1 kill each, but Blue has no attrition dice to lose), the Destroyer 4 (4 ÷ 4 = 1
  // kill): Blue takes Fighter 1 (showing most). Red's carrier tries a repair with 3: odd.
  it("÷3 and ÷4 casualties, a failed repair, and the defender holding: the lead fighter is lost and the Destroyer takes half its 4 (dice 4 3 2 | 5; rolls 4 4 4, repair 3)", () => {
    const out = playWith(two(["Escort Carrier", "Fighter Squadron", "Fighter Squadron"], ["Destroyer"]), {}, [4, 3, 2, 5, 4, 4, 4, 3]);
    expect(texts(out)).toEqual(
      expect.arrayContaining([
        "Attrition: Red's Red-2 (D4 Fighter Squadron) rolls 4: 1; Red's Red-3 (D4 Fighter Squadron) rolls 4: 1; Blue's Blue-1 (D6 Destroyer) rolls 4 for casualties: 1.",
        "Red's Red-1 (D6 Escort Carrier) tries a repair: 3 is odd.",
        "Red's Red-2 (D4 Fighter Squadron) is lost to attrition.",
        "After casualties: Red 4 against Blue 5.",
        "Blue holds: Red's Red-3 (D4 Fighter Squadron) is lost (4 points to Blue).",
      ]),
    );
    expect(lastFaces(out)).toMatchObject({ "Blue-1": 3 });
    expect(out.scores).toEqual({ Red: 0, Blue: 8 });
  });

  it("Repair Attrition: an even roll of the carrier's die saves the loss (dice 4 3 2 | 5; rolls 4 4 4, repair 2)", () => {
    const out = playWith(two(["Escort Carrier", "Fighter Squadron", "Fighter Squadron"], ["Destroyer"]), {}, [4, 3, 2, 5, 4, 4, 4, 2]);
    expect(texts(out)).toContain("Red's Red-1 (D6 Escort Carrier) repairs: 2 is even, Red-2 is saved.");
    // both fighters stand: 4 + 4 against 5, so the flank holds and the Destroyer is taken
    expect(events(out)).toContain("1 Red take Blue-1");
  });

  it("an even fight after casualties in a direct assault: both sides take damage (dice 2 | 8 2; rolls 3 3, then Blue's gunboats 4 against 1)", () => {
    const out = playWith(two(["Destroyer"], ["Light Carrier", "Gunboats"]), {}, [2, 8, 2, 3, 3, 4, 1]);
    expect(events(out)).toEqual(["1 Red assault Red-1>Blue-2", "1 tie", "1 Blue assault Blue-2>Red-1", "1 Blue take Red-1"]);
    expect(texts(out)).toContain("After the fight: Red-1 1 (crippled), Blue-2 2.");
  });
});
