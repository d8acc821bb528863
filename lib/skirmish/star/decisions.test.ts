// The automated Star Strife player's attack choice (players.ts, chooseAttack) against a plain
// reading of its rule of thumb, on random positions of random fleets: every enemy unit, most sides
// first; the unit attacking least above its defence (first listed on a tie) that may kill it and
// finds the trade worth it; else a flank of the attackers but stations, most first, exact or
// stacked. chooseAttack reaches the same choice through attack keys, bit masks, a flank list
// gathered once and totals that skip hopeless flanks; this says all of that changes nothing.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { Roller } from "../rotgb/roller";
import { FlankFinder } from "../strife/flank";
import {
  ABOARD,
  ATTRITION,
  CARRIER,
  CHANNEL_UNIT,
  DISPERSED,
  ESCORT,
  FLANK_PLUS,
  IN_PLAY,
  INTERCEPTOR,
  REACTION,
  STACKS,
  STATION,
  isMineSlot,
  type StarBattle,
} from "./battle";
import { carrierActions, disperse, spendCommandPoints } from "./phase";
import { chooseAttack, chooseStandIn, reactionsAvailable } from "./players";
import { COMMAND_POINTS, afterAssaultDamage, damageFrom } from "./rules";
import { attackValue, defenceValue, mayKill } from "./values";
import { position, positionOf } from "./testing";

/** What the automated player attacks with, read plainly. */
function plainChoice(b: StarBattle, p: number, turn: number): string {
  const attackers: number[] = [];
  for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
    const held = (b.flags[u]! & CHANNEL_UNIT) !== 0 && b.controller[u]! >= 0;
    if (b.status[u] === IN_PLAY && b.acted[u] !== turn && !(b.flags[u]! & CARRIER) && !held) attackers.push(u);
  }
  if (attackers.length === 0) return "none";
  const worthIt = (u: number, t: number) => {
    if (b.sides[t]! > b.sides[u]!) return true;
    let damage = damageFrom(b.face[t]!);
    for (let c = 0; c < b.n; c++) if (b.controller[c] === u && b.status[c] === IN_PLAY) damage -= Math.min(damage, b.face[c]!);
    return afterAssaultDamage(b.sides[u]!, b.face[u]!, damage) > 0;
  };
  for (let k = 0; k < b.foesLen[p]!; k++) {
    const t = b.foes[p * b.n + k]!;
    if (b.status[t] !== IN_PLAY) continue;
    let pick = -1,
      least = Infinity;
    for (const u of attackers) {
      const a = attackValue(b, u, t, false);
      if (a > defenceValue(b, t, u, false) && a < least && mayKill(b, u, t) && worthIt(u, t)) {
        pick = u;
        least = a;
      }
    }
    if (pick >= 0) return `assault ${b.ids[pick]} > ${b.ids[t]}`;
    const finder = new FlankFinder(b.n, b.n);
    let stackers = 0;
    for (const u of attackers) {
      const a = attackValue(b, u, t, true);
      if (b.flags[u]! & STATION || a < 1) continue;
      const stacks = b.flags[u]! & STACKS ? 1 : 0;
      stackers += stacks;
      finder.add(u, a, b.flags[u]! & FLANK_PLUS ? 1 : 0, -1, stacks);
    }
    const d = defenceValue(b, t, -1, true);
    if (finder.find(d) || (stackers >= 2 && finder.findStack(d))) return flankWords(b, finder, t);
  }
  return "none";
}

function flankWords(b: StarBattle, f: FlankFinder, t: number): string {
  const parts = Array.from({ length: f.len }, (_, i) => `${b.ids[f.pickedUnit(i)]}=${f.pickedValue(i)}`);
  return `flank ${parts.join("+")} > ${b.ids[t]}`;
}

function fastChoice(b: StarBattle, p: number, turn: number): string {
  chooseAttack(b, p, turn);
  if (b.kind === 0) return "none";
  if (b.kind === 1) return `assault ${b.ids[b.actor]} > ${b.ids[b.target]}`;
  return flankWords(b, b.flank, b.target);
}

describe("002 Star Strife, the automated player's attack (players.ts): the fast choice is the plain one", () => {
  it("on random positions of random fleets, open space, asteroids and minefield, either side", () => {
    let compared = 0,
      flanks = 0,
      assaults = 0,
      wide = 0;
    fc.assert(
      fc.property(position, (g) => {
        const made = positionOf(g);
        if (!made) return;
        const { b, turn } = made;
        if (b.words > 1) wide++;
        for (const p of [0, 1]) {
          const plain = plainChoice(b, p, turn);
          expect(fastChoice(b, p, turn), `side ${p}, turn ${turn}`).toBe(plain);
          // a second call on the same position (its flank list and foe head kept) chooses the same
          expect(fastChoice(b, p, turn)).toBe(plain);
          compared++;
          if (plain.startsWith("flank")) flanks++;
          if (plain.startsWith("assault")) assaults++;
        }
      }),
      { numRuns: 1500, seed: 23 },
    );
    // the positions reach both kinds of attack often enough to say something
    expect(compared).toBeGreaterThan(1500);
    expect(flanks).toBeGreaterThan(100);
    expect(assaults).toBeGreaterThan(500);
    expect(wide).toBeGreaterThan(50);
  });

  it("gatherFlank's candidates packed from the flag bits are FlankFinder.pack's", () => {
    // players.ts writes (u << 8) | (flags & STACKS) >> 4 | (flags & FLANK_PLUS) >> 6 for pack(u, plus, -1, stacks)
    for (const u of [0, 1, 7, 31, 200, 4095])
      for (const flags of [0, STACKS, FLANK_PLUS, STACKS | FLANK_PLUS, STACKS | FLANK_PLUS | ATTRITION | STATION])
        expect((u << 8) | ((flags & STACKS) >> 4) | ((flags & FLANK_PLUS) >> 6)).toBe(
          FlankFinder.pack(u, flags & FLANK_PLUS ? 1 : 0, -1, flags & STACKS ? 1 : 0),
        );
  });

  it("a dispersed squadron's parts attack in its place", () => {
    const made = positionOf({
      red: {
        ships: ["Destroyer"],
        big: false,
        carrier: "Fleet Carrier",
        craft: ["Fighter Squadron"],
        drones: 0,
        decoy: false,
        interceptors: 0,
        mecha: false,
        station: false,
      },
      blue: { ships: ["Frigate"], big: false, carrier: undefined, craft: [], drones: 0, decoy: false, interceptors: 0, mecha: false, station: false },
      terrain: undefined,
      turn: 1,
      faces: Array(64).fill(0),
      fates: Array(64).fill("dispersed"),
      mines: false,
      channelTaken: false,
    })!;
    expect(made).not.toBeNull();
    const squadron = made.b.ids.indexOf("Red-4");
    expect(made.b.status[squadron]).toBe(DISPERSED);
    expect(plainChoice(made.b, 0, 1)).toBe(fastChoice(made.b, 0, 1));
  });
});

/** The reaction units a side may send, read plainly: interceptors aboard the target while its channels open at the turn's start allow, then the free reaction units that have not acted, most sides first. */
function plainReactions(b: StarBattle, side: number, defending: boolean, turn: number): string[] {
  const t = b.target,
    list: number[] = [];
  if (defending) {
    let room = Math.min(b.openAtStart[t]!, b.channels[t]! - b.used[t]!);
    for (let u = b.firstUnit[side]!; u < b.endUnit[side]! && room > 0; u++)
      if (b.flags[u]! & INTERCEPTOR && b.status[u] === ABOARD && b.controller[u] === t) {
        list.push(u);
        room--;
      }
  }
  const free: number[] = [];
  for (let u = b.firstUnit[side]!; u < b.endUnit[side]!; u++) {
    const held = (b.flags[u]! & CHANNEL_UNIT) !== 0 && b.controller[u]! >= 0;
    if (b.flags[u]! & REACTION && !(b.flags[u]! & INTERCEPTOR) && b.status[u] === IN_PLAY && b.acted[u] !== turn && !held) free.push(u);
  }
  free.sort((x, y) => b.sides[y]! - b.sides[x]!); // stable: set-up order on a tie
  return [...list, ...free].map((u) => b.ids[u]!);
}

/** The escorts standing in for t, read plainly: the one of fewest sides covering the margin alone, else those showing most until they cover it, if together worth fewer sides than t. */
function plainStandIn(b: StarBattle, q: number, t: number, margin: number, turn: number): string[] {
  const need = Math.max(1, margin),
    escorts: number[] = [];
  for (let u = b.firstUnit[q]!; u < b.endUnit[q]!; u++)
    if (b.flags[u]! & ESCORT && b.status[u] === IN_PLAY && b.acted[u] !== turn && u !== t && b.sides[u]! < b.sides[t]!) escorts.push(u);
  let one = -1;
  for (const u of escorts) if (b.face[u]! >= need && (one < 0 || b.sides[u]! < b.sides[one]!)) one = u;
  if (one >= 0) return [b.ids[one]!];
  escorts.sort((x, y) => b.face[y]! - b.face[x]!);
  let total = 0,
    cost = 0;
  for (let i = 0; i < escorts.length; i++) {
    total += b.face[escorts[i]!]!;
    cost += b.sides[escorts[i]!]!;
    if (total >= need) return cost < b.sides[t]! ? escorts.slice(0, i + 1).map((u) => b.ids[u]!) : [];
  }
  return [];
}

describe("002 Star Strife, reactions and escorts (players.ts): the fast lists are the plain ones", () => {
  it("on random positions: each unit in play as the target, each side defending and attacking, margins −2 to 6", () => {
    let lists = 0,
      standing = 0;
    fc.assert(
      fc.property(position, fc.integer({ min: -2, max: 6 }), (g, margin) => {
        const made = positionOf(g);
        if (!made) return;
        const { b, turn } = made;
        for (let t = 0; t < b.n; t++) {
          if (b.status[t] !== IN_PLAY) continue;
          b.target = t;
          const q = b.player[t]!;
          for (const [side, defending] of [
            [q, true],
            [1 - q, false],
          ] as const) {
            const n = reactionsAvailable(b, side, defending, turn, b.reactDef);
            const fast = Array.from(b.reactDef.subarray(0, n), (u) => b.ids[u]!);
            expect(fast, `${b.ids[t]} ${defending ? "defended" : "attacked"}`).toEqual(plainReactions(b, side, defending, turn));
            if (n > 0) lists++;
          }
          const sent = chooseStandIn(b, q, t, margin);
          const fast = Array.from(b.sent.subarray(0, sent), (u) => b.ids[u]!);
          expect(fast, `escorts for ${b.ids[t]}, margin ${margin}`).toEqual(plainStandIn(b, q, t, margin, turn));
          if (sent > 0) standing++;
        }
      }),
      { numRuns: 400, seed: 23 },
    );
    expect(lists).toBeGreaterThan(300);
    expect(standing).toBeGreaterThan(300);
  });
});

/** The carrier actions of side p's phase, read plainly (phase.ts, carrierActions): each carrier or station in set-up order keeps one action and spends the rest on Rally, else Disperse, else Coordinate. */
function plainCarrierActions(b: StarBattle, p: number, turn: number, roller: Roller): void {
  const fit = (u: number) =>
    b.player[u] === p && b.flags[u]! & ATTRITION && !isMineSlot(b, u) && b.status[u] === IN_PLAY && b.acted[u] !== turn && b.controller[u]! < 0;
  const showingMost = (test: (u: number) => boolean) => {
    let best = -1;
    for (let u = 0; u < b.n; u++) if (fit(u) && test(u) && (best < 0 || b.face[u]! > b.face[best]!)) best = u;
    return best;
  };
  for (let c = b.firstUnit[p]!; c < b.endUnit[p]!; c++) {
    if (!(b.flags[c]! & (CARRIER | STATION)) || b.caPerTurn[c]! === 0 || b.status[c] !== IN_PLAY) continue;
    if (b.caTurn[c] !== turn) {
      b.caTurn[c] = turn;
      b.caUsed[c] = 0;
    }
    while (b.caPerTurn[c]! - b.caUsed[c]! > 1) {
      const rally = showingMost((u) => !b.stuck[u] && b.sides[u]! >= 2 && 2 * b.face[u]! < b.sides[u]! + 1);
      const worn = rally < 0 ? showingMost((u) => b.disperseSlots[u]! >= 0 && b.face[u] === 1) : -1;
      const strong = rally < 0 && worn < 0 ? showingMost((u) => b.coordinated[u] !== turn && b.face[u]! >= 2) : -1;
      if (rally >= 0) b.face[rally] = roller.roll(b.sides[rally]!);
      else if (worn >= 0) disperse(b, worn);
      else if (strong >= 0) b.coordinated[strong] = turn;
      else break;
      b.caUsed[c]!++;
    }
  }
}

/** Command points at the start of side p's phase, read plainly (phase.ts, spendCommandPoints). */
function plainCommandPoints(b: StarBattle, p: number, turn: number, roller: Roller): void {
  const find = (q: number, test: (face: number, sides: number) => boolean, unacted: boolean) => {
    let best = -1;
    for (let u = b.firstUnit[q]!; u < b.endUnit[q]!; u++) {
      if (b.status[u] !== IN_PLAY || b.stuck[u] || isMineSlot(b, u) || (unacted && b.acted[u] === turn)) continue;
      if (test(b.face[u]!, b.sides[u]!) && (best < 0 || b.sides[u]! > b.sides[best]!)) best = u;
    }
    return best;
  };
  for (const side of [p, 1 - p]) {
    if (b.cp[side] === 0) continue;
    const forced = b.cp[side]! >= 4 ? find(1 - side, (face, sides) => sides >= 10 && 3 * face > 2 * sides, false) : -1;
    if (forced >= 0) {
      b.face[forced] = roller.roll(b.sides[forced]!);
      b.cp[side] = 0;
      b.cpBarred[1 - side] = turn;
      continue;
    }
    if (b.cpBarred[side] === turn) continue;
    const own = find(side, (face, sides) => sides >= 8 && 3 * face <= sides, true);
    if (own < 0) continue;
    b.face[own] = roller.roll(b.sides[own]!);
    b.cp[side]! -= COMMAND_POINTS.friendlyReroll;
  }
}

describe("002 Star Strife, a phase's command points and carrier actions (phase.ts): the fast way ends in the plain way's state", () => {
  it("on random positions with random command points, either side's phase, the same dice drawn", () => {
    let changed = 0;
    fc.assert(
      fc.property(position, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 2, maxLength: 2 }), fc.boolean(), fc.integer(), (g, cp, barred, seed) => {
        const made = positionOf(g);
        if (!made) return;
        const { b, turn } = made;
        b.cp.set(cp);
        if (barred) b.cpBarred[1] = turn;
        const start = b.state.slice();
        for (const p of [0, 1]) {
          b.state.set(start);
          const plainRoller = new Roller(seededSource(seed), true);
          plainCommandPoints(b, p, turn, plainRoller);
          plainCarrierActions(b, p, turn, plainRoller);
          const plain = b.state.slice();
          b.state.set(start);
          const roller = new Roller(seededSource(seed), true);
          spendCommandPoints(b, p, turn, roller, null);
          carrierActions(b, p, turn, roller, null);
          expect(roller.faces, `side ${p}'s dice`).toEqual(plainRoller.faces);
          expect(Array.from(b.state), `side ${p}'s phase`).toEqual(Array.from(plain));
          if (plain.some((v, i) => v !== start[i])) changed++;
        }
      }),
      { numRuns: 1000, seed: 23 },
    );
    expect(changed).toBeGreaterThan(500);
  });
});
