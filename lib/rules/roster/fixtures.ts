// A small, legal gang used by tests and by the app's demo data: built only through the checked
// operations, so it is also an example of how a roster is put together.
import type { Roster } from "./schema";
import { addUpgrade, adjustCredits, assignCrew, boltOnWeapon, buyVehicle, orThrow as must, recruitFighter } from "./operations";
import { newRoster } from "./builder";

/**
 * "Da Grunts": 1000 credits; a Truck (Grot drives, Nob gunner on a heavy stubber, a boltgun for the
 * driver, a passenger) and a Bike ridden by Spanna.
 */
export function gruntsRoster(): Roster {
  let r = must(adjustCredits(newRoster("Da Grunts"), "Starting credits", 1000));
  r = must(recruitFighter(r, { id: "boss", name: "Da Boss", type: "leader", cost: 60 }));
  r = must(recruitFighter(r, { id: "nob", name: "Nob", type: "champion", cost: 40 }));
  r = must(recruitFighter(r, { id: "spanna", name: "Spanna", type: "specialist", cost: 35 }));
  r = must(recruitFighter(r, { id: "grot", name: "Grot", type: "ganger", cost: 25 }));
  r = must(recruitFighter(r, { id: "snag", name: "Snag", type: "ganger", cost: 25 }));
  r = must(recruitFighter(r, { id: "yoof", name: "Yoof", type: "juve", cost: 15 }));
  r = must(buyVehicle(r, { id: "truck", name: "Grunt Truck", kind: "truck" }));
  r = must(buyVehicle(r, { id: "bike", name: "Speedy", kind: "bike" }));
  r = must(assignCrew(r, "truck", "grot", "driver"));
  r = must(assignCrew(r, "truck", "nob", "gunner"));
  r = must(assignCrew(r, "truck", "snag", "passenger"));
  r = must(assignCrew(r, "bike", "spanna", "driver"));
  r = must(
    boltOnWeapon(r, "truck", {
      id: "stubber",
      name: "Heavy stubber",
      cost: 40,
      traits: ["Unwieldy"],
      twinLinked: false,
      allocatedTo: { role: "gunner", fighterId: "nob" },
    }),
  );
  r = must(boltOnWeapon(r, "truck", { id: "boltgun", name: "Boltgun", cost: 20, traits: [], twinLinked: false, allocatedTo: { role: "driver" } }));
  r = must(addUpgrade(r, "truck", "armour-plates"));
  return r;
}
