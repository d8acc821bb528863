// The game loop of Star Strife (002): turns of two phases, the first player's and then the
// second's, one attack a phase, each unit acting once a turn, until one side has no units left.
import type { RandomSource } from "../../dice/source";
import { Roller } from "../rotgb/roller";
import { lostByBits, strifeOutcome, type StrifeEnding } from "../strife/outcome";
import { battleCache } from "../strife/state";
import { freezeOutcome } from "../shared-outcome";
import type { SkirmishOutcome } from "../types";
import * as battle from "./battle";
import type { StarBattle } from "./battle";
import * as engageModule from "./engage";
import { StarLog } from "./log";
import * as phase from "./phase";
import * as players from "./players";
import * as rules from "./rules";
import * as schema from "./schema";
import type { StarOptions, StarSetup } from "./schema";

// battle.ts's numbers this file uses, as enums of its own: one file at a time (tsx, the tests) or
// bundled, a use of an enum declared in the same file is written in as its number, where an
// imported one is a read of another module's export at every use (enums.test.ts checks that
// they are battle.ts's).
export enum St {
  TAKEN = 3,
  DISPERSED = 5,
}

// tsx runs this as CommonJS, where every imported name is a getter call; the loop reads local copies.
const { isMineSlot, prepareStar, resetStar } = battle;
const { engage, engageQuiet } = engageModule;
const { carrierActions, dronesIn, interceptorsHome, minesIn, minesOut, openChannels, spendCommandPoints } = phase;
const { chooseAttack } = players;
const { COMMAND_POINTS } = rules;
const { QUIET_TURNS_LIMIT } = schema;

const NO_OPTIONS: StarOptions = {};
const battleFor = battleCache((setup: StarSetup, options: StarOptions) => prepareStar(setup, options));

/** Plays one game; the compiled battle is cached per (setup, options) object, as ROtGB's is. */
export function playStar(setup: StarSetup, options: StarOptions = NO_OPTIONS, source: RandomSource): SkirmishOutcome {
  return playBattle(battleFor(setup, options), source);
}

export function playBattle(b: StarBattle, source: RandomSource): SkirmishOutcome {
  resetStar(b);
  b.launched = 0;
  const roller = new Roller(source, b.log);
  const log = b.log ? new StarLog(b) : null;
  // 002: who goes first by a random method (a d2 here), then every die rolls, sides in order
  const first = b.firstPlayer >= 0 ? b.firstPlayer : roller.roll(2) - 1;
  // the slots in play in slot order: side 0's mask words, then side 1's (StarBattle.inPlayMask)
  const { face, sides, inPlayMask, words } = b;
  for (let w = 0; w < 2 * words; w++) {
    let bits = inPlayMask[w]!;
    const base = w < words ? b.firstUnit[0]! + 32 * w : b.firstUnit[1]! + 32 * (w - words);
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = base + 31 - Math.clz32(low);
      face[u] = roller.roll(sides[u]!);
    }
  }
  log?.setup(first, b.firstPlayer < 0);
  const { counters, inPlay } = b;
  let turn = 0,
    quiet = 0;
  let ending: StrifeEnding = "one side left";
  while (inPlay[0]! > 0 && inPlay[1]! > 0) {
    if (turn >= b.maxTurns) {
      ending = "turn limit";
      break;
    }
    counters[1] = ++turn;
    // nobody has acted in the new turn yet (b.acted keeps the turns; the mask is this turn's)
    for (let w = 0, words = 2 * b.words; w < words; w++) b.actedMask[w] = 0;
    const lostBefore = counters[0]!;
    let attacks = 0,
      changed = false;
    if (b.commandPoints) {
      // ruling: points not spent carry over to later turns
      for (let i = 0; i < 2; i++) {
        const side = i === 0 ? first : 1 - first;
        const roll = roller.roll(COMMAND_POINTS.die);
        b.cp[side]! += roll;
        log?.note(turn, `${log.who(side)} gains ${roll} command points (${b.cp[side]} in all).`, { action: "command points", player: b.playerIds[side], roll });
      }
    }
    if (b.hasInterceptors[0] || b.hasInterceptors[1]) openChannels(b);
    // 002: phase 1 is the first player's, phase 2 the second's
    for (let ph = 0; ph < 2 && inPlay[0]! > 0 && inPlay[1]! > 0; ph++) {
      const p = ph === 0 ? first : 1 - first;
      if (b.commandPoints && spendCommandPoints(b, p, turn, roller, log)) changed = true;
      if (b.minefield) minesIn(b, p);
      if (b.hasDrones[p]) dronesIn(b, p);
      if (b.hasCarriers[p] && carrierActions(b, p, turn, roller, log)) changed = true;
      chooseAttack(b, p, turn);
      if (b.kind !== 0) {
        // a quiet game with one mask word a side has its fights written out (engage.ts, engageQuiet)
        if (log === null && b.words === 1) engageQuiet(b, p, turn, source);
        else engage(b, p, turn, roller, log);
        attacks++;
      } else log?.pass(turn, p);
      if (b.minefield) minesOut(b, p);
    }
    if (b.launched) {
      interceptorsHome(b);
      b.launched = 0;
    }
    quiet = counters[0]! > lostBefore ? 0 : quiet + 1;
    if (inPlay[0] === 0 || inPlay[1] === 0) break;
    // ruling (as in ROtGB): a turn with no attack and no die moved changes nothing, so neither
    // will the next: the game ends there (with command points on, they may yet move a die).
    if (attacks === 0 && !changed && !b.commandPoints) {
      ending = "stalemate";
      break;
    }
    if (quiet >= QUIET_TURNS_LIMIT) {
      ending = "no captures";
      break;
    }
  }
  return outcomeOf(b, ending, turn, log, roller);
}

/**
 * The core rule's score (sides of the dice taken) and each side's lost units. ruling: a squadron
 * that dispersed is lost when all four of its parts are; mines are nobody's loss.
 */
function outcomeOf(b: StarBattle, ending: StrifeEnding, turns: number, log: StarLog | null, roller: Roller): SkirmishOutcome {
  if (log) return strifeOutcome("star", b, St.TAKEN, (b.lostTest ??= (u) => isLost(b, u)), ending, turns, log, roller.faces);
  // Everything in a quiet outcome follows from the units each side lost (a score is the sides of
  // the foe's units taken). When one side lost every unit and no squadron dispersed (so no spare
  // slot came into play: every own unit out of play but interceptors is taken), those are the
  // loser's all and the winner's out of play: the outcome, made once and frozen (to the bottom, as
  // the casualty lists are: one caller changing it would change every later game's), is shared by
  // every game that ends so, as ROtGB's two-sides outcome is (rotgb/outcome.ts).
  const kept = b.keptOutcomes;
  const out0 = b.inPlay[0] === 0,
    out1 = b.inPlay[1] === 0;
  if (kept !== null && out0 !== out1 && b.liveEnd[0] === b.unitsEnd[0] && b.liveEnd[1] === b.unitsEnd[1]) {
    // one mask word a side (lostLists): side w's word is inPlayMask[w]
    const loser = out0 ? 0 : 1,
      w = 1 - loser;
    const list = kept[loser]!,
      at = ~b.inPlayMask[w]! & b.losable[w]!;
    let made = list[at]!;
    if (made === null) {
      made = quietOutcome(b);
      list[at] = freezeOutcome(made);
    }
    return made;
  }
  return quietOutcome(b);
}

/** The outcome of a game without a log, made new. */
function quietOutcome(b: StarBattle): SkirmishOutcome {
  // without a log, the same outcome (strifeOutcome's, field for field) with the two sides (prepareStar
  // allows no other number) written as a pair: rankSides' order (most first, the first side on a
  // tie) as a comparison of two scores, and each side's casualties read off its slots out of play
  const id0 = b.playerIds[0]!,
    id1 = b.playerIds[1]!;
  const s0 = b.score[0]!,
    s1 = b.score[1]!;
  const scores: Record<string, number> = {};
  scores[id0] = s0;
  scores[id1] = s1;
  const ranking = s0 < s1 ? [id1, id0] : [id0, id1];
  const tied = s0 === s1;
  const casualties: Record<string, readonly string[]> = {};
  casualties[id0] = lostOf(b, 0);
  casualties[id1] = lostOf(b, 1);
  return { system: "star", winner: tied ? null : ranking[0]!, ranking, scores, verdict: tied ? "draw" : "victory", casualties, log: [] };
}

/**
 * Side p's lost units, in slot order. Only a slot out of play below liveEnd can be lost (slots past
 * it are spare slots never used: phase.ts, disperse); they are found a mask word at a time
 * (StarBattle.inPlayMask), so most slots of a game still in play cost nothing. With one mask word
 * a side the losses are bits of it, and their list is shared, frozen (StarBattle.lostLists).
 */
function lostOf(b: StarBattle, p: number): readonly string[] {
  const { status, ids, words } = b;
  const made = b.lostLists[p]!;
  const first = b.firstUnit[p]!,
    live = b.liveEnd[p]! - first;
  if (made.length > 0) {
    // one word: the bits of the slots out of play below liveEnd, and of those the lost ones
    let bits = ~b.inPlayMask[p]! & (live >= 32 ? -1 : (1 << live) - 1),
      lost = 0;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 31 - Math.clz32(low);
      const s = status[u];
      if ((s === St.TAKEN || s === St.DISPERSED) && isLost(b, u)) lost |= low;
    }
    return lostByBits(made, lost, ids, first);
  }
  const list: string[] = [];
  for (let i = 0; i < words; i++) {
    // the word's slots below liveEnd (32 when all of them)
    const below = Math.min(32, Math.max(0, live - 32 * i));
    let bits = ~b.inPlayMask[p * words + i]! & (below === 32 ? -1 : (1 << below) - 1);
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const u = first + 32 * i + 31 - Math.clz32(low);
      const s = status[u];
      if ((s === St.TAKEN || s === St.DISPERSED) && isLost(b, u)) list.push(ids[u]!);
    }
  }
  return list;
}

function isLost(b: StarBattle, u: number): boolean {
  const s = b.status[u];
  if (s === St.TAKEN) return b.spareOf[u]! < 0 && !isMineSlot(b, u);
  if (s !== St.DISPERSED) return false;
  const first = b.disperseSlots[u]!;
  for (let k = 0; k < 4; k++) if (b.status[first + k] !== St.TAKEN) return false;
  return true;
}
