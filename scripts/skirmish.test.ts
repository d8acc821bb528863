// The skirmish command line, run as a user runs it (tsx), on the fixture exports in scripts/fixtures/.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const GRUNTS = "scripts/fixtures/da-grunts.json";
const SPIKES = "scripts/fixtures/da-spikes.json";

function skirmish(...args: string[]) {
  const r = spawnSync("node_modules/.bin/tsx", ["scripts/skirmish.ts", ...args], { encoding: "utf8", timeout: 60_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("npm run skirmish", () => {
  it("one game: the result line and each gang's casualties, exit 0", () => {
    const r = skirmish("--system", "rotgb", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "42");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^(Winner: Da (Grunts|Spikes)|No winner).*Scores: /);
    expect(r.out).toMatch(/Da Grunts casualties: /);
    expect(r.out).toMatch(/Da Spikes casualties: /);
  });

  it("determinism: --log with the same seed prints the same battle log, byte for byte", () => {
    const a = skirmish("--system", "bang", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "7", "--log");
    const b = skirmish("--system", "bang", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "7", "--log");
    expect(a.code).toBe(0);
    expect(a.out.split("\n")[0]).toBe("Set-up");
    expect(a.out).toContain("First Git");
    expect(b.out).toBe(a.out);
  });

  it("--json --log prints the outcome, the mapped casualties and the JSON log", () => {
    const r = skirmish("--system", "bench", "--gang", GRUNTS, "--gang", SPIKES, "--json", "--log");
    const json = JSON.parse(r.out);
    expect(json.outcome.system).toBe("bench");
    expect(json.outcome.log.length).toBeGreaterThan(10);
    expect(json.casualties).toHaveLength(2);
  });

  it("--runs prints the odds table: win, draw, loss with 95% intervals", () => {
    const r = skirmish("--system", "bench", "--gang", GRUNTS, "--gang", SPIKES, "--runs", "200");
    expect(r.code).toBe(0);
    expect(r.out).toContain("200 games, Da Grunts against Da Spikes");
    expect(r.out).toMatch(/Da Grunts wins\s+\d+\s+[\d.]+%\s+[\d.]+% – [\d.]+%/);
    expect(r.out).toMatch(/Draw\s+\d+/);
    expect(r.out).toMatch(/Da Spikes wins\s+\d+/);
  });

  it.each([
    [["--system", "chess", "--gang", GRUNTS, "--gang", SPIKES], 'unknown system "chess": choose rotgb, bench, bang'],
    [["--gang", GRUNTS, "--gang", SPIKES], "--system is required"],
    [["--system", "bang", "--gang", GRUNTS], "give two or more gangs"],
    [["--system", "rotgb", "--gang", "scripts/fixtures/nope.json", "--gang", SPIKES], "scripts/fixtures/nope.json: no such file"],
    [["--system", "rotgb", "--gang", "scripts/fixtures/truncated.json", "--gang", SPIKES], "scripts/fixtures/truncated.json: not valid JSON"],
    [["--system", "rotgb", "--gang", GRUNTS, "--gang", SPIKES, "--runs", "lots"], '--runs must be a whole number from 1 to 10000000, not "lots"'],
    [["--system", "rotgb", "--gang", GRUNTS, "--gang", SPIKES, "--gang", GRUNTS], "rotgb takes at most 2 gangs"],
    [["--system", "rotgb", "--gang", GRUNTS, "--gang", SPIKES, "--colour", "red"], "Unknown option '--colour'"],
  ])("refuses %j with a clear message and exit code 1", (args, message) => {
    const r = skirmish(...args);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain(message);
  });

  it("a file that is not a gang export: every problem with its zod path", () => {
    const r = skirmish("--system", "bench", "--gang", GRUNTS, "--gang", "scripts/fixtures/bad-gang.json");
    expect(r.code).toBe(1);
    expect(r.err).toContain("scripts/fixtures/bad-gang.json: not a gang export:");
    expect(r.err).toContain("  version: version must be 1");
    expect(r.err).toContain("  gang.name: ");
    expect(r.err).toContain("  roster.fighters.0.type: ");
    expect(r.err).not.toContain("Usage:");
  });
});
