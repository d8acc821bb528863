import { describe, expect, it } from "vitest";
import { DiceRangeError, manualDice, replayDice, seededDice } from "../../dice";
import { validateRoster } from "../../rules/validation/validate";
import { gangRating } from "../../rules/rating";
import { DEFAULT_PACK } from "../default-pack";
import { kitToStash, rollLastingInjuries, rollLastingInjury } from "./injuries";
import { deepFreeze, fighter, packGang } from "./test-gang";

const roll = (fighterId: string, dice: number[], roster = packGang(), pack = DEFAULT_PACK) => rollLastingInjury(roster, pack, { fighterId }, manualDice(dice));
const row = (from: number, to: number, name: string, rolled: number) => ({ table: "Lasting injuries", dice: "D66", roll: rolled, from, to, name });

describe("a lasting injury rolled on the pack's table (placeholder D66 table)", () => {
  it("D66 11-16 Walks it off: no lasting effect (dice 1,4)", () => {
    const res = roll("mags", [1, 4]);
    expect(res.rows).toEqual([row(11, 16, "Walks it off", 14)]);
    expect(res.log).toEqual([{ purpose: "Lasting injury: Mags", dice: "D66", faces: [1, 4], result: 14 }]);
    expect(res.changes.map((c) => c.text)).toEqual(["Mags rolls 14 on the lasting injuries: Walks it off, no lasting effect."]);
    expect(res.roster).toEqual(packGang());
  });
  it("D66 21-26 Laid up: recovering (dice 2,2)", () => {
    const res = roll("mags", [2, 2]);
    expect(fighter(res.roster, "mags").status).toBe("recovering");
    expect(res.changes[0]).toEqual({ path: ["fighters", 6, "status"], text: "Mags rolls 22 on the lasting injuries: Laid up: recovering." });
  });
  it("D66 31-33 Stiff knee: M -1 and the injury written on the card (dice 3,1)", () => {
    const res = roll("mags", [3, 1]);
    expect([fighter(res.roster, "mags").stats.M, fighter(res.roster, "mags").injuries]).toEqual([4, ["Stiff knee"]]);
    expect(res.changes.map((c) => c.text)).toEqual([
      "Mags rolls 31 on the lasting injuries: Stiff knee: M 5 → 4.",
      "Mags rolls 31 on the lasting injuries: Stiff knee: Stiff knee is written on the card.",
    ]);
  });
  it("D66 51-56 Sits one out: misses the next game (dice 5,5)", () => {
    expect(fighter(roll("tich", [5, 5]).roster, "tich").missesNextBattle).toBe("Lasting injury: Sits one out");
  });
  it("D66 61-63 Badly hurt: recovering, W -1 and a named injury, in the order written (dice 6,1)", () => {
    const f = fighter(roll("mags", [6, 1]).roster, "mags");
    expect([f.status, f.stats.W, f.injuries]).toEqual(["recovering", 1, ["Badly hurt"]]);
  });
  it("ruling: a stat never goes below 0 (dice 3,2 on a fighter with M 0)", () => {
    const r = packGang();
    fighter(r, "mags").stats.M = 0;
    const res = roll("mags", [3, 2], r);
    expect(fighter(res.roster, "mags").stats.M).toBe(0);
    expect(res.changes[0]!.text).toBe("Mags rolls 32 on the lasting injuries: Stiff knee: M stays 0 (it can go no further).");
  });
  it("D66 64-66 Dead: the fighter is dead and his kit goes to the stash with its profile lines (dice 6,6)", () => {
    const before = packGang();
    const res = roll("mags", [6, 6], before);
    const mags = fighter(res.roster, "mags");
    expect([mags.status, mags.equipment]).toEqual(["dead", []]);
    expect(res.roster.stash.map((s) => [s.id, s.name, s.cost, s.packItemId, s.profiles?.length])).toEqual([
      ["stash-1", "Tube launcher", 60, "tube-launcher", 2],
      ["stash-2", "Padded coat", 10, "padded-coat", undefined],
    ]);
    expect(res.changes.map((c) => c.text)).toEqual([
      "Mags rolls 66 on the lasting injuries: Dead.",
      "Mags is dead.",
      "Mags's kit goes to the stash: Tube launcher, Padded coat.",
    ]);
    expect(gangRating(res.roster)).toBe(gangRating(before) - 70 - 60 - 10);
    expect(validateRoster(res.roster)).toEqual([]);
  });
  it("003 Death: a dead driver or gunner leaves his seat, and the player is asked for a replacement (dice 6,4)", () => {
    const driver = roll("grot", [6, 4]);
    expect(driver.roster.vehicles[0]!.crew.driverId).toBeNull();
    expect(driver.notices.map((n) => n.code)).toEqual(["choose-driver"]);
    const gunner = roll("nob", [6, 5]);
    expect(gunner.roster.vehicles[0]!.crew.gunnerIds).toEqual([]);
    expect(gunner.notices).toEqual([
      { code: "choose-gunner", message: "Nob is dead: choose a new gunner for the Heavy stubber on Grunt Truck from Da Boss, Mags, Dex." },
    ]);
    expect(validateRoster(gunner.roster)).toEqual([]);
  });
  it("rolls for each fighter who went out of action in turn (dice 1,1 then 6,6)", () => {
    const res = rollLastingInjuries(packGang(), DEFAULT_PACK, { fighterIds: ["tich", "dex"] }, manualDice([1, 1, 6, 6]));
    expect(res.rows.map((r) => r.name)).toEqual(["Walks it off", "Dead"]);
    expect(fighter(res.roster, "dex").status).toBe("dead");
    expect(res.log).toHaveLength(2);
  });
  it("a table rolled with other dice: 2D6 (dice 3,4 → 7)", () => {
    const pack = {
      ...DEFAULT_PACK,
      injuries: {
        dice: "2D6" as const,
        rows: [
          { from: 2, to: 6, name: "Scratch", effects: [] },
          { from: 7, to: 12, name: "Limp", effects: [{ kind: "injury" as const, name: "Limp" }] },
        ],
      },
    };
    expect(roll("tich", [3, 4], packGang(), pack).rows).toEqual([{ table: "Lasting injuries", dice: "2D6", roll: 7, from: 7, to: 12, name: "Limp" }]);
  });
  it("typed-in dice that do not fit are refused naming the roll", () => {
    expect(() => roll("mags", [7, 1])).toThrow(DiceRangeError);
    expect(() => roll("mags", [7, 1])).toThrow(/^Lasting injury: Mags: 7 is not a result of a 6-sided die/);
  });
  it("refuses before rolling: a pack without a table, an unknown fighter, a dead one", () => {
    const r = deepFreeze(packGang());
    const dead = structuredClone(r);
    fighter(dead, "tich").status = "dead";
    expect(rollLastingInjury(r, { ...DEFAULT_PACK, injuries: null }, { fighterId: "mags" }, manualDice([])).issues[0]!.message).toBe(
      'The pack "Starter pack (placeholder)" has no lasting-injury table to roll on.',
    );
    expect(rollLastingInjury(r, DEFAULT_PACK, { fighterId: "ghost" }, manualDice([])).issues[0]!.code).toBe("unknown-fighter");
    const res = rollLastingInjury(dead, DEFAULT_PACK, { fighterId: "tich" }, manualDice([]));
    expect([res.issues[0]!.message, res.log, res.roster]).toEqual(["Tich is dead: there is nothing left to roll for.", [], dead]);
  });
  it("replays from its log: the same faces give the same result", () => {
    const res = rollLastingInjuries(packGang(), DEFAULT_PACK, { fighterIds: ["mags", "dex", "tich", "grot"] }, seededDice("injuries-1"));
    expect(rollLastingInjuries(packGang(), DEFAULT_PACK, { fighterIds: ["mags", "dex", "tich", "grot"] }, replayDice(res.log))).toEqual(res);
  });
});

describe("the kit of the dead to the stash (a death ticked without a roll leaves what a rolled one does)", () => {
  it("each dead fighter's kit goes to the stash in order; a fighter with none adds nothing", () => {
    const r = packGang();
    fighter(r, "mags").status = "dead";
    fighter(r, "tich").status = "dead";
    const res = kitToStash(deepFreeze(r), { fighterIds: ["tich", "mags"] });
    expect(res.roster.stash.map((s) => s.name)).toEqual(["Tube launcher", "Padded coat"]);
    expect(fighter(res.roster, "mags").equipment).toEqual([]);
    expect(res.changes.map((c) => c.text)).toEqual(["Mags's kit goes to the stash: Tube launcher, Padded coat."]);
  });
  it("refuses a living or unknown fighter, and changes nothing", () => {
    const r = deepFreeze(packGang());
    expect(kitToStash(r, { fighterIds: ["mags"] })).toMatchObject({
      roster: r,
      issues: [{ message: "Mags is active: only the dead leave their kit to the stash." }],
    });
    expect(kitToStash(r, { fighterIds: ["ghost"] }).issues[0]!.code).toBe("unknown-fighter");
  });
});
