// The game loop of Roll Out the (Gun) Barrels (002): turns in order, one attack per turn (per
// front, with the fronts rule), until one side is left (or every front is won).
import type { RandomSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import * as field from "./battlefield";
import type { Battlefield } from "./battlefield";
import * as attack from "./attack";
import * as heuristics from "./heuristics";
import { BattleLog } from "./log";
import { buildOutcome, type Ending } from "./outcome";
import * as oneFront from "./onefront";
import { prepareRotgb } from "./prepare";
import { Roller } from "./roller";
import * as actions from "./turn-actions";
import type { RotgbOptions, RotgbSetup } from "./schema";

// tsx runs this as CommonJS, where every imported name is a getter call; the hot loop reads local copies.
const { CONTESTED, IN_PLAY, nextPlayer, resetBattle, setFace, settleFront, stalemate } = field;
const { ASSAULT, FLANK, chooseAttack } = attack;
const { chooseMove, mayRedeploy, weakestFront } = heuristics;
const { arrive, assault, flank, moveDie } = actions;
const { playOneFront, playTwoSides } = oneFront;

const NO_OPTIONS: RotgbOptions = {};
const prepared = new WeakMap<RotgbSetup, WeakMap<RotgbOptions, Battlefield>>();

/**
 * Plays one game. Set-ups and options are treated as values: the compiled battlefield is cached
 * per (setup, options) object, so pass new objects rather than changing old ones.
 */
export function playRotgb(setup: RotgbSetup, options: RotgbOptions = NO_OPTIONS, source: RandomSource): SkirmishOutcome {
  // The odds run thousands of games of one (setup, options) in a row: remember the last pair and
  // skip the two WeakMap look-ups (the pair is held until another is played).
  if (setup === last.setup && options === last.options) return playBattle(last.b!, source);
  let byOptions = prepared.get(setup);
  if (!byOptions) prepared.set(setup, (byOptions = new WeakMap()));
  let b = byOptions.get(options);
  if (!b) byOptions.set(options, (b = prepareRotgb(setup, options)));
  last.setup = setup;
  last.options = options;
  last.b = b;
  return playBattle(b, source);
}
const last: { setup: RotgbSetup | null; options: RotgbOptions | null; b: Battlefield | null } = { setup: null, options: null, b: null };

export function playBattle(b: Battlefield, source: RandomSource): SkirmishOutcome {
  // One front with the face index: the same game, played by a loop made for it (onefront.ts).
  if (b.byFace) return b.twoSides && !b.log ? playTwoSides(b, source) : playOneFront(b, source);
  resetBattle(b);
  const roller = new Roller(source, b.log);
  const log = b.log ? new BattleLog(b) : null;
  // 002 core: a random pick of who goes first, then everyone rolls all their dice.
  // ruling: the random method is a die with one face per player (face k: the k-th player listed);
  // then every die in play is rolled, players in the order listed, each player's dice in order.
  let p = b.firstPlayer >= 0 ? b.firstPlayer : roller.roll(b.players) - 1;
  for (let u = 0; u < b.n; u++) if (b.status[u] === IN_PLAY) setFace(b, u, roller.roll(b.sides[u]!));
  if (log) {
    log.setup(p, b.firstPlayer < 0);
    for (let f = 0; f < b.fronts; f++) if (b.owner[f] !== CONTESTED && b.useFronts) log.frontWon(0, f);
  }
  let turn = 0;
  let quiet = 0;
  let ending: Ending = "one side left";
  while (b.contested > 0) {
    if (turn >= b.maxTurns) {
      ending = "turn limit";
      break;
    }
    turn++;
    quiet = playTurn(b, p, turn, roller, log) ? 0 : quiet + 1;
    if (b.contested === 0) break;
    if (stalemate(b, quiet)) {
      ending = "stalemate";
      break;
    }
    p = nextPlayer(b, p);
  }
  if (ending === "one side left" && b.useFronts) ending = "all fronts won";
  return buildOutcome(b, ending, turn, log, roller);
}

/** One player's turn; true when anything changed on the table. */
function playTurn(b: Battlefield, p: number, turn: number, roller: Roller, log: BattleLog | null): boolean {
  let changed = false;
  if (b.every > 0 && ++b.turnsTaken[p]! % b.every === 0 && b.pending[p]! > 0) {
    arrive(b, p, turn, roller, log);
    changed = true;
  }
  if (b.useFronts) {
    for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
      if (!mayRedeploy(b, u, turn)) continue;
      const dest = weakestFront(b, b.team[u]!, b.allowed[u]!);
      if (dest < 0) continue;
      moveDie(b, p, u, dest, turn, roller, log, "redeploy");
      changed = true;
    }
  }
  // 002 Fronts: one attack per front per turn; without fronts the table is one front.
  for (let f = 0; f < b.fronts && b.contested > 0; f++) {
    if (b.owner[f] !== CONTESTED) continue;
    const kind = chooseAttack(b, p, f, turn);
    if (kind === ASSAULT) assault(b, p, turn, roller, log);
    else if (kind === FLANK) flank(b, p, turn, roller, log);
    else if (b.useFronts) {
      const dest = chooseMove(b, p, f, turn);
      if (dest < 0) continue;
      moveDie(b, p, b.pick[0]!, dest, turn, roller, log, "move");
    } else continue;
    changed = true;
    settleFront(b, f, turn);
    if (log && b.useFronts && b.owner[f] !== CONTESTED) log.frontWon(turn, f);
  }
  if (log && !changed) log.pass(turn, p);
  return changed;
}
