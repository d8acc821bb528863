import { describe, expect, it } from "vitest";
import { holdsTheField, knownRollsOf, wrecksToStrip, type BattleSide, type StoredWreckRoll } from "./wrecks";

const details = (vehicles: { vehicleId: string; crippled?: boolean; wrecked?: boolean }[]) =>
  JSON.stringify({ fighters: [], vehicles: vehicles.map((v) => ({ crippled: false, wrecked: false, immobilised: false, damagingRams: 0, runOver: 0, ...v })) });
const side = (gangId: string, bottledOut: boolean, vehicles: { vehicleId: string; crippled?: boolean; wrecked?: boolean }[] = []): BattleSide => ({
  gangId,
  gangName: gangId.toUpperCase(),
  bottledOut,
  details: details(vehicles),
  vehicleNames: Object.fromEntries(vehicles.map((v) => [v.vehicleId, `${gangId} ${v.vehicleId}`])),
});

describe("003 Destroyed, between two post-games: who may strip which wreck", () => {
  it("003 'If one gang bottled out, the other gang can ... strip it': only the gang that held the field", () => {
    const sides = [side("a", false), side("b", true)];
    expect(holdsTheField("a", sides)).toBe(true);
    expect(holdsTheField("b", sides)).toBe(false);
    expect(holdsTheField("a", [side("a", false), side("b", false)])).toBe(false);
  });

  it("the wrecks offered are the crippled or wrecked vehicles of gangs that bottled out", () => {
    const sides = [
      side("a", false, [{ vehicleId: "t", crippled: true }]),
      side("b", true, [{ vehicleId: "t", crippled: true }, { vehicleId: "w", wrecked: true }, { vehicleId: "ok" }]),
    ];
    expect(wrecksToStrip("a", sides, []).map((w) => [w.ownerGangId, w.vehicleId, w.vehicleName, w.known])).toEqual([
      ["b", "t", "b t", null],
      ["b", "w", "b w", null],
    ]);
    expect(wrecksToStrip("b", sides, [])).toEqual([]); // bottled out: strips nothing
  });

  it("ruling: in a battle of three, each gang that did not bottle out is offered the wreck", () => {
    const sides = [side("a", false), side("b", true, [{ vehicleId: "t", crippled: true }]), side("c", false)];
    expect(wrecksToStrip("a", sides, [])).toHaveLength(1);
    expect(wrecksToStrip("c", sides, [])).toHaveLength(1);
  });

  it("a roll made already is shown with the names of who rolled and who stripped", () => {
    const sides = [side("a", false), side("b", true, [{ vehicleId: "t", crippled: true }])];
    const rolls: StoredWreckRoll[] = [{ gangId: "b", vehicleId: "t", faces: [6, 4], result: "destroyed", rolledByGangId: "b", strippedByGangId: "a" }];
    expect(wrecksToStrip("a", sides, rolls)[0]!.known).toEqual({ faces: [6, 4], result: "destroyed", rolledBy: "B", strippedBy: "A" });
    expect(knownRollsOf("b", sides, rolls)).toEqual({ t: { faces: [6, 4], result: "destroyed", rolledBy: "B", strippedBy: "A" } });
    expect(knownRollsOf("a", sides, rolls)).toEqual({});
  });
});

describe("003 Destroyed, between two post-games: the gang asked about, and rolls matched to their wreck", () => {
  it("the field is held by the gang asked about, wherever it stands in the list; an unknown gang holds nothing", () => {
    expect(holdsTheField("b", [side("a", true), side("b", false)])).toBe(true);
    expect(holdsTheField("z", [side("a", true), side("b", false)])).toBe(false);
    expect(wrecksToStrip("b", [side("a", true, [{ vehicleId: "t", crippled: true }]), side("b", false)], []).map((w) => w.vehicleId)).toEqual(["t"]);
    expect(wrecksToStrip("z", [side("a", true, [{ vehicleId: "t", crippled: true }]), side("b", false)], [])).toEqual([]);
  });
  it("ruling: a gang that bottled out strips nothing, even when a third gang bottled out too", () => {
    const sides = [side("a", false), side("b", true), side("c", true, [{ vehicleId: "t", crippled: true }])];
    expect(holdsTheField("b", sides)).toBe(false);
    expect(wrecksToStrip("b", sides, [])).toEqual([]);
  });
  it("the wreck of a gang that did not bottle out is not offered", () => {
    const sides = [side("a", false), side("b", true, [{ vehicleId: "t", crippled: true }]), side("c", false, [{ vehicleId: "x", crippled: true }])];
    expect(wrecksToStrip("a", sides, []).map((w) => [w.ownerGangId, w.vehicleId])).toEqual([["b", "t"]]);
  });
  it("each wreck shows its own roll only: same gang and same vehicle (another gang's truck t, or the gang's other wreck, is not it)", () => {
    const sides = [
      side("a", false),
      side("b", true, [
        { vehicleId: "t", crippled: true },
        { vehicleId: "w", wrecked: true },
      ]),
      side("c", true, [{ vehicleId: "t", crippled: true }]),
    ];
    const rolls: StoredWreckRoll[] = [
      { gangId: "c", vehicleId: "t", faces: [2, 2], result: "fixed", rolledByGangId: "c", strippedByGangId: null },
      { gangId: "b", vehicleId: "w", faces: [6, 6], result: "destroyed", rolledByGangId: "zz", strippedByGangId: null },
    ];
    expect(wrecksToStrip("a", sides, rolls).map((w) => [w.ownerGangId, w.vehicleId, w.known])).toEqual([
      ["b", "t", null],
      // a roll made by a gang not in this battle's list is shown as "another gang"
      ["b", "w", { faces: [6, 6], result: "destroyed", rolledBy: "another gang", strippedBy: null }],
      ["c", "t", { faces: [2, 2], result: "fixed", rolledBy: "C", strippedBy: null }],
    ]);
  });
});
