// Helpers for the Star Strife tests: fleets written as unit types (a channel unit as [type, n]:
// in the channel of the side's n-th unit), games played with dice typed in by hand.
import { manualSource } from "../../dice/source";
import type { SkirmishOutcome } from "../types";
import { playStar } from "./engine";
import type { StarOptions, StarPlayer, StarSetup } from "./schema";
import { starUnitType } from "./units";

export type Spec = string | readonly [type: string, controller: number];

/** A fleet of these types, ids `${id}-1`, `${id}-2`, … */
export function fleet(id: string, specs: readonly Spec[], role: "attacker" | "defender" = "attacker"): StarPlayer {
  return {
    id,
    role,
    units: specs.map((s, i) => {
      const [type, controller] = typeof s === "string" ? [s, undefined] : s;
      return { id: `${id}-${i + 1}`, sides: starUnitType(type)!.die, type, ...(controller !== undefined && { controller: `${id}-${controller}` }) };
    }),
  };
}

export const two = (red: readonly Spec[], blue: readonly Spec[], blueRole: "attacker" | "defender" = "attacker"): StarSetup => ({
  players: [fleet("Red", red), fleet("Blue", blue, blueRole)],
});

/** Plays with the dice given (every one must be used; a D1 draws none). Red acts first unless the options say. */
export function playWith(setup: StarSetup, options: StarOptions, faces: number[]): SkirmishOutcome {
  const source = manualSource(faces);
  const outcome = playStar(setup, { firstPlayer: "Red", ...options }, source);
  if (source.remaining() !== 0) throw new Error(`${source.remaining()} dice were not used`);
  return outcome;
}

/** The log's main events after set-up, as "turn player action target-or-unit" strings. */
export function events(outcome: SkirmishOutcome, actions = ["assault", "flank", "pass", "take", "stand in", "defender wins", "tie", "react"]): string[] {
  return outcome.log
    .filter((e) => e.turn > 0 && actions.includes(e.data?.action as string))
    .map((e) => {
      const d = e.data ?? {};
      // an attack: "attackers>target"; others: the unit or units concerned
      const who = Array.isArray(d.acted) && d.acted.length > 0 ? d.acted.join("+") : undefined;
      const what = d.action === "assault" || d.action === "flank" ? `${who}>${d.target}` : (d.target ?? d.unit ?? who);
      return [e.turn, d.player, d.action, what].filter((x) => x !== undefined).join(" ");
    });
}

export function texts(outcome: SkirmishOutcome): string[] {
  return outcome.log.filter((e) => e.turn > 0).map((e) => e.text);
}

export function endOf(outcome: SkirmishOutcome): Record<string, unknown> {
  return outcome.log.at(-1)!.data!;
}

/** The faces after the last fight (its "after" entry). */
export function lastFaces(outcome: SkirmishOutcome): Record<string, number | string> {
  return [...outcome.log].reverse().find((e) => e.data?.action === "after")!.data!.faces as Record<string, number | string>;
}
