// Moves given by hand (the tests' scripted players, or a person): each is checked against the
// rules and refused with the rule it breaks, then played exactly as the automated player's moves.
import { IN_PLAY, NO_SPELL, type MedievalBattle } from "./battle";
import { ASSAULT, CAST, DIE, FLANK, NONE, RECHARGE } from "./actions";
import { mayRecharge } from "./rules";
import { FORCE_FIELD, HOLD, SPELL_COUNT, SPELL_NAMES, SPELLS, type SpellName } from "./units";
import { attackOf, defenceOf, guarded } from "./values";

export type AttackSpell = "Beam" | "Laser";

export type MedievalMove =
  | { assault: string; target: string; spell?: AttackSpell }
  | { flank: readonly { unit: string; spell?: AttackSpell; plus?: boolean }[]; target: string }
  | { cast: SpellName; by: string; target?: string; player?: string }
  | { recharge: string }
  | "pass";

/** Called at the start of each turn; a move, or undefined to let the automated player choose. */
export type MedievalScript = (turn: number, player: string) => MedievalMove | undefined;

export class MedievalRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MedievalRuleError";
  }
}

const refuse = (message: string): never => {
  throw new MedievalRuleError(message);
};

function unitOf(b: MedievalBattle, id: string): number {
  const u = b.ids.indexOf(id);
  return u < 0 || b.status[u] !== IN_PLAY ? refuse(`${id} is not on the table`) : u;
}

function own(b: MedievalBattle, p: number, id: string): number {
  const u = unitOf(b, id);
  return b.player[u] !== p ? refuse(`${id} is not ${b.playerNames[p]}'s`) : u;
}

function enemyTarget(b: MedievalBattle, p: number, id: string): number {
  const t = unitOf(b, id);
  if (b.player[t] === p) refuse(`${id} is ${b.playerNames[p]}'s own unit`);
  if (guarded(b, b.player[t]!)) refuse(`${id} is behind a Force Field: it cannot be targeted or taken (002 Medieval Strife: Force Field)`);
  return t;
}

function spellIndexOf(name: string): number {
  return SPELL_NAMES.indexOf(name as SpellName);
}

function needCast(b: MedievalBattle, u: number, s: number): void {
  if (!(b.spellMask[u]! & (1 << s))) refuse(`${b.ids[u]} (${b.types[u]}) does not know ${SPELLS[s]!.name}`);
  if (b.maxCasts[s] === 0) refuse(`${SPELLS[s]!.name} cannot be cast in a city (002 Medieval Strife: City Battle)`);
  if (b.casts[u * SPELL_COUNT + s]! <= 0)
    refuse(
      s === FORCE_FIELD
        ? `${b.ids[u]} has cast its Force Field, once a game (002 Medieval Strife: Force Field)`
        : `${b.ids[u]} has no cast of ${SPELLS[s]!.name} left: it needs a recharge`,
    );
}

/**
 * 002 Hold: the held unit cannot attack. ruling: that covers attacking with a spell (Beam, Laser,
 * a spellflank) too; a held unit may still cast a spell that attacks nobody, and recharge.
 * ruling: a unit whose attack comes to less than 1 (a 1 in a city, say) cannot attack or join a
 * flank: it would only pad a flank with nothing. (The unit is in play: own() checked.)
 */
function needAttacker(b: MedievalBattle, u: number, spell: number): number {
  if (b.spell[u] === HOLD) refuse(`${b.ids[u]} is held: it cannot attack (002 Medieval Strife: Hold)`);
  if (spell >= 0) {
    needCast(b, u, spell);
    return (SPELLS[spell] as { value: number }).value;
  }
  if (attackOf(b, u) < 1) refuse(`${b.ids[u]} attacks with less than 1`);
  return attackOf(b, u);
}

/** Checks a move of player p and leaves it in b.kind, b.actor, … as the automated player would. */
export function applyMove(b: MedievalBattle, p: number, move: MedievalMove): void {
  b.kind = NONE;
  if (move === "pass") return;
  if ("assault" in move) {
    const a = own(b, p, move.assault),
      t = enemyTarget(b, p, move.target);
    const s = move.spell ? spellIndexOf(move.spell) : DIE;
    const v = needAttacker(b, a, s);
    if (v <= defenceOf(b, t)) refuse(`${move.assault} attacks with ${v}, not more than ${move.target}'s ${defenceOf(b, t)} (002 core: direct assault)`);
    Object.assign(b, { kind: ASSAULT, actor: a, using: s, target: t });
  } else if ("flank" in move) {
    const t = enemyTarget(b, p, move.target);
    const d = defenceOf(b, t);
    if (move.flank.length < 2) refuse("a flank takes two or more units (002 core: flanking maneuver)");
    const f = b.flank;
    f.clear();
    let sum = 0,
      half = false;
    const seen = new Set<number>();
    for (const part of move.flank) {
      const u = own(b, p, part.unit);
      if (seen.has(u)) refuse(`${part.unit} joins a flank once (with its die or one spell)`);
      seen.add(u);
      const s = part.spell ? spellIndexOf(part.spell) : DIE;
      const plus = part.plus ? 1 : 0;
      if (plus && (s !== DIE || !b.flanker[u])) refuse(`${part.unit} cannot add one to a flank`);
      const v = needAttacker(b, u, s) + plus;
      sum += v;
      if (2 * v >= d) half = true;
      f.add(u, v - plus, plus, s);
    }
    if (sum !== d) refuse(`the flank adds up to ${sum}, not exactly ${move.target}'s ${d} (002 core: flanking maneuver)`);
    if (!half) refuse(`no part of the flank is at least half of ${d} (002 core: flanking maneuver)`);
    // the parts in the order given (add() keeps its list by value), each with its one added as asked
    move.flank.forEach((part, i) => {
      f.pick[i] = f.positionOf(b.ids.indexOf(part.unit));
      f.pickPlus[i] = part.plus ? 1 : 0;
    });
    f.len = move.flank.length;
    Object.assign(b, { kind: FLANK, actor: -1, using: DIE, target: t });
  } else if ("cast" in move) {
    const a = own(b, p, move.by);
    const s = spellIndexOf(move.cast);
    needCast(b, a, s);
    const spell = SPELLS[s]!;
    if (spell.effect === "attack") refuse(`${spell.name} attacks: give it as an assault or a flank`);
    let t = -1;
    if (spell.effect === "shield" || spell.effect === "empower" || spell.effect === "hold" || spell.effect === "pierce" || spell.effect === "force-unit") {
      if (!move.target) refuse(`${spell.name} needs a target unit`);
      t = unitOf(b, move.target!);
      if (b.player[t] !== p && guarded(b, b.player[t]!))
        refuse(`${move.target} is behind a Force Field: it cannot be targeted (002 Medieval Strife: Force Field)`);
      if (spell.effect !== "force-unit" && b.spell[t] !== NO_SPELL)
        refuse(`${move.target} already carries a spell: one spell per unit at a time (002 Medieval Strife, Rules)`);
    }
    if (spell.effect === "force-player") {
      const q = b.playerIds.indexOf(move.player ?? "");
      if (q < 0 || b.inPlay[q] === 0) refuse(`${spell.name} needs a side in the game to aim at`);
      b.targetPlayer = q;
    }
    Object.assign(b, { kind: CAST, actor: a, using: s, target: t });
  } else {
    const a = own(b, p, move.recharge);
    if (!mayRecharge(b.themes)) refuse("spells cannot be recharged on volcanic terrain (002 Medieval Strife: Volcanic/Volatile Terrain)");
    if (b.spellMask[a] === 0) refuse(`${move.recharge} knows no spells`);
    Object.assign(b, { kind: RECHARGE, actor: a, using: DIE, target: -1 });
  }
}
