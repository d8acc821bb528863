// What every quick-resolve system (Roll Out the (Gun) Barrels and its Medieval Strife and Star
// Strife variants, Bench Fighting, Bang!) returns,
// so the page, the odds runner, the command line and the campaign can treat them alike.

export type SystemId = "rotgb" | "bench" | "bang" | "medieval" | "star";

/** One line of the turn-by-turn battle log: readable text plus the facts behind it. */
export interface BattleLogEntry {
  /** Turn, skirmish or round number the entry belongs to (0 for set-up). */
  turn: number;
  text: string;
  data?: Record<string, unknown>;
}

export interface SkirmishOutcome {
  system: SystemId;
  /** The side that won, or null for a draw / everybody losing. */
  winner: string | null;
  /** Sides from best to worst; ties share the order they were given in. */
  ranking: string[];
  /** Each side's score in the system's own terms (captured sides, survivors, ...). */
  scores: Record<string, number>;
  /** "Pyrrhic victory", "total victory", "everybody loses" ... where the text names one. */
  verdict?: string;
  /** For each side, the ids of its units that were lost (taken out, destroyed, blown up). */
  casualties: Record<string, readonly string[]>;
  log: BattleLogEntry[];
}
