// playBench: a whole Bench Fighting battle (001), ten skirmishes, returned in the shared shape.
import type { Dice } from "@/lib/dice";
import type { SkirmishOutcome } from "../types";
import { note } from "./log";
import { playSkirmish } from "./skirmish";
import { FATE_KILLED, createGame, playerCount, type BenchGame } from "./state";
import type { BenchOptions, BenchSetup } from "./types";

/**
 * Plays a battle with the given dice. Hand-set positions are used where given (and valid when
 * their skirmish comes); the automated player (heuristics.ts) decides the rest. Deterministic:
 * the same setup, options and dice give the same outcome and log.
 */
export function playBench(setup: BenchSetup, options: BenchOptions, dice: Dice): SkirmishOutcome {
  const g = createGame(setup, options, dice);
  if (g.log) {
    note(g, 0, `Bench Fighting: ${setup.players.map((p) => `${p.name} (pool ${p.pool})`).join(" v ")}, ${g.skirmishes} skirmishes`, {
      event: "setup", skirmishes: g.skirmishes, pools: Object.fromEntries(setup.players.map((p) => [p.id, p.pool])),
    });
  }
  for (let turn = 1; turn <= g.skirmishes; turn++) playSkirmish(g, turn);
  return outcome(g);
}

const KILLED = FATE_KILLED;

function outcome(g: BenchGame): SkirmishOutcome {
  const players = g.setup.players;
  const scores: Record<string, number> = {};
  const casualties: Record<string, string[]> = {};
  players.forEach((p, i) => {
    scores[p.id] = g.wins[i]!;
    casualties[p.id] = [];
  });
  // ruling (mapping to the campaign): a fighter or vehicle is a casualty when its squad was
  // eliminated in combat the last skirmish it fought; squads lost to the Survivors rule are
  // "deserters" and come back. Only army entries with their own id are reported.
  for (let i = 0; i < g.fate.length; i++) {
    const id = g.ids[i];
    if (g.fate[i] === KILLED && id) casualties[players[g.owner[i]!]!.id]!.push(id);
  }
  // "The overall winner is the player that has won the most skirmishes"; equal most: a draw.
  const ranking = players.map((p, i) => ({ id: p.id, wins: g.wins[i]! })).sort((a, b) => b.wins - a.wins);
  const top = ranking[0]!;
  const winner = playerCount(g) > 0 && (ranking[1]?.wins ?? -1) < top.wins ? top.id : null;
  if (g.log) {
    const text = winner ? `${players.find((p) => p.id === winner)!.name} wins the battle` : "The battle is a draw";
    note(g, g.skirmishes + 1, `${text}: ${ranking.map((r) => `${r.id} ${r.wins}`).join(", ")} skirmishes won`, { event: "battleEnd", winner, scores });
  }
  return {
    system: "bench",
    winner,
    ranking: ranking.map((r) => r.id),
    scores,
    casualties,
    log: g.log ?? [],
  };
}
