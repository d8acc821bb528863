// The automated player's choice of attack, 002 core: a direct assault or a flanking maneuver.
// Everything works in the Battlefield's scratch arrays, so choosing allocates nothing.
import * as field from "./battlefield";
import type { Battlefield } from "./battlefield";
import * as rules from "./rules";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loop reads local copies.
const { CONTESTED } = field;
const { dropByTwo } = rules;

export const NO_ATTACK = 0,
  ASSAULT = 1,
  FLANK = 2;

/**
 * Player p's dice in front f that have not acted this turn, into b.cand (their faces in
 * b.candFace), most showing first (ties in set-up order); b.suffix[i] is the total showing on
 * cand[i..]. Returns how many. Each die is inserted in order as it is gathered: an insertion sort,
 * which keeps set-up order on a tie and is quickest for a dozen dice.
 */
export function gatherDice(b: Battlefield, p: number, f: number, turn: number): number {
  const { cand, candFace, front, acted, face, suffix } = b;
  let m = 0;
  const end = b.endUnit[p]!;
  for (let u = b.firstUnit[p]!; u < end; u++) {
    const shown = face[u]!;
    if (shown === 0 || front[u] !== f || acted[u] === turn) continue;
    let j = m++;
    for (; j > 0 && candFace[j - 1]! < shown; j--) {
      cand[j] = cand[j - 1]!;
      candFace[j] = candFace[j - 1]!;
    }
    cand[j] = u;
    candFace[j] = shown;
  }
  suffix[m] = 0;
  for (let i = m - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + candFace[i]!;
  return m;
}

/** Index of the lowest bit set in x (x ≠ 0). */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/**
 * gatherDice read off the face index (b.byFace: one front, where every die of p in play may act,
 * as none has acted yet when the turn's one attack is chosen): faces from the highest down, and
 * the dice showing each face in set-up order, which is the order the insertion sort gives, with
 * no die looked at twice.
 */
export function gatherByFace(b: Battlefield, p: number): number {
  const { cand, candFace, suffix, unitsShowing } = b;
  const first = b.firstUnit[p]!,
    at = p * 32;
  let m = 0;
  for (let faces = b.facesShown[p]!; faces !== 0;) {
    const v = 31 - Math.clz32(faces);
    faces ^= 1 << v;
    for (let units = unitsShowing[at + v]!; units !== 0; units &= units - 1) {
      cand[m] = first + lowestBit(units);
      candFace[m++] = v;
    }
  }
  suffix[m] = 0;
  for (let i = m - 1; i >= 0; i--) suffix[i] = suffix[i + 1]! + candFace[i]!;
  return m;
}

/**
 * Heuristic "biggest prize first": the letter's advice, "go after the opponents largest die, no
 * matter what". Targets are tried most sides first; the first one that can be taken is taken.
 * For that target a direct assault is preferred (one die re-rolls, and under the letter's variant
 * nothing drops), made with the die showing the least that still beats it (first listed on a
 * tie): it gains most from its re-roll and leaves the high dice standing guard. Else a flank.
 * Leaves the attackers in b.pick[0..pickLen) and the target in b.target.
 */
export function chooseAttack(b: Battlefield, p: number, f: number, turn: number): number {
  if (b.owner[f] !== CONTESTED) return NO_ATTACK;
  const { face, front, acted, foes, cand, candFace } = b;
  const first = b.firstUnit[p]!,
    end = b.endUnit[p]!;
  const foesStart = p * b.n,
    foesEnd = foesStart + b.foesLen[p]!;
  // (captured foes show 0: skipped, and forgotten when at the head of the list)
  let k = foesStart + b.foesHead[p]!;
  while (k < foesEnd && face[foes[k]!] === 0) k++;
  b.foesHead[p] = k - foesStart;
  while (k < foesEnd && (face[foes[k]!] === 0 || front[foes[k]!] !== f)) k++;
  if (k === foesEnd) return NO_ATTACK;
  // The most valuable target is nearly always the one taken, by assault: find the assaulter first
  // (the die showing least that beats it, first listed on a tie), looking at nothing else.
  let t = face[foes[k]!]!;
  let best = -1,
    bestShown = 0x7fffffff;
  if (b.byFace) {
    // The face index (one front, faces up to 30, so t + 1 ≤ 31): the least face above t that p
    // shows is the lowest bit above t, and of the dice showing it the first listed is the
    // lowest unit bit. The same die the scan below finds, without the scan.
    const above = b.facesShown[p]! >>> (t + 1);
    if (above !== 0) best = first + lowestBit(b.unitsShowing[p * 32 + t + 1 + lowestBit(above)]!);
  } else if (b.fronts === 1) {
    // One front: every die in play is in it, and none has acted yet when the turn's one attack
    // is chosen (dice act before it only by moving or redeploying, which need two fronts).
    // Dice off the table show 0 and never beat t. A die showing t + 1 cannot be bettered.
    for (let a = first; a < end; a++) {
      const shown = face[a]!;
      if (shown > t && shown < bestShown) {
        best = a;
        bestShown = shown;
        if (shown === t + 1) break;
      }
    }
  } else {
    for (let a = first; a < end; a++) {
      const shown = face[a]!;
      if (shown > t && shown < bestShown && front[a] === f && acted[a] !== turn) {
        best = a;
        bestShown = shown;
      }
    }
  }
  if (best >= 0) return assaultWith(b, best, foes[k]!);
  // It cannot be assaulted: gather and sort the dice that may act, and go down the targets.
  const m = b.byFace ? gatherByFace(b, p) : gatherDice(b, p, f, turn);
  if (m === 0) return NO_ATTACK;
  const top = candFace[0]!,
    total = b.suffix[0]!;
  const passGuarded = f === b.passFront;
  for (; k < foesEnd; k++) {
    const u = foes[k]!;
    t = face[u]!;
    if (t === 0 || front[u] !== f) continue;
    if (top > t) {
      let j = m - 1;
      while (candFace[j]! <= t) j--;
      while (j > 0 && candFace[j - 1] === candFace[j]) j--;
      return assaultWith(b, cand[j]!, u);
    }
    if (m < 2 || t > total) continue;
    // 002 Terrain: "allow one side to hold a pass ... and they cannot be flanked against". ruling:
    // with alliances on the side is the holder's alliance, so its allies in the pass are safe too.
    if (passGuarded && b.team[u] === b.playerTeam[b.passHolder]) continue;
    if (!findFlank(b, m, t)) continue;
    // Heuristic (letter's variant): flank only for a net gain, the target worth more sides than
    // the dice the drop by two would eliminate.
    if (b.dropByTwo && b.bestCost >= b.sides[u]!) continue;
    b.target = u;
    return FLANK;
  }
  return NO_ATTACK;
}

/**
 * findFlank without the letter's variant, on face counts. findFlank tries anchors from the highest
 * face down (one die per face: a second die showing the same would only repeat the search), and
 * sumTo tries, at each depth, every face still free from the highest down, again once per face;
 * the first flank found is kept (its cost is 0). So the flank found is the first in that order of
 * face sequences, highest first, which this search walks the same way on the counts (pruning only
 * what cannot add up, as sumTo does). The dice: findFlank's list puts the dice showing a face in
 * set-up order, and a face used c times is used by the first c of them (each depth starts right
 * after the die before), so here the face's c lowest unit bits. Result in b.pick/pickLen.
 * The caller (the one-front loop's search, onefront.ts) has put in b.faceSum[v], for every face v
 * p shows, the total shown on p's dice showing v or less. onefront.ts' playTwoSides has this
 * search written out as a loop (so that it makes no call): a change here is a change there too.
 */
export function flankByFace(b: Battlefield, p: number, shown: number, t: number): boolean {
  const { faceUsed, pickFace } = b;
  // anchors: faces below t (t ≤ 30) and at least half of it, highest first
  for (let anchors = shown & ((1 << t) - 1); anchors !== 0;) {
    const a = 31 - Math.clz32(anchors);
    anchors ^= 1 << a;
    if (2 * a < t) break;
    pickFace[0] = a;
    faceUsed[a]!++;
    const found = completeByFace(b, p * 32, shown, t - a, a, 1);
    faceUsed[a]!--;
    if (found) {
      const at = p * 32,
        first = b.firstUnit[p]!;
      // Each face's dice are taken in order: the first of its dice not yet picked (a face picked
      // again is the same face as the pick before, faces going down). Kept as a mask of the dice
      // picked rather than by comparing each face with the one before: no branch on the faces.
      const { pick, unitsShowing } = b;
      let picked = 0;
      for (let i = 0; i < b.pickLen; i++) {
        const dice = unitsShowing[at + pickFace[i]!]! & ~picked,
          bit = dice & -dice;
        picked |= bit;
        pick[i] = first + (31 - Math.clz32(bit));
      }
      return true;
    }
  }
  return false;
}

/** Faces of p's dice still free (at: p × 32), each at most maxV (≤ 29), adding up to r, into pickFace[depth..]; sets b.pickLen. */
function completeByFace(b: Battlefield, at: number, shown: number, r: number, maxV: number, depth: number): boolean {
  const { unitsShowing, faceSum, faceUsed, pickFace } = b;
  // Faces above r cannot be picked, so the search starts at r when r is below maxV. (The pruning
  // test below could have ended the search at one of them, but then it ends it at the first face
  // at or below r too: the free dice showing that face or less add up to no more. So the answer
  // is the same, without going through faces that were never going to be picked.)
  const top = r < maxV ? r : maxV;
  for (let faces = shown & ((1 << (top + 1)) - 1); faces !== 0;) {
    const v = 31 - Math.clz32(faces);
    faces ^= 1 << v;
    // The free dice showing v or less add up to faceSum[v] less the ones showing v already used
    // (only v = maxV can have any): fewer than r, and no smaller face can do better.
    if (faceSum[v]! - v * faceUsed[v]! < r) return false;
    if (faceUsed[v] === bitCount(unitsShowing[at + v]!)) continue;
    pickFace[depth] = v;
    if (v === r) {
      b.pickLen = depth + 1;
      return true;
    }
    faceUsed[v]!++;
    const found = completeByFace(b, at, shown, r - v, v, depth + 1);
    faceUsed[v]!--;
    if (found) return true;
  }
  return false;
}

/**
 * How many bits of x are set: how many dice show a face. Worked out by the search for a flank (here
 * and, written out, in the one-front loop) rather than kept up to date at every roll and capture.
 */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function assaultWith(b: Battlefield, attacker: number, target: number): number {
  b.pick[0] = attacker;
  b.pickLen = 1;
  b.target = target;
  return ASSAULT;
}

/**
 * Heuristic for the flank's dice: the largest die below the target that shows at least half of
 * it anchors the flank, and the rest are found by a depth-first subset sum over the smaller dice
 * (highest first), so the first flank found uses few dice. Under the letter's variant every flank
 * is searched for the one that loses the fewest sides to elimination. Result in b.pick/pickLen,
 * cost (sides eliminated) in b.bestCost.
 */
export function findFlank(b: Battlefield, m: number, t: number): boolean {
  const { cand, candFace } = b;
  b.bestCost = 0x7fffffff;
  b.bestLen = 0;
  for (let i = 0; i < m; i++) {
    const a = candFace[i]!;
    if (a >= t) continue;
    if (2 * a < t) break;
    if (!b.dropByTwo && i > 0 && candFace[i - 1]! === a) continue;
    b.pick[0] = cand[i]!;
    if (sumTo(b, i + 1, m, t - a, 1, lost(b, cand[i]!))) break;
  }
  if (b.bestLen === 0) return false;
  for (let i = 0; i < b.bestLen; i++) b.pick[i] = b.best[i]!;
  b.pickLen = b.bestLen;
  return true;
}

/** Sides lost if this die flanks under the letter's variant (0 when the rule is off). */
function lost(b: Battlefield, u: number): number {
  return b.dropByTwo && dropByTwo(b.sides[u]!, b.face[u]!) === 0 ? b.sides[u]! : 0;
}

/** Picks dice from cand[start..m) adding up to r; true when the search can stop. */
function sumTo(b: Battlefield, start: number, m: number, r: number, depth: number, cost: number): boolean {
  const { cand, candFace, suffix } = b;
  for (let j = start; j < m; j++) {
    if (suffix[j]! < r) return false;
    const v = candFace[j]!;
    if (v > r) continue;
    if (!b.dropByTwo && j > start && candFace[j - 1]! === v) continue;
    const c = cost + lost(b, cand[j]!);
    if (c >= b.bestCost) continue;
    b.pick[depth] = cand[j]!;
    if (v === r) {
      b.bestCost = c;
      b.bestLen = depth + 1;
      for (let i = 0; i <= depth; i++) b.best[i] = b.pick[i]!;
      if (c === 0) return true;
    } else if (sumTo(b, j + 1, m, r - v, depth + 1, c)) return true;
  }
  return false;
}
