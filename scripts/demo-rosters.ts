// The quick-start demo gangs: each with a truck, a half-track and a bike, crewed, armed and
// upgraded, built only through lib's checked actions (so the demo is always a legal roster).
import { DEFAULT_EQUIPMENT } from "../lib/catalogue/equipment";
import {
  addUpgrade,
  adjustCredits,
  assignCrew,
  boltOnPrice,
  boltOnWeapon,
  buyVehicle,
  newRoster,
  orThrow as must,
  recruitFighter,
  type FighterType,
  type Roster,
} from "../lib/rules";

function weapon(id: string) {
  const item = DEFAULT_EQUIPMENT.find((e) => e.id === `default:${id}`);
  if (!item) throw new Error(`demo: no catalogue item ${id}`);
  return { name: item.name, cost: item.cost, traits: [...item.traits] };
}

export function demoRoster(name: string, names: string[]): Roster {
  let r = must(adjustCredits(newRoster(name), "Starting credits", 2000));
  const types: FighterType[] = ["leader", "champion", "specialist", "specialist", "ganger", "ganger", "ganger", "juve"];
  const costs = [120, 95, 70, 70, 50, 50, 50, 25];
  types.forEach((type, i) => {
    r = must(recruitFighter(r, { id: `f${i + 1}`, name: names[i] ?? `Fighter ${i + 1}`, type, cost: costs[i]! }));
  });
  r = must(buyVehicle(r, { id: "truck", name: `${name} Truck`, kind: "truck" }));
  r = must(buyVehicle(r, { id: "track", name: `${name} Half-track`, kind: "half-track" }));
  r = must(buyVehicle(r, { id: "bike", name: `${name} Bike`, kind: "bike" }));
  r = must(assignCrew(r, "truck", "f5", "driver"));
  r = must(assignCrew(r, "truck", "f1", "gunner"));
  r = must(assignCrew(r, "truck", "f8", "passenger"));
  r = must(assignCrew(r, "track", "f6", "driver"));
  r = must(assignCrew(r, "track", "f2", "gunner"));
  r = must(assignCrew(r, "bike", "f3", "driver"));
  r = must(boltOnWeapon(r, "truck", { ...weapon("heavy-stubber"), twinLinked: false, allocatedTo: { role: "gunner", fighterId: "f1" } }));
  r = must(boltOnWeapon(r, "truck", { ...weapon("autogun"), twinLinked: false, allocatedTo: { role: "driver" } }));
  r = must(boltOnWeapon(r, "track", { ...weapon("grenade-launcher"), twinLinked: false, allocatedTo: { role: "gunner", fighterId: "f2" } }));
  r = must(
    boltOnWeapon(r, "bike", { ...weapon("autogun"), cost: boltOnPrice(weapon("autogun").cost, true), twinLinked: true, allocatedTo: { role: "driver" } }),
  );
  r = must(addUpgrade(r, "truck", "armour-plates"));
  r = must(addUpgrade(r, "truck", "armour-plates"));
  r = must(addUpgrade(r, "truck", "spikes-and-blades"));
  r = must(addUpgrade(r, "track", "armour-plates"));
  return r;
}
