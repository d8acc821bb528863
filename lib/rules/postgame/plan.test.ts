import { describe, expect, it } from "vitest";
import { gruntsRoster } from "@/lib/rules";
import { DEFAULT_PACK } from "@/lib/packs";
import type { Roster } from "../roster/schema";
import { gangRating } from "../rating";
import { credits } from "../validation/validate";
import { defaultPostgameInput, parseBattleDetails, planPostgame } from "./plan";
import { fighterRow, vehicleRow } from "./vehicle-postgame.fixtures";

const v = (vehicleId: string, o: { crippled?: boolean; wrecked?: boolean } = {}) => vehicleRow(vehicleId, o);
const plan = (vehicles: ReturnType<typeof v>[]) =>
  planPostgame({
    battleId: "b",
    gangId: "g",
    details: JSON.stringify({ fighters: [], vehicles }),
    result: "won",
    otherGangBottledOut: false,
    roster: gruntsRoster(),
    pack: DEFAULT_PACK,
  });

describe("post-game plan: which vehicles roll on the permanent damage table (003)", () => {
  it("a crippled vehicle rolls once; one neither crippled nor wrecked does not", () => {
    expect(plan([v("truck", { crippled: true }), v("bike")]).crippled).toEqual([{ vehicleId: "truck", name: "Grunt Truck", wrecked: false, knownRoll: null }]);
  });

  it("ruling: a vehicle recorded wrecked ended the game crippled too, rolls as well, and the step says it was wrecked", () => {
    expect(plan([v("truck", { wrecked: true })]).crippled).toEqual([{ vehicleId: "truck", name: "Grunt Truck", wrecked: true, knownRoll: null }]);
  });

  it("a vehicle named twice in a battle record stored before repeats were refused rolls once (003 permanent damage: one roll per crippled vehicle)", () => {
    expect(plan([v("truck", { crippled: true }), v("truck", { crippled: true }), v("truck", { wrecked: true })]).crippled).toEqual([
      { vehicleId: "truck", name: "Grunt Truck", wrecked: false, knownRoll: null },
    ]);
  });
});

describe("post-game plan: what the wizard offers from the battle record and the roster (003 post-game sequence)", () => {
  const row = fighterRow;
  const planOf = (roster: Roster, fighters: object[], vehicles: ReturnType<typeof v>[] = []) =>
    planPostgame({
      battleId: "b",
      gangId: "g",
      details: JSON.stringify({ fighters, vehicles }),
      result: "won",
      otherGangBottledOut: true,
      roster,
      pack: DEFAULT_PACK,
    });
  // Da Grunts with Nob recovering, Da Boss captured, Yoof dead, Snag and the bike marked from the last battle
  const roster = () => {
    const r = gruntsRoster();
    const f = (id: string) => r.fighters.find((x) => x.id === id)!;
    f("nob").status = "recovering";
    f("boss").status = "captured";
    f("yoof").status = "dead";
    f("snag").missesNextBattle = "Fixing Speedy (Badly Mangled)";
    r.vehicles.find((x) => x.id === "bike")!.benchedNextBattle = true;
    return r;
  };

  it("who can be chosen, who may visit the Techpriest (Leaders and Champions), the drivers, the seats, the marks to clear", () => {
    const r = roster();
    const p = planOf(r, []);
    expect(p.fighters).toEqual([
      { fighterId: "nob", name: "Nob", canGun: true },
      { fighterId: "spanna", name: "Spanna", canGun: true },
      { fighterId: "grot", name: "Grot", canGun: false },
      { fighterId: "snag", name: "Snag", canGun: false },
    ]);
    expect(p.visitors).toEqual([{ fighterId: "nob", name: "Nob" }]);
    expect(p.drivers).toEqual([
      { fighterId: "grot", name: "Grot", vehicleName: "Grunt Truck" },
      { fighterId: "spanna", name: "Spanna", vehicleName: "Speedy" },
    ]);
    expect(p.vehicles).toEqual([
      { vehicleId: "truck", name: "Grunt Truck", driverId: "grot", gunnerIds: ["nob"] },
      { vehicleId: "bike", name: "Speedy", driverId: "spanna", gunnerIds: [] },
    ]);
    expect(p.marksToClear).toEqual(["Snag (Fixing Speedy (Badly Mangled))", "Speedy (badly mangled)"]);
    expect([p.battleId, p.gangId, p.otherGangBottledOut, p.creditsBefore, p.ratingBefore]).toEqual(["b", "g", true, credits(r), gangRating(r)]);
    expect(p.wrecksToStrip).toEqual([]);
  });

  it("a destroyed vehicle is neither crippled again, nor crewed, nor driven; a vehicle with no driver owes nobody experience", () => {
    const r = gruntsRoster();
    r.vehicles.find((x) => x.id === "bike")!.status = "destroyed";
    r.vehicles.find((x) => x.id === "truck")!.crew.driverId = null;
    const p = planOf(
      r,
      [],
      [
        { ...v("bike", { crippled: true }), runOver: 1 },
        { ...v("truck"), damagingRams: 1 },
      ],
    );
    expect([p.crippled, p.driverExperience, p.drivers, p.vehicles.map((x) => x.vehicleId)]).toEqual([[], [], [], ["truck"]]);
  });

  it("a driver the roster no longer holds is named by his id", () => {
    const r = gruntsRoster();
    r.vehicles.find((x) => x.id === "bike")!.crew.driverId = "ghost";
    expect(planOf(r, []).drivers[1]).toEqual({ fighterId: "ghost", name: "ghost", vehicleName: "Speedy" });
  });

  it("out of action: fighters of the record still on the roster and not dead, named from the roster", () => {
    const p = planOf(roster(), [row("yoof", { outOfAction: true }), row("boss", { outOfAction: true }), row("ghost", { outOfAction: true }), row("grot")]);
    expect(p.outOfAction).toEqual([{ fighterId: "boss", name: "Da Boss" }]);
  });

  it("003 Drivers and experience: owed to the driver of a vehicle that made a damaging ram or ran someone over, and to nobody else", () => {
    const p = planOf(gruntsRoster(), [], [{ ...v("truck"), damagingRams: 2 }, { ...v("bike"), runOver: 2 }, v("ghost")]);
    expect(p.driverExperience).toEqual([
      { vehicleId: "truck", vehicleName: "Grunt Truck", fighterId: "grot", fighterName: "Grot", damagingRams: 2, runOver: 0 },
      { vehicleId: "bike", vehicleName: "Speedy", fighterId: "spanna", fighterName: "Spanna", damagingRams: 0, runOver: 2 },
    ]);
    expect(planOf(gruntsRoster(), [], [v("truck"), v("bike", { crippled: true })]).driverExperience).toEqual([]);
  });

  it("003 Drivers and experience counts toward an advance: +1 for damaging rams however many, +1 per foot fighter run over (Grot: 1 for taking part, 1 for 3 rams, 2 run over = 4, the cheapest advance)", () => {
    const p = planOf(gruntsRoster(), [row("grot")], [{ ...v("truck"), damagingRams: 3, runOver: 2 }]);
    expect(p.fighterHalf.advances!.fighters.map((f) => [f.fighterId, f.xpFromBattle])).toEqual([["grot", 4]]);
    const short = planOf(gruntsRoster(), [row("grot")], [{ ...v("truck"), damagingRams: 3, runOver: 1 }]);
    expect(short.fighterHalf.advances!.fighters).toEqual([]);
    // no damaging ram: 1 for taking part and 2 run over = 3, one short of the cheapest
    expect(planOf(gruntsRoster(), [row("grot")], [{ ...v("truck"), runOver: 2 }]).fighterHalf.advances!.fighters).toEqual([]);
  });

  it("a record that cannot be read offers nothing from it (not JSON, or rows of the wrong shape)", () => {
    expect(parseBattleDetails("{not json")).toEqual({ fighters: [], vehicles: [] });
    expect(parseBattleDetails(JSON.stringify({ fighters: [{ fighterId: 3 }], vehicles: "x" }))).toEqual({ fighters: [], vehicles: [] });
    expect(parseBattleDetails(JSON.stringify({ vehicles: [v("truck")] }))).toEqual({ fighters: [], vehicles: [v("truck")] });
    expect(parseBattleDetails(JSON.stringify({ fighters: [row("grot"), row("grot", { kills: 2 })] })).fighters).toEqual([
      { ...row("grot"), outOfActionCaused: 0, extraXp: 0 },
    ]);
  });

  it("the wizard starts from the plan: a permanent damage row per crippled vehicle, a strip row per wreck, a seat row per vehicle, an unticked roll per driver", () => {
    const p = planPostgame({
      battleId: "b",
      gangId: "g",
      details: JSON.stringify({ fighters: [row("nob", { outOfAction: true })], vehicles: [v("truck", { crippled: true })] }),
      result: "won",
      otherGangBottledOut: false,
      roster: gruntsRoster(),
      pack: DEFAULT_PACK,
      wrecks: { known: {}, toStrip: [{ ownerGangId: "g2", ownerGangName: "Da Uvvers", vehicleId: "v9", vehicleName: "Rusty", known: null }] },
    });
    expect(defaultPostgameInput(p, 7)).toEqual({
      battleId: "b",
      gangId: "g",
      version: 7,
      permanentDamage: [{ vehicleId: "truck", benchFighterId: "", stripperId: "", mode: "app", faces: "" }],
      wreckStrips: [{ gangId: "g2", vehicleId: "v9", stripperId: "", mode: "app", faces: "" }],
      injuries: [{ fighterId: "nob", outcome: "roll", mode: "app", faces: "" }],
      replacements: [
        { vehicleId: "truck", driverId: "", gunnerIds: [""] },
        { vehicleId: "bike", driverId: "", gunnerIds: [] },
      ],
      drivingSkills: [
        { fighterId: "grot", gained: false, mode: "app", faces: "" },
        { fighterId: "spanna", gained: false, mode: "app", faces: "" },
      ],
      techpriest: [],
      advances: [],
      income: { mode: "app", faces: "" },
      credits: [],
      hulkName: "",
    });
  });
});
