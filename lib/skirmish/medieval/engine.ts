// The game loop of Medieval Strife (002): sides take turns in order, one move a turn (an attack, a
// spell or a recharge), until one side is left.
import type { RandomSource } from "../../dice/source";
import { lostByBits, rankSides, strifeOutcome, type StrifeEnding } from "../strife/outcome";
import { battleCache } from "../strife/state";
import type { SkirmishOutcome } from "../types";
import * as actions from "./actions";
import * as battle from "./battle";
import type { MedievalBattle } from "./battle";
import { MedievalLog } from "./log";
import { applyMove, type MedievalScript } from "./moves";
import * as players from "./players";
import * as quick from "./quick";
import * as schema from "./schema";
import type { MedievalOptions, MedievalSetup } from "./schema";

// tsx runs this as CommonJS, where every imported name is a getter call; the loop reads local copies.
const { assault, cast, endTurn, flank, recharge, rollAll } = actions;
const { prepareMedieval, resetMedieval } = battle;
const { chooseMove } = players;
const { playTwoSided, rollTwoSided } = quick;
const { QUIET_TURNS_LIMIT } = schema;

// The numbers of other files this one's hot code uses, as enums of its own: a use of an enum declared
// in the same file is written in as its number, one file at a time (tsx, the tests, Next) or bundled,
// where an imported one is a read of the other module's export at every use. enums.test.ts checks
// each member against its file's.
/** actions.ts's Move (the members used here). */
export enum Move {
  Assault = 1,
  Flank = 2,
  Cast = 3,
  Recharge = 4,
}
/** battle.ts's Status (the members used here). */
export enum Status {
  Taken = 2,
}

const NO_OPTIONS: MedievalOptions = {};
const battleFor = battleCache((setup: MedievalSetup, options: MedievalOptions) => prepareMedieval(setup, options));

/**
 * Plays one game. Set-ups and options are values: the compiled battle is cached per (setup,
 * options) object, so pass new objects rather than changing old ones. `script` plays some moves
 * by hand (tests), checked against the rules.
 */
export function playMedieval(setup: MedievalSetup, options: MedievalOptions = NO_OPTIONS, source: RandomSource, script?: MedievalScript): SkirmishOutcome {
  return playBattle(battleFor(setup, options), source, script);
}

/** The next side after p, in order, with units in play (p itself when none). */
function nextPlayer(b: MedievalBattle, p: number): number {
  const inPlay = b.inPlay;
  for (let q = p + 1; q < b.players; q++) if (inPlay[q]! > 0) return q;
  for (let q = 0; q < p; q++) if (inPlay[q]! > 0) return q;
  return p;
}

export function playBattle(b: MedievalBattle, source: RandomSource, script?: MedievalScript): SkirmishOutcome {
  resetMedieval(b);
  const roller = b.dice;
  roller.start(source, b.log);
  const log = b.log ? new MedievalLog(b) : null;
  // As the core game: who goes first is rolled (a die with a face per side), then every die rolls,
  // sides in the order listed, each side's units in order.
  let p = b.firstPlayer >= 0 ? b.firstPlayer : roller.roll(b.players) - 1;
  // the usual game of the odds and the benchmark: a loop of its own plays it, and rolls first (quick.ts)
  if (log === null && script === undefined && b.quick === true) {
    rollTwoSided(b, roller);
    playTwoSided(b, p, roller);
    return quietOutcome(b);
  }
  rollAll(b, roller);
  log?.setup(p, b.firstPlayer < 0);
  let turn = 0,
    sinceTaken = 0,
    stillTurns = 0;
  let ending: StrifeEnding = "one side left";
  // counters[1]: sides with units in play (read once a turn, after the move; the counters read
  // through b, whose field V8 knows the table's map of, not a local copy checked at every read)
  let left = b.counters[1]!;
  while (left > 1) {
    if (turn >= b.maxTurns) {
      ending = "turn limit";
      break;
    }
    turn++;
    b.turnsTaken[p]!++;
    const move = script?.(turn, b.playerIds[p]!);
    if (move !== undefined) applyMove(b, p, move);
    else chooseMove(b, p);
    const kind = b.kind;
    if (kind === Move.Assault) assault(b, p, turn, roller, log);
    else if (kind === Move.Flank) flank(b, p, turn, roller, log);
    else if (kind === Move.Cast) cast(b, p, turn, roller, log);
    else if (kind === Move.Recharge) recharge(b, p, turn, log);
    else log?.pass(turn, p);
    // the end of the turn has work only with Volcanic Terrain, a lasting spell on the table or p's
    // Force Field up; it is asked whenever any side's is up (counters[2]: one read, and it does
    // nothing for another side's)
    // (the two counts or-ed, never negative: one branch on them rather than one each)
    const rolled = b.volcanic === true || (b.counters[0]! | b.counters[2]!) > 0 ? endTurn(b, p, turn, roller, log) : false;
    // an assault or a flank always takes a unit: the count of quiet turns starts again after one.
    // Arithmetic, not a branch on the kind of move (which the dice decide): took is bit `kind` of
    // 0b110 (Assault 1, Flank 2), and took − 1 a mask that keeps the count only when it is 0
    const took = (0b110 >> kind) & 1;
    sinceTaken = (sinceTaken + 1) & (took - 1);
    // ruling (as in ROtGB): when every side still in the game has passed in a row and no die
    // rolled, nothing will ever change: the game ends there, scored as it stands.
    stillTurns = kind === 0 && !rolled ? stillTurns + 1 : 0;
    left = b.counters[1]!;
    if (left <= 1) break;
    if (stillTurns >= left) {
      ending = "stalemate";
      break;
    }
    if (sinceTaken >= QUIET_TURNS_LIMIT) {
      ending = "no captures";
      break;
    }
    // (two sides, both still in: the other one)
    p = b.players === 2 ? 1 - p : nextPlayer(b, p);
  }
  return log === null && b.indexed === true ? quietOutcome(b) : strifeOutcome("medieval", b, Status.Taken, b.isLost, ending, turn, log, roller.faces);
}

/**
 * strifeOutcome's answer for a game without a log, each side's casualties read off its bits of
 * b.lost (slot order, as strifeOutcome lists them) instead of asking every unit twice; a list
 * made once per set of losses is shared, frozen, by every outcome with those losses (b.lostLists).
 */
function quietOutcome(b: MedievalBattle): SkirmishOutcome {
  const { scores, ranking, winner, verdict } = rankSides(b.playerIds, b.score, b.order);
  const casualties: Record<string, readonly string[]> = {};
  const { ids, lost: lostBits, lostLists } = b;
  for (let p = 0; p < b.players; p++) {
    const lost = lostByBits(lostLists[p]!, lostBits[p]!, ids, b.firstOf[p]!);
    // (the first two sides at sites of their own, as strifeOutcome's setLost)
    const id = b.playerIds[p]!;
    if (p === 0) casualties[id] = lost;
    else if (p === 1) casualties[id] = lost;
    else casualties[id] = lost;
  }
  return { system: "medieval", winner, ranking, scores, verdict, casualties, log: [] };
}
