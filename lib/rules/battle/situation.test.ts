import { describe, expect, it } from "vitest";
import { applyRule, rule } from "./rule";
import { locationFor, mustBeAbleToDrive, mustBeInPlay } from "./situation";
import { refused, vehicleOf } from "./testing";

const move = rule("example-move", "003 Example", "A move.");
const tryMove = (v: ReturnType<typeof vehicleOf>) => applyRule(move, null, () => mustBeAbleToDrive(v, move));

describe("the checks every vehicle rule makes first: what the refusal tells the player", () => {
  it("a wreck takes no further part, and the message says why", () => {
    const r = refused(applyRule(move, null, () => mustBeInPlay(vehicleOf("truck", { name: "Rig", wrecked: true }), move)));
    expect([r.code, r.rule.id]).toEqual(["vehicle-wrecked", "example-move"]);
    expect(r.message).toBe("Rig is wrecked and takes no further part: A wrecked vehicle is out of the game: it no longer moves, rams or shoots.");
  });
  it("an immobilised or crippled vehicle cannot move under its own power, and says which", () => {
    expect(refused(tryMove(vehicleOf("truck", { name: "Rig", immobilised: true }))).message).toBe("Rig is immobilised and cannot move under its own power.");
    expect(refused(tryMove(vehicleOf("truck", { name: "Rig", crippled: true }))).message).toBe("Rig is crippled and cannot move under its own power.");
  });
  it("a vehicle without a driver only slews at random", () => {
    const r = refused(tryMove(vehicleOf("truck", { name: "Rig", hasDriver: false })));
    expect([r.code, r.message]).toEqual(["vehicle-driverless", "Rig has no driver: it only slews at random until someone takes the controls."]);
  });
});

describe("003 Damage tables: a hit on something the vehicle has stays there", () => {
  const noDriver = { crew: 2, weapons: 1, upgrades: 1, driver: false };
  it("with no driver aboard, a crew hit (1) still finds the crew and a weapon hit (2) the weapon", () => {
    expect(locationFor("truck", noDriver, 1).path).toEqual(["crew"]);
    expect(locationFor("truck", noDriver, 2).path).toEqual(["weapons"]);
  });
});
