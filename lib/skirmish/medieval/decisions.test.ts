// The automated Medieval Strife player (players.ts, chooseMove) against a plain reading of its rules
// of thumb, at every turn of random games: random armies (some with spells given to any unit type,
// so every spell has casters), themes, and faces and casts shaken between turns so the positions
// spread wide. The plain reading works from each unit's die, spell and status (values.ts' attackOf
// and defenceOf, the abilities table) and looks at every unit, in prize order; the player reads the
// values kept up to date, the attack index and the lists made at set-up. Each game is played with
// the attack index and again without it (the plain scan of the dice), both checked.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { FlankFinder } from "../strife/flank";
import { ASSAULT, CAST, DIE, FLANK, NONE, RECHARGE } from "./actions";
import { castsChanged, IN_PLAY, NO_ATTACK, NO_SPELL, prepareMedieval, refresh, type MedievalBattle } from "./battle";
import { playBattle } from "./engine";
import { chooseMove } from "./players";
import { build, game, type Game } from "./testing";
import { castsAllowed, mayRecharge, spellEndsAfterOwnTurn } from "./rules";
import {
  abilitiesTable,
  BEAM,
  DISMAY,
  EMPOWER,
  FORCE_FIELD,
  HAVOC,
  HOLD,
  LASER,
  PIERCE,
  SHIELD,
  SHIFT_MORALE,
  SPELL_COUNT,
  SPELL_NAMES,
  SPLIT,
  type AbilitiesTable,
} from "./units";
import { aboveAverage, attackOf, defenceOf } from "./values";

/** What the player chose: the move, who makes it, with what (-1: the die), at whom, and the flank's parts. */
interface Choice {
  kind: number;
  actor?: number;
  using?: number;
  target?: number;
  targetPlayer?: number;
  flank?: string;
}

/** A plain reading of players.ts' rules of thumb for side p (its comments say them in words). */
function plainChoice(b: MedievalBattle, p: number, table: AbilitiesTable): Choice {
  const units = Array.from({ length: b.n }, (_, u) => u);
  const own = units.filter((u) => b.player[u] === p);
  const inPlay = (u: number): boolean => b.status[u] === IN_PLAY;
  const held = (u: number): boolean => b.spell[u] === HOLD;
  // (a Split's Footmen know what the army's Footmen know, but Split: battle.ts' ruling)
  const knows = (u: number, s: number): boolean =>
    (b.spareFor[u]! < 0 || s !== SPLIT) && (table[b.types[u] as keyof AbilitiesTable].spells as readonly string[]).includes(SPELL_NAMES[s]!);
  const guardedSide = (q: number): boolean => b.guardEnds[q]! >= 0;
  // prizes: every unit, most sides first, set-up order on a tie
  const prizeOrder = [...units].sort((x, y) => b.sides[y]! - b.sides[x]! || x - y);
  const enemies = prizeOrder.filter((t) => b.player[t] !== p);
  const mayAttack = (u: number): boolean => inPlay(u) && !held(u);
  const caster = (s: number, heldToo: boolean): number =>
    own.find((u) => knows(u, s) && b.casts[u * SPELL_COUNT + s]! > 0 && inPlay(u) && (heldToo || !held(u))) ?? -1;
  const targetable = (t: number): boolean => inPlay(t) && (b.player[t] === p || !guardedSide(b.player[t]!));
  const prize = own.filter(inPlay).reduce((best, u) => (best < 0 || b.sides[u]! > b.sides[best]! ? u : best), -1);
  const attackers = own.filter(mayAttack);
  const best = attackers.length === 0 ? NO_ATTACK : Math.max(...attackers.map((u) => attackOf(b, u)));

  // guard the crown: the enemy attacking with most (first in prize order) could take the prize
  const guard = (): Choice | null => {
    let threat = -1;
    for (const t of enemies) if (mayAttack(t) && (threat < 0 || attackOf(b, t) > attackOf(b, threat))) threat = t;
    if (threat < 0 || attackOf(b, threat) <= defenceOf(b, prize)) return null;
    const ff = guardedSide(p) ? -1 : caster(FORCE_FIELD, true);
    if (ff >= 0) return { kind: CAST, actor: ff, using: FORCE_FIELD, target: -1 };
    const hold = caster(HOLD, true);
    if (hold >= 0 && b.spell[threat] === NO_SPELL && targetable(threat)) return { kind: CAST, actor: hold, using: HOLD, target: threat };
    const shield = caster(SHIELD, true);
    if (shield >= 0 && b.spell[prize] === NO_SPELL) return { kind: CAST, actor: shield, using: SHIELD, target: prize };
    return null;
  };
  const protects = own.some((u) => knows(u, FORCE_FIELD) || knows(u, HOLD) || knows(u, SHIELD));
  const guarding = (attack: Choice): Choice => (protects && prize >= 0 && b.sides[prize]! > b.sides[attack.target!]! ? (guard() ?? attack) : attack);

  // biggest prize first
  for (const t of enemies) {
    if (!inPlay(t) || guardedSide(b.player[t]!)) continue;
    const d = defenceOf(b, t);
    let pick = -1;
    for (const u of attackers) {
      const a = attackOf(b, u);
      if (a > d && a >= 1 && (pick < 0 || a < attackOf(b, pick))) pick = u;
    }
    if (pick >= 0) return guarding({ kind: ASSAULT, actor: pick, using: DIE, target: t });
    const beam = caster(BEAM, false),
      laser = caster(LASER, false);
    if (beam >= 0 && 3 > d) return guarding({ kind: ASSAULT, actor: beam, using: BEAM, target: t });
    if (laser >= 0 && 5 > d) return guarding({ kind: ASSAULT, actor: laser, using: LASER, target: t });
    const f = new FlankFinder(3 * b.n, b.n);
    for (const u of attackers) {
      const a = attackOf(b, u);
      if (a >= 1) f.add(u, a, table[b.types[u] as keyof AbilitiesTable].flanker ? 1 : 0, DIE);
      if (knows(u, BEAM) && b.casts[u * SPELL_COUNT + BEAM]! > 0) f.add(u, 3, 0, BEAM);
      if (knows(u, LASER) && b.casts[u * SPELL_COUNT + LASER]! > 0) f.add(u, 5, 0, LASER);
    }
    if (f.find(d)) return guarding({ kind: FLANK, actor: -1, using: DIE, target: t, flank: partsOf(f) });
  }

  // nothing to take: Split, guard, Pierce or Empower, Dismay, Shift Morale, Havoc, recharge
  const split = caster(SPLIT, true);
  if (split >= 0 && b.sides[split]! < 12) return { kind: CAST, actor: split, using: SPLIT, target: -1 };
  const guarded = prize >= 0 ? guard() : null;
  if (guarded) return guarded;
  const pierce = caster(PIERCE, true),
    empower = caster(EMPOWER, true);
  const strong = own.find((u) => inPlay(u) && b.spell[u] === NO_SPELL && attackOf(b, u) === best);
  for (const t of enemies) {
    if (!targetable(t)) continue;
    const d = defenceOf(b, t);
    if (pierce >= 0 && b.spell[t] === NO_SPELL && d - 2 < best) return { kind: CAST, actor: pierce, using: PIERCE, target: t };
    if (empower >= 0 && d === best && strong !== undefined) return { kind: CAST, actor: empower, using: EMPOWER, target: strong };
  }
  // how far each side's dice that a forced roll would move show above their averages
  const sideShows = Array.from({ length: b.players }, (_, q) =>
    units.filter((u) => b.player[u] === q && inPlay(u) && !held(u) && b.stuck[u] === 0).reduce((sum, u) => sum + aboveAverage(b, u), 0),
  );
  const shown = (q: number): number => sideShows[q]!;
  const sidesInPlay = Array.from({ length: b.players }, (_, q) => q).filter((q) => units.some((u) => b.player[u] === q && inPlay(u)));
  const dismay = caster(DISMAY, true);
  if (dismay >= 0) {
    let side = -1;
    for (const q of sidesInPlay) if (q !== p && shown(q) > 0 && (side < 0 || shown(q) > shown(side))) side = q;
    if (side >= 0) return { kind: CAST, actor: dismay, using: DISMAY, target: -1, targetPlayer: side };
  }
  const shift = caster(SHIFT_MORALE, true);
  const shaken = enemies.find((t) => targetable(t) && !held(t) && b.stuck[t] === 0 && aboveAverage(b, t) > 0);
  if (shift >= 0 && shaken !== undefined) return { kind: CAST, actor: shift, using: SHIFT_MORALE, target: shaken };
  const havoc = caster(HAVOC, true);
  const theirs = Array.from({ length: b.players }, (_, q) => q)
    .filter((q) => q !== p)
    .reduce((sum, q) => sum + shown(q), 0);
  if (havoc >= 0 && shown(p) < 0 && theirs > 0) return { kind: CAST, actor: havoc, using: HAVOC, target: -1 };
  if (mayRecharge(b.themes)) {
    const spent = own.find(
      (u) => inPlay(u) && SPELL_NAMES.some((_, s) => s !== FORCE_FIELD && knows(u, s) && b.casts[u * SPELL_COUNT + s]! < castsAllowed(s, b.themes)),
    );
    if (spent !== undefined) return { kind: RECHARGE, actor: spent, using: DIE, target: -1 };
  }
  return { kind: NONE };
}

/** The flank found, part by part: unit, tag (-1: the die), value with its one. */
function partsOf(f: FlankFinder): string {
  return Array.from({ length: f.len }, (_, i) => `${f.pickedUnit(i)}/${f.pickedTag(i)}/${f.pickedValue(i)}`).join(" ");
}

/** What chooseMove left in the battle, in plainChoice's terms. */
function chosen(b: MedievalBattle): Choice {
  if (b.kind === NONE) return { kind: NONE };
  const c: Choice = { kind: b.kind, actor: b.actor, using: b.using, target: b.target };
  if (b.kind === CAST && b.using === DISMAY) c.targetPlayer = b.targetPlayer;
  if (b.kind === FLANK) c.flank = partsOf(b.flank);
  return c;
}

/** The spells that stay on a unit for some turns. */
const LASTING = [SHIELD, EMPOWER, HOLD, PIERCE];

/** A small seeded generator for shaking positions (mulberry32). */
function shaker(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Plays the game, comparing chooseMove with plainChoice at every turn; returns the first differences
 * and the kinds of move seen. `holds`: the shake lays lasting spells far more often, most of them
 * Hold, so held casters (who may still cast what attacks nobody) and sides all held are common.
 */
function check(g: Game, indexed: boolean, seen: Set<string>, holds = false): string[] {
  const [setup, options] = build(g);
  const b = prepareMedieval(setup, options);
  if (!indexed) b.indexed = false;
  else if (!b.indexed) return [];
  const table = abilitiesTable(options.abilities);
  const random = shaker(g.seed);
  const problems: string[] = [];
  playBattle(b, seededSource(g.seed), (turn, id) => {
    const p = b.playerIds.indexOf(id);
    if (turn > 1 && random() < g.shake) {
      for (let u = 0; u < b.n; u++) {
        if (b.status[u] !== IN_PLAY || b.stuck[u] === 1 || random() < 0.5) continue;
        // (a die a 1 would leave stuck is given 2 or more: this shake is not a roll)
        const low = b.ruined[u] === 1 ? 2 : 1;
        b.face[u] = Math.min(b.sides[u]!, low + Math.floor(random() * b.sides[u]!));
        refresh(b, u);
        for (let s = 0; s < SPELL_COUNT; s++)
          if (b.casts[u * SPELL_COUNT + s]! > 0 && random() < 0.3) b.casts[u * SPELL_COUNT + s] = Math.floor(random() * b.casts[u * SPELL_COUNT + s]!);
        castsChanged(b, u);
        // now and then a lasting spell on it, kept as a cast keeps it (actions.ts): held casters,
        // shielded prizes, empowered dice, pierced targets
        if (b.spell[u] === NO_SPELL && random() < (holds ? 0.6 : 0.15)) {
          const s = holds && random() < 0.7 ? HOLD : LASTING[Math.floor(random() * LASTING.length)]!;
          const by = Math.floor(random() * b.players);
          if (b.inPlay[by] === 0) continue;
          b.spell[u] = s;
          b.spellBy[u] = by;
          b.spellEnds[u] = spellEndsAfterOwnTurn(b.turnsTaken[by]!, s === SHIELD || s === EMPOWER ? 2 : 1);
          b.counters[0]!++;
          refresh(b, u);
        }
      }
    }
    const want = plainChoice(b, p, table);
    chooseMove(b, p);
    const got = chosen(b);
    seen.add(`${got.kind}/${got.using}`);
    if (got.kind === CAST && b.spell[got.actor!] === HOLD) seen.add(`held/${got.using}`);
    if (JSON.stringify(got) !== JSON.stringify(want) && problems.length < 3)
      problems.push(
        `seed ${g.seed}, ${indexed ? "indexed" : "plain"}, turn ${turn}, ${id}: chose ${JSON.stringify(got)}, the plain reading ${JSON.stringify(want)}`,
      );
    return undefined;
  });
  return problems;
}

describe("chooseMove against a plain reading of the automated player's rules of thumb (players.ts)", () => {
  it("at every turn of 500 random games, with the attack index and without it, the same move, actor, spell, target and flank", () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    let indexedGames = 0;
    fc.assert(
      fc.property(game, (g) => {
        problems.push(...check(g, false, seen), ...check(g, true, seen));
        if (prepareMedieval(...build(g)).indexed) indexedGames++;
      }),
      { numRuns: 500, seed: 20261203 },
    );
    expect(problems.slice(0, 5)).toEqual([]);
    // the games reach every kind of move: each attack, each spell the player casts, recharge, pass
    const kinds = [`${ASSAULT}/${DIE}`, `${ASSAULT}/${BEAM}`, `${ASSAULT}/${LASER}`, `${FLANK}/${DIE}`, `${RECHARGE}/${DIE}`, `${NONE}/undefined`];
    for (const s of [SPLIT, FORCE_FIELD, HOLD, SHIELD, PIERCE, EMPOWER, DISMAY, SHIFT_MORALE, HAVOC]) kinds.push(`${CAST}/${s}`);
    expect([...seen].sort()).toEqual(expect.arrayContaining(kinds));
    expect(indexedGames).toBeGreaterThan(100);
  });

  it("with Hold laid often between turns (held casters, sides all held), on 200 random games, the same choices", () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    fc.assert(
      fc.property(game, (g) => {
        const heavy = { ...g, shake: Math.max(g.shake, 0.5) } as Game;
        problems.push(...check(heavy, false, seen, true), ...check(heavy, true, seen, true));
      }),
      { numRuns: 200, seed: 20261204 },
    );
    expect(problems.slice(0, 5)).toEqual([]);
    // held casters still cast the spells that attack nobody
    for (const s of [SPLIT, FORCE_FIELD, HOLD, SHIELD, PIERCE, EMPOWER, DISMAY, SHIFT_MORALE]) expect(seen).toContain(`held/${s}`);
  });
});
