// Gang exports for the skirmish tests, the command line's fixtures and the benchmark, built only
// through the checked roster actions so they are legal gangs.
import { exportGang, type GangExport } from "@/lib/export/gang-export";
import { adjustCredits, buyVehicle, gruntsRoster, newRoster, orThrow as must, recruitFighter, type FighterType, type VehicleKind } from "@/lib/rules";

/** "Da Grunts" (lib/rules fixture): six fighters, a truck and a bike. */
export function gruntsExport(): GangExport {
  return exportGang({ name: "Da Grunts", house: "Goffs" }, gruntsRoster());
}

const SPIKES: [string, FighterType, number][] = [
  ["Skarfang", "leader", 70],
  ["Bonecrusher", "champion", 45],
  ["Gitbasha", "ganger", 25],
  ["Zogbit", "ganger", 25],
  ["Nitwit", "juve", 15],
];

/** "Da Spikes": five fighters and a buggy, a little cheaper than Da Grunts. */
export function spikesExport(): GangExport {
  let r = must(adjustCredits(newRoster("Da Spikes"), "Starting credits", 1000));
  SPIKES.forEach(([name, type, cost], i) => (r = must(recruitFighter(r, { id: `spike-${i + 1}`, name, type, cost }))));
  r = must(buyVehicle(r, { id: "buggy", name: "Rattla", kind: "buggy" }));
  return exportGang({ name: "Da Spikes", house: "Deathskulls" }, r);
}

const TWELVE: [FighterType, number][] = [
  ["leader", 70],
  ["champion", 45],
  ["champion", 40],
  ["specialist", 35],
  ["ganger", 25],
  ["ganger", 25],
  ["ganger", 25],
  ["juve", 15],
  ["juve", 15],
];
const TWELVE_VEHICLES: VehicleKind[] = ["truck", "buggy", "bike"];

/** A twelve-unit gang (nine fighters, three vehicles): the benchmark's "12-unit gang". */
export function twelveUnitGang(name: string): GangExport {
  let r = must(adjustCredits(newRoster(name), "Starting credits", 2000));
  TWELVE.forEach(([type, cost], i) => (r = must(recruitFighter(r, { id: `f${i + 1}`, name: `${name} ${i + 1}`, type, cost }))));
  TWELVE_VEHICLES.forEach((kind, i) => (r = must(buyVehicle(r, { id: `v${i + 1}`, name: `${name} ${kind}`, kind }))));
  return exportGang({ name, house: "" }, r);
}
