// What happens around a Star Strife phase before its attack and after it: command points, carrier
// actions (Rally, Disperse, Coordinate; Repair is in the fight), the minefield's mines, drones
// moving into freed channels, and interceptors leaving at the end of the turn.
import type { Roller } from "../rotgb/roller";
import * as battle from "./battle";
import type { StarBattle } from "./battle";
import type { StarLog } from "./log";
import * as rules from "./rules";

// battle.ts's numbers this file uses, as enums of its own: one file at a time (tsx, the tests) or
// bundled, a use of an enum declared in the same file is written in as its number, where an
// imported one is a read of another module's export at every use (enums.test.ts checks that
// they are battle.ts's).
export enum St {
  SPARE = 0,
  IN_PLAY = 1,
  GONE = 4,
  DISPERSED = 5,
}
export enum Fl {
  DRONE = 32,
  INTERCEPTOR = 128,
}
export enum Ki {
  CARRIERS = 2,
  ATTRITIONS = 3,
  CHANNELLED = 5,
  KINDS = 6,
}

// tsx runs this as CommonJS, where every imported name is a getter call; hot code reads local copies.
const { attach, detach, isMineSlot, setStatus } = battle;
const { COMMAND_POINTS, DISPERSE_INTO, MINES_PER_PHASE } = rules;

/** Command points a side needs before the automated player spends them all on an enemy die. */
const FORCE_AT = 4;

/**
 * 002 Command Points, at the beginning of a phase, the phase's side first: heuristic, spend them
 * all to make the enemy's biggest die showing more than two thirds of its sides (a D10 or more)
 * re-roll, once there are at least 4; else one to re-roll its own die of 8 sides or more that
 * shows a third of its sides or less and has not acted. One use per side per phase. ruling: a
 * side whose die was forced may not re-roll with command points for the rest of the turn; a
 * crippled die (catastrophic damage) never re-rolls. True when a die rolled.
 */
export function spendCommandPoints(b: StarBattle, p: number, turn: number, roller: Roller, log: StarLog | null): boolean {
  let rolled = false;
  for (let i = 0; i < 2; i++) {
    const side = i === 0 ? p : 1 - p,
      enemy = 1 - side;
    if (b.cp[side] === 0) continue;
    if (b.cp[side]! >= FORCE_AT) {
      const u = findDie(b, enemy, turn, (face, sides) => sides >= 10 && 3 * face > 2 * sides, false);
      if (u >= 0) {
        const before = b.face[u]!;
        b.face[u] = roller.roll(b.sides[u]!);
        log?.note(turn, `${log.who(side)} spends all ${b.cp[side]} command points: ${log.whose(u)} re-rolls ${before} → ${b.face[u]}.`, {
          action: "command force",
          player: b.playerIds[side],
          unit: b.ids[u],
        });
        b.cp[side] = 0;
        b.cpBarred[enemy] = turn;
        rolled = true;
        continue;
      }
    }
    if (b.cpBarred[side] === turn) continue;
    const u = findDie(b, side, turn, (face, sides) => sides >= 8 && 3 * face <= sides, true);
    if (u < 0) continue;
    const before = b.face[u]!;
    b.face[u] = roller.roll(b.sides[u]!);
    b.cp[side]! -= COMMAND_POINTS.friendlyReroll;
    log?.note(turn, `${log.who(side)} spends a command point: ${log.whose(u)} re-rolls ${before} → ${b.face[u]}.`, {
      action: "command reroll",
      player: b.playerIds[side],
      unit: b.ids[u],
    });
    rolled = true;
  }
  return rolled;
}

/** The first die of q, most sides first, that may roll and passes `test`. */
function findDie(b: StarBattle, q: number, turn: number, test: (face: number, sides: number) => boolean, unacted: boolean): number {
  let best = -1;
  for (let u = b.firstUnit[q]!; u < b.liveEnd[q]!; u++) {
    if (b.status[u] !== St.IN_PLAY || b.stuck[u] || isMineSlot(b, u) || (unacted && b.acted[u] === turn)) continue;
    if (test(b.face[u]!, b.sides[u]!) && (best < 0 || b.sides[u]! > b.sides[best]!)) best = u;
  }
  return best;
}

function actionsLeft(b: StarBattle, c: number, turn: number): number {
  if (b.caTurn[c] !== turn) {
    b.caTurn[c] = turn;
    b.caUsed[c] = 0;
  }
  return b.caPerTurn[c]! - b.caUsed[c]!;
}

/**
 * 002 Carrier Actions in the side's own phase. Heuristic: each carrier and station keeps one
 * action for Repair Attrition in the fights and spends the others: Rally an attrition unit that
 * shows below its average, else Disperse a D4 attrition unit crippled at 1 into four D1 units,
 * else Coordinate (+1 offence this turn) the attrition unit showing most that has not acted.
 * Other ships never spend their attack on carrier actions. True when a die rolled or changed.
 */
export function carrierActions(b: StarBattle, p: number, turn: number, roller: Roller, log: StarLog | null): boolean {
  let changed = false;
  for (let k = b.listStart[p * Ki.KINDS + Ki.CARRIERS]!, end = b.listStart[p * Ki.KINDS + Ki.CARRIERS + 1]!; k < end; k++) {
    const c = b.lists[k]!;
    if (b.status[c] !== St.IN_PLAY) continue;
    while (actionsLeft(b, c, turn) > 1) {
      const rally = pickAttrition(b, p, turn, RALLY);
      if (rally >= 0) {
        const before = b.face[rally]!;
        b.face[rally] = roller.roll(b.sides[rally]!);
        b.caUsed[c]!++;
        log?.note(turn, `${log.whose(c)} rallies ${b.names[rally]}: it re-rolls ${before} → ${b.face[rally]}.`, {
          action: "rally",
          unit: b.ids[c],
          target: b.ids[rally],
          carrierAction: true,
        });
        changed = true;
        continue;
      }
      const worn = pickAttrition(b, p, turn, DISPERSE);
      if (worn >= 0) {
        disperse(b, worn);
        b.caUsed[c]!++;
        log?.note(turn, `${log.whose(c)} disperses ${b.names[worn]} into ${DISPERSE_INTO} D1 attrition units.`, {
          action: "disperse",
          unit: b.ids[c],
          target: b.ids[worn],
          carrierAction: true,
        });
        changed = true;
        continue;
      }
      const strong = pickAttrition(b, p, turn, COORDINATE);
      if (strong >= 0) {
        b.coordinated[strong] = turn;
        b.caUsed[c]!++;
        log?.note(turn, `${log.whose(c)} coordinates ${b.names[strong]} (+1 offence this turn).`, {
          action: "coordinate",
          unit: b.ids[c],
          target: b.ids[strong],
          carrierAction: true,
        });
        continue;
      }
      break;
    }
  }
  return changed;
}

const RALLY = 0,
  DISPERSE = 1,
  COORDINATE = 2;

/**
 * p's attrition unit in play (not a mine, not acted, not in a channel) fit for the carrier action,
 * showing most, first on a tie; -1 for none. Rally: it can roll, has 2 sides or more and shows
 * below its average; Disperse: a D4 that can disperse, showing 1; Coordinate: not yet this turn,
 * showing 2 or more.
 */
function pickAttrition(b: StarBattle, p: number, turn: number, action: number): number {
  let best = -1;
  const { words } = b;
  // the side's attrition units in play, not acted, not in a channel (masks: StarBattle.inPlayMask;
  // an attrition unit with a controller is a channel unit, in heldMask)
  for (let i = 0, w = p * words, first = b.firstUnit[p]!; i < words; i++, w++, first += 32) {
    let bits = b.kindMask[(p * Ki.KINDS + Ki.ATTRITIONS) * words + i]! & b.inPlayMask[w]! & ~b.actedMask[w]! & ~b.heldMask[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 31 - Math.clz32(low);
      const face = b.face[u]!;
      const fit =
        action === RALLY
          ? !b.stuck[u] && b.sides[u]! >= 2 && 2 * face < b.sides[u]! + 1
          : action === DISPERSE
            ? b.disperseSlots[u]! >= 0 && face === 1
            : b.coordinated[u] !== turn && face >= 2;
      if (fit && (best < 0 || face > b.face[best]!)) best = u;
    }
  }
  return best;
}

/** 002 Disperse: the squadron leaves the table and its four D1 attrition units take its place (they show 1). */
export function disperse(b: StarBattle, u: number): void {
  const first = b.disperseSlots[u]!;
  setStatus(b, u, St.DISPERSED);
  const acted = b.actedMask[b.maskWord[u]!]! & b.maskBit[u]!;
  for (let k = 0; k < DISPERSE_INTO; k++) {
    setStatus(b, first + k, St.IN_PLAY);
    b.face[first + k] = 1;
    b.acted[first + k] = b.acted[u]!;
    if (acted) b.actedMask[b.maskWord[first + k]!]! |= b.maskBit[first + k]!;
    else b.actedMask[b.maskWord[first + k]!]! &= ~b.maskBit[first + k]!;
  }
  b.inPlay[b.player[u]!]! += DISPERSE_INTO - 1;
  // its parts are now among the slots looked at
  b.liveEnd[b.player[u]!] = Math.max(b.liveEnd[b.player[u]!]!, first + DISPERSE_INTO);
}

/** 002 Ancient Minefield: the phase's side gains its D1 mines (they show 1). */
export function minesIn(b: StarBattle, p: number): void {
  const first = b.mineSlots[p]!;
  for (let k = 0; k < MINES_PER_PHASE; k++) {
    setStatus(b, first + k, St.IN_PLAY);
    b.face[first + k] = 1;
    b.acted[first + k] = -1;
    b.actedMask[b.maskWord[first + k]!]! &= ~b.maskBit[first + k]!;
  }
}

/** ruling: mines not used up in their phase drift off at its end, so they never pile up. */
export function minesOut(b: StarBattle, p: number): void {
  const first = b.mineSlots[p]!;
  for (let k = 0; k < MINES_PER_PHASE; k++) setStatus(b, first + k, St.SPARE);
}

/** ruling: at the start of its side's phase a drone flying free moves into a free channel of its side's biggest ship (002: until a channel is freed). */
export function dronesIn(b: StarBattle, p: number): void {
  if (b.channelFreed[p] === 0) return;
  b.channelFreed[p] = 0;
  // the side's drones are on its list of units that may sit in a channel (b.lists, CHANNELLED,
  // set-up order): only those are looked at, not every slot
  for (let k = b.listStart[p * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[p * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end; k++) {
    const u = b.lists[k]!;
    if (!(b.flags[u]! & Fl.DRONE) || b.status[u] !== St.IN_PLAY || b.controller[u]! >= 0) continue;
    // the first ship with most sides that is in play with a channel free, kept with masks, not
    // branches on which ships the fights have left: a fit ship's key is its sides + 1, others'
    // 0 (status ^ IN_PLAY is 0 only in play, statuses 0 to 5; used − channels negative: one free)
    let ship = -1,
      most = 0;
    for (let s = b.firstUnit[p]!, live = b.liveEnd[p]!; s < live; s++) {
      const fit = (((b.status[s]! ^ St.IN_PLAY) - 1) & (b.used[s]! - b.channels[s]!)) >> 31;
      const key = (b.sides[s]! + 1) & fit,
        more = (most - key) >> 31;
      most ^= (most ^ key) & more;
      ship ^= (ship ^ s) & more;
    }
    if (ship < 0) return;
    attach(b, u, ship);
  }
}

/** The start of a turn: what each ship has open for interceptors (002: an open channel at the start of the turn). */
export function openChannels(b: StarBattle): void {
  const ships = b.interceptorShips;
  for (let i = 0; i < ships.length; i++) {
    const u = ships[i]!;
    b.openAtStart[u] = b.status[u] === St.IN_PLAY ? b.channels[u]! - b.used[u]! : 0;
  }
}

/** 002 Interceptors: those launched leave play at the end of the turn. */
export function interceptorsHome(b: StarBattle): void {
  for (let p = 0; p < 2; p++)
    for (let k = b.listStart[p * Ki.KINDS + Ki.CHANNELLED]!, end = b.listStart[p * Ki.KINDS + Ki.CHANNELLED + 1]!; k < end; k++) {
      const u = b.lists[k]!;
      if (!(b.flags[u]! & Fl.INTERCEPTOR) || b.status[u] !== St.IN_PLAY) continue;
      detach(b, u);
      setStatus(b, u, St.GONE);
    }
}
