// Bang! (000) — the arena while a game is played: every fighter's profile, place and state, and the
// scratch arrays the phases reuse so that a game without a log allocates nothing per turn.
import { withPurpose, type Dice, type RandomSource } from "../../dice";
import type { BattleLogEntry } from "../types";
import { ARENA_SIZE, BASE_SIZE, GNOBLAR, type BangOptions, type BangSetup } from "./profile";

export interface Fighter {
  readonly index: number;
  readonly id: string;
  readonly name: string;
  /** Index into `Battle.sides`. */
  readonly side: number;
  readonly M: number;
  readonly S: number;
  readonly T: number;
  readonly A: number;
  readonly Ld: number;
  readonly W: number;
  /** The place it was given to start from, if any. */
  readonly at: { readonly x: number; readonly y: number } | null;
  /** Wounds left. */
  w: number;
  x: number;
  y: number;
  // The flags below are read as `=== true` / `!== true` in the engine: V8 does not track that a field
  // only ever holds booleans, so a bare `if (f.alive)` costs a test of every kind of value (string,
  // number, bigint ...) where a comparison with `true` is one instruction. The same goes for `b.log`.
  alive: boolean;
  /** 000 Setting up: every Gnoblar starts clueless. */
  clue: boolean;
  /** Gnoblars killed in close combat; lowers the score needed for a Bang! (000). */
  kills: number;
  diedTurn: number;
  // This turn only (reset by startTurn):
  /** Has had its slot in the Movement phase. */
  moved: boolean;
  /** In base contact with an enemy (charged, charging or touching one). */
  engaged: boolean;
  /** The fighter it charged, or -1. */
  victim: number;
  /** 1 for the turn's first charge, 2 for the second ...; 0 when it did not charge. */
  chargeNo: number;
  /** Distinct fighters who attacked it in close combat so far (the gang-up bonus, 000). */
  attackedBy: number;
  lastAttacker: number;
  /** Place in this turn's movement order (0 = First Git). */
  turnPos: number;
  /** Combat it belongs to this turn and how deep it sits in a chain of charges. */
  combat: number;
  depth: number;
  /** The next living fighter in roster order, and the next living one of its gang (null at the end):
   * the loops over the arena walk these chains (see `Battle.firstLiving`). */
  nextLiving: Fighter | null;
  nextInGang: Fighter | null;
  /** Where a survivor being moved apart fought, and how far it has been pushed since (moveApart). */
  foughtX: number;
  foughtY: number;
  pushed: number;
  /** The fighter in the next seat clockwise (see seatingOrder), the last seat's leading back to the
   * first: the turn's loops go round the table along it, one field a step instead of two lists. */
  nextSeat: Fighter | null;
  /** Scratch for gatherCombats: the next striker in the order being sorted, its sort key, and the
   * next fighter waiting to be looked at while a combat is gathered. */
  nextStriker: Fighter | null;
  strikeKey: number;
  nextQueued: Fighter | null;
  /** Scratch for moveApart: the next survivor of this turn's combats, in striking order. */
  nextSurvivor: Fighter | null;
}

export interface Battle {
  readonly fighters: Fighter[];
  readonly sides: string[];
  /** Fighter indices in clockwise order around the table. */
  readonly seats: number[];
  readonly size: number;
  /** Base radius; two fighters touch when their centres are 2r apart. */
  readonly r: number;
  readonly maxTurns: number;
  dice: Dice;
  /** The dice's bare source when they keep no roll log (Dice.quietSource), else null: see d6. */
  quiet: RandomSource | null;
  /** null when the game is played without a log. */
  log: BattleLogEntry[] | null;
  firstGitSeat: number;
  turn: number;
  /** Gnoblars killed so far in the game (the Stupidity test modifier). */
  dead: number;
  charges: number;
  /** The first living fighter, the others chained from it in roster order through
   * `Fighter.nextLiving`; per gang the same through `nextInGang` from `gangFirst` (with two gangs, the
   * enemies of one are the other's chain: see chooseChargeTarget). The loops over the arena walk
   * them, so the dead of a long game cost nothing (only `kill` changes them). A chain, not a list of
   * indices: a step reads one field of the fighter just read, where a step through a list read a
   * typed array and then the fighters' array, each with checks of its own that V8 repeats on every
   * pass (about 15 instructions more a fighter). */
  firstLiving: Fighter | null;
  readonly gangFirst: (Fighter | null)[];
  /** Set by chooseChargeTarget: the enemy nearest the fighter about to move, or -1. */
  nearestEnemy: number;
  /** Base contacts: fighter i touches contacts[i * CONTACT_CAP + k] for k < contactCount[i] (dead ones
   * are left in and skipped). Made by charges, kept by combats whose survivors still touch. */
  readonly contacts: Int32Array;
  readonly contactCount: Int32Array;
  // Scratch space reused every turn.
  readonly queue: Int32Array;
  /** Fighters touching the place a charger is about to move to (see contactSpot). */
  readonly touchingSpot: Int32Array;
  touchingCount: number;
  /** Fighters close enough to a charge's victim to touch the charger (see contactSpot). */
  readonly nearVictim: Int32Array;
  /** This turn's fighters in combat, in striking order (see gatherCombats). */
  readonly strikers: Int32Array;
  strikerCount: number;
}

/** Room for the fighters touching one base (six equal circles fit around a seventh). */
export const CONTACT_CAP = 8;

/**
 * ruling (seating): 000 has one Gnoblar per player. A gang of several fighters takes several seats,
 * and the gangs alternate around the table (A1, B1, C1, A2, B2, ...) so that the First Git token
 * reaches every gang in turn; a gang that runs out of fighters is skipped.
 */
export function seatingOrder(sideOfFighter: readonly number[], sideCount: number): number[] {
  const bySide: number[][] = Array.from({ length: sideCount }, () => []);
  sideOfFighter.forEach((s, i) => bySide[s]!.push(i));
  const seats: number[] = [];
  for (let round = 0; seats.length < sideOfFighter.length; round++) for (const list of bySide) if (round < list.length) seats.push(list[round]!);
  return seats;
}

export function createBattle(setup: BangSetup, options: BangOptions, dice: Dice, maxTurns: number): Battle {
  const sides: string[] = [];
  const fighters = setup.fighters.map((f, index): Fighter => {
    let side = sides.indexOf(f.side);
    if (side < 0) side = sides.push(f.side) - 1;
    return {
      index,
      id: f.id,
      name: f.name,
      side,
      M: f.M ?? GNOBLAR.M,
      S: f.S ?? GNOBLAR.S,
      T: f.T ?? GNOBLAR.T,
      A: f.A ?? GNOBLAR.A,
      Ld: f.Ld ?? GNOBLAR.Ld,
      W: f.W ?? GNOBLAR.W,
      at: f.at ?? null,
      w: 0,
      x: 0,
      y: 0,
      alive: true,
      clue: false,
      kills: 0,
      diedTurn: 0,
      moved: false,
      engaged: false,
      victim: -1,
      chargeNo: 0,
      attackedBy: 0,
      lastAttacker: -1,
      turnPos: 0,
      combat: 0,
      depth: 0,
      nextLiving: null,
      nextInGang: null,
      foughtX: 0,
      foughtY: 0,
      pushed: 0,
      nextSeat: null,
      nextStriker: null,
      strikeKey: 0,
      nextQueued: null,
      nextSurvivor: null,
    };
  });
  const n = fighters.length;
  const b: Battle = {
    fighters,
    sides,
    seats: seatingOrder(
      fighters.map((f) => f.side),
      sides.length,
    ),
    size: options.arenaSize ?? ARENA_SIZE,
    r: (options.baseSize ?? BASE_SIZE) / 2,
    maxTurns,
    dice,
    quiet: null,
    log: null,
    firstGitSeat: 0,
    turn: 0,
    dead: 0,
    charges: 0,
    firstLiving: null,
    gangFirst: sides.map(() => null),
    nearestEnemy: -1,
    contacts: new Int32Array(n * CONTACT_CAP),
    contactCount: new Int32Array(n),
    queue: new Int32Array(n),
    touchingSpot: new Int32Array(n),
    touchingCount: 0,
    nearVictim: new Int32Array(n),
    strikers: new Int32Array(n),
    strikerCount: 0,
  };
  for (let k = 0; k < n; k++) fighters[b.seats[k]!]!.nextSeat = fighters[b.seats[k + 1 === n ? 0 : k + 1]!]!;
  resetBattle(b, dice, options.log !== false);
  return b;
}

/** Puts every fighter back at the start of a game (fresh, clueless, unplaced unless given a place). */
export function resetBattle(b: Battle, dice: Dice, log: boolean): void {
  b.dice = dice;
  b.quiet = dice.quietSource();
  b.log = log ? [] : null;
  b.firstGitSeat = b.turn = b.dead = b.charges = 0;
  b.nearestEnemy = -1;
  b.contactCount.fill(0);
  // the chains built from the last fighter back, so that each runs in roster order
  b.firstLiving = null;
  for (let s = 0; s < b.gangFirst.length; s++) b.gangFirst[s] = null;
  for (let i = b.fighters.length - 1; i >= 0; i--) {
    const f = b.fighters[i]!;
    f.nextLiving = b.firstLiving;
    b.firstLiving = f;
    f.nextInGang = b.gangFirst[f.side]!;
    b.gangFirst[f.side] = f;
  }
  for (const f of b.fighters) {
    f.w = f.W;
    f.x = f.at?.x ?? 0;
    f.y = f.at?.y ?? 0;
    f.alive = true;
    f.clue = false;
    f.kills = f.diedTurn = 0;
    f.moved = f.engaged = false;
    f.victim = f.lastAttacker = -1;
    f.chargeNo = f.attackedBy = f.turnPos = f.combat = f.depth = 0;
  }
}

/** The same fighter objects in the same order (a loop: no closure per game). */
function sameRefs(a: BangSetup["fighters"], b: BangSetup["fighters"]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const reusable = new WeakMap<BangSetup, { refs: BangSetup["fighters"]; battle: Battle }>();

/**
 * The arena for a game of `setup`, reused from the last game played with the same setup object (the
 * odds runner plays thousands in a row), built afresh otherwise. A setup is read as immutable: give a
 * changed roster as a new object (or a new fighters array).
 */
export function battleFor(setup: BangSetup, options: BangOptions, dice: Dice, maxTurns: number): Battle {
  const hit = reusable.get(setup),
    was = hit?.battle;
  if (
    hit &&
    was &&
    was.size === (options.arenaSize ?? ARENA_SIZE) &&
    was.r === (options.baseSize ?? BASE_SIZE) / 2 &&
    was.maxTurns === maxTurns &&
    sameRefs(hit.refs, setup.fighters)
  ) {
    resetBattle(hit.battle, dice, options.log !== false);
    return hit.battle;
  }
  const battle = createBattle(setup, options, dice, maxTurns);
  reusable.set(setup, { refs: setup.fighters.slice(), battle });
  return battle;
}

/**
 * A D6 of the game's dice. Dice that keep no roll log only pass each draw through, so then it is
 * drawn from their source itself: the same number, without the dice's call, try/catch and log check
 * per die (a refused die named as the dice name it). d6 and twoD6 are the rolls of every turn.
 */
export function d6(b: Battle, purpose: string): number {
  const quiet = b.quiet;
  if (quiet === null) return b.dice.d6(purpose);
  try {
    return quiet.next(6);
  } catch (e) {
    throw withPurpose(e, purpose);
  }
}

/** 2D6 of the game's dice, as d6. */
export function twoD6(b: Battle, purpose: string): number {
  const quiet = b.quiet;
  if (quiet === null) return b.dice.twoD6(purpose);
  try {
    const first = quiet.next(6);
    return first + quiet.next(6);
  } catch (e) {
    throw withPurpose(e, purpose);
  }
}

/** Adds a line to the battle log; callers check `b.log` first so no text is built without one. */
export function note(b: Battle, text: string, data: Record<string, unknown>): void {
  b.log?.push({ turn: b.turn, text, data });
}

/** Inches rounded to a hundredth, for the log. */
export const inch = (v: number): number => Math.round(v * 100) / 100;

export function fighter(b: Battle, i: number): Fighter {
  return b.fighters[i]!;
}

/**
 * Math.hypot(x, y), bit for bit, without its call: V8's builtin (a slow call, with an array per
 * call) takes both sizes over the larger, adds their squares and multiplies the root by the larger;
 * these are the same steps in the same order (hypot.test.ts checks the two agree). Zero, infinite
 * and NaN sizes are left to Math.hypot itself.
 */
export function hypot(x: number, y: number): number {
  const ax = Math.abs(x),
    ay = Math.abs(y);
  const max = ax > ay ? ax : ay;
  if (!(max > 0 && max < Infinity)) return Math.hypot(x, y);
  const nx = ax / max,
    ny = ay / max;
  return Math.sqrt(nx * nx + ny * ny) * max;
}

/** Gap between two bases (edge to edge), the way Warhammer measures. */
export function gap(b: Battle, f: Fighter, g: Fighter): number {
  return hypot(f.x - g.x, f.y - g.y) - 2 * b.r;
}

export function kill(b: Battle, f: Fighter): void {
  f.alive = false;
  f.w = 0;
  f.diedTurn = b.turn;
  b.dead++;
  unchain(b, f);
}

/** Takes f out of the living chain and its gang's chain (see `Battle.firstLiving`). */
function unchain(b: Battle, f: Fighter): void {
  if (b.firstLiving === f) b.firstLiving = f.nextLiving;
  else
    for (let o = b.firstLiving; o !== null; o = o.nextLiving)
      if (o.nextLiving === f) {
        o.nextLiving = f.nextLiving;
        break;
      }
  const first = b.gangFirst[f.side] ?? null;
  if (first === f) b.gangFirst[f.side] = f.nextInGang;
  else
    for (let o = first; o !== null; o = o.nextInGang)
      if (o.nextInGang === f) {
        o.nextInGang = f.nextInGang;
        break;
      }
}

/**
 * Forgets every base contact of fighter i, on both sides: it is about to move away. ruling: a
 * Gnoblar touching only a friend is not in combat, so it may move, and a keg going off later hits
 * only those still in base contact (000 Step 3: the blast hits whoever touches the exploding
 * Gnoblar), not a friend it walked away from.
 */
export function dropContacts(b: Battle, i: number): void {
  const at = i * CONTACT_CAP;
  for (let k = 0; k < b.contactCount[i]!; k++) unlink(b, b.contacts[at + k]!, i);
  b.contactCount[i] = 0;
}

/** Takes j off fighter i's contacts, keeping the others in order. */
function unlink(b: Battle, i: number, j: number): void {
  const at = i * CONTACT_CAP,
    n = b.contactCount[i]!;
  let k = 0;
  while (k < n && b.contacts[at + k] !== j) k++;
  if (k === n) return;
  for (; k < n - 1; k++) b.contacts[at + k] = b.contacts[at + k + 1]!;
  b.contactCount[i] = n - 1;
}

/** Records that fighters i and j are in base contact (once; a base has room for at most six). */
export function addContact(b: Battle, i: number, j: number): void {
  link(b, i, j);
  link(b, j, i);
}

function link(b: Battle, i: number, j: number): void {
  const n = b.contactCount[i]!,
    at = i * CONTACT_CAP;
  for (let k = 0; k < n; k++) if (b.contacts[at + k] === j) return;
  if (n < CONTACT_CAP) {
    b.contacts[at + n] = j;
    b.contactCount[i] = n + 1;
  }
}
