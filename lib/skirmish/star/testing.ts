// Helpers for the Star Strife tests: fleets written as unit types (a channel unit as [type, n]:
// in the channel of the side's n-th unit), games played with dice typed in by hand.
import fc from "fast-check";
import { manualSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import { IN_PLAY, markActed, prepareStar, resetStar, type StarBattle } from "./battle";
import { lose } from "./engage";
import { playStar } from "./engine";
import { CARRIER_TYPES as CARRIERS, CRAFT_TYPES as CRAFT, SHIP_TYPES as SHIPS } from "./fixtures";
import { disperse, minesIn, openChannels } from "./phase";
import type { StarOptions, StarPlayer, StarSetup } from "./schema";
import { starUnitType } from "./units";

export type Spec = string | readonly [type: string, controller: number];

/** A fleet of these types, ids `${id}-1`, `${id}-2`, … */
export function fleet(id: string, specs: readonly Spec[], role: "attacker" | "defender" = "attacker"): StarPlayer {
  return {
    id,
    role,
    units: specs.map((s, i) => {
      const [type, controller] = typeof s === "string" ? [s, undefined] : s;
      return { id: `${id}-${i + 1}`, sides: starUnitType(type)!.die, type, ...(controller !== undefined && { controller: `${id}-${controller}` }) };
    }),
  };
}

export const two = (red: readonly Spec[], blue: readonly Spec[], blueRole: "attacker" | "defender" = "attacker"): StarSetup => ({
  players: [fleet("Red", red), fleet("Blue", blue, blueRole)],
});

/** Plays with the dice given (every one must be used; a D1 draws none). Red acts first unless the options say. */
export function playWith(setup: StarSetup, options: StarOptions, faces: number[]): SkirmishOutcome {
  const source = manualSource(faces);
  const outcome = playStar(setup, { firstPlayer: "Red", ...options }, source);
  if (source.remaining() !== 0) throw new Error(`${source.remaining()} dice were not used`);
  return outcome;
}

/** The log's main events after set-up, as "turn player action target-or-unit" strings. */
export function events(outcome: SkirmishOutcome, actions = ["assault", "flank", "pass", "take", "stand in", "defender wins", "tie", "react"]): string[] {
  return outcome.log
    .filter((e) => e.turn > 0 && actions.includes(e.data?.action as string))
    .map((e) => {
      const d = e.data ?? {};
      // an attack: "attackers>target"; others: the unit or units concerned
      const who = Array.isArray(d.acted) && d.acted.length > 0 ? d.acted.join("+") : undefined;
      const what = d.action === "assault" || d.action === "flank" ? `${who}>${d.target}` : (d.target ?? d.unit ?? who);
      return [e.turn, d.player, d.action, what].filter((x) => x !== undefined).join(" ");
    });
}

export function texts(outcome: SkirmishOutcome): string[] {
  return outcome.log.filter((e) => e.turn > 0).map((e) => e.text);
}

export function endOf(outcome: SkirmishOutcome): Record<string, unknown> {
  return outcome.log.at(-1)!.data!;
}

/** The faces after the last fight (its "after" entry). */
export function lastFaces(outcome: SkirmishOutcome): Record<string, number | string> {
  return [...outcome.log].reverse().find((e) => e.data?.action === "after")!.data!.faces as Record<string, number | string>;
}

// Random positions for the tests that check a fast decision or rule against a plain reading of it
// (decisions.test.ts, engage-plain.test.ts): random fleets, faces and what has happened to each unit.
const fleetArb = fc.record({
  ships: fc.array(fc.constantFrom(...SHIPS), { minLength: 1, maxLength: 7 }),
  // 30 escorts more: past 32 slots a side the masks take a second word
  big: fc.boolean(),
  carrier: fc.option(fc.constantFrom(...CARRIERS), { nil: undefined }),
  craft: fc.array(fc.constantFrom(...CRAFT, "Space Mine"), { maxLength: 4 }),
  drones: fc.nat(2),
  decoy: fc.boolean(),
  interceptors: fc.nat(3),
  mecha: fc.boolean(),
  station: fc.boolean(),
});
/** A position in the middle of a turn, as positionOf builds it. */
export const position = fc.record({
  red: fleetArb,
  blue: fleetArb,
  terrain: fc.constantFrom(undefined, "asteroids" as const, "minefield" as const),
  turn: fc.integer({ min: 1, max: 6 }),
  // per unit: its face as a fraction of its sides, and what has happened to it
  faces: fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 64, maxLength: 64 }),
  fates: fc.array(fc.constantFrom("fresh", "fresh", "fresh", "acted", "acted before", "lost", "coordinated", "crippled", "dispersed"), {
    minLength: 64,
    maxLength: 64,
  }),
  mines: fc.boolean(),
  // a channel taken since the turn began (a drone moving in): fewer open for interceptors than now
  channelTaken: fc.boolean(),
});
type Fleet = typeof fleetArb extends fc.Arbitrary<infer T> ? T : never;
export type Position = typeof position extends fc.Arbitrary<infer T> ? T : never;

function specs(f: Fleet, defender: boolean): Spec[] {
  const list: Spec[] = ["Battleship", ...f.ships, ...(f.big ? Array<string>(30).fill("Frigate") : [])];
  if (f.carrier) list.push(f.carrier, ...f.craft);
  for (let i = 0; i < f.drones; i++) list.push(["Space Combat Drone", 1]);
  if (f.decoy) list.push(["Decoy", 1]);
  for (let i = 0; i < f.interceptors; i++) list.push(["Interceptors", 1]);
  if (f.mecha && f.carrier) list.push(["Mecha Squadron", 1]);
  if (defender && f.station) list.push("Base Station");
  return list;
}

/** A battle in the middle of a turn: faces rolled, some units lost, acted, coordinated, crippled or dispersed. */
export function positionOf(g: Position): { b: StarBattle; turn: number } | null {
  let b: StarBattle;
  try {
    b = prepareStar({ players: [fleet("Red", specs(g.red, false)), fleet("Blue", specs(g.blue, true), "defender")] }, { log: false, terrain: g.terrain });
  } catch {
    return null; // a fleet the rules refuse (too many craft for the carrier, …): not a position
  }
  resetStar(b);
  const turn = g.turn;
  b.counters[1] = turn;
  for (let u = 0; u < b.n; u++) if (b.status[u] === IN_PLAY) b.face[u] = 1 + Math.floor(g.faces[u % 64]! * b.sides[u]!);
  if (g.mines && b.minefield) minesIn(b, 0);
  openChannels(b);
  if (g.channelTaken) for (const u of b.interceptorShips) b.openAtStart[u] = Math.max(0, b.openAtStart[u]! - 1);
  for (let u = 0; u < b.n; u++) {
    if (b.status[u] !== IN_PLAY) continue;
    const fate = g.fates[u % 64]!;
    if (fate === "acted") markActed(b, u, turn);
    else if (fate === "acted before") b.acted[u] = turn - 1;
    else if (fate === "lost") lose(b, u, 1 - b.player[u]!);
    else if (fate === "coordinated") b.coordinated[u] = turn;
    else if (fate === "crippled") b.stuck[u] = 1;
    // (a squadron in a channel never disperses: carrierActions picks only free ones)
    else if (fate === "dispersed" && b.disperseSlots[u]! >= 0 && b.controller[u]! < 0) disperse(b, u);
  }
  return { b, turn };
}
