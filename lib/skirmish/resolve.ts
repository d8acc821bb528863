// One quick-resolve game between gangs (issue 6, item 5), and armies of one's own in the ROtGB
// family (issue 15): map the gangs, play the chosen system with seeded dice, and map the
// casualties back. Pure and deterministic: the same request gives the same outcome and log, byte
// for byte, in the browser, the worker and the command line.
import { Dice, seededSource, type RandomSource } from "@/lib/dice";
import type { GangExport } from "@/lib/export/gang-export";
// Bang! from its game module: the package index also carries its Node-only benchmark.
import { playBang } from "./bang/game";
import type { BangOptions } from "./bang/profile";
import type { Army } from "./army";
import { playBenchFighting, type BenchFightingAllocation, type BenchFightingOptions } from "./bench-fighting";
import { mapCasualties, SkirmishMappingError, toBang, toBenchFighting, toRotgb, type GangCasualties, type MappedGangs, type MappingOverrides } from "./mapping";
import { playMedieval } from "./medieval/engine";
import type { MedievalOptions } from "./medieval/schema";
import { playRotgb, type RotgbOptions } from "./rotgb";
import { playStar } from "./star/engine";
import type { StarOptions } from "./star/schema";
import { toMedieval, toStar } from "./strife-mapping";
import type { BattleLogEntry, SkirmishOutcome, SystemId } from "./types";

export const SYSTEMS: readonly { id: SystemId; name: string; maxGangs: number }[] = [
  // 002 is for two or more players; alliances need three or more
  { id: "rotgb", name: "Roll Out the (Gun) Barrels", maxGangs: 6 },
  { id: "bench", name: "Bench Fighting", maxGangs: 6 },
  { id: "bang", name: "Bang!", maxGangs: 6 },
  { id: "medieval", name: "Medieval Strife", maxGangs: 6 },
  // 002 Star Strife: a turn is two phases, one for each of two players
  { id: "star", name: "Star Strife", maxGangs: 2 },
];

/** The systems an army of dice (army.ts) can fight in: the ROtGB family. */
export const ARMY_SYSTEMS: readonly SystemId[] = ["rotgb", "medieval", "star"];

/** A system's name as players know it: "Roll Out the (Gun) Barrels" for "rotgb". */
export const systemName = (system: SystemId): string => SYSTEMS.find((s) => s.id === system)?.name ?? system;

export function isSystemId(value: string): value is SystemId {
  return SYSTEMS.some((s) => s.id === value);
}

export interface SkirmishOptions {
  mapping?: MappingOverrides;
  rotgb?: Omit<RotgbOptions, "log">;
  bench?: Omit<BenchFightingOptions, "log"> & {
    /** Hand-set positions per gang (index as given), per skirmish; null or missing: automated. */
    allocations?: (readonly (BenchFightingAllocation | null)[] | undefined)[];
  };
  bang?: Omit<BangOptions, "log">;
  medieval?: Omit<MedievalOptions, "log">;
  star?: Omit<StarOptions, "log">;
}

export interface SkirmishRequest {
  system: SystemId;
  gangs: readonly GangExport[];
  /** Armies of one's own (army.ts), fighting after the gangs as sides of their own (ROtGB family only). */
  armies?: readonly Army[];
  seed: string | number;
  options?: SkirmishOptions;
}

export interface SkirmishResult {
  outcome: SkirmishOutcome;
  /** Per gang, in the order given: the roster ids to mark out of action / crippled. */
  casualties: GangCasualties[];
  /** The side id each gang (then each army) played as (its name, made unique). */
  sides: string[];
}

/** A prepared game: mapped once, played many times (the odds runner) with a source per game. */
export interface PreparedSkirmish {
  mapped: MappedGangs<unknown>;
  play(source: RandomSource, log: boolean): SkirmishOutcome;
}

export function prepareSkirmish(system: SystemId, gangs: readonly GangExport[], options: SkirmishOptions = {}, armies: readonly Army[] = []): PreparedSkirmish {
  if (armies.length > 0) {
    if (!ARMY_SYSTEMS.includes(system))
      throw new SkirmishMappingError(
        "NO_UNITS",
        `An army of dice fights in Roll Out the (Gun) Barrels, Medieval Strife or Star Strife, not in ${systemName(system)}.`,
      );
    const wrong = armies.find((a) => a.game !== system);
    if (wrong) throw new SkirmishMappingError("NO_UNITS", `${wrong.name} is an army for ${systemName(wrong.game)}, not ${systemName(system)}.`);
    if (gangs.length + armies.length < 2) throw new SkirmishMappingError("TOO_FEW_GANGS", "A battle needs two or more sides.");
  }
  switch (system) {
    case "rotgb": {
      const mapped = toRotgb(gangs, options.mapping, armies);
      // playRotgb caches its compiled battlefield per options object: keep one of each
      const quiet: RotgbOptions = { ...options.rotgb, log: false };
      const loud: RotgbOptions = { ...options.rotgb, log: true };
      return { mapped, play: (source, log) => playRotgb(mapped.setup, log ? loud : quiet, source) };
    }
    case "bench": {
      const mapped = toBenchFighting(gangs, options.mapping);
      const { allocations, ...rest } = options.bench ?? {};
      if (allocations) {
        mapped.setup = {
          players: mapped.setup.players.map((p, i) => (allocations[i] ? { ...p, allocations: [...allocations[i]!] } : p)),
        };
      }
      return { mapped, play: (source, log) => playBenchFighting(mapped.setup, { ...rest, log }, new Dice(source, log)) };
    }
    case "bang": {
      const mapped = toBang(gangs, options.mapping);
      return { mapped, play: (source, log) => playBang(mapped.setup, { ...options.bang, log }, new Dice(source, log)) };
    }
    case "medieval": {
      const mapped = toMedieval(gangs, options.mapping, armies);
      // the compiled battle is cached per options object: keep one of each
      const quiet: MedievalOptions = { ...options.medieval, log: false };
      const loud: MedievalOptions = { ...options.medieval, log: true };
      return { mapped, play: (source, log) => playMedieval(mapped.setup, log ? loud : quiet, source) };
    }
    case "star": {
      const mapped = toStar(gangs, options.mapping, armies);
      const quiet: StarOptions = { ...options.star, log: false };
      const loud: StarOptions = { ...options.star, log: true };
      return { mapped, play: (source, log) => playStar(mapped.setup, log ? loud : quiet, source) };
    }
  }
}

export function resolveSkirmish(request: SkirmishRequest): SkirmishResult {
  const game = prepareSkirmish(request.system, request.gangs, request.options, request.armies);
  const outcome = game.play(seededSource(request.seed), true);
  // the gangs' casualties (an army has no roster: its losses are in the outcome)
  const casualties = mapCasualties(outcome, game.mapped).slice(0, request.gangs.length);
  return { outcome, casualties, sides: game.mapped.sides };
}

/** The log in sections, one per turn (per skirmish in Bench Fighting), for the page and formatLog. */
export function logSections(outcome: SkirmishOutcome): { heading: string; entries: BattleLogEntry[] }[] {
  const round = outcome.system === "bench" ? "Skirmish" : "Turn";
  const sections: { heading: string; entries: BattleLogEntry[] }[] = [];
  for (const entry of outcome.log) {
    const heading = isEnd(entry) ? "End of the battle" : entry.turn === 0 ? "Set-up" : `${round} ${entry.turn}`;
    if (sections.at(-1)?.heading !== heading) sections.push({ heading, entries: [] });
    sections.at(-1)!.entries.push(entry);
  }
  return sections;
}

/** The result and the turn-by-turn log as plain text, for the command line and copying. */
export function formatLog(outcome: SkirmishOutcome): string {
  const lines = logSections(outcome).flatMap((s) => [s.heading, ...s.entries.map((e) => `  ${e.text}`)]);
  lines.push("", formatResult(outcome));
  return lines.join("\n");
}

// Each engine marks its last entry in its own words: Bench `event`, Bang! `kind`, the ROtGB family `action`.
function isEnd(entry: BattleLogEntry): boolean {
  const d = entry.data;
  return d?.event === "battleEnd" || d?.kind === "end" || d?.action === "end";
}

export function formatResult(outcome: SkirmishOutcome): string {
  const scores = outcome.ranking.map((side) => `${side} ${outcome.scores[side] ?? 0}`).join(", ");
  const head = outcome.winner ? `Winner: ${outcome.winner}` : "No winner";
  const note = verdictNote(outcome);
  return `${head}${note ? ` (${note})` : ""}. Scores: ${scores}.`;
}

/**
 * What the verdict adds to "<winner> wins" or "No winner", or null when it adds nothing. Bang!'s
 * verdict is "<winner> wins" or "no winner after N turns", which would only repeat the headline
 * ("Da Grunts wins (Da Grunts wins)"); ROtGB's "Pyrrhic victory", "total victory", "victory" and
 * "draw" and Bang!'s "everybody loses" say more, so they stay.
 */
export function verdictNote({ winner, verdict }: Pick<SkirmishOutcome, "winner" | "verdict">): string | null {
  const said = verdict?.trim() ?? "";
  if (winner !== null && said.toLowerCase() === `${winner} wins`.toLowerCase()) return null;
  if (winner === null && /^no winner\b/i.test(said)) return said.replace(/^no winner\s*/i, "") || null;
  return said || null;
}
