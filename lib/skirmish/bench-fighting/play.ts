// playBenchFighting: a whole Bench Fighting battle (001), ten skirmishes, returned in the shared shape.
import type { Dice } from "@/lib/dice";
import type { SkirmishOutcome } from "../types";
import { note } from "./log";
import { playQuick, quickFits } from "./quick";
import { playSkirmish } from "./skirmish";
import { FATE_KILLED, createGame, type BenchFightingGame } from "./state";
import type { BenchFightingOptions, BenchFightingSetup } from "./types";

// Local copies: a CommonJS build (tsx, the benchmark) reads imports through getters.
const newGame = createGame;
const fight = playSkirmish;
const fits = quickFits;
const playQuickly = playQuick;

/**
 * Plays a battle with the given dice. Hand-set positions are used where given (and valid when
 * their skirmish comes); the automated player (heuristics.ts) decides the rest. Deterministic:
 * the same setup, options and dice give the same outcome and log.
 */
export function playBenchFighting(setup: BenchFightingSetup, options: BenchFightingOptions, dice: Dice): SkirmishOutcome {
  const g = newGame(setup, options, dice);
  // the odds runner's usual game has a path of its own (quick.ts: the same game, fewer steps)
  const source = g.log ? null : dice.quietSource();
  if (source && fits(g)) {
    playQuickly(g, source);
    return outcome(g);
  }
  if (g.log) {
    note(g, 0, `Bench Fighting: ${setup.players.map((p) => `${p.name} (pool ${p.pool})`).join(" v ")}, ${g.skirmishes} skirmishes`, {
      event: "setup",
      skirmishes: g.skirmishes,
      pools: Object.fromEntries(setup.players.map((p) => [p.id, p.pool])),
    });
  }
  for (let turn = 1; turn <= g.skirmishes; turn++) fight(g, turn);
  return outcome(g);
}

const KILLED = FATE_KILLED;

function outcome(g: BenchFightingGame): SkirmishOutcome {
  // plain loops, no callbacks: this runs once a game, and a game of the odds runner is short
  const players = g.setup.players;
  const np = players.length;
  const { fate, ids, first } = g;
  const scores: Record<string, number> = {};
  const casualties: Record<string, string[]> = {};
  for (let p = 0; p < np; p++) {
    // ruling (mapping to the campaign): a fighter or vehicle is a casualty when its squad was
    // eliminated in combat the last skirmish it fought; squads lost to the Survivors rule are
    // "deserters" and come back. Only army entries with their own id are reported.
    // (player by player over its own squads, so each list is looked up by id once, not per casualty)
    const lost: string[] = [];
    for (let i = first[p]!; i < first[p + 1]!; i++) {
      const id = ids[i];
      if (fate[i] === KILLED && id) lost.push(id);
    }
    scores[players[p]!.id] = g.wins[p]!;
    casualties[players[p]!.id] = lost;
  }
  // 001 Aftermath: most skirmishes won takes the battle; a tie for most is a draw.
  // Players by wins, most first, equal wins in setup order (a stable insertion sort).
  const ranked: number[] = [];
  for (let i = 0; i < np; i++) {
    let j = ranked.length;
    ranked.push(i);
    while (j > 0 && g.wins[ranked[j - 1]!]! < g.wins[i]!) {
      ranked[j] = ranked[j - 1]!;
      j--;
    }
    ranked[j] = i;
  }
  const ranking: string[] = [];
  for (let k = 0; k < np; k++) ranking.push(players[ranked[k]!]!.id);
  const top = g.wins[ranked[0]!]!;
  const winner = np > 0 && (np > 1 ? g.wins[ranked[1]!]! : -1) < top ? ranking[0]! : null;
  if (g.log) {
    const text = winner ? `${players.find((p) => p.id === winner)!.name} wins the battle` : "The battle is a draw";
    note(g, g.skirmishes + 1, `${text}: ${ranked.map((p) => `${players[p]!.id} ${g.wins[p]}`).join(", ")} skirmishes won`, {
      event: "battleEnd",
      winner,
      scores,
    });
  }
  return { system: "bench", winner, ranking, scores, casualties, log: g.log ?? [] };
}
