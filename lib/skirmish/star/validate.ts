// What a Star Strife fleet must be, by the text's rules: known unit types on their dice, stations
// only for the strategic defender and one at most, small craft within what the fleet can deploy,
// channel units within a ship's channels. Each issue names the unit and the rule (002 Star Strife).
import { channelsOf, craftOf, isAttrition, starUnitType, type StarUnitType } from "./units";

export interface FleetUnit {
  id: string;
  sides: number;
  type: string;
  controller?: string;
}

export interface FleetIssue {
  /** Index of the unit in the list, or -1 for the fleet as a whole. */
  unit: number;
  field: "type" | "sides" | "controller" | "role" | "units";
  message: string;
  /** A ship's channels over-full: the last unit that takes one (its controller is where a form shows the problem). */
  lastInChannel?: number;
}

const CHANNEL_ROLES = new Set(["drone", "decoy", "mecha", "interceptor"]);

export function fleetIssues(units: readonly FleetUnit[], role: "attacker" | "defender" = "attacker"): FleetIssue[] {
  const issues: FleetIssue[] = [];
  const types: (StarUnitType | undefined)[] = units.map((u) => starUnitType(u.type));
  units.forEach((u, i) => {
    const t = types[i];
    if (!t) issues.push({ unit: i, field: "type", message: `${u.id}: "${u.type}" is not a Star Strife unit (002 Star Strife, Units)` });
    else if (t.die !== u.sides)
      issues.push({ unit: i, field: "sides", message: `${u.id}: a ${t.name} is a D${t.die}, not a D${u.sides} (002 Star Strife, Units)` });
  });
  const stations = units.filter((_, i) => types[i]?.station);
  if (stations.length > 0 && role !== "defender")
    issues.push({
      unit: units.indexOf(stations[0]!),
      field: "role",
      message: `${stations[0]!.id}: only the strategic defender may have a station (002 Star Strife: Stations)`,
    });
  if (stations.length > 1)
    issues.push({
      unit: units.indexOf(stations[1]!),
      field: "units",
      message: `${stations[1]!.id}: the defender may have one station, not ${stations.length} (002 Star Strife: Stations)`,
    });
  // small craft launch from carriers (and the few other ships that carry some)
  const craft = units.filter((_, i) => types[i]?.fromCarrier).length;
  const room = units.reduce((n, _, i) => n + (types[i] ? craftOf(types[i]!).deploy : 0), 0);
  if (craft > room)
    issues.push({
      unit: -1,
      field: "units",
      message: `${craft} fighter, mecha or gunboat squadrons but the fleet's carriers can deploy ${room} (002 Star Strife: Carriers)`,
    });
  // channel units and their ships
  const used = new Map<number, number>(),
    last = new Map<number, number>();
  units.forEach((u, i) => {
    const t = types[i];
    if (!t || u.controller === undefined) return;
    const c = units.findIndex((x) => x.id === u.controller);
    if (!t.role || !CHANNEL_ROLES.has(t.role))
      return void issues.push({ unit: i, field: "controller", message: `${u.id}: a ${t.name} takes no control channel` });
    const ship = types[c];
    if (c < 0 || !ship) return void issues.push({ unit: i, field: "controller", message: `${u.id}: no unit "${u.controller}" in this fleet to control it` });
    if (isAttrition(ship))
      return void issues.push({
        unit: i,
        field: "controller",
        message: `${u.id}: ${u.controller} is an attrition unit, and those control nothing (002 Star Strife, Units)`,
      });
    // interceptors wait aboard and need an open channel only when they launch
    if (t.role === "interceptor") return;
    used.set(c, (used.get(c) ?? 0) + 1);
    last.set(c, i);
  });
  for (const [c, n] of used) {
    const max = channelsOf(types[c]!);
    if (n > max)
      issues.push({
        unit: c,
        field: "controller",
        message: `${units[c]!.id}: ${n} units in its control channels but it has ${max} (002 Star Strife: a ship controls D/2)`,
        lastInChannel: last.get(c)!,
      });
  }
  // decoys live only in a channel: more decoys than free channels cannot be placed
  const free = units.reduce((n, _, i) => n + (types[i] ? channelsOf(types[i]!) - (used.get(i) ?? 0) : 0), 0);
  const loose = units.filter((u, i) => types[i]?.role === "decoy" && u.controller === undefined).length;
  if (loose > Math.max(0, free))
    issues.push({
      unit: -1,
      field: "units",
      message: `${loose} decoys without a ship but ${Math.max(0, free)} free control channels: a decoy takes a channel (002 Star Strife: Decoy)`,
    });
  const ships = units.some((_, i) => types[i] && channelsOf(types[i]!) > 0);
  units.forEach((u, i) => {
    if (types[i]?.role === "interceptor" && u.controller === undefined && !ships)
      issues.push({
        unit: i,
        field: "controller",
        message: `${u.id}: interceptors wait aboard a starship with a control channel, and this fleet has none (002 Star Strife: Interceptors)`,
      });
  });
  return issues;
}
