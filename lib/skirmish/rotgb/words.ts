// The Roll Out the (Gun) Barrels switches in play, in words: one phrase per rule, for the page's
// "Rules in play", the campaign battle's notes and the command line's plain-text output.
import type { RotgbOptions } from "./schema";

/** "a", "a and b", "a, b and c". */
export const andList = (words: readonly string[]): string => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/** The terrain restrictions, one phrase per front: "only Buggy and Bike may stand on north". */
export const restrictionsInWords = (allowed: Readonly<Record<string, readonly string[]>>): string[] =>
  Object.entries(allowed).map(([front, types]) => `only ${andList(types)} may stand on ${front}`);

/** An alliance and the sides (gangs) in it, as the mapping groups them. */
export interface AllianceInWords {
  name: string;
  sides: readonly string[];
}

/** Whether `side` shares an alliance with another side (who then hold its pass with it). */
const hasAllies = (alliances: readonly AllianceInWords[], side: string): boolean => (alliances.find((a) => a.sides.includes(side))?.sides.length ?? 0) > 1;

/**
 * The switches of `options` in words, in a fixed order (variant, fronts, terrain, handicap,
 * reinforcements, alliances, who goes first, turn limit). `alliances` names each alliance's sides;
 * it is only read when the alliances switch is on. No switch on: an empty list.
 */
export function rotgbRulesInWords(options: RotgbOptions, alliances: readonly AllianceInWords[] = []): string[] {
  const every = options.reinforcements?.every;
  const pass = options.terrain?.heldPass;
  return [
    options.flankDropByTwo && "the letter's variant (flanking dice drop by two)",
    options.fronts && `fronts: ${options.fronts.join(", ")}`,
    pass && `a pass at ${pass.front} held by ${pass.holder}${options.alliances && hasAllies(alliances, pass.holder) ? " and its allies" : ""}`,
    ...restrictionsInWords(options.terrain?.allowed ?? {}),
    options.handicap && "handicapping",
    every !== undefined && `reinforcements: one unit every ${every === 1 ? "turn" : `${every} turns`}`,
    options.alliances && `alliances: ${alliances.map((a) => `${a.name} (${a.sides.join(", ")})`).join(" against ")}`,
    options.firstPlayer !== undefined && `${options.firstPlayer} goes first`,
    options.maxTurns !== undefined && `at most ${options.maxTurns} turns`,
  ].filter((s): s is string => typeof s === "string");
}
