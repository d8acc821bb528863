// Helpers for the Medieval Strife tests: armies written as (sides, type) pairs, games played with
// dice typed in by hand and, where a test needs a move, moves given by hand.
import { manualSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import { playMedieval } from "./engine";
import type { MedievalMove } from "./moves";
import type { MedievalOptions, MedievalPlayer, MedievalSetup } from "./schema";
import type { MedievalUnitType } from "./units";

/** A side whose units are these types (their dice follow), ids `${id}-1`, `${id}-2`, … */
export function side(id: string, types: readonly MedievalUnitType[]): MedievalPlayer {
  const die: Record<string, number> = {
    Recruit: 4,
    Wizard: 4,
    Defender: 4,
    Footman: 6,
    Archer: 6,
    Cleric: 6,
    Knight: 8,
    Warlock: 8,
    Cavalier: 10,
    "Dark Knight": 10,
    Paladin: 10,
    Crossbowman: 10,
    Flankman: 10,
    Champion: 12,
    Amazon: 12,
    Stargazer: 12,
    Catapult: 16,
    Ballista: 16,
    Hero: 20,
    Demon: 20,
    Archangel: 20,
    Dragon: 100,
    Deity: 100,
  };
  return { id, units: types.map((type, i) => ({ id: `${id}-${i + 1}`, sides: die[type]!, type })) };
}

export const two = (red: readonly MedievalUnitType[], blue: readonly MedievalUnitType[]): MedievalSetup => ({
  players: [side("Red", red), side("Blue", blue)],
});

/**
 * Plays with the dice given (every one must be used) and, per turn number, a move by hand (the
 * automated player makes the others). Red goes first unless the options say otherwise.
 */
export function playWith(setup: MedievalSetup, options: MedievalOptions, faces: number[], moves: Record<number, MedievalMove> = {}): SkirmishOutcome {
  const source = manualSource(faces);
  const outcome = playMedieval(setup, { firstPlayer: "Red", ...options }, source, (turn) => moves[turn]);
  if (source.remaining() !== 0) throw new Error(`${source.remaining()} dice were not used`);
  return outcome;
}

/** The log's moves after set-up, as "turn player action [spell] target-or-unit" strings. */
export function moves(outcome: SkirmishOutcome): string[] {
  return outcome.log
    .filter((e) => e.turn > 0 && e.data?.action !== "end")
    .map((e) => {
      const d = e.data ?? {};
      return [e.turn, d.player, d.action, d.spell, d.target ?? d.unit].filter((x) => x !== undefined).join(" ");
    });
}

export function endOf(outcome: SkirmishOutcome): Record<string, unknown> {
  return outcome.log.at(-1)!.data!;
}

/** The log entry of the turn's move (its first entry with a player). */
export function entry(outcome: SkirmishOutcome, turn: number, action?: string): Record<string, unknown> {
  return outcome.log.find((e) => e.turn === turn && (action === undefined || e.data?.action === action))!.data!;
}
