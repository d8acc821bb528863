// Odds on several threads (scripts/skirmish-odds.ts) with real workers: the command line's own
// bundle, built as `npm run skirmish` builds it, answers the jobs. Whatever thread plays a chunk,
// each game keeps the seed the whole run gives it, so the odds are those of one thread.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { OddsRequest } from "@/lib/skirmish/odds";
import { readGangFile } from "./skirmish-input";
import { CHUNK, oddsOnThreads } from "./skirmish-odds";

const BUNDLE = pathToFileURL(join(process.cwd(), "node_modules", ".cache", "gorka-garage", "skirmish.mjs"));
const gangs = [readGangFile("scripts/fixtures/da-grunts.json"), readGangFile("scripts/fixtures/da-spikes.json")];
const request = (system: OddsRequest["system"], runs: number): OddsRequest => ({ system, gangs, seed: "threads-7", runs });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

beforeAll(() => {
  // builds the bundle when a source changed, as a user's `npm run skirmish` does
  execFileSync(process.execPath, ["scripts/run-skirmish.mjs", "--help"], { stdio: "ignore", timeout: 120_000 });
}, 130_000);

describe("odds on several threads", () => {
  it("workers alone play every game of a Medieval Strife run, a chunk at a time from the shared counter: the same odds as one thread", async () => {
    const runs = 3 * CHUNK + 123;
    const one = await oddsOnThreads(request("medieval", runs), 1, null);
    const three = await oddsOnThreads(request("medieval", runs), 3, BUNDLE, true);
    expect(one.games).toEqual([runs]);
    expect(three.games[0]).toBe(0);
    expect(three.games).toHaveLength(3);
    expect(sum(three.games)).toBe(runs);
    expect(three.result).toEqual(one.result);
  }, 60_000);

  it("this thread starts at once and starts no worker for a run it finishes first: 20 Star Strife games", async () => {
    // 20 games take about a millisecond, less than LOOK_MS, so nothing is weighed and no worker loads
    const one = await oddsOnThreads(request("star", 20), 1, null);
    const two = await oddsOnThreads(request("star", 20), 2, BUNDLE);
    expect(two.games).toEqual([20]);
    expect(two.result).toEqual(one.result);
  }, 60_000);

  it("on a longer Bang! run the worker may join (as this thread weighs it), and the odds are those of one thread", async () => {
    const runs = 40 * CHUNK;
    const one = await oddsOnThreads(request("bang", runs), 1, null);
    const two = await oddsOnThreads(request("bang", runs), 2, BUNDLE);
    expect(sum(two.games)).toBe(runs);
    expect(two.result).toEqual(one.result);
  }, 120_000);
});
