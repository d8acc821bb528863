import { describe, expect, it } from "vitest";
import { manualDice } from "../../dice";
import { rollGammyShaft, rollInjuryEffect, type InjuryContext } from "./injury-dice";
import { LOCATION_EFFECTS, isMachineLocation } from "./location-effects";
import { cited, movingOf, ok, refused } from "./testing";

const ctx = (o: Partial<InjuryContext> = {}): InjuryContext => ({
  vehicle: movingOf("truck", { name: "Truck" }),
  thrustTestModifier: 0,
  weapons: [
    { key: "stubber", label: "Heavy stubber", gunner: "Nob" },
    { key: "boltgun", label: "Boltgun", gunner: "Grot" },
  ],
  upgrades: [{ key: "plates", upgradeId: "armour-plates", label: "Armour plates" }],
  riders: ["Grot", "Nob"],
  ...o,
});

describe("003 Damage tables: FIXED WEAPON", () => {
  it("skull: a random weapon (dice 4: the boltgun) explodes, a S4 hit on its gunner, out for the battle", () => {
    const r = ok(rollInjuryEffect(ctx(), "weapons", "skull", manualDice([4])));
    expect(r.weapon?.gunner).toBe("Grot");
    expect(r.effect).toMatchObject({ weaponOut: true, gunnerHit: { strength: 4, damage: 1 } });
  });
  it("serious injury: the ammo clip is gone, the weapon is out (dice 1: the stubber)", () => {
    expect(ok(rollInjuryEffect(ctx(), "weapons", "serious-injury", manualDice([1]))).weapon?.key).toBe("stubber");
  });
  it("flesh wound: the weapon shoots at -1 for the battle (dice 6)", () => {
    expect(ok(rollInjuryEffect(ctx(), "weapons", "flesh-wound", manualDice([6]))).effect.weaponPenalty).toBe(-1);
  });
});

describe("003 Damage tables: UPGRADES", () => {
  it("skull: the upgrade is destroyed and the engines take a wound (one upgrade: no die)", () => {
    const r = ok(rollInjuryEffect(ctx(), "upgrades", "skull", manualDice([])));
    expect([r.upgrade?.key, r.effect.engineWound]).toEqual(["plates", 1]);
  });
  it("serious injury: destroyed; 003 Extra ammo cooks off with 2D3 hits (pick 6: the ammo; faces 3 and 6: 2 + 3)", () => {
    const upgrades = [
      { key: "plates", upgradeId: "armour-plates", label: "Armour plates" },
      { key: "ammo", upgradeId: "extra-ammo", label: "Extra Ammo", weapon: "stubber" },
    ];
    const r = rollInjuryEffect(ctx({ upgrades }), "upgrades", "serious-injury", manualDice([6, 3, 6]));
    expect(ok(r)).toMatchObject({ upgrade: { key: "ammo" }, extraAmmoHits: 5 });
    expect(cited(r)).toContain("extra-ammo-destroyed");
  });
  it('003 Polecat: a destroyed perch throws its polecat (D3 face 2: 1"; direction 4 then 3: 90°; hit roll 5)', () => {
    const r = rollInjuryEffect(
      ctx({ upgrades: [{ key: "pc", upgradeId: "polecat", label: "Polecat", polecat: "Snag" }] }),
      "upgrades",
      "skull",
      manualDice([2, 4, 3, 5]),
    );
    expect(ok(r).thrown).toMatchObject({ fighter: "Snag", inches: 1, degrees: 90, hit: { strength: 3 }, pinned: true });
    expect(cited(r)).toContain("polecat-destroyed");
  });
  it("flesh wound: no effect", () => {
    expect(ok(rollInjuryEffect(ctx(), "upgrades", "flesh-wound", manualDice([]))).upgrade).toBeNull();
  });
});

describe("003 Damage tables: WHEEL/TRACK", () => {
  it("skull: spins (scatter 3 then clock 6: 180°) and is immobilised", () => {
    const r = ok(rollInjuryEffect(ctx(), "wheels", "skull", manualDice([3, 6])));
    expect(r.spin).toEqual({ hit: false, degrees: 180 });
    expect(r.effect.immobilise).toBe(true);
  });
  it("serious injury: swerves (dice 2: left); a Stunt Driver picks the side", () => {
    expect(ok(rollInjuryEffect(ctx(), "wheels", "serious-injury", manualDice([2]))).swerve).toBe("left");
    expect(ok(rollInjuryEffect(ctx({ stuntSide: "right" }), "wheels", "serious-injury", manualDice([]))).swerve).toBe("right");
  });
  it('flesh wound: every move 1" shorter', () => {
    expect(ok(rollInjuryEffect(ctx(), "wheels", "flesh-wound", manualDice([]))).effect.moveLoss).toBe(1);
  });
});

describe("003 Damage tables: ENGINES", () => {
  it('skull: the fuel explodes, crippled and immobilised (ruling: and wrecked); each rider flung D6" with a S4 hit (Grot 3 at 30°, Nob 6 at 0°)', () => {
    const r = ok(rollInjuryEffect(ctx(), "engines", "skull", manualDice([3, 3, 1, 6, 6, 12])));
    expect(r.effect).toMatchObject({ cripple: true, immobilise: true, wreck: true });
    expect(r.hurled.map((h) => [h.fighter, h.inches, h.degrees, h.hit?.strength])).toEqual([
      ["Grot", 3, 30, 4],
      ["Nob", 6, 0, 4],
    ]);
  });
  it("serious injury: spins (HIT on 1, arrow 4 then 2: 8 o'clock), immobilised, crippled, gammy shaft", () => {
    const r = ok(rollInjuryEffect(ctx(), "engines", "serious-injury", manualDice([1, 4, 2])));
    expect(r.spin).toEqual({ hit: true, degrees: 240 });
    expect(r.effect).toMatchObject({ immobilise: true, cripple: true, gammyShaft: true });
  });
  it("flesh wound: Thruster jam (tests 6, 1: the second fails; buster 5, move 4)", () => {
    expect(ok(rollInjuryEffect(ctx(), "engines", "flesh-wound", manualDice([6, 1, 5, 4]))).jam).toMatchObject({ bursts: 1, inches: 6 });
  });
  it("ruling: jammed thrusters do not move an immobilised vehicle (no dice)", () => {
    expect(ok(rollInjuryEffect(ctx({ vehicle: movingOf("truck", { immobilised: true }) }), "engines", "flesh-wound", manualDice([]))).jam).toBeNull();
  });
  it("003 gammy shaft: each later turn a 6 sets the fuel off (dice 6, riders 2 and 4 at 90° / 5 and 6 at 0°), a 5 does not", () => {
    expect(ok(rollGammyShaft("Truck", ["Grot"], manualDice([6, 2, 4, 3])))).toMatchObject({ explodes: true, hurled: [{ inches: 2, degrees: 90 }] });
    expect(ok(rollGammyShaft("Truck", ["Grot"], manualDice([5])))).toEqual({ roll: 5, explodes: false, hurled: [] });
  });
  it("a wreck rolls no injury dice", () => {
    expect(refused(rollInjuryEffect(ctx({ vehicle: movingOf("truck", { wrecked: true }) }), "engines", "skull", manualDice([]))).code).toBe("vehicle-wrecked");
  });
});

describe("the location effects table", () => {
  it("has the table's name for every result of the four machine locations", () => {
    expect(Object.values(LOCATION_EFFECTS).flatMap((l) => Object.values(l).map((e) => e.name))).toEqual([
      "Weapon explodes",
      "Ammo clip destroyed",
      "Weapon damaged",
      "Upgrade is Destroyed",
      "Upgrade is destroyed",
      "No effect",
      "Nob pins destroyed",
      "Drivel pipe bent",
      "Upper cog links damaged",
      "Fuel explodes",
      "Gammy shaft broken",
      "Thruster jam",
    ]);
    expect([isMachineLocation("engines"), isMachineLocation("crew")]).toEqual([true, false]);
  });
});

describe("003 Damage tables: the injury dice's rolls named and the rules cited", () => {
  const purposes = (r: { dice: { purpose: string }[] }) => r.dice.map((d) => d.purpose);
  it("FIXED WEAPON flesh wound with no weapon aboard picks none (no dice); serious injury names the pick (dice 1)", () => {
    expect(ok(rollInjuryEffect(ctx({ weapons: [] }), "weapons", "flesh-wound", manualDice([]))).weapon).toBeNull();
    expect(purposes(rollInjuryEffect(ctx(), "weapons", "serious-injury", manualDice([1])))).toEqual(["Truck: which weapon is hit"]);
    expect(ok(rollInjuryEffect(ctx(), "wheels", "skull", manualDice([3, 6]))).weapon).toBeNull();
  });
  it("UPGRADES: the pick is named (dice 1 of two); with none aboard nothing is picked; a plain upgrade cites nothing more", () => {
    const two = [
      { key: "plates", upgradeId: "armour-plates", label: "Armour plates" },
      { key: "ram", upgradeId: "reinforced-ram", label: "Ram" },
    ];
    const r = rollInjuryEffect(ctx({ upgrades: two }), "upgrades", "serious-injury", manualDice([1]));
    expect(purposes(r)).toEqual(["Truck: which upgrade is hit"]);
    expect(cited(r)).toEqual(["location-damage"]);
    expect(ok(r)).toMatchObject({ upgrade: { key: "plates" }, extraAmmoHits: null, thrown: null });
    expect(ok(rollInjuryEffect(ctx({ upgrades: [] }), "upgrades", "skull", manualDice([]))).upgrade).toBeNull();
  });
  it("003 Extra ammo: the two D3 are named (faces 1 and 2: 1 + 1)", () => {
    const r = rollInjuryEffect(
      ctx({ upgrades: [{ key: "ammo", upgradeId: "extra-ammo", label: "Extra Ammo", weapon: "stubber" }] }),
      "upgrades",
      "skull",
      manualDice([1, 2]),
    );
    expect(purposes(r)).toEqual(["Extra ammo cooks off: first D3", "Extra ammo cooks off: second D3"]);
    expect(ok(r).extraAmmoHits).toBe(2);
  });
  it("WHEEL/TRACK: the spin and the swerve are named (scatter 3, 6; side 5)", () => {
    expect(purposes(rollInjuryEffect(ctx(), "wheels", "skull", manualDice([3, 6])))).toEqual(["Truck spins"]);
    const s = rollInjuryEffect(ctx(), "wheels", "serious-injury", manualDice([5]));
    expect([purposes(s), ok(s).swerve]).toEqual([["Truck swerves (1-3 left, 4-6 right)"], "right"]);
  });
  it("ENGINES flesh wound: the thruster jam cites its rules; a crippled vehicle's thrusters do not move it (no dice)", () => {
    const r = rollInjuryEffect(ctx(), "engines", "flesh-wound", manualDice([6, 1, 5, 4]));
    expect(cited(r)).toEqual(["location-damage", "thruster-jam", "thrust-test"]);
    expect(ok(rollInjuryEffect(ctx({ vehicle: movingOf("truck", { crippled: true }) }), "engines", "flesh-wound", manualDice([]))).jam).toBeNull();
  });
  it("003 Bent Chassis: the thruster jam's tests take the vehicle's modifier (dice 2 with -1 fails the first; buster 5, move 4)", () => {
    expect(ok(rollInjuryEffect(ctx({ thrustTestModifier: -1 }), "engines", "flesh-wound", manualDice([2, 5, 4]))).jam).toMatchObject({ bursts: 0, tests: [2] });
  });
  it("a wreck's refusal says so; the gammy shaft's roll is named", () => {
    expect(refused(rollInjuryEffect(ctx({ vehicle: movingOf("truck", { name: "Rig", wrecked: true }) }), "engines", "skull", manualDice([]))).message).toBe(
      "Rig is already a wreck.",
    );
    expect(purposes(rollGammyShaft("Rig", [], manualDice([1])))).toEqual(["Rig: gammy shaft (6: the fuel explodes)"]);
    expect(ok(rollGammyShaft("Rig", ["Grot"], manualDice([1]))).explodes).toBe(false);
  });
});

describe("003 Damage tables: only the fuel exploding hurls the riders", () => {
  it("a spin on the wheels (skull: scatter 3 then clock 6) hurls nobody off", () => {
    expect(ok(rollInjuryEffect(ctx(), "wheels", "skull", manualDice([3, 6]))).hurled).toEqual([]);
  });
});
