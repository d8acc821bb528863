// The command line as a user runs it: `npm run skirmish` runs scripts/run-skirmish.mjs, which
// builds the bundle when a source changed and runs it. Two runs only; everything else is in
// skirmish.test.ts, in this process.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const GANGS = ["--gang", "scripts/fixtures/da-grunts.json", "--gang", "scripts/fixtures/da-spikes.json"];

function skirmish(...args: string[]) {
  const r = spawnSync(process.execPath, ["scripts/run-skirmish.mjs", ...args], { encoding: "utf8", timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("npm run skirmish (the bundle, in a process of its own)", () => {
  it("one game: the result line and each gang's casualties, exit 0", () => {
    const r = skirmish("--system", "rotgb", ...GANGS, "--seed", "42");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^(Winner: Da (Grunts|Spikes)|No winner).*Scores: /);
    expect(r.out).toMatch(/Da Spikes casualties: /);
  });

  it("odds on two worker threads equal the odds on one, for the same seed", () => {
    const one = skirmish("--system", "medieval", ...GANGS, "--runs", "3001", "--threads", "1", "--json");
    const two = skirmish("--system", "medieval", ...GANGS, "--runs", "3001", "--threads", "2", "--json");
    expect(two.err).toBe("");
    expect(two.code).toBe(0);
    expect(JSON.parse(two.out).runs).toBe(3001);
    expect(two.out).toBe(one.out);
  });
});
