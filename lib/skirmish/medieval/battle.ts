// The compiled Medieval Strife battle: a set-up and its switches turned into flat typed arrays once,
// plus the per-game state in one buffer, so the hot loop allocates nothing and a reset is one copy.
import { FlankFinder } from "../strife/flank";
import { stateViews, type StrifeBattleBase } from "../strife/state";
import { attackModifier, castsAllowed, defenceModifier, stuckByWeather, type Themes } from "./rules";
import { BattleDice } from "./draws";
import { IndexFlank } from "./index-flank";
import { DEFAULT_MAX_TURNS, type MedievalOptions, type MedievalSetup } from "./schema";
import * as units from "./units";
import { type MedievalUnitType } from "./units";

// tsx runs this as CommonJS, where every imported name is a getter call; hot code (refresh) reads
// local copies, and enums (written into the bundle as numbers).
const { abilitiesTable, BEAM, dieOfType, FORCE_FIELD, LASER, HOLD, SPELL_BONUS, SPELL_COUNT, SPELL_NAMES, SPLIT, SPLIT_INTO } = units;

// The numbers of other files this one's hot code uses, as enums of its own: a use of an enum declared
// in the same file is written in as its number, one file at a time (tsx, the tests, Next) or bundled,
// where an imported one is a read of the other module's export at every use. enums.test.ts checks
// each member against its file's.
/** units.ts's Bonus (the members used here). */
export enum Bonus {
  ShieldDefence = 2,
  EmpowerAttack = 1,
  PierceDefence = -2,
}
/** units.ts's SpellId (the members used here). */
export enum SpellId {
  Shield = 0,
  Empower = 1,
  Beam = 2,
  Hold = 3,
  Pierce = 4,
  Laser = 6,
  Count = 11,
}

// Enums rather than constants, for the hot code: see units.ts's SpellId.
/** Unit status. A spare slot waits for the Footmen of a Split. */
export enum Status {
  Spare,
  InPlay,
  Taken,
  SplitUp,
}
export const SPARE = Status.Spare,
  IN_PLAY = Status.InPlay,
  TAKEN = Status.Taken,
  SPLIT_UP = Status.SplitUp;
export enum Sentinel {
  /** No lasting spell on the unit. */
  NoSpell = -1,
  /** atkNow of a unit that cannot attack (off the table, held). */
  NoAttack = -1000,
}
export const NO_SPELL = Sentinel.NoSpell;
export const NO_ATTACK = Sentinel.NoAttack;
export enum Indexed {
  /** The largest attack the attack index holds (bit v of a 32-bit mask, v ≤ 30, stays positive). */
  MaxAttack = 30,
  /** Unit slots per side the attack index holds (bits 0..30 of a 32-bit mask). */
  MaxSlots = 31,
}
export const MAX_INDEXED_ATTACK = Indexed.MaxAttack;
/** Where rollFacts keeps each fact. */
export enum RollFact {
  SidesMask = 0xff,
  RuinedBit = 0x100,
  SlotShift = 9,
  SlotMask = 31,
  PlayerShift = 14,
}
export const MAX_INDEXED_SLOTS = Indexed.MaxSlots;
/**
 * What quick.ts's loop reads of a unit, packed in one number (unitWord): rollFacts' die, ruined and
 * slot (the same bits), its place in its side's list (mineBit is 1 << it), whether it is a Split's
 * Footman (spareFor ≥ 0), and its attack and defence modifiers, each plus Bias in 6 bits.
 */
export enum Word {
  SidesMask = 0xff,
  RuinedBit = 0x100,
  SlotShift = 9,
  SlotMask = 31,
  /** (a place in the list takes 5 bits, as a slot: SlotMask) */
  PlaceShift = 14,
  SpareBit = 0x80000,
  AtkShift = 20,
  DefShift = 26,
  ModMask = 63,
  Bias = 32,
}
/** The most units of its own a side may have for its casualty lists to be kept (2^12 lists at most). */
export const LOST_LISTS_UP_TO = 12;

export class MedievalSetupError extends Error {
  constructor(
    readonly code: "too-few-sides" | "duplicate-id" | "unknown-player" | "wrong-die" | "mixed-types",
    message: string,
  ) {
    super(message);
    this.name = "MedievalSetupError";
  }
}

export interface MedievalBattle extends StrifeBattleBase {
  players: number;
  /** sides, player, firstUnit and endUnit again as Facts (see table0), for the hot reads. */
  sidesOf: Facts;
  playerOf: Facts;
  firstOf: Facts;
  /** Per player, the end of its own units: its spare slots (Split's Footmen) come after them, to endOf. */
  realEnd: Facts;
  endOf: Facts;
  atkMod: Facts;
  defMod: Facts;
  /** 1 when the unit may add one in a flank (Flankman). */
  flanker: Facts;
  /** Per player, the bits (slotBit) of its units that may add one in a flank. */
  flankers: Facts;
  /** The unit's die as a flank candidate, packed as FlankFinder keeps it (players.ts writes these straight into the list). */
  dieMeta: Facts;
  /** 1 when a 1 leaves the die stuck (Damaging or Catastrophic Weather). */
  ruined: Facts;
  /**
   * What a roll reads of the unit, packed in one number (one read where four cost a typed-array
   * read each): its die's sides (bits 0-7, at most 100), ruined (bit 8), its place in its side's
   * slots (bits 9-13; kept only with the attack index, where a side has 31 slots at most) and its
   * player (bits 14 and up). RollFact says where.
   */
  rollFacts: Facts;
  /** Bit s set when the unit knows spell s. */
  spellMask: Facts;
  /** 1 when the unit knows a spell that attacks (Beam, Laser). */
  atkSpells: Facts;
  /**
   * Per player and spell, the slots of the units that know it, in slot order:
   * knowers[knowStart[p × SPELL_COUNT + s] .. knowStart[p × SPELL_COUNT + s + 1]).
   */
  knowers: Facts;
  knowStart: Facts;
  /** Per player: 1 when some unit of it knows a spell that guards (Force Field, Hold, Shield); one that attacks (Beam, Laser). */
  protects: Facts;
  hasAtkSpells: Facts;
  /** The first of the two spare slots its Split fills, or -1. */
  spareOf: Facts;
  /** For a spare slot, the unit whose Split fills it, or -1. */
  spareFor: Facts;
  /** Every slot, most sides first (ties in set-up order): the order prizes are looked at. */
  byValue: Facts;
  /**
   * Per player p, the enemy slots in prize order: foes[p × n .. p × n + foesLen[p]). Units taken
   * or split stay in the list (they are skipped), and those at its head are passed over for good
   * (foesHead, per game; not kept with `listed`, where the players read the bits of those in play).
   */
  foes: Facts;
  foesLen: Facts;
  /** Per player p, its own slots in prize order: mine[p × n .. p × n + mineLen[p]). */
  mine: Facts;
  mineLen: Facts;
  /**
   * Two sides of 31 slots or fewer: each side's units in play are kept as bits of their places in
   * its list (mineIn), which is the other side's list of foes, in the same order. The players read
   * these instead of asking each unit of a list whether it is still in play (a random answer, a
   * branch the processor mispredicts).
   */
  listed: boolean;
  /** A unit's bit in its side's list (mine): 1 << its place there. */
  mineBit: Facts;
  /**
   * With `quick`, what quick.ts's loop reads of each unit in one number (Word says where): one read
   * where its die, its modifiers, its places and its sides were a read each.
   */
  unitWord: Facts;
  /**
   * With `quick`, each side p's own units in prize order (its `mine` list, the other side's list
   * of foes) at p × 32: quick.ts's loop finds a place in it without a product by n.
   */
  lists: Facts;
  /** The quiet game may take quick.ts's loop: `listed`, `indexed`, and every unit's modifiers fit its word. */
  quick: boolean;
  themes: Themes;
  /** Casts of each spell before a recharge (Force Field: per game), with the themes applied. */
  maxCasts: number[];
  castle: number;
  /** Volcanic/Volatile Terrain (themes.volcanic), read at the end of every turn. */
  volcanic: boolean;
  // --- per-game state: views into one buffer (and StrifeBattleBase's) ---
  /** The lasting spell on the unit (Shield, Empower, Hold, Pierce) or NO_SPELL, who cast it and when it ends. */
  spell: Int32Array;
  spellBy: Int32Array;
  spellEnds: Int32Array;
  /**
   * What the unit attacks and defends with now (values.ts says how: die, bonuses, spell), kept up
   * to date by `refresh` at every change of die, spell or status, so the players read one number.
   * atkNow is NO_ATTACK for a unit that cannot attack.
   */
  atkNow: Int32Array;
  defNow: Int32Array;
  /**
   * The attack index (only when `indexed`), as ROtGB's face index: attacks[p] has bit v set when
   * some unit of p attacks with v (1 to 30); withAttack[p × 32 + v] has bit i set when p's i-th
   * slot (firstUnit[p] + i) does. The players ask "the least attack above d" and "the most"
   * of these masks instead of looking at every unit.
   */
  attacks: Int32Array;
  withAttack: Int32Array;
  /**
   * The attack index is kept: no unit can attack with more than 30, no side has more than 31 slots.
   * Read as `=== true`: V8 holds a boolean field as any oddball, and a bare truth test of it cost
   * a dozen instructions a read (callgrind).
   */
  indexed: boolean;
  /** Per unit, its place in the attack index: its bit (1 << (u − firstUnit[p])) and p × 32. */
  slotBit: Facts;
  maskAt: Facts;
  /**
   * With the attack index, per player p: bit i set when p's i-th slot can attack at all (atkNow is
   * not NO_ATTACK: in play, not held), its die's value whatever it is. A game starts with it as the
   * first roll leaves it (every unit of the set-up attacks).
   */
  able: Int32Array;
  /** Per player p: bit i set when p's i-th slot knows Beam (knowsAttack[2p]), Laser ([2p + 1]). */
  knowsAttack: Facts;
  /** Casts left per unit and spell: index u × SPELL_COUNT + s. */
  casts: Int32Array;
  /**
   * Per player p: bit i (slotBit) set when p's i-th slot has a cast of Beam left (castLeft[2p]),
   * of Laser ([2p + 1]); kept by `castsChanged` wherever its casts change, so the players read
   * the casters of a flank off one mask instead of asking each caster's casts.
   */
  castLeft: Int32Array;
  turnsTaken: Int32Array;
  /** Force Field: the caster's side's own turn at whose end it ends, or -1. */
  guardEnds: Int32Array;
  /**
   * counters: [0] lasting spells on the table (the end of a turn skips the scan without any); [1]
   * sides with units in play; [2] sides with a Force Field up (the players skip the check without any).
   */
  foesHead: Int32Array;
  /** With `listed`, per player p: bit j set when the j-th of its own units (mine) is in play. */
  mineIn: Int32Array;
  /**
   * Per player, its unit in play with the most sides (first listed on a tie), or -1: the prize the
   * enemy is after. Kept up to date where a unit leaves the table or a Split brings Footmen in
   * (take, cast), as the players ask for it every turn they attack.
   */
  prize: Int32Array;
  /** Where the prize stands in p's list of its own units (mine), for the look after it is taken. */
  prizeAt: Int32Array;
  // --- scratch ---
  flank: FlankFinder;
  /** The flank search of two sides with the attack index, straight off its masks; it leaves its flank in `flank`. */
  scan: IndexFlank;
  /** The choice of the turn: what, who, with which spell (-1: the die), at whom. */
  kind: number;
  actor: number;
  using: number;
  target: number;
  targetPlayer: number;
  /** The player's Beam and Laser casters this turn (players.ts). */
  beamBy: number;
  laserBy: number;
  /** The dice of the game being played. */
  dice: BattleDice;
  /**
   * Per player, its units lost so far (lostUnit), by their bits in the attack index (slotBit): the
   * outcome reads its casualties off these when the index is kept.
   */
  lost: Int32Array;
  /** lostUnit of this battle, made once (the outcome asks it of every unit, every game). */
  isLost: (u: number) => boolean;
  /**
   * Per player and set of its units lost (its bits of `lost`), the list of their ids, made the
   * first time a game ends with those losses and shared, frozen, by every outcome with them after
   * (the odds play thousands of games whose losses repeat; a side that loses them all is most
   * games' loser). Empty for a side of more than LOST_LISTS_UP_TO units: its lists are made anew.
   */
  lostLists: (readonly string[] | undefined)[][];
}

/**
 * A table of the set-up's facts (they never change in a game). A typed array: V8 knows its map from
 * the battle's field, so a read checks none, where a plain array's map is checked at every read
 * (about 3 % of a game in the bundle, callgrind). Once an ArrayBuffer in the process has been
 * detached (tsx's loader does), every typed array read checks for that instead, which costs about
 * what the map check did. As JSON it is the list of its numbers (the tests compare tables so).
 */
export class Facts extends Int32Array {
  toJSON(): number[] {
    return Array.from(this);
  }
}
/** n zeros. */
const table0 = (n: number): Facts => new Facts(n);
/** The numbers of xs. */
const facts = (xs: ArrayLike<number>): Facts => {
  const t = new Facts(xs.length);
  t.set(xs);
  return t;
};

/** Slots per unit that can Split: the two Footmen it becomes. */
const spareSlots = (mask: number): number => (mask & (1 << SPLIT) ? SPLIT_INTO.count : 0);

export function prepareMedieval(setup: MedievalSetup, options: MedievalOptions = {}): MedievalBattle {
  const players = setup.players;
  if (players.length < 2) throw new MedievalSetupError("too-few-sides", "A battle needs at least two sides");
  const playerIds = players.map((p) => p.id);
  if (new Set(playerIds).size !== players.length) throw new MedievalSetupError("duplicate-id", "Two players share an id");
  const playerIndex = (id: string): number => {
    const i = playerIds.indexOf(id);
    if (i < 0) throw new MedievalSetupError("unknown-player", `No player is called "${id}"`);
    return i;
  };
  const table = abilitiesTable(options.abilities);
  const themes: Themes = { field: options.field, mystic: options.mystic, city: options.city, volcanic: options.volcanic, weather: options.weather };
  const castle = options.castle === undefined ? -1 : playerIndex(options.castle);
  const maskOf = (type: MedievalUnitType): number => table[type].spells.reduce((m, s) => m | (1 << SPELL_NAMES.indexOf(s)), 0);

  // Each player's units, then the spare Footmen slots of its Split casters.
  interface Slot {
    id: string;
    name: string;
    type: MedievalUnitType;
    sides: number;
    ownerId?: string;
    p: number;
    real: boolean;
    spareFor: number;
  }
  const slots: Slot[] = [];
  const firstUnit = new Int32Array(players.length),
    endUnit = new Int32Array(players.length),
    realEnd = table0(players.length);
  players.forEach((pl, p) => {
    firstUnit[p] = slots.length;
    // 002 Medieval Strife, Rules: each die size is one unit type for the whole army
    const typeOfDie = new Map<number, string>();
    const mine: Slot[] = pl.units.map((u) => {
      if (dieOfType(u.type) !== u.sides) throw new MedievalSetupError("wrong-die", `${u.id}: a ${u.type} is a d${dieOfType(u.type)}, not a d${u.sides}`);
      const other = typeOfDie.get(u.sides);
      if (other !== undefined && other !== u.type)
        throw new MedievalSetupError(
          "mixed-types",
          `${pl.id}: every d${u.sides} of an army is the same unit type (002 Medieval Strife, Rules), not ${other} and ${u.type}`,
        );
      typeOfDie.set(u.sides, u.type);
      return { id: u.id, name: u.name ?? u.id, type: u.type, sides: u.sides, ownerId: u.ownerId, p, real: true, spareFor: -1 };
    });
    slots.push(...mine);
    realEnd[p] = slots.length;
    mine.forEach((s, i) => {
      for (let k = 0; k < spareSlots(maskOf(s.type)); k++)
        slots.push({
          id: `${s.id}/footman-${k + 1}`,
          name: `${s.name}'s Footman ${k + 1}`,
          type: SPLIT_INTO.type,
          sides: SPLIT_INTO.sides,
          p,
          real: false,
          spareFor: firstUnit[p]! + i,
        });
    });
    endUnit[p] = slots.length;
  });
  const n = slots.length;
  if (new Set(slots.map((s) => s.id)).size !== n) throw new MedievalSetupError("duplicate-id", "Two units share an id");

  const maxCasts = Array.from({ length: SPELL_COUNT }, (_, s) => castsAllowed(s, themes));
  const b = emptyBattle(n, players.length);
  Object.assign(b, {
    ids: slots.map((s) => s.id),
    names: slots.map((s) => s.name),
    types: slots.map((s) => s.type),
    ownerIds: slots.map((s) => s.ownerId),
    playerIds,
    playerNames: players.map((p) => p.name ?? p.id),
    firstUnit,
    endUnit,
    themes,
    maxCasts,
    castle,
    volcanic: themes.volcanic === true,
    firstPlayer: options.firstPlayer === undefined ? -1 : playerIndex(options.firstPlayer),
    log: options.log ?? true,
    maxTurns: options.maxTurns ?? DEFAULT_MAX_TURNS,
  });
  slots.forEach((s, u) => {
    const a = table[s.type];
    b.sides[u] = b.sidesOf[u] = s.sides;
    b.player[u] = b.playerOf[u] = s.p;
    b.atkMod[u] = attackModifier(a, s.sides, themes);
    b.defMod[u] = defenceModifier(a, s.sides, themes, s.p === castle);
    b.flanker[u] = a.flanker ? 1 : 0;
    if (a.flanker) b.flankers[s.p]! |= 1 << (u - firstUnit[s.p]!);
    // (tag -1: the die, actions.ts's DIE)
    b.dieMeta[u] = FlankFinder.pack(u, b.flanker[u]!, -1);
    b.ruined[u] = stuckByWeather(s.sides, 1, themes) ? 1 : 0;
    // (every die of the game is one of 002's, d100 the largest: its sides fit bits 0-7)
    b.rollFacts[u] =
      s.sides | (b.ruined[u]! ? RollFact.RuinedBit : 0) | (((u - firstUnit[s.p]!) & RollFact.SlotMask) << RollFact.SlotShift) | (s.p << RollFact.PlayerShift);
    // ruling: the Footmen a Split brings know what the army's Footmen know, but never Split
    // themselves (002 gives a Split two Footmen, not a chain of them; no slots wait for theirs)
    b.spellMask[u] = maskOf(s.type) & (s.real ? ~0 : ~(1 << SPLIT));
    b.atkSpells[u] = b.spellMask[u]! & ((1 << BEAM) | (1 << LASER)) ? 1 : 0;
    b.spareOf[u] = -1;
    b.spareFor[u] = s.spareFor;
    b.slotBit[u] = 1 << (u - firstUnit[s.p]!);
    b.maskAt[u] = 32 * s.p;
    if (s.spareFor >= 0 && b.spareOf[s.spareFor]! < 0) b.spareOf[s.spareFor] = u;
  });
  b.firstOf = facts(firstUnit);
  b.realEnd = realEnd;
  b.endOf = facts(endUnit);
  const knowers: number[] = [];
  b.knowStart = table0(players.length * SPELL_COUNT + 1);
  for (let p = 0; p < players.length; p++)
    for (let sp = 0; sp < SPELL_COUNT; sp++) {
      b.knowStart[p * SPELL_COUNT + sp] = knowers.length;
      for (let u = firstUnit[p]!; u < endUnit[p]!; u++) if (b.spellMask[u]! & (1 << sp)) knowers.push(u);
    }
  b.knowStart[players.length * SPELL_COUNT] = knowers.length;
  b.knowers = facts(knowers);
  for (let u = 0; u < n; u++) {
    if (b.spellMask[u]! & ((1 << FORCE_FIELD) | (1 << HOLD) | (1 << SpellId.Shield))) b.protects[b.player[u]!] = 1;
    if (b.atkSpells[u]) b.hasAtkSpells[b.player[u]!] = 1;
    [BEAM, LASER].forEach((s, i) => {
      if (b.spellMask[u]! & (1 << s)) b.knowsAttack[2 * b.player[u]! + i]! |= b.slotBit[u]!;
    });
  }
  // the most a unit can attack with: its die, its bonus, Empower
  b.indexed =
    slots.every((s, u) => s.sides + b.atkMod[u]! + SPELL_BONUS.empowerAttack <= MAX_INDEXED_ATTACK) &&
    players.every((_, p) => endUnit[p]! - firstUnit[p]! <= MAX_INDEXED_SLOTS);
  b.byValue = facts(Array.from({ length: n }, (_, i) => i).sort((x, y) => b.sides[y]! - b.sides[x]! || x - y));
  for (let p = 0; p < players.length; p++)
    for (const u of b.byValue) {
      if (b.player[u] !== p) b.foes[p * n + b.foesLen[p]!++] = u;
      else b.mine[p * n + b.mineLen[p]!++] = u;
    }
  b.listed = players.length === 2 && b.mineLen.every((len) => len <= MAX_INDEXED_SLOTS);
  if (b.listed) for (let p = 0; p < 2; p++) for (let j = 0; j < b.mineLen[p]!; j++) b.mineBit[b.mine[p * n + j]!] = 1 << j;
  // (a modifier past the word's 6 bits, from abilities tuned far out, leaves the game to the general loop)
  const fits = (mod: number) => mod >= -Word.Bias && mod < Word.Bias;
  b.quick = b.listed && b.indexed && slots.every((_, u) => fits(b.atkMod[u]!) && fits(b.defMod[u]!));
  if (b.quick) {
    for (let p = 0; p < 2; p++) for (let j = 0; j < b.mineLen[p]!; j++) b.lists[p * 32 + j] = b.mine[p * n + j]!;
    for (let u = 0; u < n; u++)
      b.unitWord[u] =
        (b.rollFacts[u]! & (Word.SidesMask | Word.RuinedBit | (Word.SlotMask << Word.SlotShift))) |
        ((31 - Math.clz32(b.mineBit[u]!)) << Word.PlaceShift) |
        (b.spareFor[u]! >= 0 ? Word.SpareBit : 0) |
        ((b.atkMod[u]! + Word.Bias) << Word.AtkShift) |
        ((b.defMod[u]! + Word.Bias) << Word.DefShift);
  }
  // the start of every game: real units in play (faces rolled by the engine), casts full
  b.state.fill(0);
  slots.forEach((s, u) => {
    b.status[u] = s.real ? IN_PLAY : SPARE;
    b.takenBy[u] = -1;
    b.spell[u] = NO_SPELL;
    b.spellBy[u] = -1;
    b.atkNow[u] = NO_ATTACK;
    for (let sp = 0; sp < SPELL_COUNT; sp++) b.casts[u * SPELL_COUNT + sp] = b.spellMask[u]! & (1 << sp) ? maxCasts[sp]! : 0;
    if (s.real) {
      b.inPlay[s.p]!++;
      enters(b, u);
    }
  });
  for (let u = 0; u < n; u++) castsChanged(b, u);
  for (let p = 0; p < players.length; p++) b.guardEnds[p] = -1;
  // (as the first roll leaves it: every unit of the set-up attacks)
  if (b.indexed) slots.forEach((s, u) => s.real && (b.able[s.p]! |= b.slotBit[u]!));
  b.counters[1] = players.length;
  for (let p = 0; p < players.length; p++) findPrize(b, p, 0);
  b.startState = b.state.slice();
  b.isLost = (u) => lostUnit(b, u);
  // (with the attack index only: b.lost is kept as bits of each side's slots then)
  b.lostLists = players.map((_, p) => {
    const real = realEnd[p]! - firstUnit[p]!;
    return b.indexed && real <= LOST_LISTS_UP_TO ? new Array<readonly string[] | undefined>(1 << real).fill(undefined) : [];
  });
  return b;
}

/**
 * Sets b.prize[p]: p's unit in play with the most sides (first listed on a tie), or -1, looking
 * at p's list in prize order from position `from` (0: the whole list; after the prize is taken,
 * the place after it, as no unit before it is in play), and remembers where it stands. With
 * `listed`, read off p's bits of units in play (mineIn), whatever `from`.
 */
export function findPrize(b: MedievalBattle, p: number, from: number): void {
  if (b.listed === true) {
    // the lowest bit of those of p's units in play (an empty side only when its last unit goes: the rare branch)
    const left = b.mineIn[p]!;
    b.prize[p] = left !== 0 ? b.mine[p * b.n + 31 - Math.clz32(left & -left)]! : -1;
    return;
  }
  // (the tables read through b, not local copies: see actions.ts's rollAll)
  const base = p * b.n,
    end = base + b.mineLen[p]!;
  let k = base + from;
  while (k < end && b.status[b.mine[k]!] !== Status.InPlay) k++;
  b.prize[p] = k < end ? b.mine[k]! : -1;
  b.prizeAt[p] = k - base;
}

/** Unit u's casts changed (spent, recharged): its bits of castLeft follow its casts of Beam and Laser. */
export function castsChanged(b: MedievalBattle, u: number): void {
  const at = 2 * b.playerOf[u]!,
    bit = b.slotBit[u]!;
  b.castLeft[at] = b.casts[u * SpellId.Count + SpellId.Beam]! > 0 ? b.castLeft[at]! | bit : b.castLeft[at]! & ~bit;
  b.castLeft[at + 1] = b.casts[u * SpellId.Count + SpellId.Laser]! > 0 ? b.castLeft[at + 1]! | bit : b.castLeft[at + 1]! & ~bit;
}

/** Unit u is on the table now: its bit in its side's mineIn (kept with `listed`; 0 without). */
export function enters(b: MedievalBattle, u: number): void {
  b.mineIn[b.playerOf[u]!]! |= b.mineBit[u]!;
}

/** Unit u has left the table (taken, or Split up). */
export function leaves(b: MedievalBattle, u: number): void {
  b.mineIn[b.playerOf[u]!]! &= ~b.mineBit[u]!;
}

/**
 * ruling: a unit that Split is lost when both its Footmen are taken (it is listed by its own id,
 * so a fighter behind it maps back); a Footman alone is not a casualty of the roster.
 */
export function lostUnit(b: MedievalBattle, u: number): boolean {
  const { status, spareOf } = b;
  const s = status[u];
  if (s === Status.Taken) return b.spareFor[u]! < 0;
  return s === Status.SplitUp && status[spareOf[u]!] === Status.Taken && status[spareOf[u]! + 1] === Status.Taken;
}

function emptyBattle(n: number, players: number): MedievalBattle {
  const views = stateViews([
    ["face", n],
    ["status", n],
    ["takenBy", n],
    ["stuck", n],
    ["spell", n],
    ["spellBy", n],
    ["spellEnds", n],
    ["atkNow", n],
    ["defNow", n],
    ["attacks", players],
    ["withAttack", players * 32],
    ["able", players],
    ["casts", n * SPELL_COUNT],
    ["castLeft", 2 * players],
    ["score", players],
    ["inPlay", players],
    ["turnsTaken", players],
    ["guardEnds", players],
    ["counters", 3],
    ["foesHead", players],
    ["mineIn", players],
    ["prize", players],
    ["prizeAt", players],
    ["lost", players],
  ]);
  const units = () => new Int32Array(n);
  // every unit's die, and its Beam or Laser, may join a flank
  const flank = new FlankFinder(3 * n, n);
  return {
    n,
    players,
    ids: [],
    names: [],
    types: [],
    ownerIds: [],
    playerIds: [],
    playerNames: [],
    sides: units(),
    player: units(),
    sidesOf: table0(n),
    playerOf: table0(n),
    firstOf: table0(0),
    realEnd: table0(0),
    endOf: table0(0),
    atkMod: table0(n),
    defMod: table0(n),
    flanker: table0(n),
    flankers: table0(players),
    dieMeta: table0(n),
    ruined: table0(n),
    rollFacts: table0(n),
    spellMask: table0(n),
    atkSpells: table0(n),
    protects: table0(players),
    hasAtkSpells: table0(players),
    knowers: table0(0),
    knowsAttack: table0(2 * players),
    knowStart: table0(0),
    spareOf: table0(n),
    spareFor: table0(n),
    firstUnit: new Int32Array(players),
    endUnit: new Int32Array(players),
    byValue: table0(n),
    slotBit: table0(n),
    maskAt: table0(n),
    foes: table0(n * players),
    foesLen: table0(players),
    mine: table0(n * players),
    mineLen: table0(players),
    listed: false,
    mineBit: table0(n),
    unitWord: table0(n),
    lists: table0(players === 2 ? 64 : 0),
    quick: false,
    themes: {},
    maxCasts: [],
    castle: -1,
    volcanic: false,
    firstPlayer: -1,
    log: true,
    maxTurns: DEFAULT_MAX_TURNS,
    indexed: false,
    startState: views.state,
    // each view by name, not spread: a literal's own properties sit in the object, where V8 reads
    // them in one step; those a spread adds went to its out-of-object store
    state: views.state,
    face: views.face,
    status: views.status,
    takenBy: views.takenBy,
    stuck: views.stuck,
    spell: views.spell,
    spellBy: views.spellBy,
    spellEnds: views.spellEnds,
    atkNow: views.atkNow,
    defNow: views.defNow,
    attacks: views.attacks,
    withAttack: views.withAttack,
    able: views.able,
    casts: views.casts,
    castLeft: views.castLeft,
    score: views.score,
    inPlay: views.inPlay,
    turnsTaken: views.turnsTaken,
    guardEnds: views.guardEnds,
    counters: views.counters,
    foesHead: views.foesHead,
    mineIn: views.mineIn,
    prize: views.prize,
    prizeAt: views.prizeAt,
    lost: views.lost,
    flank,
    scan: new IndexFlank(flank),
    kind: 0,
    actor: -1,
    using: -1,
    target: -1,
    targetPlayer: -1,
    beamBy: -1,
    laserBy: -1,
    dice: new BattleDice(),
    isLost: () => false,
    lostLists: [],
    order: new Int32Array(players),
  };
}

export function resetMedieval(b: MedievalBattle): void {
  b.state.set(b.startState);
}

/**
 * Brings atkNow and defNow up to date after the unit's die, spell or status changed (the rule
 * itself is attackOf and defenceOf in values.ts; the tests hold the two together).
 */
export function refresh(b: MedievalBattle, u: number): void {
  if (b.status[u] === Status.InPlay) show(b, u, b.face[u]!, b.spell[u]!);
  else attackNow(b, u, Sentinel.NoAttack);
}

/** refresh for a unit in play showing face f with lasting spell s (NO_SPELL: none): the roll's short way. */
export function show(b: MedievalBattle, u: number, f: number, s: number): void {
  b.defNow[u] = f + b.defMod[u]! + (s === SpellId.Shield ? Bonus.ShieldDefence : s === SpellId.Pierce ? Bonus.PierceDefence : 0);
  attackNow(b, u, s === SpellId.Hold ? Sentinel.NoAttack : f + b.atkMod[u]! + (s === SpellId.Empower ? Bonus.EmpowerAttack : 0));
}

/**
 * Sets atkNow (NO_ATTACK: the unit cannot attack) and moves the unit in the attack index: out of
 * the old value's masks, into the new one's (values under 1 are not held).
 */
export function attackNow(b: MedievalBattle, u: number, now: number): void {
  const old = b.atkNow[u]!;
  // (no early way out when the value is the same: a re-roll showing the same face is the dice's
  // chance, a branch mispredicted; the work below leaves the index as it was then)
  b.atkNow[u] = now;
  if (b.indexed !== true) return;
  const at = b.maskAt[u]!;
  moveInIndex(b, at >> 5, at, b.slotBit[u]!, old, now);
}

/**
 * attackNow's move in the attack index, for the unit with bit `bit` of player p (its masks from
 * `at`, p × 32), from attack value old to now; also the roll's (actions.ts rolls).
 */
export function moveInIndex(b: MedievalBattle, p: number, at: number, bit: number, old: number, now: number): void {
  // (the `able` mask changes only where the unit starts or stops attacking at all: the rare branches)
  if (old >= 1) {
    // the old value leaves attacks[p] with its last unit: worked out as arithmetic, not a branch on
    // which unit that was (a random one, mispredicted); (left - 1) >>> 31 is 1 only when no unit is
    // left, as no mask has bit 31 set
    const left = (b.withAttack[at + old]! &= ~bit);
    b.attacks[p]! &= ~(((left - 1) >>> 31) << old);
  } else if (old === Sentinel.NoAttack) b.able[p]! |= bit;
  if (now >= 1) {
    b.withAttack[at + now]! |= bit;
    b.attacks[p]! |= 1 << now;
  } else if (now === Sentinel.NoAttack) b.able[p]! &= ~bit;
}
