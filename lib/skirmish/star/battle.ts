// The compiled Star Strife battle: the fleets turned into flat typed arrays once, plus the
// per-game state in one buffer, so a game allocates nothing in its loop and a reset is one copy.
import { FlankFinder } from "../strife/flank";
import type { SkirmishOutcome } from "../types";
import { stateViews, type StrifeBattleBase } from "../strife/state";
import { DEFAULT_MAX_TURNS, type StarOptions, type StarSetup } from "./schema";
import * as rules from "./rules";
import { channelsOf, craftOf, isAttrition, starUnitType, type StarUnitType } from "./units";
import { fleetIssues } from "./validate";

// tsx runs this as CommonJS, where every imported name is a getter call; hot code (attach, detach) reads local copies.
const { CHANNEL_BONUS, DISPERSE_INTO, MINES_PER_PHASE, STATION: STATION_RULES } = rules;

/**
 * The numbers below as enums too: a use of an enum declared in the same file is written in as its
 * number (bundled by esbuild, or one file at a time as tsx and the tests compile it), where a
 * module's consts are vars that V8 reads from the module's context (a load and a check) at every
 * use. The hot files keep the members they use as enums of their own (enums.test.ts checks them
 * against these), since an imported enum is a read of another module's export at every use (a
 * getter call under tsx). Plain enums, not const enums: a compiler that sees one file at a time
 * may drop a const enum. The named consts stay for everyone else.
 */
export enum St {
  SPARE = 0,
  IN_PLAY = 1,
  ABOARD = 2,
  TAKEN = 3,
  GONE = 4,
  DISPERSED = 5,
}
export enum Fl {
  ATTRITION = 1,
  REACTION = 2,
  ESCORT = 4,
  CARRIER = 8,
  STATION = 16,
  DRONE = 32,
  DECOY = 64,
  INTERCEPTOR = 128,
  MECHA = 256,
  FIGHTER = 512,
  GUNBOAT = 1024,
  STACKS = 2048,
  FLANK_PLUS = 4096,
  MINE_SLOT = 16384,
  HOSTS = 32768,
  CHANNEL_UNIT = DRONE | DECOY | MECHA | INTERCEPTOR,
}
export enum Ki {
  REACTORS = 0,
  ESCORTS = 1,
  CARRIERS = 2,
  ATTRITIONS = 3,
  FIGHTERS = 4,
  CHANNELLED = 5,
  KINDS = 6,
}

/** The attack chosen (b.kind) and a unit's part in the fight being resolved (b.role), as enums for the same reason (engage.ts names them). */
export enum Kind {
  NO_ATTACK = 0,
  ASSAULT = 1,
  FLANK = 2,
}
export enum Role {
  NONE = 0,
  MAIN = 1,
  SUPPORT = 2,
  REACTING = 3,
}

/**
 * Unit status. SPARE: a slot waiting (dispersed craft, mines); ABOARD: interceptors not launched;
 * GONE: left play unscored; DISPERSED: a squadron that became four D1 units.
 */
export const SPARE = St.SPARE,
  IN_PLAY = St.IN_PLAY,
  ABOARD = St.ABOARD,
  TAKEN = St.TAKEN,
  GONE = St.GONE,
  DISPERSED = St.DISPERSED;

/** What a unit is (flags). */
export const ATTRITION = Fl.ATTRITION,
  REACTION = Fl.REACTION,
  ESCORT = Fl.ESCORT,
  CARRIER = Fl.CARRIER,
  STATION = Fl.STATION,
  DRONE = Fl.DRONE,
  DECOY = Fl.DECOY,
  INTERCEPTOR = Fl.INTERCEPTOR,
  MECHA = Fl.MECHA,
  FIGHTER = Fl.FIGHTER,
  GUNBOAT = Fl.GUNBOAT,
  STACKS = Fl.STACKS,
  FLANK_PLUS = Fl.FLANK_PLUS,
  /** A minefield's mine slot (set by prepareStar; isMineSlot reads it). */
  MINE_SLOT = Fl.MINE_SLOT,
  /** A ship interceptors wait aboard (b.interceptorShips; set by prepareStar). */
  HOSTS = Fl.HOSTS;
/** Units that sit in a control channel when they have a controller. */
export const CHANNEL_UNIT = Fl.CHANNEL_UNIT;

/** The kinds of unit each side keeps a list of (b.lists), so the players look only at those. */
export const REACTORS = Ki.REACTORS,
  ESCORTS = Ki.ESCORTS,
  CARRIERS = Ki.CARRIERS,
  ATTRITIONS = Ki.ATTRITIONS,
  FIGHTERS = Ki.FIGHTERS,
  CHANNELLED = Ki.CHANNELLED,
  KINDS = Ki.KINDS;

/** The most units a side may have for its casualty lists to be shared (StarBattle.lostLists: 2^12 lists at most). */
export const LOST_LISTS_UP_TO = 12;

export class StarSetupError extends Error {
  constructor(
    readonly code: "duplicate-id" | "unknown-player" | "fleet",
    message: string,
  ) {
    super(message);
    this.name = "StarSetupError";
  }
}

export interface StarBattle extends StrifeBattleBase {
  flags: Int32Array;
  /** Added to the unit's die in attack: a guided missile ship's bonus, a station's +3 (values.ts, attackValue). */
  atkBonus: Int32Array;
  channels: Int32Array;
  /** Carrier actions per turn (carrier table). */
  caPerTurn: Int32Array;
  /** The most sides it can kill unless flanking (0: no limit). */
  killsUpTo: Int32Array;
  /** Per D4 attrition unit that can disperse, the first of its 4 spare slots; -1 otherwise. */
  disperseSlots: Int32Array;
  /** For a spare slot, the unit it disperses from (-1 otherwise). */
  spareOf: Int32Array;
  /** Per player, the first of its mine slots (minefield; -1 without). */
  mineSlots: Int32Array;
  /** Per player: it fields drones (they may move into freed channels), interceptors, reaction units, mecha. */
  hasDrones: Uint8Array;
  hasInterceptors: Uint8Array;
  /**
   * Per player: a carrier or station of its side has two carrier actions a turn or more, so it may
   * spend one in its phase (phase.ts, carrierActions keeps one for Repair Attrition); the phase
   * skips carrierActions otherwise, as it could only count the actions (which repairer counts too).
   */
  hasCarriers: Uint8Array;
  /** Either side has carriers to spare (hasCarriers), so a unit may be given Coordinate's +1 (b.coordinated). */
  mayCoordinate: boolean;
  hasReactions: Uint8Array;
  hasMecha: Uint8Array;
  /**
   * Per side and kind (REACTORS: reaction units but interceptors; ESCORTS; CARRIERS: carriers and
   * stations with carrier actions; ATTRITIONS: attrition units but mines; FIGHTERS; CHANNELLED: the
   * units that may ever sit in a channel, so a look for a ship's channel units reads only those), its unit
   * slots in set-up order: lists[listStart[side × KINDS + kind] .. listStart[side × KINDS + kind + 1]).
   */
  lists: Int32Array;
  listStart: Int32Array;
  /** Mask words a side (each side's slots, spare slots included, 32 a word), and each slot's word and bit: see inPlayMask. */
  words: number;
  maskWord: Int32Array;
  maskBit: Int32Array;
  /** Per side, its slots that may ever attack (all but carriers), as masks. */
  mayAttackMask: Int32Array;
  /**
   * Per side, its slots whose attack depends on the target (mecha, and attrition units in the
   * asteroid field: values.ts), as masks: a phase's attackers among them are found a word at a
   * time (players.ts).
   */
  depMask: Int32Array;
  /** The lists (b.lists) as masks: words (side × KINDS + kind) × words .. + words. */
  kindMask: Int32Array;
  /** The ships interceptors wait aboard (their open channels are counted at each turn's start). */
  interceptorShips: Int32Array;
  /** Per player, the enemy's slots in prize order (most sides first): foes[p × n ..], foesLen[p]. */
  foes: Int32Array;
  foesLen: Int32Array;
  commandPoints: boolean;
  asteroids: boolean;
  minefield: boolean;
  // --- per-game state (and StrifeBattleBase's; stuck: brought down to 1 by damage, catastrophic) ---
  /** The turn in which the unit last acted (attacked or defended). */
  acted: Int32Array;
  /**
   * Per-side bit masks of unit slots, so the players find the units fit for a choice with a few
   * bit operations instead of scanning every slot: bit i of word w of side p is slot
   * firstUnit[p] + 32w + i (slot u: word maskWord[u], bit maskBit[u]); `words` words a side.
   * inPlayMask: status IN_PLAY; actedMask: acted this turn (cleared as a turn starts); heldMask:
   * a channel unit with a controller (it does not attack on its own). Kept in step with status,
   * acted and controller by setStatus, markActed, attach and detach.
   */
  inPlayMask: Int32Array;
  actedMask: Int32Array;
  heldMask: Int32Array;
  controller: Int32Array;
  /** Units in each ship's channels now, and the channels open at the start of this turn (interceptors). */
  used: Int32Array;
  openAtStart: Int32Array;
  /** Carrier actions used this turn (caTurn: the turn they were counted in). */
  caUsed: Int32Array;
  caTurn: Int32Array;
  /** The turn a Coordinate carrier action gave the unit +1 offence. */
  coordinated: Int32Array;
  /** What the units in a ship's channels give it now (attack, defence), and how many of them are mecha. */
  supportAtk: Int32Array;
  supportDef: Int32Array;
  mechaIn: Int32Array;
  /**
   * Per player: the end of the slots that have been in play (its spare slots, dispersed craft, come
   * after its units and are looked at only once one is used; the minefield's mines always).
   */
  liveEnd: Int32Array;
  /** Per player: the head of its foes list (units at the head lost for good are passed over). */
  foesHead: Int32Array;
  /**
   * With one mask word a side (so at most 32 foes a player): per player, its foes in play as bits of
   * their places in its foes list (bit i: foes[p × n + i]), so the choice of attack walks the
   * prizes in play, most sides first, without reading the status of those lost (players.ts). Kept
   * by setStatus and lose with each slot's bit (prizeBit, 0 for mines and with more words).
   */
  prizeMask: Int32Array;
  prizeBit: Int32Array;
  /** With one mask word a side: per unit, its side's escorts that may stand in for it (not it, fewer sides), as bits of the word (battle-wide, set-up only). */
  standMask: Int32Array;
  /** Per player: 1 when a channel was freed since its drones last looked for one (dronesIn). */
  channelFreed: Int32Array;
  /** Per player: command points, and the turn an enemy's forced re-roll barred its re-rolls. */
  cp: Int32Array;
  cpBarred: Int32Array;
  /** The fight in which a Repair Attrition saved the unit (counters[2]), so its casualties pass it over. */
  saved: Int32Array;
  /** counters: [0] units lost so far; [1] the turn being played; [2] fights so far. */
  // --- scratch ---
  flank: FlankFinder;
  /** The engagement's sides: units of the attacker and of the defender taking part. */
  atkSide: Int32Array;
  defSide: Int32Array;
  atkLen: number;
  defLen: number;
  /** The flags of every unit of each side of the fight, or-ed together (engage.ts: whether a side has a unit that rolls as attrition). */
  atkFlags: number;
  defFlags: number;
  /** Each unit's part in the fight being resolved (engage.ts), and the one a flanking unit adds. */
  role: Int32Array;
  plus: Uint8Array;
  /**
   * The phase's possible attackers as keys baseAtk << 16 | unit, where baseAtk is the part of the
   * attack that does not depend on the target (least key: least baseAtk, set-up order on a tie),
   * in slot order (players.ts).
   */
  byAtk: Int32Array;
  /** The most baseAtk of the phase's possible attackers, and whether any of them is in depMask. */
  mostAtk: number;
  attackersDep: boolean;
  /** With no target-dependent bonus, the most the flank candidates add up to, and how many (players.ts, flankBounds). */
  flankTotal: number;
  flankCount: number;
  /** The most one of them adds (with its one). */
  flankMost: number;
  /** The flank value against the last target gathered of the attackers whose bonus depends on the target (players.ts). */
  depAtk: Int32Array;
  stackers: number;
  /** Per player, its reaction units in the fight being resolved still in play (engage.ts keeps it). */
  reacting: Int32Array;
  /** The reaction units each side may send in the fight being resolved. */
  reactDef: Int32Array;
  reactAtk: Int32Array;
  /** What the units chooseReactions last sent add to their side (expected, half points: players.ts). */
  reactAdds: number;
  /** 1 when interceptors launched this turn (they go home at its end). */
  launched: number;
  /**
   * The attrition units in play of each side of the fight being resolved, as its casualty rolls
   * found them (engage.ts, killsBy): the attacker's from 0, the defender's from n; each one's key
   * for the casualty pick (players.ts, pickListed), and how many the last killsBy listed.
   */
  lossUnit: Int32Array;
  lossKey: Int32Array;
  lossCount: number;
  /** Units a decision chose (reactions, escorts), and faces after spread damage. */
  sent: Int32Array;
  newFace: Int32Array;
  /** Scratch of spreadLevelled (players.ts): the faces above 1 of the side taking damage, most first. */
  levels: Int32Array;
  /** The outcome's test of a lost unit, made once per battle (engine.ts). */
  lostTest: ((u: number) => boolean) | null;
  /**
   * Per side, the casualty lists of games without a log, by the bits of the side's units lost
   * (bit i: slot firstUnit + i), each made the first time a game ends with those losses and then
   * shared, frozen, by every outcome with them (engine.ts): the odds play thousands of games whose
   * losses repeat. Empty for a side of more than LOST_LISTS_UP_TO units or of more than one mask
   * word: its lists are made anew.
   */
  lostLists: (readonly string[] | undefined)[][];
  /**
   * With lostLists for both sides: per side, the end of its own units (its spare slots and mines
   * after it: liveEnd stays there until a squadron disperses), and the bits of its units that can
   * be lost (all but interceptors, which leave unscored). engine.ts reads them to share outcomes.
   */
  unitsEnd: Int32Array;
  losable: Int32Array;
  /**
   * Outcomes of games without a log that ended with one side wiped out and no spare slot used, made
   * once and shared, frozen: keptOutcomes[loser][the winner's lost bits] (engine.ts). Null when a
   * side has no lostLists.
   */
  keptOutcomes: (SkirmishOutcome | null)[][] | null;
  /** The attack chosen: kind, the unit leading it (assault), the target. */
  kind: number;
  actor: number;
  target: number;
  /**
   * The target's defence, and the attack's total less it, as chooseAttack valued them (players.ts):
   * the totals of a fight in which nothing has rolled (engage.ts).
   */
  defence: number;
  margin: number;
}

interface Slot {
  id: string;
  name: string;
  type: StarUnitType;
  p: number;
  ownerId?: string;
  controller?: string;
  start: number;
  spareOf: number;
}

export function prepareStar(setup: StarSetup, options: StarOptions = {}): StarBattle {
  const players = setup.players;
  if (players.length !== 2) throw new StarSetupError("fleet", "Star Strife is for two sides: a turn is one phase for each (002 Star Strife)");
  const playerIds = players.map((p) => p.id);
  if (new Set(playerIds).size !== players.length) throw new StarSetupError("duplicate-id", "Two players share an id");
  const slots: Slot[] = [];
  const firstUnit = new Int32Array(2),
    endUnit = new Int32Array(2),
    mineSlots = new Int32Array(2).fill(-1);
  const mine = starUnitType("Battlesatellite")!;
  // ruling: a dispersed squadron's four parts are plain D1 attrition units, without the squadron's
  // reaction or stacking
  const dispersed = (t: StarUnitType): StarUnitType => ({ name: `${t.name} (dispersed)`, die: 1 });
  players.forEach((pl, p) => {
    const issues = fleetIssues(pl.units, pl.role ?? "attacker");
    if (issues.length > 0) throw new StarSetupError("fleet", `${pl.id}: ${issues.map((i) => i.message).join("; ")}`);
    firstUnit[p] = slots.length;
    const mineUnits: Slot[] = pl.units.map((u) => ({
      id: u.id,
      name: u.name ?? u.id,
      type: starUnitType(u.type)!,
      p,
      ownerId: u.ownerId,
      controller: u.controller,
      start: IN_PLAY,
      spareOf: -1,
    }));
    slots.push(...mineUnits);
    // dispersing needs someone with carrier actions
    const canDisperse = mineUnits.some((s) => craftOf(s.type).actions > 0);
    mineUnits.forEach((s, i) => {
      if (!canDisperse || s.type.die !== 4 || !isAttrition(s.type)) return;
      for (let k = 1; k <= DISPERSE_INTO; k++)
        slots.push({ id: `${s.id}/${k}`, name: `${s.name} (${k})`, type: dispersed(s.type), p, start: SPARE, spareOf: firstUnit[p]! + i });
    });
    if (options.terrain === "minefield") {
      mineSlots[p] = slots.length;
      for (let k = 1; k <= MINES_PER_PHASE; k++) slots.push({ id: `${pl.id}/mine-${k}`, name: `Mine ${k}`, type: mine, p, start: SPARE, spareOf: -1 });
    }
    endUnit[p] = slots.length;
  });
  const n = slots.length;
  if (new Set(slots.map((s) => s.id)).size !== n) throw new StarSetupError("duplicate-id", "Two units share an id");
  const words = Math.max(1, Math.ceil(Math.max(endUnit[0]! - firstUnit[0]!, endUnit[1]! - firstUnit[1]!) / 32));
  const indexOf = new Map(slots.map((s, i) => [s.id, i]));
  const b = emptyBattle(n, words, {
    ids: slots.map((s) => s.id),
    names: slots.map((s) => s.name),
    types: slots.map((s) => s.type.name),
    ownerIds: slots.map((s) => s.ownerId),
    playerIds,
    playerNames: players.map((p) => p.name ?? p.id),
    firstUnit,
    endUnit,
    mineSlots,
    commandPoints: options.commandPoints ?? false,
    asteroids: options.terrain === "asteroids",
    minefield: options.terrain === "minefield",
    firstPlayer: options.firstPlayer === undefined ? -1 : playerIds.indexOf(options.firstPlayer),
    log: options.log ?? true,
    maxTurns: options.maxTurns ?? DEFAULT_MAX_TURNS,
  });
  if (options.firstPlayer !== undefined && b.firstPlayer < 0) throw new StarSetupError("unknown-player", `No player is called "${options.firstPlayer}"`);
  b.state.fill(0);
  slots.forEach((s, u) => {
    const t = s.type;
    b.sides[u] = t.die;
    b.player[u] = s.p;
    // a side's mine slots are its last slots
    const first = b.mineSlots[s.p]!;
    b.flags[u] = flagsOf(t) | (first >= 0 && u >= first ? MINE_SLOT : 0);
    // 002 Stations: +3 attack (rules.ts, STATION)
    b.atkBonus[u] = (t.attack ?? 0) + (t.station ? STATION_RULES.attack : 0);
    b.channels[u] = channelsOf(t);
    b.caPerTurn[u] = craftOf(t).actions;
    b.killsUpTo[u] = t.killsUpTo ?? 0;
    b.spareOf[u] = s.spareOf;
    b.disperseSlots[u] = -1;
    if (s.spareOf >= 0 && b.disperseSlots[s.spareOf]! < 0) b.disperseSlots[s.spareOf] = u;
    b.status[u] = t.role === "interceptor" && s.start === IN_PLAY ? ABOARD : s.start;
    b.takenBy[u] = -1;
    b.controller[u] = s.controller === undefined ? -1 : indexOf.get(s.controller)!;
    b.acted[u] = b.coordinated[u] = b.caTurn[u] = -1;
    if (s.start === IN_PLAY && !(b.flags[u]! & INTERCEPTOR)) b.inPlay[s.p]!++;
  });
  for (let p = 0; p < 2; p++) {
    let end = b.firstUnit[p]!;
    for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) if (b.spareOf[u]! < 0) end = u + 1;
    b.liveEnd[p] = end;
  }
  placeChannelUnits(b);
  for (let u = 0; u < n; u++) {
    const p = b.player[u]!,
      i = u - b.firstUnit[p]!;
    const w = (b.maskWord[u] = p * words + (i >> 5)),
      bit = (b.maskBit[u] = 1 << (i & 31));
    if (b.status[u] === IN_PLAY) b.inPlayMask[w]! |= bit;
    if (b.flags[u]! & CHANNEL_UNIT && b.controller[u]! >= 0) b.heldMask[w]! |= bit;
    if (!(b.flags[u]! & CARRIER)) b.mayAttackMask[w]! |= bit;
    if (b.flags[u]! & (b.asteroids ? ATTRITION | MECHA : MECHA)) b.depMask[w]! |= bit;
  }
  for (let u = 0; u < n; u++) {
    const p = b.player[u]!,
      f = b.flags[u]!;
    if (f & DRONE) b.hasDrones[p] = 1;
    if (f & INTERCEPTOR) b.hasInterceptors[p] = 1;
    if (f & (CARRIER | STATION) && b.caPerTurn[u]! > 1) b.hasCarriers[p] = 1;
    if (f & REACTION) b.hasReactions[p] = 1;
    if (f & MECHA) b.hasMecha[p] = 1;
  }
  b.mayCoordinate = (b.hasCarriers[0]! | b.hasCarriers[1]!) !== 0;
  const lists: number[] = [];
  b.listStart = new Int32Array(2 * KINDS + 1);
  const kindTest = [
    (f: number) => (f & REACTION) !== 0 && !(f & INTERCEPTOR),
    (f: number) => (f & ESCORT) !== 0,
    (f: number, u: number) => (f & (CARRIER | STATION)) !== 0 && b.caPerTurn[u]! > 0,
    (f: number, u: number) => (f & ATTRITION) !== 0 && !isMineSlot(b, u),
    (f: number) => (f & FIGHTER) !== 0,
    (f: number, u: number) => (f & CHANNEL_UNIT) !== 0 || b.controller[u]! >= 0,
  ];
  for (let p = 0; p < 2; p++)
    for (let k = 0; k < KINDS; k++) {
      b.listStart[p * KINDS + k] = lists.length;
      for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++)
        if (kindTest[k]!(b.flags[u]!, u)) {
          lists.push(u);
          b.kindMask[(p * KINDS + k) * words + (b.maskWord[u]! - p * words)]! |= b.maskBit[u]!;
        }
    }
  b.listStart[2 * KINDS] = lists.length;
  b.lists = Int32Array.from(lists);
  b.interceptorShips = Int32Array.from(new Set(b.ids.flatMap((_, u) => (b.flags[u]! & INTERCEPTOR && b.controller[u]! >= 0 ? [b.controller[u]!] : []))));
  for (const ship of b.interceptorShips) b.flags[ship]! |= HOSTS;
  // a side's units come first among its slots (spare slots and mines after them), so its losses are
  // the low bits of its first mask word
  b.lostLists = players.map((pl) => (words === 1 && pl.units.length <= LOST_LISTS_UP_TO ? new Array<readonly string[] | undefined>(1 << pl.units.length) : []));
  if (b.lostLists[0]!.length > 0 && b.lostLists[1]!.length > 0) {
    for (let p = 0; p < 2; p++) {
      const units = players[p]!.units.length;
      b.unitsEnd[p] = b.firstUnit[p]! + units;
      for (let i = 0; i < units; i++) if (!(b.flags[b.firstUnit[p]! + i]! & INTERCEPTOR)) b.losable[p]! |= 1 << i;
    }
    // indexed by the winner's lost bits: the loser's list has the other side's size
    b.keptOutcomes = [0, 1].map((loser) => new Array<SkirmishOutcome | null>(1 << players[1 - loser]!.units.length).fill(null));
  }
  const byValue = Array.from({ length: n }, (_, i) => i).sort((x, y) => b.sides[y]! - b.sides[x]! || x - y);
  // mines live only in their owner's phase, so they are nobody's prize
  for (let p = 0; p < 2; p++) for (const u of byValue) if (b.player[u] !== p && !isMineSlot(b, u)) b.foes[p * n + b.foesLen[p]!++] = u;
  // one mask word a side: at most 32 slots a side, so at most 32 foes a player
  if (words === 1)
    for (let p = 0; p < 2; p++)
      for (let i = 0; i < b.foesLen[p]!; i++) {
        const u = b.foes[p * n + i]!;
        b.prizeBit[u] = 1 << i;
        if (b.status[u] === IN_PLAY) b.prizeMask[p]! |= 1 << i;
      }
  // per unit, the escorts of its side that may ever stand in for it (chooseStandIn): not itself,
  // fewer sides than it; as bits of its side's mask word, so only with one word a side
  if (words === 1)
    for (let t = 0; t < n; t++) {
      const q = b.player[t]!;
      for (let k = b.listStart[q * KINDS + ESCORTS]!; k < b.listStart[q * KINDS + ESCORTS + 1]!; k++) {
        const u = b.lists[k]!;
        if (u !== t && b.sides[u]! < b.sides[t]!) b.standMask[t]! |= b.maskBit[u]!;
      }
    }
  b.startState = b.state.slice();
  return b;
}

/** A minefield's mine slot (Ancient Minefield). */
export function isMineSlot(b: StarBattle, u: number): boolean {
  return (b.flags[u]! & Fl.MINE_SLOT) !== 0;
}

function flagsOf(t: StarUnitType): number {
  const role = t.role;
  return (
    (isAttrition(t) ? ATTRITION : 0) |
    (t.reaction ? REACTION : 0) |
    (t.escort ? ESCORT : 0) |
    (t.carrier ? CARRIER : 0) |
    (t.station ? STATION : 0) |
    (role === "drone" ? DRONE : 0) |
    (role === "decoy" ? DECOY : 0) |
    (role === "interceptor" ? INTERCEPTOR : 0) |
    (role === "mecha" ? MECHA : 0) |
    (role === "fighter" ? FIGHTER : 0) |
    (role === "gunboat" ? GUNBOAT : 0) |
    (t.stacks ? STACKS : 0) |
    (t.flankPlus ? FLANK_PLUS : 0)
  );
}

/**
 * Channel units at the start: those the fleet placed count against their ship; interceptors wait
 * aboard theirs. ruling: decoys and drones without a ship are placed in the free channels of the
 * fleet's ships, biggest ship first (decoys first, as they can live nowhere else); drones beyond
 * the channels fly free as D1 attrition units (002: extras are deployed in space); interceptors
 * without a ship wait aboard the biggest ship with channels.
 */
function placeChannelUnits(b: StarBattle): void {
  for (let u = 0; u < b.n; u++) {
    const ship = b.controller[u]!;
    if (ship < 0 || b.flags[u]! & INTERCEPTOR) continue;
    b.controller[u] = -1;
    attach(b, u, ship);
  }
  for (let p = 0; p < 2; p++) {
    const ships: number[] = [];
    for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) if (b.channels[u]! > 0 && b.status[u] === IN_PLAY) ships.push(u);
    ships.sort((x, y) => b.sides[y]! - b.sides[x]! || x - y);
    for (const kind of [DECOY, DRONE, INTERCEPTOR]) {
      for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
        if (!(b.flags[u]! & kind) || b.controller[u]! >= 0 || b.spareOf[u]! >= 0) continue;
        const ship = kind === INTERCEPTOR ? ships[0] : ships.find((s) => b.used[s]! < b.channels[s]!);
        if (ship === undefined) continue;
        if (kind === INTERCEPTOR) b.controller[u] = ship;
        else attach(b, u, ship);
      }
    }
  }
}

/**
 * A unit takes a channel of `ship` (002 Star Strife, Control Channels): the ship gets its bonus
 * (drone +1/+1, decoy +2 defence, mecha +1/+2, launched interceptors +3 defence).
 */
export function attach(b: StarBattle, u: number, ship: number): void {
  b.controller[u] = ship;
  b.heldMask[b.maskWord[u]!]! |= b.maskBit[u]!;
  b.used[ship]!++;
  const f = b.flags[u]!;
  const bonus = f & Fl.DRONE ? CHANNEL_BONUS.drone : f & Fl.DECOY ? CHANNEL_BONUS.decoy : f & Fl.MECHA ? CHANNEL_BONUS.mecha : CHANNEL_BONUS.interceptor;
  b.supportAtk[ship]! += bonus.attack;
  b.supportDef[ship]! += bonus.defence;
  if (f & Fl.MECHA) b.mechaIn[ship]!++;
}

/** The unit leaves its ship's channel (lost, or its ship lost): the channel is free again. */
export function detach(b: StarBattle, u: number): void {
  const ship = b.controller[u]!;
  if (ship < 0) return;
  b.controller[u] = -1;
  b.heldMask[b.maskWord[u]!]! &= ~b.maskBit[u]!;
  b.used[ship]!--;
  // a drone flying free may take it (phase.ts, dronesIn)
  b.channelFreed[b.player[u]!] = 1;
  const f = b.flags[u]!;
  const bonus = f & Fl.DRONE ? CHANNEL_BONUS.drone : f & Fl.DECOY ? CHANNEL_BONUS.decoy : f & Fl.MECHA ? CHANNEL_BONUS.mecha : CHANNEL_BONUS.interceptor;
  b.supportAtk[ship]! -= bonus.attack;
  b.supportDef[ship]! -= bonus.defence;
  if (f & Fl.MECHA) b.mechaIn[ship]!--;
}

/** A unit's status changes (its in-play bit with it). */
export function setStatus(b: StarBattle, u: number, status: number): void {
  b.status[u] = status;
  // (the other side's prize bits: StarBattle.prizeMask)
  const foe = 1 - b.player[u]!;
  if (status === St.IN_PLAY) {
    b.inPlayMask[b.maskWord[u]!]! |= b.maskBit[u]!;
    b.prizeMask[foe]! |= b.prizeBit[u]!;
  } else {
    b.inPlayMask[b.maskWord[u]!]! &= ~b.maskBit[u]!;
    b.prizeMask[foe]! &= ~b.prizeBit[u]!;
  }
}

/** The unit acts in this turn (attacks, reacts, stands in). */
export function markActed(b: StarBattle, u: number, turn: number): void {
  b.acted[u] = turn;
  b.actedMask[b.maskWord[u]!]! |= b.maskBit[u]!;
}

/** What prepareStar reads off the set-up and options, given to emptyBattle as it is. */
type Given = Pick<
  StarBattle,
  | "ids"
  | "names"
  | "types"
  | "ownerIds"
  | "playerIds"
  | "playerNames"
  | "firstUnit"
  | "endUnit"
  | "mineSlots"
  | "commandPoints"
  | "asteroids"
  | "minefield"
  | "firstPlayer"
  | "log"
  | "maxTurns"
>;

function emptyBattle(n: number, words: number, given: Given): StarBattle {
  const views = stateViews([
    ["face", n],
    ["status", n],
    ["takenBy", n],
    ["stuck", n],
    ["acted", n],
    ["controller", n],
    ["used", n],
    ["openAtStart", n],
    ["caUsed", n],
    ["caTurn", n],
    ["coordinated", n],
    ["supportAtk", n],
    ["supportDef", n],
    ["mechaIn", n],
    ["saved", n],
    ["inPlayMask", 2 * words],
    ["actedMask", 2 * words],
    ["heldMask", 2 * words],
    ["liveEnd", 2],
    ["foesHead", 2],
    ["prizeMask", 2],
    ["channelFreed", 2],
    ["cp", 2],
    ["cpBarred", 2],
    ["inPlay", 2],
    ["score", 2],
    ["counters", 3],
  ]);
  const units = () => new Int32Array(n);
  // every field written out, no spread: V8 then keeps all of them inside the object (a literal
  // with spreads kept the first 57 there and the rest in a side array, one more load a read)
  return {
    n,
    ids: given.ids,
    names: given.names,
    types: given.types,
    ownerIds: given.ownerIds,
    playerIds: given.playerIds,
    playerNames: given.playerNames,
    firstUnit: given.firstUnit,
    endUnit: given.endUnit,
    mineSlots: given.mineSlots,
    commandPoints: given.commandPoints,
    asteroids: given.asteroids,
    minefield: given.minefield,
    firstPlayer: given.firstPlayer,
    log: given.log,
    maxTurns: given.maxTurns,
    sides: units(),
    player: units(),
    flags: units(),
    atkBonus: units(),
    channels: units(),
    caPerTurn: units(),
    killsUpTo: units(),
    disperseSlots: units(),
    spareOf: units(),
    hasDrones: new Uint8Array(2),
    hasInterceptors: new Uint8Array(2),
    hasCarriers: new Uint8Array(2),
    mayCoordinate: false,
    hasReactions: new Uint8Array(2),
    hasMecha: new Uint8Array(2),
    words,
    maskWord: units(),
    maskBit: units(),
    mayAttackMask: new Int32Array(2 * words),
    depMask: new Int32Array(2 * words),
    kindMask: new Int32Array(2 * KINDS * words),
    interceptorShips: new Int32Array(0),
    lists: new Int32Array(0),
    listStart: new Int32Array(0),
    foes: new Int32Array(2 * n),
    foesLen: new Int32Array(2),
    startState: views.state,
    state: views.state,
    face: views.face,
    status: views.status,
    takenBy: views.takenBy,
    stuck: views.stuck,
    acted: views.acted,
    controller: views.controller,
    used: views.used,
    openAtStart: views.openAtStart,
    caUsed: views.caUsed,
    caTurn: views.caTurn,
    coordinated: views.coordinated,
    supportAtk: views.supportAtk,
    supportDef: views.supportDef,
    mechaIn: views.mechaIn,
    saved: views.saved,
    inPlayMask: views.inPlayMask,
    actedMask: views.actedMask,
    heldMask: views.heldMask,
    liveEnd: views.liveEnd,
    foesHead: views.foesHead,
    prizeMask: views.prizeMask,
    prizeBit: units(),
    standMask: units(),
    channelFreed: views.channelFreed,
    cp: views.cp,
    cpBarred: views.cpBarred,
    inPlay: views.inPlay,
    score: views.score,
    counters: views.counters,
    flank: new FlankFinder(n, n),
    atkSide: units(),
    defSide: units(),
    atkLen: 0,
    defLen: 0,
    atkFlags: 0,
    defFlags: 0,
    role: units(),
    plus: new Uint8Array(n),
    lossUnit: new Int32Array(2 * n),
    lossKey: new Int32Array(2 * n),
    lossCount: 0,
    sent: units(),
    newFace: units(),
    levels: units(),
    byAtk: units(),
    mostAtk: 0,
    attackersDep: false,
    flankTotal: 0,
    flankCount: 0,
    flankMost: 0,
    depAtk: units(),
    stackers: 0,
    launched: 0,
    reactDef: units(),
    reactAtk: units(),
    reactAdds: 0,
    reacting: new Int32Array(2),
    lostTest: null,
    lostLists: [],
    unitsEnd: new Int32Array(2).fill(-1),
    losable: new Int32Array(2),
    keptOutcomes: null,
    kind: 0,
    actor: -1,
    target: -1,
    defence: 0,
    margin: 0,
    order: new Int32Array(2),
  };
}

export function resetStar(b: StarBattle): void {
  b.state.set(b.startState);
}
