// Star Strife (002): the unit types of each die size and what each is (attrition, reaction,
// escort, carrier, station, the control-channel units), the carrier table, and control channels.
// Rows read like the text's list; where it stops short, the ruling is said beside the row.

/** What a unit type is, as flags (a type may be several). */
export interface StarUnitType {
  name: string;
  die: number;
  /** The other names the text gives the same unit ("Space Mine", "System Defense Boat"). */
  also?: readonly string[];
  /** Named attrition; every D1 to D3 is attrition anyway (`isAttrition`). */
  attrition?: true;
  reaction?: true;
  escort?: true;
  carrier?: true;
  station?: true;
  /** What the unit does in a control channel, or as a special craft. */
  role?: "drone" | "decoy" | "interceptor" | "mecha" | "fighter" | "gunboat" | "mine";
  /** Added to its attack (Guided Missile Destroyer +1, Guided Missile Cruiser +2). */
  attack?: number;
  /** Control channels when not D/2 (the guided missile ships have 1). */
  channels?: number;
  /** D4 units it can deploy and carrier actions per turn, when not from the carrier table. */
  deploy?: number;
  carrierActions?: number;
  /** It cannot kill a unit of more sides than this unless flanking. */
  killsUpTo?: number;
  /** May add one to its attack in a flank, as its owner wishes. */
  flankPlus?: true;
  /** Must be deployed from a carrier (a carrier's, or another ship's, D4 capacity). */
  fromCarrier?: true;
  /** May push a flank past the target's value (Stacking). */
  stacks?: true;
  /** Points it costs when it is not its sides (Decoy, Interceptors: 2). */
  cost?: number;
}

/** 002 Star Strife, Units, in the text's order. */
export const STAR_UNITS = [
  { name: "Battlesatellite", die: 1, also: ["Space Mine"], role: "mine", killsUpTo: 6 },
  { name: "Space Combat Drone", die: 1, role: "drone" },
  { name: "Decoy", die: 1, role: "decoy", cost: 2 },
  { name: "Interceptors", die: 1, role: "interceptor", reaction: true, cost: 2 },
  { name: "Corvette", die: 2, also: ["System Defense Boat"], escort: true, killsUpTo: 4 },
  { name: "Heavy Corvette", die: 3, escort: true },
  { name: "Fighter Squadron", die: 4, role: "fighter", attrition: true, reaction: true, fromCarrier: true, stacks: true },
  { name: "Mecha Squadron", die: 4, role: "mecha", attrition: true, fromCarrier: true, stacks: true },
  { name: "Frigate", die: 4, also: ["Patrol Ship"], escort: true },
  { name: "Gunboats", die: 4, also: ["Heavy Fighters"], role: "gunboat", attrition: true, reaction: true, fromCarrier: true, flankPlus: true },
  { name: "Destroyer", die: 6, escort: true },
  { name: "Guided Missile Destroyer", die: 6, attack: 1, channels: 1 },
  { name: "Escort Carrier", die: 6, carrier: true },
  { name: "Defense Platform", die: 6, station: true },
  { name: "Light Cruiser", die: 8, flankPlus: true },
  { name: "Light Carrier", die: 8, carrier: true },
  { name: "Base Station", die: 8, also: ["Space Station"], station: true },
  { name: "Heavy Cruiser", die: 10, also: ["Battlecruiser"] },
  { name: "Guided Missile Cruiser", die: 10, attack: 2, channels: 1, deploy: 0, carrierActions: 2 },
  { name: "Fleet Carrier", die: 10, carrier: true },
  // the text lists a D10 station without a name
  { name: "Station", die: 10, station: true },
  { name: "Battleship", die: 12 },
  { name: "Attack Carrier", die: 12, also: ["CVA"], carrier: true },
  { name: "Basestation", die: 12, station: true },
  { name: "Dreadnought", die: 20 },
  { name: "Supercarrier", die: 20, carrier: true },
  { name: "Battlestation", die: 20, station: true },
  { name: "Superdreadnought", die: 30 },
  { name: "Battlestar", die: 30, also: ["Mother Ship", "Command Ship"], carrier: true },
  { name: "Frontier Station", die: 30, station: true },
  { name: "Warstar", die: 60 },
  { name: "Basestar", die: 60, carrier: true },
  { name: "Starbase", die: 60, station: true },
  { name: "Borg Cube", die: 100 },
  { name: "Starfortress", die: 100, also: ["Fortress Station", "Asteroid Fortress", "Death Star"], station: true },
] as const satisfies readonly StarUnitType[];

export type StarUnitName = (typeof STAR_UNITS)[number]["name"];
export const STAR_UNIT_NAMES = STAR_UNITS.map((u) => u.name) as StarUnitName[];
export const STAR_DICE = [...new Set(STAR_UNITS.map((u) => u.die as number))];

/** The unit type by its name or one of the text's other names (case ignored), or undefined. */
export function starUnitType(name: string): StarUnitType | undefined {
  const key = name.trim().toLowerCase();
  return (STAR_UNITS as readonly StarUnitType[]).find((u) => u.name.toLowerCase() === key || u.also?.some((a) => a.toLowerCase() === key));
}

/** 002 Star Strife, Units: D1 to D3 units of any type carry the Attrition tag. */
export const ATTRITION_UP_TO = 3;
export const isAttrition = (t: StarUnitType): boolean => t.die <= ATTRITION_UP_TO || t.attrition === true;

/**
 * Control channels: a ship has D/2 (rounded down), the guided missile ships one; a station has
 * D/2 too. Attrition units control nothing.
 */
export function channelsOf(t: StarUnitType): number {
  if (isAttrition(t)) return 0;
  return t.channels ?? Math.floor(t.die / 2);
}

/**
 * The carrier table: D4 units a carrier deploys and its carrier actions per turn.
 * ruling: the text's table stops after its first row (the D6 escort carrier: 2 units, 1 action).
 * The rest follow that row's proportion, a third of the die in D4 units (rounded down), and one
 * carrier action for every 6 sides (rounded down), so bigger carriers launch and act more:
 * D8 2/1, D10 3/1, D12 4/2, D20 6/3, D30 10/5, D60 20/10.
 */
export function carrierRow(die: number): { deploy: number; actions: number } {
  return { deploy: Math.floor(die / 3), actions: Math.max(1, Math.floor(die / 6)) };
}

/**
 * Non-carriers: the text gives one row, D6 destroyers (or smaller) deploy nothing and have no
 * carrier actions. ruling: larger warships carry a little, one D4 unit per 8 sides and one
 * carrier action (D8 to D12: 1, D20: 2, D30: 3, D60: 7, D100: 12); the Guided Missile Cruiser's
 * row is the text's own (0 units, 2 actions).
 */
export function nonCarrierRow(die: number): { deploy: number; actions: number } {
  if (die <= 6) return { deploy: 0, actions: 0 };
  return { deploy: Math.floor(die / 8), actions: 1 };
}

/** What a unit deploys and its carrier actions: a carrier's row, a station's (as a carrier of its die), or a non-carrier's. */
export function craftOf(t: StarUnitType): { deploy: number; actions: number } {
  if (isAttrition(t) || t.role === "drone" || t.role === "decoy") return { deploy: 0, actions: 0 };
  const row = t.carrier || t.station ? carrierRow(t.die) : nonCarrierRow(t.die);
  return { deploy: t.deploy ?? row.deploy, actions: t.carrierActions ?? row.actions };
}

/** Points a unit costs in an army: its sides, or its cost when the text gives one. */
export const costOf = (t: StarUnitType): number => t.cost ?? t.die;
