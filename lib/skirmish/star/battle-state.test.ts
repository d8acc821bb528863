// The compiled Star Strife battle (battle.ts) keeps derived facts beside the units: bit masks of
// slots in play, acted and held, lists of each kind, prizes in order, channel counts and bonuses,
// units in play. Each is checked here against what it is derived from, at the set-up, on random
// mid-turn positions and after an attack, so a fact that falls out of step is caught where it goes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { Roller } from "../rotgb/roller";
import {
  ATTRITION,
  CARRIER,
  CHANNEL_UNIT,
  DECOY,
  DRONE,
  ESCORT,
  FIGHTER,
  HOSTS,
  INTERCEPTOR,
  IN_PLAY,
  KINDS,
  MECHA,
  REACTION,
  SPARE,
  STATION,
  isMineSlot,
  type StarBattle,
} from "./battle";
import { engage } from "./engage";
import { chooseAttack } from "./players";
import { CHANNEL_BONUS } from "./rules";
import { position, positionOf } from "./testing";

/** What is out of step, collected (one expect a position: thousands of expects cost seconds). */
let problems: string[] = [];
function same(label: string, actual: unknown, expected: unknown): void {
  if (actual !== expected) problems.push(`${label}: ${String(actual)}, not ${String(expected)}`);
}

const bit = (b: StarBattle, mask: Int32Array, u: number) => (mask[b.maskWord[u]!]! & b.maskBit[u]!) !== 0;

/** What the battle's derived facts should be, read off the units; the turn says which acts count. */
function checkInStep(b: StarBattle, turn: number, when: string): void {
  const channelUnits: number[][] = Array.from({ length: b.n }, () => []);
  for (let c = 0; c < b.n; c++) if (b.controller[c]! >= 0 && b.status[c] === IN_PLAY && b.flags[c]! & CHANNEL_UNIT) channelUnits[b.controller[c]!]!.push(c);
  const bonus = (c: number) => {
    const g = b.flags[c]!;
    return g & DRONE ? CHANNEL_BONUS.drone : g & DECOY ? CHANNEL_BONUS.decoy : g & MECHA ? CHANNEL_BONUS.mecha : CHANNEL_BONUS.interceptor;
  };
  for (let u = 0; u < b.n; u++) {
    const p = b.player[u]!,
      i = u - b.firstUnit[p]!,
      f = b.flags[u]!;
    const at = `${when}: ${b.ids[u]}`;
    same(`${at} word`, b.maskWord[u], p * b.words + Math.floor(i / 32));
    same(`${at} bit`, b.maskBit[u], 1 << (i % 32));
    same(`${at} in play`, bit(b, b.inPlayMask, u), b.status[u] === IN_PLAY);
    same(`${at} acted`, bit(b, b.actedMask, u), b.acted[u] === turn);
    same(`${at} held`, bit(b, b.heldMask, u), (f & CHANNEL_UNIT) !== 0 && b.controller[u]! >= 0);
    same(`${at} may attack`, bit(b, b.mayAttackMask, u), !(f & CARRIER));
    // the ship's channels and what they give it
    const held = channelUnits[u]!;
    same(`${at} channels used`, b.used[u], held.length);
    same(
      `${at} support in attack`,
      b.supportAtk[u],
      held.reduce((sum, c) => sum + bonus(c).attack, 0),
    );
    same(
      `${at} support in defence`,
      b.supportDef[u],
      held.reduce((sum, c) => sum + bonus(c).defence, 0),
    );
    same(`${at} mecha aboard`, b.mechaIn[u], held.filter((c) => b.flags[c]! & MECHA).length);
  }
  for (const p of [0, 1]) {
    const units = [...Array(b.n).keys()].filter((u) => b.player[u] === p);
    same(
      `${when}: side ${p}'s units in play`,
      b.inPlay[p],
      units.filter((u) => b.status[u] === IN_PLAY && !(b.flags[u]! & INTERCEPTOR) && !isMineSlot(b, u)).length,
    );
    // every slot that was ever in play lies below liveEnd
    for (const u of units) if (b.status[u] !== SPARE) same(`${when}: ${b.ids[u]} below liveEnd`, u < b.liveEnd[p]!, true);
    // with one mask word a side, p's prizes in play as bits of their places in its foes list
    if (b.words === 1)
      for (let i = 0; i < b.foesLen[p]!; i++) {
        const t = b.foes[p * b.n + i]!;
        same(`${when}: side ${p}'s prize ${b.ids[t]} in play`, (b.prizeMask[p]! >>> i) & 1, b.status[t] === IN_PLAY ? 1 : 0);
      }
  }
}

/** The set-up's lists, prizes and switches against the units they are made from. */
function checkSetUp(b: StarBattle): void {
  const kinds = [
    (u: number) => (b.flags[u]! & REACTION) !== 0 && !(b.flags[u]! & INTERCEPTOR),
    (u: number) => (b.flags[u]! & ESCORT) !== 0,
    (u: number) => (b.flags[u]! & (CARRIER | STATION)) !== 0 && b.caPerTurn[u]! > 0,
    (u: number) => (b.flags[u]! & ATTRITION) !== 0 && !isMineSlot(b, u),
    (u: number) => (b.flags[u]! & FIGHTER) !== 0,
    (u: number) => (b.flags[u]! & CHANNEL_UNIT) !== 0 || b.controller[u]! >= 0,
  ];
  for (const p of [0, 1]) {
    const units = [...Array(b.n).keys()].filter((u) => b.player[u] === p);
    kinds.forEach((test, k) => {
      const list = Array.from(b.lists.subarray(b.listStart[p * KINDS + k]!, b.listStart[p * KINDS + k + 1]!));
      expect(list, `side ${p}, kind ${k}`).toEqual(units.filter(test));
      for (const u of units)
        same(`side ${p}, kind ${k}, ${b.ids[u]}`, (b.kindMask[(p * KINDS + k) * b.words + (b.maskWord[u]! - p * b.words)]! & b.maskBit[u]!) !== 0, test(u));
    });
    const prizes = [...Array(b.n).keys()].filter((u) => b.player[u] !== p && !isMineSlot(b, u)).sort((x, y) => b.sides[y]! - b.sides[x]! || x - y);
    expect(Array.from(b.foes.subarray(p * b.n, p * b.n + b.foesLen[p]!)), `side ${p}'s prizes`).toEqual(prizes);
    const has = (flag: number) => units.some((u) => b.flags[u]! & flag);
    expect(b.hasDrones[p] === 1).toBe(has(DRONE));
    expect(b.hasInterceptors[p] === 1).toBe(has(INTERCEPTOR));
    expect(b.hasReactions[p] === 1).toBe(has(REACTION));
    expect(b.hasMecha[p] === 1).toBe(has(MECHA));
    same(
      `side ${p} has carriers to spare`,
      b.hasCarriers[p] === 1,
      units.some((u) => b.flags[u]! & (CARRIER | STATION) && b.caPerTurn[u]! > 1),
    );
  }
  expect(b.mayCoordinate).toBe(b.hasCarriers[0] === 1 || b.hasCarriers[1] === 1);
  for (let u = 0; u < b.n; u++)
    same(
      `${b.ids[u]} hosts interceptors`,
      (b.flags[u]! & HOSTS) !== 0,
      [...Array(b.n).keys()].some((c) => b.flags[c]! & INTERCEPTOR && b.controller[c] === u),
    );
  expect(new Set(b.interceptorShips)).toEqual(new Set([...Array(b.n).keys()].filter((u) => b.flags[u]! & HOSTS)));
  expect(b.words).toBe(Math.max(1, Math.ceil(Math.max(b.endUnit[0]! - b.firstUnit[0]!, b.endUnit[1]! - b.firstUnit[1]!) / 32)));
}

describe("002 Star Strife, the compiled battle's derived facts stay in step with its units (battle.ts)", () => {
  it("at the set-up, on random mid-turn positions, and after either side's attack", () => {
    let attacks = 0;
    fc.assert(
      fc.property(position, fc.integer(), (g, seed) => {
        const made = positionOf(g);
        if (!made) return;
        const { b, turn } = made;
        problems = [];
        checkSetUp(b);
        checkInStep(b, turn, "position");
        expect(problems).toEqual([]);
        const start = b.state.slice();
        for (const p of [0, 1]) {
          b.state.set(start);
          chooseAttack(b, p, turn);
          if (b.kind === 0) continue;
          engage(b, p, turn, new Roller(seededSource(seed), false), null);
          checkInStep(b, turn, `after side ${p}'s attack`);
          expect(problems).toEqual([]);
          attacks++;
        }
      }),
      { numRuns: 300, seed: 23 },
    );
    expect(attacks).toBeGreaterThan(300);
  });
});
