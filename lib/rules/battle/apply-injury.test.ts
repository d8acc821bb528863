import { describe, expect, it } from "vitest";
import type { MachineLocation } from "./location-effects";
import type { BattleState } from "./state";
import { battleOf, play } from "./testing";

const truck = "a/truck";
const buggy = "b/buggy";
type Injury = "flesh-wound" | "serious-injury" | "skull";

/** A battle with the injury dice waiting (roll 1) on a location, after an optional change. */
function waiting(location: MachineLocation, key = truck, change?: (s: BattleState) => void): BattleState {
  const s = structuredClone(battleOf());
  change?.(s);
  s.prompts.push({ id: 1, kind: "injury", vehicle: key, location });
  s.nextPromptId = 2;
  return s;
}
const roll = (s: BattleState, injury: Injury, faces: number[]) => play(s, { type: "injury-dice", prompt: 1, injury }, faces);
const twoPlates = (save: number) => (s: BattleState) => {
  const v = s.vehicles[truck]!;
  v.upgrades.push({ ...v.upgrades[0]!, key: "a/truck/plates-2" });
  v.plateSave = save;
};

describe("003 Damage tables on the battle state: FIXED WEAPON", () => {
  it("flesh wound (pick 1: the stubber): that weapon alone shoots at -1, and the log names it", () => {
    const r = roll(waiting("weapons"), "flesh-wound", [1]);
    expect(r.entry.text).toBe("Grunt Truck: Weapon damaged. One bolted-on weapon shoots at -1 for the rest of the battle. Weapon hit: Heavy stubber.");
    expect(r.state.vehicles[truck]!.weapons.map((w) => [w.out, w.penalty])).toEqual([
      [false, -1],
      [false, 0],
    ]);
  });
  it("serious injury (pick 1): the stubber is out, its gunner Nob takes no hit", () => {
    const r = roll(waiting("weapons"), "serious-injury", [1]);
    expect(r.entry.text).toBe("Grunt Truck: Ammo clip destroyed. One bolted-on weapon has no ammunition left for the battle. Weapon hit: Heavy stubber.");
    expect(r.state.vehicles[truck]!.weapons.map((w) => [w.out, w.penalty])).toEqual([
      [true, 0],
      [false, 0],
    ]);
  });
  it("skull (pick 6: the driver's boltgun): out, and its user Grot takes a S4 hit", () => {
    const r = roll(waiting("weapons"), "skull", [6]);
    expect(r.entry.text).toMatch(/Weapon hit: Boltgun \(Grot takes a S4 hit\)\.$/);
    expect(r.state.vehicles[truck]!.weapons.map((w) => w.out)).toEqual([false, true]);
  });
});

describe("003 Damage tables on the battle state: UPGRADES", () => {
  it("serious injury (pick 3 of 3: the reinforced ram) loses that upgrade only; the plates keep their save", () => {
    const r = roll(waiting("upgrades"), "serious-injury", [3]);
    expect(r.entry.text).toBe("Grunt Truck: Upgrade is destroyed. One upgrade is lost. Upgrade lost: Reinforced ram.");
    expect([r.state.vehicles[truck]!.upgrades.map((u) => u.destroyed), r.state.vehicles[truck]!.plateSave]).toEqual([[false, true, false], 6]);
  });
  it("ruling: one of two plates lost (pick 1) makes a 4+ save a 5+; at 6+ the plates' save is gone", () => {
    expect(roll(waiting("upgrades", truck, twoPlates(4)), "serious-injury", [1]).state.vehicles[truck]!.plateSave).toBe(5);
    expect(roll(waiting("upgrades", truck, twoPlates(6)), "serious-injury", [1]).state.vehicles[truck]!.plateSave).toBeNull();
  });
  it("003 Boarding plank: losing the plank (pick 6 of 3) lifts it off the truck; losing a set of spikes (pick 1) leaves it down", () => {
    const down = (s: BattleState) => {
      s.vehicles[buggy]!.plank = { onto: truck };
    };
    const lost = roll(waiting("upgrades", buggy, down), "serious-injury", [6]);
    expect([lost.entry.text, lost.state.vehicles[buggy]!.plank]).toEqual([
      "Skull Buggy: Upgrade is destroyed. One upgrade is lost. Upgrade lost: Boarding plank.",
      null,
    ]);
    expect(roll(waiting("upgrades", buggy, down), "serious-injury", [1]).state.vehicles[buggy]!.plank).toEqual({ onto: truck });
  });
  it("skull (pick 3): the engines lose a wound; at 0 they wait for their own injury dice", () => {
    const r = roll(
      waiting("upgrades", truck, (s) => {
        s.vehicles[truck]!.locations.engines.wounds = 1;
      }),
      "skull",
      [3],
    );
    expect(r.entry.text).toMatch(/Upgrade lost: Reinforced ram\. The engines lose a wound \(0 left\)\.$/);
    expect(r.state.prompts).toEqual([{ id: 2, kind: "injury", vehicle: truck, location: "engines" }]);
  });
});

describe("003 Damage tables on the battle state: WHEEL/TRACK and ENGINES", () => {
  it('flesh wound: 1" off every move; a truck with no gas move left is crippled', () => {
    const once = roll(waiting("wheels"), "flesh-wound", []).state.vehicles[truck]!;
    expect([once.moveLoss, once.flags.crippled]).toEqual([1, false]);
    const last = roll(
      waiting("wheels", truck, (s) => {
        s.vehicles[truck]!.moveLoss = 7;
      }),
      "flesh-wound",
      [],
    ).state.vehicles[truck]!;
    expect([last.moveLoss, last.flags.crippled]).toEqual([8, true]);
  });
  it("serious injury swerves (side 2: left); skull spins (scatter 3, clock 6: 180°) and immobilises, told in the log", () => {
    expect(roll(waiting("wheels"), "serious-injury", [2]).entry.text).toBe(
      "Grunt Truck: Drivel pipe bent. The vehicle swerves 45° to one side. It swerves left.",
    );
    const skull = roll(waiting("wheels"), "skull", [3, 6]);
    expect(skull.entry.text).toMatch(/ It spins to face 180°\.$/);
    expect(skull.state.vehicles[truck]!.flags).toEqual({ immobilised: true, crippled: false, onFire: false, wrecked: false });
    expect(skull.state.vehicles[truck]!.gammyShaft).toBe(false);
  });
  it('engines flesh wound: the jammed thrusters (test 6, then 1 fails; buster 5, move 4) move the truck 6" + 4" under thrust', () => {
    const r = roll(waiting("engines"), "flesh-wound", [6, 1, 5, 4]);
    expect(r.entry.text).toMatch(/ The jammed thrusters fire 1 time\(s\), 6", then Move D6" straight ahead \(4"\)\.$/);
    expect(r.state.vehicles[truck]!.thisTurn).toEqual({ activated: true, moved: true, thrusted: true, inches: 10 });
  });
  it("engines skull: the fuel explodes, the wreck's riders are flung off (Grot 2 at 180°, Nob 4 at 0°, Snag 1 at 90°), each told", () => {
    const r = roll(waiting("engines"), "skull", [2, 3, 6, 4, 3, 12, 1, 3, 3]);
    expect(r.entry.text).toBe(
      'Grunt Truck: Fuel explodes. The vehicle is crippled, immobilised and wrecked; everyone aboard is flung D6" and takes a S4 hit. Grot lands 2" away at 180°, takes a S4 hit. Nob lands 4" away at 0°, takes a S4 hit. Snag lands 1" away at 90°, takes a S4 hit.',
    );
    expect(["a/grot", "a/nob", "a/snag"].map((k) => r.state.fighters[k]!.ridesIn)).toEqual([null, null, null]);
  });
});
