// The Star Strife switches in play, in words, for the command line's "Rules in play".
import type { StarOptions } from "./schema";

/** The switches in words, in a fixed order; `defender` names the strategic defender, if any. */
export function starRulesInWords(options: Omit<StarOptions, "log">, defender?: string): string[] {
  return [
    defender !== undefined && `${defender} is the strategic defender`,
    options.commandPoints && "command points",
    options.terrain === "asteroids" && "an asteroid field (+3 defence; attrition units +2 attack against others)",
    options.terrain === "minefield" && "an ancient minefield (5 D1 mines a phase)",
    options.firstPlayer !== undefined && `${options.firstPlayer} acts first`,
    options.maxTurns !== undefined && `at most ${options.maxTurns} turns`,
  ].filter((s): s is string => typeof s === "string");
}
