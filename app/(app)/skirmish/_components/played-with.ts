// A result on the page belongs to the form it was asked with: it keeps that form's key and is
// dropped once the form's key changes (another system, gang, seed, rule or position), and it names
// the system and the seed, so one system's result can never pass for another's.
import type { RotgbRulesForm } from "@/lib/contracts/rotgb-rules-schema";
import { systemName } from "@/lib/skirmish/resolve";
import type { SystemId } from "@/lib/skirmish/types";
import { allocationsOf, type HandPositions } from "./bench-fighting-positions-schema";
import type { GangSlot } from "./gang-source";

/** The parts of the form a game's result depends on. */
export interface ResultForm {
  system: SystemId;
  /** The gangs in play, in order. */
  slots: readonly GangSlot[];
  seed: string;
  rules: RotgbRulesForm;
  hands: Readonly<Record<number, HandPositions | undefined>>;
}

/** Equal keys: the same game. A result kept with another key was played with another form. */
export function gameKey(form: ResultForm): string {
  return JSON.stringify([
    form.system,
    // the text can only be edited while the slot is pasted; a gang of one's own is its id
    form.slots.map((s) => [s.choice, s.text]),
    form.seed.trim(),
    // the rules as typed: an edit that makes them invalid drops the result too
    form.system === "rotgb" ? form.rules : null,
    // which skirmish is on screen changes nothing in play: only the positions set by hand count
    form.system === "bench" ? form.slots.map((s) => allocationsOf(form.hands[s.key]) ?? null) : null,
  ]);
}

/** An odds run depends on the game and on how many games it plays. */
export function oddsKey(form: ResultForm & { runs: string }): string {
  return JSON.stringify([gameKey(form), form.runs.trim()]);
}

/** "Played with Bang!, seed 42." (one game) or, for odds, how each game's seed is made from it. */
export function playedWith({ system, seed, odds = false }: { system: SystemId; seed: string; odds?: boolean }): string {
  return `Played with ${systemName(system)}, seed ${seed}${odds ? ` (game n with seed ${seed}#n)` : ""}.`;
}
