// The game loop of engine.ts for a table that is one front (no fronts rule, or a single named
// front) with the face index kept (b.byFace): the case the odds run thousands of times. It plays
// exactly the same game, same dice in the same order and the same log, with the hot values in
// local variables, the turn's usual action (an assault on the biggest prize) chosen in line, and
// assaults and flanks resolved in line. Arrivals, the search down the targets and the letter's
// variant go through the general code.
import type { RandomSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import * as field from "./battlefield";
import type { Battlefield } from "./battlefield";
import * as attack from "./attack";
import * as actions from "./turn-actions";
import { BattleLog } from "./log";
import * as outcome from "./outcome";
import type { Ending } from "./outcome";
import { Roller } from "./roller";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loop reads local copies.
const { resetBattle, settleFront, stalemate } = field;
const { chooseAttack, flankByFace } = attack;

// battlefield.ts's and attack.ts's numbers this file uses, as enums of its own: a use of an enum
// declared in the same file is written in as its number, where a constant read from another
// module (or this one's top level, once bundled) is a load and a check at every use.
// enums.test.ts checks that each member is the other file's.
export enum St {
  IN_PLAY = 1,
  TAKEN = 2,
}
export enum Owner {
  CONTESTED = -2,
}
/** How b.unitInfo packs a unit's numbers: sides (at most 30 with the face index), its slot among its player's units (at most 30), player, team. */
export enum Info {
  FIVE_BITS = 31,
  SLOT_SHIFT = 5,
  PLAYER_SHIFT = 10,
  PLAYER_MASK = 1023,
  TEAM_SHIFT = 20,
}
/**
 * How playTwoSides' tables pack a unit's numbers: b.slotInfo (by player and slot) its sides (as
 * Info) and its place in target order; b.rankInfo (by that place) its sides and slot, as Info,
 * and its team.
 */
export enum Duel {
  RANK_SHIFT = 10,
  TEAM_SHIFT = 15,
}
/**
 * Where playTwoSides' arrays start in b.state (prepare.ts puts them first, in this order, sized for
 * two players of at most 31 units between them): the faces by place in target order (b.rankFace),
 * the numbers by player and slot (b.slotInfo) and by place (b.rankInfo), the dice picked (as slots,
 * b.duelPick) and their faces (b.pickFace), and the face index (b.unitsShowing).
 */
export enum At {
  FACE = 0,
  SLOTS = 32,
  RINFO = 96,
  PICK = 128,
  PICKFACE = 160,
  SHOW = 192,
}
/** At most this many units (battlefield.ts' MAX_RANKED_UNITS), the units in play are kept as bits in target order. */
export enum Ranked {
  MAX_UNITS = 31,
}
export enum Kind {
  NO_ATTACK = 0,
  ASSAULT = 1,
  FLANK = 2,
}
const { arrive, assault, flank } = actions;
const { buildOutcome, buildTwoSidesOutcome } = outcome;

export function playOneFront(b: Battlefield, source: RandomSource): SkirmishOutcome {
  resetBattle(b);
  // The roller the general code rolls with (arrivals, the letter's variant), made when first
  // needed: most games never call that code, and need no roller made.
  let roller = b.log ? new Roller(source, true) : null;
  // The dice rolled here are drawn as Roller.roll draws them (a d1 shows 1, drawing and recording nothing), straight
  // from the source, and recorded only with a log: the roller's own checks and loads, saved per die.
  const record = roller !== null ? roller.faces : null;
  const log = b.log ? new BattleLog(b) : null;
  const { n, players, every, maxTurns } = b;
  const { face, sides, status, takenBy, score, inPlay, count, foes, foesLen, foesHead } = b;
  const { facesShown, unitsShowing, firstUnit, endUnit, turnsTaken, pending, pick, lost, unitInfo, faceSum } = b;
  // As playBattle: who goes first, then every die in play rolls, players in order, units in order.
  let p = b.firstPlayer;
  if (p < 0) {
    p = 0;
    if (players !== 1) {
      p = source.next(players) - 1;
      if (record !== null) record.push(p + 1);
    }
  }
  // Every die starts the game showing 0 with the face index empty (resetBattle copied the start),
  // so each roll only adds its die to the index, which is all setFace would do; a player's units
  // are a contiguous range, so going player by player rolls them in the same order as u = 0..n.
  for (let q = 0; q < players; q++) {
    const first = firstUnit[q]!,
      end = endUnit[q]!,
      at = q * 32;
    let shown = 0;
    for (let u = first; u < end; u++) {
      if (status[u] !== St.IN_PLAY) continue;
      const s = sides[u]!;
      let v = 1;
      if (s !== 1) {
        v = source.next(s);
        if (record !== null) record.push(v);
      }
      face[u] = v;
      unitsShowing[at + v]! |= 1 << (u - first);
      shown |= 1 << v;
    }
    facesShown[q] = shown;
  }
  if (log) {
    log.setup(p, b.firstPlayer < 0);
    if (b.owner[0] !== Owner.CONTESTED && b.useFronts) log.frontWon(0, 0);
  }
  // With at most 31 units, the units in play as bits in target order (bit k: byValue[k]), so a
  // player's first target is the lowest bit of its enemies among them, with no list to walk
  // (captured units show 0 and stay in the foes lists, which the walk below skips one by one).
  // Kept by the captures here; worked out again from the faces after the general code has run.
  const ranked = n <= Ranked.MAX_UNITS;
  const { byValue, enemyRanks } = b;
  let alive = b.startRanked;
  let turn = 0;
  let quiet = 0;
  let ending: Ending = "one side left";
  while (b.contested > 0) {
    if (turn >= maxTurns) {
      ending = "turn limit";
      break;
    }
    turn++;
    let changed = false;
    if (every > 0 && ++turnsTaken[p]! % every === 0 && pending[p]! > 0) {
      arrive(b, p, turn, (roller ??= new Roller(source, false)), log);
      changed = true;
      if (ranked) alive = inPlayRanked(n, face, byValue);
    }
    // No redeploys: a die redeploys only out of a front its side has won, and the one front is
    // contested for as long as the game goes on. No moves either: a move needs another contested front.
    // The turn's attack. First the biggest prize still on the table, as chooseAttack finds it:
    // captured dice show 0 and are skipped (and forgotten at the head of the list); with one front
    // every die in play is in it, so the first foe showing a face is the target.
    // (the first foe showing a face and that face kept in locals: the assault below reads both;
    // with the units ranked, its place in target order r, and the enemies in play as bits)
    let foesStart = 0,
      foesEnd = 0,
      k = 0,
      prize = -1,
      t = 0,
      r = 0,
      targets = 0;
    if (ranked) {
      targets = alive & enemyRanks[p]!;
      if (targets !== 0) {
        r = 31 - Math.clz32(targets & -targets);
        prize = byValue[r]!;
        t = face[prize]!;
      }
    } else {
      foesStart = p * n;
      foesEnd = foesStart + foesLen[p]!;
      for (k = foesStart + foesHead[p]!; k < foesEnd; k++) {
        prize = foes[k]!;
        t = face[prize]!;
        if (t !== 0) break;
      }
    }
    let kind: number = Kind.NO_ATTACK;
    let resolved = false;
    // Whether the target taken here was its side's last die in play (see settleFront below).
    let lastOfTeam = false;
    // The target (its face is t), and the assaulting die (for a flank, the dice are
    // b.pick[0..b.pickLen)): in locals rather than b.target and b.pick, which this loop would
    // write and read back. For an assault, also the face the attacker shows and the mask of p's
    // dice showing that face, known once it is chosen, so the re-roll reads neither again.
    let target = -1,
      attacker = -1,
      attackerFace = 0,
      attackerUnits = 0;
    // p's first unit, the start of its face index and the faces it shows
    const first = firstUnit[p]!,
      at = p * 32;
    let shown = facesShown[p]!;
    // The head of the list moves past the captured foes skipped above, and, when the prize is
    // assaulted below, past the prize too (p's next turn need not stop at it to skip it, and
    // finds the same first target): one write either way.
    // (not kept with the units ranked: the general code's walk of the list skips captured foes
    // from wherever the head was left)
    let head = k - foesStart;
    if (ranked ? targets !== 0 : k < foesEnd) {
      const above = shown >>> (t + 1);
      if (above !== 0) {
        // chooseAttack's face-index answer: the first listed of p's dice showing the least face
        // above the target's assaults it. (lowestBit written out twice: this function is past
        // V8's inlining budget, and a call here cost more than the rest of the choice.)
        kind = Kind.ASSAULT;
        target = prize;
        head++;
        attackerFace = t + 1 + (31 - Math.clz32(above & -above));
        attackerUnits = unitsShowing[at + attackerFace]!;
        attacker = first + (31 - Math.clz32(attackerUnits & -attackerUnits));
      } else if (b.dropByTwo) {
        // The target cannot be assaulted. With the letter's variant, chooseAttack and the
        // actions as ever (its scan of the head of the foes list finds the same first target).
        if (!ranked) foesHead[p] = head;
        kind = chooseAttack(b, p, 0, turn);
        roller ??= new Roller(source, false);
        if (kind === Kind.ASSAULT) assault(b, p, turn, roller, log);
        else if (kind === Kind.FLANK) flank(b, p, turn, roller, log);
        resolved = true;
        head = foesHead[p]!;
        if (ranked) alive = inPlayRanked(n, face, byValue);
      } else if (shown !== 0) {
        // Without it, the search down the targets, from this one, that chooseAttack makes next,
        // read off the face index. Without the variant a flank costs nothing, so the search takes
        // the first flank it meets, and which one that is depends only on how many of p's dice
        // show each face (flankByFace). So nothing is gathered or sorted; the targets are tried in
        // the same order with the same tests (one front: every die on the table is in it). Written
        // here rather than called: a call, and handing the choice back through b, cost about a
        // sixth of the search.
        // The total shown on the dice showing v or less, for every face v shown (c of them show v:
        // the bits of unitsShowing, counted as in attack.ts' bitCount, written out as above).
        let m = 0,
          total = 0;
        for (let faces = shown; faces !== 0; faces &= faces - 1) {
          const v = 31 - Math.clz32(faces & -faces);
          let c = unitsShowing[at + v]!;
          c -= (c >>> 1) & 0x55555555;
          c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
          c = Math.imul((c + (c >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
          m += c;
          total += v * c;
          faceSum[v] = total;
        }
        const top = 31 - Math.clz32(shown);
        const passGuarded = b.passFront === 0;
        // (the targets from this one on: the enemies in play from bit r up, or the rest of the list)
        for (let rest = targets; ;) {
          let u: number, tu: number;
          if (ranked) {
            if (rest === 0) break;
            r = 31 - Math.clz32(rest & -rest);
            rest &= rest - 1;
            u = byValue[r]!;
            tu = face[u]!;
          } else {
            if (k >= foesEnd) break;
            u = foes[k++]!;
            tu = face[u]!;
            if (tu === 0) continue;
          }
          if (top > tu) {
            // as above: the first listed of the dice showing the least face above tu
            const above = shown >>> (tu + 1);
            kind = Kind.ASSAULT;
            target = u;
            t = tu;
            attackerFace = tu + 1 + (31 - Math.clz32(above & -above));
            attackerUnits = unitsShowing[at + attackerFace]!;
            attacker = first + (31 - Math.clz32(attackerUnits & -attackerUnits));
            break;
          }
          if (m < 2 || tu > total) continue;
          // (the pass: see chooseAttack)
          if (passGuarded && b.team[u] === b.playerTeam[b.passHolder]) continue;
          if (!flankByFace(b, p, shown, tu)) continue;
          kind = Kind.FLANK;
          target = u;
          t = tu;
          break;
        }
      }
    }
    if (!ranked) foesHead[p] = head;
    if (kind !== Kind.NO_ATTACK && !resolved) {
      // As assault() (which re-rolls under the variant too) and flank() without the variant:
      // take the target, then the attacking dice (one for an assault) re-roll in the order
      // picked. Faces for the log first.
      const u = target,
        len = kind === Kind.ASSAULT ? 1 : b.pickLen;
      const dice = log ? (kind === Kind.ASSAULT ? [attacker] : Array.from(pick.subarray(0, len))) : null;
      const before = dice ? dice.map((d) => face[d]!) : null;
      // take(u, p): out of its front (the only one, so its counts are at index team), into p's
      // scoring area, off the table: shows 0, and out of its owner's face index. (b.points is not
      // kept here: only weakestFront reads it, and with one front it picks that front whatever.)
      // (the unit's numbers from one load of b.unitInfo rather than four of sides, player, team and firstUnit)
      const info = unitInfo[u]!,
        q = (info >>> Info.PLAYER_SHIFT) & Info.PLAYER_MASK,
        unitBit = 1 << ((info >>> Info.SLOT_SHIFT) & Info.FIVE_BITS);
      lastOfTeam = --count[info >>> Info.TEAM_SHIFT]! === 0;
      // Who took a unit is read only by the log, and its status only by the log and by
      // buildOutcome, which reads the units taken off b.lost.
      if (log) {
        status[u] = St.TAKEN;
        takenBy[u] = p;
      }
      score[p]! += info & Info.FIVE_BITS;
      alive &= ~(1 << r); // (out of the units in play in target order: r is the target's place)
      inPlay[q]!--;
      lost[q]! |= unitBit;
      face[u] = 0;
      // The face leaves q's faces shown when no other die of q shows it. Whether one does is as
      // random as the dice, so it is worked out, not branched on: left - 1 is negative (its top
      // bit, 1) only when left is 0 (unit masks are positive, at most 31 units).
      const left = unitsShowing[q * 32 + t]! & ~unitBit;
      unitsShowing[q * 32 + t] = left;
      facesShown[q]! &= ~(((left - 1) >>> 31) << t);
      // Each attacker re-rolls: setFace(d, v), moving it in p's face index when the face changed.
      // (b.acted is not kept here: with one front nothing reads it, see chooseAttack.)
      // (p's faces shown in the local read above, written back once after the re-rolls: q is
      // never p, so the capture did not change them)
      if (kind === Kind.ASSAULT) {
        // The one attacker, its face and the dice showing it already known: the step of the
        // loop below without reading them again.
        const s = unitInfo[attacker]! & Info.FIVE_BITS;
        let v = 1;
        if (s !== 1) {
          v = source.next(s);
          if (record !== null) record.push(v);
        }
        const bit = attackerUnits & -attackerUnits;
        face[attacker] = v;
        const rest = attackerUnits & ~bit;
        unitsShowing[at + attackerFace] = rest;
        shown &= ~(((rest - 1) >>> 31) << attackerFace);
        unitsShowing[at + v]! |= bit;
        shown |= 1 << v;
      } else {
        for (let i = 0; i < len; i++) {
          const d = pick[i]!,
            old = face[d]!;
          const s = unitInfo[d]! & Info.FIVE_BITS;
          let v = 1;
          if (s !== 1) {
            v = source.next(s);
            if (record !== null) record.push(v);
          }
          // The die moves from old to v in the index, also when v is old (then every step below is
          // undone by the next: no branch on a random match of faces). As above, old leaves the
          // faces shown when no die is left showing it.
          const bit = 1 << (d - first);
          face[d] = v;
          const rest = unitsShowing[at + old]! & ~bit;
          unitsShowing[at + old] = rest;
          shown &= ~(((rest - 1) >>> 31) << old);
          unitsShowing[at + v]! |= bit;
          shown |= 1 << v;
        }
      }
      facesShown[p] = shown;
      if (log) {
        if (kind === Kind.ASSAULT) log.assault(turn, p, dice![0]!, before![0]!, u, t);
        else log.flank(turn, p, dice!, before!, u, t);
      }
    }
    const attacked = kind !== Kind.NO_ATTACK;
    if (attacked) {
      changed = true;
      // The front can only be won when the taken die was its side's last: the attackers (who
      // re-roll, and stay) keep theirs. So settleFront's scan of every side is skipped otherwise.
      if (resolved || lastOfTeam) settleFront(b, 0, turn);
      if (log && b.useFronts && b.owner[0] !== Owner.CONTESTED) log.frontWon(turn, 0);
    }
    if (log && !changed) log.pass(turn, p);
    quiet = changed ? 0 : quiet + 1;
    if (b.contested === 0) break;
    if (stalemate(b, quiet)) {
      // see the ruling at stalemate
      ending = "stalemate";
      break;
    }
    // nextPlayer in line: the next player listed (after the last, the first) with dice on the
    // table or reserves still due, or p again when there is none.
    for (let i = 1; i <= players; i++) {
      const q = p + i < players ? p + i : p + i - players;
      if (inPlay[q]! > 0 || pending[q]! > 0) {
        p = q;
        break;
      }
    }
  }
  if (ending === "one side left" && b.useFronts) ending = "all fronts won";
  return buildOutcome(b, ending, turn, log, roller);
}

/**
 * The one-front loop for the commonest game, two players on two sides with every die on the table
 * from the start, no reinforcements, no letter's variant, no log, at most 31 units: the same game
 * (same dice in the same order, same choices) as playOneFront with each player's numbers (faces
 * shown, score, units in play, units lost) in local variables that swap sides every turn,
 * rather than in b's per-player arrays read and written at every turn. With two players both in
 * the game, the turn always passes to the other (nextPlayer), and the game stalls after two turns
 * in a row without an attack (stalemate: quiet turns as many as the players in the game).
 * b.count, b.inPlay, b.score, b.lost and b.facesShown are written once, at the end.
 */
export function playTwoSides(b: Battlefield, source: RandomSource): SkirmishOutcome {
  const { maxTurns, firstUnit, endUnit, enemyRanks, faceSum, facesShown } = b;
  // Every array the turns read, through one: b.state, with the face index (unitsShowing), the
  // units' numbers by player and slot and by place in target order, the faces by that place and
  // the dice picked and their faces at the places At names. V8 checks an array (its kind, where
  // its numbers are, its length) at each read of it; read through one, those checks are shared.
  // And with the places fixed, they are numbers written into the code rather than seven more
  // values the loop keeps (in registers it has too few of: the rest went to the stack).
  // The faces are kept by place in target order (not by unit, as b.face): a target is found as a
  // place (a bit of the foe's units in play), so its face is one read away rather than two, on
  // the path from one turn's choice to the next. A player's own dice are found as slots (bits of
  // the face index), and their numbers read by slot, so no unit number is worked out.
  const hot = b.state;
  // Not resetBattle's copy of the whole start: this loop reads only the face index and the front,
  // and writes every other number it keeps at the end. Every die is rolled before it is read, and
  // the face index is empty again once the faces the last game left shown are cleared (each game
  // leaves it matching its faces, whichever loop played it).
  for (let q = 0; q < 2; q++) for (let faces = facesShown[q]!; faces !== 0; faces &= faces - 1) hot[At.SHOW + q * 32 + (31 - Math.clz32(faces & -faces))] = 0;
  b.owner[0] = Owner.CONTESTED;
  b.wonAt[0] = 0;
  b.contested = b.startContested;
  // As playOneFront: who goes first (a die with one face per player), then every die rolls,
  // players in order, units in order (slot by slot; every die is in play: no status to read).
  let me = b.firstPlayer;
  if (me < 0) me = source.next(2) - 1;
  let shown0 = 0,
    shown1 = 0;
  for (let q = 0; q < 2; q++) {
    const first = firstUnit[q]!,
      end = endUnit[q]!,
      at = At.SHOW + q * 32;
    let shown = 0;
    for (let slot = 0, units = end - first, slots = At.SLOTS + q * 32; slot < units; slot++) {
      const info = hot[slots + slot]!,
        s = info & Info.FIVE_BITS;
      let v = 1;
      if (s !== 1) v = source.next(s);
      hot[At.FACE + (info >>> Duel.RANK_SHIFT)] = v;
      hot[at + v]! |= 1 << slot;
      shown |= 1 << v;
    }
    if (q === 0) shown0 = shown;
    else shown1 = shown;
  }
  // The player whose turn it is ("my") and the other ("foe"), swapped at the end of every turn.
  // Each one's units in play are bits in target order: the foe's are my targets, and the game
  // is won when none is left (so neither the enemies nor the units left are kept apart).
  let foe = 1 - me;
  let myShown = me === 0 ? shown0 : shown1,
    foeShown = me === 0 ? shown1 : shown0,
    myAlive = enemyRanks[foe]!,
    foeAlive = enemyRanks[me]!,
    myScore = 0,
    foeScore = 0,
    myLost = 0,
    foeLost = 0;
  const passGuarded = b.passFront === 0;
  let turn = 0;
  let quiet = 0;
  let won = false;
  if (b.contested > 0)
    for (;;) {
      // (the game's ending is not part of an outcome without a log)
      if (turn >= maxTurns) break;
      turn++;
      const myAt = At.SHOW + me * 32,
        mySlots = At.SLOTS + me * 32;
      // The biggest prize still on the table: the lowest bit of the foe's dice in play (the foe
      // has one, or the game would be over), and its face.
      const targets = foeAlive;
      let r = 31 - Math.clz32(targets & -targets);
      let t = hot[At.FACE + r]!;
      let kind: number = Kind.NO_ATTACK,
        attacker = -1,
        attackerFace = 0,
        attackerUnits = 0;
      const above = myShown >>> (t + 1);
      if (above !== 0) {
        // as playOneFront: the first listed of my dice showing the least face above the target's
        kind = Kind.ASSAULT;
        attackerFace = t + 1 + (31 - Math.clz32(above & -above));
        attackerUnits = hot[myAt + attackerFace]!;
        attacker = 31 - Math.clz32(attackerUnits & -attackerUnits);
      } else {
        // as playOneFront: the search down the targets from this one, on the face index, with
        // the totals of the dice showing each face (faceSum, m, total) worked out only when a
        // target needs them: most searches end in a flank of two dice, or an assault on a smaller
        // target, that need none (m is -1 until then).
        let m = -1,
          total = 0;
        const top = 31 - Math.clz32(myShown);
        for (let rest = targets; rest !== 0;) {
          const k = 31 - Math.clz32(rest & -rest);
          rest &= rest - 1;
          const tu = hot[At.FACE + k]!;
          if (top > tu) {
            const higher = myShown >>> (tu + 1);
            kind = Kind.ASSAULT;
            r = k;
            t = tu;
            attackerFace = tu + 1 + (31 - Math.clz32(higher & -higher));
            attackerUnits = hot[myAt + attackerFace]!;
            attacker = 31 - Math.clz32(attackerUnits & -attackerUnits);
            break;
          }
          // The first flank flankByFace tries is its highest anchor a (the highest face below tu,
          // if at least half of it) with the highest face at most tu - a: when a die shows tu - a
          // (a second die showing a, if tu - a is a), that pair is the flank it finds, and two dice
          // adding up to tu pass the tests below. (a is -1 when no face is below tu.)
          const a = 31 - Math.clz32(myShown & ((1 << tu) - 1)),
            left = tu - a;
          const pair = 2 * a >= tu && ((myShown >>> left) & 1) !== 0 && (left !== a || (hot[myAt + a]! & (hot[myAt + a]! - 1)) !== 0);
          // Failing that, its next try keeps a and takes the highest face v at most tu - a (not a
          // itself: a's one die is the anchor), then the highest face at most tu - a - v: when a die
          // shows that third face (a second die showing v, if it is v) and it is no more than v,
          // those three dice are the flank it finds, and they too pass the tests below.
          let triple = false,
            v = 0,
            third = 0;
          if (!pair) {
            // No face below tu and at least half of it: flankByFace has no anchor to try, and finds
            // nothing (2.4 of its 3.7 fruitless calls a game), so neither the totals nor the call.
            if (2 * a < tu) continue;
            const below = myShown & ((2 << left) - 1) & ~(1 << a);
            if (below !== 0) {
              v = 31 - Math.clz32(below);
              third = left - v;
              triple = third <= v && ((myShown >>> third) & 1) !== 0 && (third !== v || (hot[myAt + v]! & (hot[myAt + v]! - 1)) !== 0);
            }
            if (!triple) {
              if (m < 0) {
                m = 0;
                for (let faces = myShown; faces !== 0; faces &= faces - 1) {
                  const f = 31 - Math.clz32(faces & -faces);
                  let c = hot[myAt + f]!;
                  c -= (c >>> 1) & 0x55555555;
                  c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
                  c = Math.imul((c + (c >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
                  m += c;
                  total += f * c;
                  faceSum[f] = total;
                }
              }
              // (the dice flankByFace can pick show a or less: the anchor is a at most, and the others no more)
              if (m < 2 || tu > faceSum[a]!) continue;
            }
          }
          // (the pass: see chooseAttack)
          if (passGuarded && hot[At.RINFO + k]! >>> Duel.TEAM_SHIFT === b.playerTeam[b.passHolder]) continue;
          if (pair) {
            // the dice flankByFace picks: the first showing a, then the first other showing tu - a
            // (as slots, with the faces they show beside them, so the re-rolls need not look them up)
            const anchor = hot[myAt + a]! & -hot[myAt + a]!,
              others = hot[myAt + left]! & ~anchor;
            hot[At.PICK + 0] = 31 - Math.clz32(anchor);
            hot[At.PICK + 1] = 31 - Math.clz32(others & -others);
            hot[At.PICKFACE + 0] = a;
            hot[At.PICKFACE + 1] = left;
            b.pickLen = 2;
          } else if (triple) {
            // the first showing a, the first showing v, then the first other showing the third face
            const second = hot[myAt + v]! & -hot[myAt + v]!,
              others = hot[myAt + third]! & ~second;
            hot[At.PICK + 0] = 31 - Math.clz32(hot[myAt + a]! & -hot[myAt + a]!);
            hot[At.PICK + 1] = 31 - Math.clz32(second);
            hot[At.PICK + 2] = 31 - Math.clz32(others & -others);
            hot[At.PICKFACE + 0] = a;
            hot[At.PICKFACE + 1] = v;
            hot[At.PICKFACE + 2] = third;
            b.pickLen = 3;
          } else {
            // Failing both, attack.ts' flankByFace, written out here, so that the loop makes no
            // call at all: called (inlined, with its recursive completeByFace called about twice a
            // game), the loop ran about 2 % slower over the same games, and counted about 2 % more
            // instructions, the calls' own. The same search, as a loop rather than a recursion:
            // anchors from the highest face down; then, depth by depth, the faces still free from
            // the highest down, each at most what is left and at most the face before, a depth
            // given up when the free dice showing that face or less cannot add up to what is left.
            // The faces still to try at a depth are those below the one picked there, and what was
            // left there is what is left now plus that face, so nothing else is kept. The same dice
            // are picked, here by slot. (faces picked at At.PICKFACE, which is b.pickFace; faces
            // used in b.faceUsed; sums written | 0, which V8 adds as 32-bit integers with no
            // overflow check)
            const faceUsed = b.faceUsed;
            let len = 0;
            for (let anchors = myShown & (((1 << tu) - 1) | 0); anchors !== 0;) {
              const anchor = 31 - Math.clz32(anchors);
              anchors ^= 1 << anchor;
              if (2 * anchor < tu) break;
              hot[At.PICKFACE] = anchor;
              faceUsed[anchor]!++;
              let depth = 1,
                need = (tu - anchor) | 0,
                faces = myShown & (((2 << (need < anchor ? need : anchor)) - 1) | 0);
              for (;;) {
                if (faces !== 0) {
                  const f = 31 - Math.clz32(faces);
                  faces ^= 1 << f;
                  if (faceSum[f]! - f * faceUsed[f]! < need) faces = 0;
                  else {
                    let c = hot[(myAt + f) | 0]!;
                    c -= (c >>> 1) & 0x55555555;
                    c = (c & 0x33333333) + ((c >>> 2) & 0x33333333);
                    c = Math.imul((c + (c >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
                    if (faceUsed[f] !== c) {
                      hot[At.PICKFACE + depth] = f;
                      if (f === need) {
                        len = (depth + 1) | 0;
                        break;
                      }
                      faceUsed[f]!++;
                      depth = (depth + 1) | 0;
                      need = (need - f) | 0;
                      faces = myShown & (((2 << (need < f ? need : f)) - 1) | 0);
                    }
                  }
                  continue;
                }
                depth = (depth - 1) | 0;
                if (depth === 0) break;
                const f = hot[At.PICKFACE + depth]!;
                faceUsed[f]!--;
                need = (need + f) | 0;
                faces = myShown & (((1 << f) - 1) | 0);
              }
              if (len !== 0) {
                for (let i = 0; i < depth; i++) faceUsed[hot[At.PICKFACE + i]!]!--;
                let picked = 0;
                for (let i = 0; i < len; i++) {
                  const dice = hot[(myAt + hot[At.PICKFACE + i]!) | 0]! & ~picked,
                    bit = dice & -dice;
                  picked |= bit;
                  hot[At.PICK + i] = 31 - Math.clz32(bit);
                }
                b.pickLen = len;
                break;
              }
              faceUsed[anchor]!--;
            }
            if (len === 0) continue;
          }
          kind = Kind.FLANK;
          r = k;
          t = tu;
          break;
        }
      }
      if (kind === Kind.NO_ATTACK) {
        // see the ruling at stalemate: both players had a turn without an attack
        if (++quiet >= 2) break;
      } else {
        quiet = 0;
        // take the target, as playOneFront: scored, out of the foe's dice in play and its face index
        const info = hot[At.RINFO + r]!,
          unitBit = 1 << ((info >>> Info.SLOT_SHIFT) & Info.FIVE_BITS);
        myScore += info & Info.FIVE_BITS;
        foeAlive &= ~(1 << r);
        foeLost |= unitBit;
        hot[At.FACE + r] = 0;
        const left = hot[At.SHOW + foe * 32 + t]! & ~unitBit;
        hot[At.SHOW + foe * 32 + t] = left;
        foeShown &= ~(((left - 1) >>> 31) << t);
        // then the attacking dice re-roll, as playOneFront (each one's face moves to its place in
        // target order, found in its numbers by slot)
        if (kind === Kind.ASSAULT) {
          const info = hot[mySlots + attacker]!,
            s = info & Info.FIVE_BITS;
          let v = 1;
          if (s !== 1) v = source.next(s);
          const bit = attackerUnits & -attackerUnits;
          hot[At.FACE + (info >>> Duel.RANK_SHIFT)] = v;
          const rest = attackerUnits & ~bit;
          hot[myAt + attackerFace] = rest;
          myShown &= ~(((rest - 1) >>> 31) << attackerFace);
          hot[myAt + v]! |= bit;
          myShown |= 1 << v;
        } else {
          for (let i = 0, len = b.pickLen; i < len; i++) {
            const d = hot[At.PICK + i]!,
              old = hot[At.PICKFACE + i]!,
              info = hot[mySlots + d]!,
              at = At.FACE + (info >>> Duel.RANK_SHIFT);
            const s = info & Info.FIVE_BITS;
            let v = 1;
            if (s !== 1) v = source.next(s);
            const bit = 1 << d;
            hot[at] = v;
            const rest = hot[myAt + old]! & ~bit;
            hot[myAt + old] = rest;
            myShown &= ~(((rest - 1) >>> 31) << old);
            hot[myAt + v]! |= bit;
            myShown |= 1 << v;
          }
        }
        // the foe's last die taken: the front (the game) is won
        if (foeAlive === 0) {
          won = true;
          break;
        }
      }
      // nextPlayer: the other player, who is still in the game
      let x = me;
      me = foe;
      foe = x;
      x = myShown;
      myShown = foeShown;
      foeShown = x;
      x = myAlive;
      myAlive = foeAlive;
      foeAlive = x;
      x = myScore;
      myScore = foeScore;
      foeScore = x;
      x = myLost;
      myLost = foeLost;
      foeLost = x;
    }
  const { score, lost, inPlay, count, playerTeam } = b;
  score[me] = myScore;
  score[foe] = foeScore;
  lost[me] = myLost;
  lost[foe] = foeLost;
  // (the units in play counted here: a call to attack.ts' bitCount is not inlined into this loop)
  let myLeft = 0,
    foeLeft = 0;
  for (let x = myAlive; x !== 0; x &= x - 1) myLeft++;
  for (let x = foeAlive; x !== 0; x &= x - 1) foeLeft++;
  inPlay[me] = myLeft;
  inPlay[foe] = foeLeft;
  facesShown[me] = myShown;
  facesShown[foe] = foeShown;
  count[playerTeam[me]!] = myLeft;
  count[playerTeam[foe]!] = foeLeft;
  // settleFront, for one front and two sides: the front (the game) goes to the player left
  if (won) {
    b.owner[0] = playerTeam[me]!;
    b.wonAt[0] = turn;
    b.contested--;
  }
  return buildTwoSidesOutcome(b);
}

/** The units showing a face (in play: one front) as bits in target order, bit k for byValue[k]. */
function inPlayRanked(n: number, face: Int32Array, byValue: Int32Array): number {
  let alive = 0;
  for (let k = 0; k < n; k++) if (face[byValue[k]!] !== 0) alive |= 1 << k;
  return alive;
}
