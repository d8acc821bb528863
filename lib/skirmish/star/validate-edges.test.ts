// 002 Star Strife fleet rules (Units, Decoy, Interceptors, a ship controls D/2): the issues a fleet
// raises, each as a whole (unit, field and message). No dice are rolled.
import { describe, expect, it } from "vitest";
import { fleetIssues } from "./validate";

describe("002 Star Strife: what a fleet must be", () => {
  it("Units: an unknown type and a unit on the wrong die are named with their index and field", () => {
    expect(
      fleetIssues([
        { id: "a", sides: 6, type: "Warbird" },
        { id: "b", sides: 8, type: "Destroyer" },
        { id: "c", sides: 6, type: "Destroyer" },
      ]),
    ).toEqual([
      { unit: 0, field: "type", message: 'a: "Warbird" is not a Star Strife unit (002 Star Strife, Units)' },
      { unit: 1, field: "sides", message: "b: a Destroyer is a D6, not a D8 (002 Star Strife, Units)" },
    ]);
  });

  it("a channel unit must name a unit of its fleet, and not an attrition unit", () => {
    expect(
      fleetIssues([
        { id: "d", sides: 6, type: "Guided Missile Destroyer" },
        { id: "x", sides: 1, type: "Space Combat Drone", controller: "nobody" },
      ]),
    ).toEqual([{ unit: 1, field: "controller", message: 'x: no unit "nobody" in this fleet to control it' }]);
    expect(
      fleetIssues([
        { id: "e", sides: 6, type: "Escort Carrier" },
        { id: "f", sides: 4, type: "Fighter Squadron" },
        { id: "x", sides: 1, type: "Space Combat Drone", controller: "f" },
      ]),
    ).toEqual([{ unit: 2, field: "controller", message: "x: f is an attrition unit, and those control nothing (002 Star Strife, Units)" }]);
  });

  it("Decoy: decoys without a ship need free channels; a ship over its channels leaves none (shown as 0)", () => {
    expect(
      fleetIssues([
        { id: "y1", sides: 1, type: "Decoy" },
        { id: "y2", sides: 1, type: "Decoy" },
      ]),
    ).toEqual([{ unit: -1, field: "units", message: "2 decoys without a ship but 0 free control channels: a decoy takes a channel (002 Star Strife: Decoy)" }]);
    expect(
      fleetIssues([
        { id: "d", sides: 6, type: "Guided Missile Destroyer" },
        { id: "x1", sides: 1, type: "Space Combat Drone", controller: "d" },
        { id: "x2", sides: 1, type: "Space Combat Drone", controller: "d" },
        { id: "y", sides: 1, type: "Decoy" },
      ]).map((i) => i.message),
    ).toEqual([
      "d: 2 units in its control channels but it has 1 (002 Star Strife: a ship controls D/2)",
      "1 decoys without a ship but 0 free control channels: a decoy takes a channel (002 Star Strife: Decoy)",
    ]);
  });

  it("Decoy: a loose decoy fits a free channel (a Destroyer controls 3), a controlled one takes its ship's", () => {
    expect(
      fleetIssues([
        { id: "d", sides: 6, type: "Destroyer" },
        { id: "y", sides: 1, type: "Decoy" },
      ]),
    ).toEqual([]);
    expect(
      fleetIssues([
        { id: "d", sides: 6, type: "Guided Missile Destroyer" },
        { id: "y1", sides: 1, type: "Decoy", controller: "d" },
        { id: "y2", sides: 1, type: "Decoy" },
      ]).map((i) => i.message),
    ).toEqual(["1 decoys without a ship but 0 free control channels: a decoy takes a channel (002 Star Strife: Decoy)"]);
  });

  it("Interceptors: they need a starship with a channel; aboard one they take no channel", () => {
    expect(fleetIssues([{ id: "i", sides: 1, type: "Interceptors" }])).toEqual([
      {
        unit: 0,
        field: "controller",
        message: "i: interceptors wait aboard a starship with a control channel, and this fleet has none (002 Star Strife: Interceptors)",
      },
    ]);
    expect(
      fleetIssues([
        { id: "d", sides: 6, type: "Guided Missile Destroyer" },
        { id: "x", sides: 1, type: "Space Combat Drone", controller: "d" },
        { id: "i", sides: 1, type: "Interceptors", controller: "d" },
        { id: "j", sides: 1, type: "Interceptors" },
      ]),
    ).toEqual([]);
  });

  it("Stations, Carriers and channels: each issue with its unit and field", () => {
    expect(fleetIssues([{ id: "s", sides: 6, type: "Defense Platform" }])).toEqual([
      { unit: 0, field: "role", message: "s: only the strategic defender may have a station (002 Star Strife: Stations)" },
    ]);
    expect(
      fleetIssues(
        [
          { id: "s", sides: 6, type: "Defense Platform" },
          { id: "t", sides: 8, type: "Base Station" },
        ],
        "defender",
      ),
    ).toEqual([{ unit: 1, field: "units", message: "t: the defender may have one station, not 2 (002 Star Strife: Stations)" }]);
    expect(
      fleetIssues([
        { id: "d", sides: 6, type: "Guided Missile Destroyer" },
        { id: "f", sides: 4, type: "Frigate", controller: "d" },
        { id: "g", sides: 4, type: "Gunboats" },
        { id: "x1", sides: 1, type: "Space Combat Drone", controller: "d" },
        { id: "x2", sides: 1, type: "Space Combat Drone", controller: "d" },
      ]),
    ).toEqual([
      { unit: -1, field: "units", message: "1 fighter, mecha or gunboat squadrons but the fleet's carriers can deploy 0 (002 Star Strife: Carriers)" },
      { unit: 1, field: "controller", message: "f: a Frigate takes no control channel" },
      // the ship's issue, and the last unit that takes one of its channels (x2)
      { unit: 0, field: "controller", message: "d: 2 units in its control channels but it has 1 (002 Star Strife: a ship controls D/2)", lastInChannel: 4 },
    ]);
  });
});
