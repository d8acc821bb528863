// For the variants' golden tests: one game as a line of its golden file (the outcome without its
// log, plus a digest of the whole JSON, log and all, so the file stays small), and the file's text.
import { createHash } from "node:crypto";
import type { SkirmishOutcome } from "../types";

export function goldenSummary(outcome: SkirmishOutcome) {
  const json = JSON.stringify(outcome);
  const { log, ...rest } = outcome;
  return { ...rest, logLines: log.length, sha256: createHash("sha256").update(json).digest("hex") };
}

/** One game per line, so a diff shows which seed changed. */
export const goldenText = (games: readonly SkirmishOutcome[]): string => `[\n${games.map((g) => JSON.stringify(goldenSummary(g))).join(",\n")}\n]\n`;

/** The golden file of a case: "core, no log" → ./__golden__/core-no-log.json. */
export const goldenFile = (name: string): string => `./__golden__/${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.json`;
