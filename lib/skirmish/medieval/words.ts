// The Medieval Strife themes in play, in words: one phrase per switch, for the command line's
// "Rules in play" (and the page, later).
import type { MedievalOptions } from "./schema";

/** The switches of `options` in words, in a fixed order; `castle` names the side inside. No switch on: an empty list. */
export function medievalRulesInWords(options: Omit<MedievalOptions, "log">): string[] {
  const weather = {
    poor: "poor weather (d10 to d20 −1)",
    dangerous: "dangerous weather (−2 attack)",
    damaging: "damaging weather (a d4, d6 or d8 rolling 1 is stuck)",
    catastrophic: "catastrophic weather (any die rolling 1 is stuck)",
  };
  return [
    options.field === "day" && "daytime field (archers +1)",
    options.field === "night" && "nighttime field (archers −1)",
    options.mystic && "mystic environment (twice the casts)",
    options.castle !== undefined && `${options.castle} fights from the castle (+1 defence)`,
    options.city && "city battle (+1 defence, −2 attack, at most two casts)",
    options.volcanic && "volcanic terrain (a side's units roll after its turn; no recharging)",
    options.weather && weather[options.weather],
    options.abilities && `unit abilities changed: ${Object.keys(options.abilities).join(", ")}`,
    options.firstPlayer !== undefined && `${options.firstPlayer} goes first`,
    options.maxTurns !== undefined && `at most ${options.maxTurns} turns`,
  ].filter((s): s is string => typeof s === "string");
}
