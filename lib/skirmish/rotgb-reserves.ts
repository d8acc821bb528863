// 002 Reinforcements: who waits in reserve, as the "Rules in play" lists show it and as a result
// (or a recorded battle's notes) names it. Plain functions, for the pages and the server alike.
import type { GangExport } from "@/lib/export/gang-export";
import { rotgbReserves, toRotgb, type MappedGangs, type UnitRef } from "@/lib/skirmish/mapping";
import type { SkirmishOptions } from "@/lib/skirmish/resolve";
import type { RotgbSetup } from "@/lib/skirmish/rotgb";

/** One unit of a gang as the reserve list shows it. */
export interface ReserveUnit {
  ref: UnitRef;
  /** "d6 ganger", "d12 truck". */
  die: string;
  /** In reserve by the mapping's automatic choice. */
  auto: boolean;
}

/** Each gang's units for the reserve lists, ticked where the automatic choice holds them back. */
export function reserveLists(mapped: MappedGangs<RotgbSetup>): ReserveUnit[][] {
  return mapped.setup.players.map((p) => p.units.map((u) => ({ ref: mapped.units[u.id]!, die: `d${u.sides} ${u.type}`, auto: u.reserve === true })));
}

/** Each gang's units by name and unit type, for the terrain check ("nowhere to stand"). */
export function terrainUnits(mapped: MappedGangs<RotgbSetup>): { name: string; type: string }[][] {
  return mapped.setup.players.map((p) => p.units.map((u) => ({ name: mapped.units[u.id]!.name, type: u.type })));
}

/** Who waited in reserve, by name, for the result's "Rules in play". */
export function reservesInWords(options: SkirmishOptions, gangs: GangExport[]): string[] {
  if (!options.rotgb?.reinforcements) return [];
  const mapped = toRotgb(gangs, options.mapping);
  const held = rotgbReserves(mapped).map((units, g) => `${mapped.sides[g]}: ${units.map((u) => u.name).join(", ") || "nobody"}`);
  return [`in reserve: ${held.join("; ")}`];
}
