// What a Star Strife unit attacks and defends with in a given fight: its die and every bonus the
// text gives (guided missiles, stations, channels, Coordinate, gunboats, mecha, the asteroid
// field). The players and the engagement read these; rules.ts holds the numbers.
import type { StarBattle } from "./battle";
import * as rules from "./rules";

// battle.ts's numbers this file uses, as enums of its own: one file at a time (tsx, the tests) or
// bundled, a use of an enum declared in the same file is written in as its number, where an
// imported one is a read of another module's export at every use (enums.test.ts checks that
// they are battle.ts's).
export enum St {
  IN_PLAY = 1,
}
export enum Fl {
  ATTRITION = 1,
  CARRIER = 8,
  STATION = 16,
  MECHA = 256,
  CHANNEL_UNIT = 480,
  FIGHTER = 512,
  GUNBOAT = 1024,
}
export enum Ki {
  FIGHTERS = 4,
  KINDS = 6,
}

// tsx runs this as CommonJS, where every imported name is a getter call; hot code reads local copies.
const { ASTEROID_FIELD, MECHA: MECHA_RULES, STATION: STATION_RULES, gunboatDefence } = rules;

/** Attack of a unit that cannot attack (carriers: "their attack strength is always considered zero"). */
export const NO_ATTACK = -1000;

/**
 * 002 Star Strife, Mecha Squadron: a ship has cover when mecha sit in its channels or a fighter
 * squadron of its side could still come to it. ruling: "could still come" is a Fighter Squadron
 * in play that has not acted this turn.
 */
export function covered(b: StarBattle, t: number): boolean {
  if (b.mechaIn[t]! > 0) return true;
  const q = b.player[t]!,
    turn = b.counters[1]!;
  for (let k = b.listStart[q * Ki.KINDS + Ki.FIGHTERS]!, end = b.listStart[q * Ki.KINDS + Ki.FIGHTERS + 1]!; k < end; k++) {
    const u = b.lists[k]!;
    if (b.status[u] === St.IN_PLAY && b.acted[u] !== turn) return true;
  }
  return false;
}

/**
 * What unit u attacks target t with: the die, a guided missile ship's bonus, a station's +3,
 * Coordinate's +1 this turn; in a direct assault (not a flank) the support of its channel units
 * (002: a supported direct assault); attrition units +2 against others in an asteroid field;
 * mecha against fighters (+1 in the asteroids) and +3 against a ship without cover.
 * Carriers, and units in a ship's channel, do not attack on their own: NO_ATTACK.
 */
export function attackValue(b: StarBattle, u: number, t: number, flank: boolean): number {
  const f = b.flags[u]!;
  if (f & Fl.CARRIER || (f & Fl.CHANNEL_UNIT && b.controller[u]! >= 0)) return NO_ATTACK;
  // a guided missile ship's bonus and a station's +3 (prepareStar puts both in atkBonus)
  let a = b.face[u]! + b.atkBonus[u]!;
  if (b.mayCoordinate && b.coordinated[u] === b.counters[1]) a += 1;
  if (!flank) a += b.supportAtk[u]!;
  const tf = b.flags[t]!;
  if (b.asteroids && f & Fl.ATTRITION && !(tf & Fl.ATTRITION)) a += ASTEROID_FIELD.attritionVsOthers;
  if (f & Fl.MECHA) {
    if (tf & Fl.FIGHTER) a += b.asteroids ? MECHA_RULES.vsFighters.rough.attack : MECHA_RULES.vsFighters.open.attack;
    else if (!(tf & Fl.ATTRITION) && !covered(b, t)) a += MECHA_RULES.vsUncoveredShip;
  }
  return a;
}

/**
 * What target t defends with: the die, its channel units' support (drones +1, decoys +2, mecha +2,
 * launched interceptors +3), a station's +3 (+5 against a flank), +3 in an asteroid field;
 * gunboats −1 (never below 1); mecha attacked by fighters −1 in open space.
 * ruling: the mecha's −1 counts against a direct assault by a fighter; a flank is many units.
 */
export function defenceValue(b: StarBattle, t: number, attacker: number, flank: boolean): number {
  const f = b.flags[t]!;
  let d = b.face[t]! + b.supportDef[t]!;
  if (f & Fl.STATION) d += flank ? STATION_RULES.flankDefence : STATION_RULES.defence;
  if (b.asteroids) d += ASTEROID_FIELD.defence;
  if (f & Fl.MECHA && !flank && attacker >= 0 && b.flags[attacker]! & Fl.FIGHTER)
    d += b.asteroids ? MECHA_RULES.vsFighters.rough.defence : MECHA_RULES.vsFighters.open.defence;
  return f & Fl.GUNBOAT ? gunboatDefence(d) : d;
}

/** 002 Star Strife, Units: a unit with a kill limit (space mines, corvettes) can take only that many sides or fewer, unless flanking. */
export function mayKill(b: StarBattle, u: number, t: number): boolean {
  const cap = b.killsUpTo[u]!;
  return cap === 0 || b.sides[t]! <= cap;
}
