// One Star Strife attack (engage.ts) against a plain reading of 002's rules for it, on random
// positions with the attack the automated player chooses there: the units taking part, the
// reaction pass sequence, attrition rolls and casualties with Repair Attrition, who wins, escorts
// standing in, damage (supported assault, the 4-sided floor, spread), catastrophic damage. The
// players' decisions (players.ts) are the same functions in both, so this checks the rules around
// them: the engagement's lists and shortcuts, the order of the rolls, and what each rule changes.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { Roller } from "../rotgb/roller";
import { ABOARD, ATTRITION, CARRIER, INTERCEPTOR, IN_PLAY, REACTION, STATION, attach, markActed, setStatus, type StarBattle } from "./battle";
import { engage, lose } from "./engage";
import { chooseAttack, chooseReactions, chooseStandIn, estimate, joined, pickCasualty, reactionsAvailable, spreadDamage } from "./players";
import { CATASTROPHIC_FACE, afterAssaultDamage, attritionKills, damageFrom, repairs } from "./rules";
import { attackValue, defenceValue } from "./values";
import { position, positionOf } from "./testing";

const MAIN = 1,
  SUPPORT = 2,
  REACTING = 3;

function plainEngage(b: StarBattle, p: number, turn: number, roller: Roller): void {
  const t = b.target,
    q = b.player[t]!,
    flank = b.kind === 2;
  b.counters[2]!++;
  b.reacting[0] = b.reacting[1] = 0;
  // the attack's units: the assaulting unit with its channel units that have not acted, or the flank's parts
  b.atkLen = 0;
  if (!flank) {
    b.atkSide[b.atkLen++] = b.actor;
    b.role[b.actor] = MAIN;
    for (let u = 0; u < b.n; u++)
      if (b.controller[u] === b.actor && b.status[u] === IN_PLAY && b.acted[u] !== turn) {
        b.atkSide[b.atkLen++] = u;
        b.role[u] = SUPPORT;
      }
  } else
    for (let i = 0; i < b.flank.len; i++) {
      const u = b.flank.pickedUnit(i);
      b.atkSide[b.atkLen++] = u;
      b.role[u] = MAIN;
      b.plus[u] = b.flank.pickPlus[i]!;
    }
  for (let i = 0; i < b.atkLen; i++) markActed(b, b.atkSide[i]!, turn);
  // the target with its channel units (they stand with it without acting)
  b.defLen = 0;
  b.defSide[b.defLen++] = t;
  b.role[t] = MAIN;
  for (let u = 0; u < b.n; u++)
    if (b.controller[u] === t && b.status[u] === IN_PLAY) {
      b.defSide[b.defLen++] = u;
      b.role[u] = SUPPORT;
    }
  // reactions: the defender first, then the attacker, until both pass in a row
  const defN = reactionsAvailable(b, q, true, turn, b.reactDef),
    atkN = reactionsAvailable(b, p, false, turn, b.reactAtk);
  if (defN + atkN > 0) {
    let defAt = 0,
      atkAt = 0,
      passes = 0,
      defending = true,
      defEst = estimate(b, false),
      atkEst = estimate(b, true);
    while (passes < 2) {
      const list = defending ? b.reactDef : b.reactAtk,
        from = defending ? defAt : atkAt;
      const sent = defending ? chooseReactions(b, true, list, from, defN, defEst, atkEst) : chooseReactions(b, false, list, from, atkN, atkEst, defEst);
      passes = sent === 0 ? passes + 1 : 0;
      if (defending) defEst += joined(b, list, from, sent, true);
      else atkEst += joined(b, list, from, sent, false);
      for (let i = from; i < from + sent; i++) {
        const u = list[i]!;
        if (b.status[u] === ABOARD) {
          setStatus(b, u, IN_PLAY);
          b.face[u] = 1;
          attach(b, u, b.controller[u]!);
          b.launched = 1;
        }
        markActed(b, u, turn);
        if (defending) b.defSide[b.defLen++] = u;
        else b.atkSide[b.atkLen++] = u;
        b.role[u] = REACTING;
        b.reacting[defending ? q : p]!++;
      }
      if (defending) defAt += sent;
      else atkAt += sent;
      defending = !defending;
    }
  }
  // attrition: attrition and reaction units roll (their new value); other units roll for casualties
  // only when the enemy has attrition dice in the fight; both sides roll, then both lose
  const rollsAsAttrition = (u: number) => (b.flags[u]! & (ATTRITION | REACTION)) !== 0;
  const atkSide = Array.from(b.atkSide.subarray(0, b.atkLen)),
    defSide = Array.from(b.defSide.subarray(0, b.defLen));
  const atkAttr = atkSide.filter(rollsAsAttrition).length,
    defAttr = defSide.filter(rollsAsAttrition).length;
  const rolled = atkAttr + defAttr > 0;
  if (rolled) {
    const killsBy = (side: number[], enemyAttr: number) => {
      let kills = 0;
      for (const u of side) {
        if (b.status[u] !== IN_PLAY) continue;
        if (rollsAsAttrition(u)) {
          if (!b.stuck[u]) b.face[u] = roller.roll(b.sides[u]!);
          kills += attritionKills(b.face[u]!, (b.flags[u]! & ATTRITION) !== 0, (b.flags[u]! & INTERCEPTOR) !== 0);
        } else if (enemyAttr > 0) kills += attritionKills(roller.roll(b.sides[u]!), false);
      }
      return kills;
    };
    const atkKills = killsBy(atkSide, defAttr),
      defKills = killsBy(defSide, atkAttr);
    const remove = (side: Int32Array, len: number, kills: number, by: number) => {
      for (let k = 0; k < kills; k++) {
        const u = pickCasualty(b, side, len);
        if (u < 0) return;
        // Repair Attrition: the losing side's carrier or station with an action left, most sides first
        let c = -1;
        for (let s = b.firstUnit[b.player[u]!]!; s < b.endUnit[b.player[u]!]!; s++) {
          if (!(b.flags[s]! & (CARRIER | STATION)) || b.caPerTurn[s] === 0 || b.status[s] !== IN_PLAY) continue;
          if (b.caTurn[s] !== turn) {
            b.caTurn[s] = turn;
            b.caUsed[s] = 0;
          }
          if (b.caUsed[s]! < b.caPerTurn[s]! && (c < 0 || b.sides[s]! > b.sides[c]!)) c = s;
        }
        if (c >= 0) {
          b.caUsed[c]!++;
          if (repairs(roller.roll(b.sides[c]!))) {
            b.saved[u] = b.counters[2]!;
            continue;
          }
        }
        lose(b, u, by);
      }
    };
    if (atkKills > 0) remove(b.defSide, b.defLen, atkKills, p);
    if (defKills > 0) remove(b.atkSide, b.atkLen, defKills, q);
  }
  // the totals now
  let a = 0,
    d = 0;
  for (const u of b.atkSide.subarray(0, b.atkLen))
    if (b.status[u] === IN_PLAY && b.role[u] !== SUPPORT)
      a += attackValue(b, u, t, flank || b.role[u] === REACTING) + (flank && b.role[u] === MAIN ? b.plus[u]! : 0);
  for (const u of b.defSide.subarray(0, b.defLen))
    if (b.status[u] === IN_PLAY && b.role[u] !== SUPPORT && !(b.flags[u]! & INTERCEPTOR)) d += defenceValue(b, u, flank ? -1 : b.actor, flank);
  const anyAttacker = atkSide.some((u) => b.status[u] === IN_PLAY);
  // without rolls nothing changed since the choice, which beat the defence
  const result =
    !rolled || b.status[t] !== IN_PLAY
      ? "attacker"
      : !anyAttacker
        ? "defender"
        : a > d || (flank && a >= d)
          ? "attacker"
          : !flank && a === d
            ? "tie"
            : "defender";
  const targetFace = b.face[t]!;
  let lead = -1;
  if (!flank) lead = b.status[b.actor] === IN_PLAY ? b.actor : -1;
  else for (const u of atkSide) if (b.status[u] === IN_PLAY && b.role[u] === MAIN && (lead < 0 || b.face[u]! > b.face[lead]!)) lead = u;
  const leadFace = lead >= 0 ? b.face[lead]! : 0;
  const reduce = (u: number, face: number, by: number) => {
    if (face <= 0) return lose(b, u, by);
    b.face[u] = face;
    if (face === CATASTROPHIC_FACE) b.stuck[u] = 1;
  };
  const spread = (side: Int32Array, len: number, damage: number, by: number) => {
    spreadDamage(b, side, len, damage);
    for (const u of side.subarray(0, len)) if (b.status[u] === IN_PLAY && b.newFace[u] !== b.face[u]) reduce(u, b.newFace[u]!, by);
  };
  const damageAttacker = (damage: number) => {
    if (damage <= 0) return;
    if (flank || b.reacting[p]! > 0) return spread(b.atkSide, b.atkLen, damage, q);
    // a supported assault: the channel units take the damage first, then the assaulting die with the floor
    let left = damage;
    for (const s of b.atkSide.subarray(1, b.atkLen)) {
      if (b.status[s] !== IN_PLAY || left === 0) continue;
      const take = Math.min(left, b.face[s]!);
      left -= take;
      reduce(s, b.face[s]! - take, q);
    }
    if (b.status[b.actor] === IN_PLAY && left > 0) reduce(b.actor, afterAssaultDamage(b.sides[b.actor]!, b.face[b.actor]!, left), q);
  };
  const damageDefender = (damage: number) => {
    if (damage <= 0) return;
    if (b.reacting[q]! > 0) return spread(b.defSide, b.defLen, damage, p);
    if (b.status[t] === IN_PLAY) reduce(t, afterAssaultDamage(b.sides[t]!, b.face[t]!, damage), p);
  };
  if (result === "attacker") {
    if (b.status[t] === IN_PLAY) {
      const standing = chooseStandIn(b, q, t, a - d);
      const escorts = Array.from(b.sent.subarray(0, standing));
      for (const e of escorts) markActed(b, e, turn);
      for (const e of escorts) lose(b, e, p);
      if (standing === 0) lose(b, t, p);
    }
    damageAttacker(damageFrom(targetFace));
  } else if (result === "defender") {
    if (lead >= 0) lose(b, lead, q);
    damageDefender(damageFrom(leadFace));
  } else {
    damageAttacker(damageFrom(targetFace));
    damageDefender(damageFrom(leadFace));
  }
  for (const u of b.atkSide.subarray(0, b.atkLen)) b.role[u] = 0;
  for (const u of b.defSide.subarray(0, b.defLen)) b.role[u] = 0;
}

describe("002 Star Strife, one attack (engage.ts): the engine's way ends in the plain reading's state", () => {
  it("on random positions, either side attacking, open space, asteroids and minefield: the same dice, table, scores and carrier actions", () => {
    let fights = 0,
      rolled = 0,
      reacted = 0;
    fc.assert(
      fc.property(position, fc.integer(), (g, seed) => {
        const made = positionOf(g);
        if (!made) return;
        const { b, turn } = made;
        const start = b.state.slice();
        for (const p of [0, 1]) {
          b.state.set(start);
          chooseAttack(b, p, turn);
          if (b.kind === 0) continue;
          const choice = [b.kind, b.actor, b.target] as const;
          const plainRoller = new Roller(seededSource(seed), true);
          b.launched = 0;
          plainEngage(b, p, turn, plainRoller);
          const plain = b.state.slice(),
            plainLaunched = b.launched;
          b.state.set(start);
          chooseAttack(b, p, turn);
          expect([b.kind, b.actor, b.target]).toEqual(choice);
          const roller = new Roller(seededSource(seed), true);
          b.launched = 0;
          engage(b, p, turn, roller, null);
          expect(roller.faces, `side ${p}'s attack: the dice`).toEqual(plainRoller.faces);
          expect(Array.from(b.state), `side ${p}'s attack: the state after`).toEqual(Array.from(plain));
          expect(b.launched).toBe(plainLaunched);
          fights++;
          if (plainRoller.faces!.length > 0) rolled++;
          if (b.reacting[0]! + b.reacting[1]! > 0 || b.launched) reacted++;
        }
      }),
      { numRuns: 1500, seed: 23 },
    );
    expect(fights).toBeGreaterThan(1500);
    expect(rolled).toBeGreaterThan(500);
    expect(reacted).toBeGreaterThan(100);
  });
});
