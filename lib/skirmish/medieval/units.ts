// Medieval Strife (002): the unit types of each die size, the spells, and what each unit can do.
// The text lists the units per die and the spells with their casts, but never says which unit
// casts what or what bonuses a unit has ("their default bonuses and penalties"). The abilities
// table below is a ruling, grounded in each unit's name, and can be tuned per game
// (`MedievalOptions.abilities`).

/** 002 Medieval Strife: the units each die can be, in the text's order. */
export const MEDIEVAL_UNITS = {
  4: ["Recruit", "Wizard", "Defender"],
  6: ["Footman", "Archer", "Cleric"],
  8: ["Knight", "Warlock"],
  10: ["Cavalier", "Dark Knight", "Paladin", "Crossbowman", "Flankman"],
  12: ["Champion", "Amazon", "Stargazer"],
  16: ["Catapult", "Ballista"],
  20: ["Hero", "Demon", "Archangel"],
  100: ["Dragon", "Deity"],
} as const satisfies Record<number, readonly string[]>;

export type MedievalDie = keyof typeof MEDIEVAL_UNITS;
export type MedievalUnitType = (typeof MEDIEVAL_UNITS)[MedievalDie][number];
export const MEDIEVAL_DICE = Object.keys(MEDIEVAL_UNITS).map(Number) as MedievalDie[];
export const MEDIEVAL_UNIT_TYPES = Object.values(MEDIEVAL_UNITS).flat() as MedievalUnitType[];

/** The die a unit type is rolled on. */
export function dieOfType(type: string): MedievalDie | undefined {
  return MEDIEVAL_DICE.find((d) => (MEDIEVAL_UNITS[d] as readonly string[]).includes(type));
}

/** What a spell does, in the engine's terms. */
export type SpellEffect =
  | "shield"
  | "empower"
  | "hold"
  | "pierce" // stay on one unit for some turns
  | "attack" // a value that attacks (Beam, Laser), alone or in a flank
  | "force-unit"
  | "force-player"
  | "force-all" // make dice roll (Shift Morale, Dismay, Havoc)
  | "force-field" // guards every unit of the caster's side
  | "split"; // the caster becomes two d6 Footmen

export interface Spell {
  name: string;
  /** 002: the number in brackets, casts before a recharge; Force Field's is per game. */
  casts: number;
  perGame?: true;
  effect: SpellEffect;
  /** Turns it lasts, counted as 002 counts them (the casting turn does not count). */
  turns?: number;
  /** Attack value (Beam, Laser). */
  value?: number;
}

/** 002 Medieval Strife, Spells and Spellcasting; the index is the spell's number in the engine. */
export const SPELLS = [
  { name: "Shield", casts: 3, effect: "shield", turns: 2 }, // +2 defence
  { name: "Empower", casts: 3, effect: "empower", turns: 2 }, // +1 offence
  { name: "Beam", casts: 2, effect: "attack", value: 3 },
  { name: "Hold", casts: 1, effect: "hold", turns: 1 },
  // ruling: the text gives Pierce no length; it lasts 1 turn, as Hold does, so the caster's side
  // gets its next turn to strike the weakened unit.
  { name: "Pierce", casts: 2, effect: "pierce", turns: 1 }, // −2 defence
  { name: "Shift Morale", casts: 4, effect: "force-unit" },
  { name: "Laser", casts: 3, effect: "attack", value: 5 },
  { name: "Dismay", casts: 2, effect: "force-player" },
  { name: "Havoc", casts: 2, effect: "force-all" },
  { name: "Force Field", casts: 1, perGame: true, effect: "force-field", turns: 1 },
  { name: "Split", casts: 1, effect: "split" },
] as const satisfies readonly Spell[];

export type SpellName = (typeof SPELLS)[number]["name"];
export const SPELL_NAMES = SPELLS.map((s) => s.name) as SpellName[];
export const spellIndex = (name: SpellName): number => SPELL_NAMES.indexOf(name);
/**
 * The spells' numbers (their places in SPELLS), Count last. An enum, as the other numbers hot code
 * compares with: esbuild writes an enum's members into the bundle as plain numbers, where an
 * exported constant is read from the module's scope, and checked, at every use (callgrind).
 */
export enum SpellId {
  Shield,
  Empower,
  Beam,
  Hold,
  Pierce,
  ShiftMorale,
  Laser,
  Dismay,
  Havoc,
  ForceField,
  Split,
  Count,
}
if (SpellId.Count !== SPELLS.length) throw new Error("SpellId and SPELLS list different spells");
export const SHIELD = SpellId.Shield,
  EMPOWER = SpellId.Empower,
  BEAM = SpellId.Beam,
  HOLD = SpellId.Hold,
  PIERCE = SpellId.Pierce,
  SHIFT_MORALE = SpellId.ShiftMorale,
  LASER = SpellId.Laser,
  DISMAY = SpellId.Dismay,
  HAVOC = SpellId.Havoc,
  FORCE_FIELD = SpellId.ForceField,
  SPLIT = SpellId.Split;
export const SPELL_COUNT: number = SpellId.Count;

/** 002: Shield +2 defence, Empower +1 offence, Pierce −2 defence (an enum for the hot code, as SpellId). */
export enum Bonus {
  ShieldDefence = 2,
  EmpowerAttack = 1,
  PierceDefence = -2,
}
export const SPELL_BONUS = { shieldDefence: Bonus.ShieldDefence, empowerAttack: Bonus.EmpowerAttack, pierceDefence: Bonus.PierceDefence } as const;

/** What a unit type can do. */
export interface UnitAbilities {
  /** Added to the die when it attacks (direct assault or flank). */
  attack: number;
  /** Added to the die when it is attacked. */
  defence: number;
  /** The spells it knows. */
  spells: readonly SpellName[];
  /** 002 themed play names Archer, Crossbowman, Amazon and Ballista for the day and night bonuses. */
  archer?: true;
  /** May add one to its value when it joins a flank, as its owner wishes. */
  flanker?: true;
}

/**
 * ruling: what each unit can do. The text names the units and the spells, nothing more; each row
 * reads the unit's name: those that sound like spellcasters (Wizard, Cleric, Warlock, Dark Knight,
 * Paladin, Stargazer, Demon, Archangel, Dragon, Deity) know spells that fit them, and every spell
 * has at least one caster; shooters (the four the themes name) hit harder and stand worse; armour
 * (Defender, Knight, Paladin, Champion, Hero, Archangel) adds defence; mounted and heavy units
 * (Cavalier, Dark Knight, Champion, Hero, Dragon) add attack; the Catapult is siege (+2 / −2);
 * the Flankman may add one in a flank. Tunable per game with `MedievalOptions.abilities`.
 */
export const DEFAULT_ABILITIES = {
  Recruit: { attack: 0, defence: 0, spells: [] },
  Wizard: { attack: 0, defence: 0, spells: ["Beam", "Shield", "Split"] },
  Defender: { attack: 0, defence: 1, spells: [] },
  Footman: { attack: 0, defence: 0, spells: [] },
  Archer: { attack: 1, defence: -1, spells: [], archer: true },
  Cleric: { attack: 0, defence: 0, spells: ["Shield", "Empower", "Hold"] },
  Knight: { attack: 0, defence: 1, spells: [] },
  Warlock: { attack: 0, defence: 0, spells: ["Pierce", "Shift Morale", "Dismay"] },
  Cavalier: { attack: 1, defence: 0, spells: [] },
  "Dark Knight": { attack: 1, defence: 0, spells: ["Pierce"] },
  Paladin: { attack: 0, defence: 1, spells: ["Shield"] },
  Crossbowman: { attack: 1, defence: -1, spells: [], archer: true },
  Flankman: { attack: 0, defence: 0, spells: [], flanker: true },
  Champion: { attack: 1, defence: 1, spells: [] },
  Amazon: { attack: 1, defence: -1, spells: [], archer: true },
  Stargazer: { attack: 0, defence: 0, spells: ["Laser", "Beam", "Force Field"] },
  Catapult: { attack: 2, defence: -2, spells: [] },
  Ballista: { attack: 1, defence: -1, spells: [], archer: true },
  Hero: { attack: 1, defence: 1, spells: [] },
  Demon: { attack: 0, defence: 0, spells: ["Laser", "Dismay", "Havoc"] },
  Archangel: { attack: 0, defence: 1, spells: ["Shield", "Empower", "Force Field"] },
  Dragon: { attack: 2, defence: 0, spells: ["Laser"] },
  Deity: { attack: 0, defence: 0, spells: ["Force Field", "Hold", "Shift Morale", "Havoc"] },
} as const satisfies Record<MedievalUnitType, UnitAbilities>;

export type AbilitiesTable = Record<MedievalUnitType, UnitAbilities>;

/** The table in play: the defaults with a game's overrides laid over them, row by row. */
export function abilitiesTable(overrides: Partial<Record<string, Partial<UnitAbilities>>> = {}): AbilitiesTable {
  const table = { ...DEFAULT_ABILITIES } as AbilitiesTable;
  for (const type of MEDIEVAL_UNIT_TYPES) if (overrides[type]) table[type] = { ...table[type], ...overrides[type] };
  return table;
}

/** 002 Split: the caster becomes two of these. */
export const SPLIT_INTO = { type: "Footman", sides: 6, count: 2 } as const;
