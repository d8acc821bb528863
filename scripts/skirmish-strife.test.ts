// The command line's Medieval Strife and Star Strife switches, armies of one's own and --threads,
// run in this process (runCli) on the fixtures in scripts/fixtures/.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runCli } from "./skirmish";

const GRUNTS = "scripts/fixtures/da-grunts.json";
const SPIKES = "scripts/fixtures/da-spikes.json";
const HOST = "scripts/fixtures/iron-host.army.json";
const VEGA = "scripts/fixtures/carrier-group.army.json";

async function skirmish(...args: string[]) {
  let out = "",
    err = "";
  const code = await runCli(args, { out: (line) => (out += `${line}\n`), err: (line) => (err += `${line}\n`), threads: 1 });
  return { code, out, err };
}
const medieval = (...args: string[]) => skirmish("--system", "medieval", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "42", ...args);
const star = (...args: string[]) => skirmish("--system", "star", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "42", ...args);

describe("--system medieval", () => {
  it("one game: the result, and each gang's casualties; the log names fighters and vehicles", async () => {
    const r = await medieval("--log");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Set-up\n  Da (Grunts|Spikes) goes first/);
    expect(r.out).toContain("Da Boss (d10 Cavalier)");
    expect(r.out).toMatch(/Da Grunts casualties: /);
  });

  it("themed play: every switch in words under the result, and under --json's rules", async () => {
    const r = await medieval("--field", "day", "--castle", "1", "--weather", "poor", "--volcanic", "--first", "2", "--max-turns", "90");
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "Rules in play: daytime field (archers +1); Da Grunts fights from the castle (+1 defence); volcanic terrain (a side's units roll after its turn; no recharging); poor weather (d10 to d20 −1); Da Spikes goes first; at most 90 turns.",
    );
    const json = JSON.parse((await medieval("--json", "--mystic", "--weather", "catastrophic")).out);
    expect(json.rules).toEqual({ mystic: true, weather: "catastrophic" });
  });

  it("--abilities: a table of unit abilities, checked with the engine's schema", async () => {
    const files: Record<string, string> = { "good.json": '{"Cavalier": {"attack": 3}}', "bad.json": '{"Cavalier": {"attack": "lots"}}' };
    let out = "",
      err = "";
    const io = {
      out: (l: string) => (out += `${l}\n`),
      err: (l: string) => (err += `${l}\n`),
      threads: 1,
      readFile: (p: string) => files[p] ?? readFileSync(p, "utf8"),
    };
    expect(await runCli(["--system", "medieval", "--gang", GRUNTS, "--gang", SPIKES, "--abilities", "good.json"], io)).toBe(0);
    expect(out).toContain("unit abilities changed: Cavalier");
    expect(await runCli(["--system", "medieval", "--gang", GRUNTS, "--gang", SPIKES, "--abilities", "bad.json"], io)).toBe(1);
    expect(err).toContain("skirmish: bad.json: not a table of unit abilities:");
    expect(err).toContain("  Cavalier.attack: ");
  });

  it.each([
    [["--field", "noon"], "--field is day or night"],
    [["--mystic", "--city"], "--mystic and --city: a battle is in a mystic environment or in a city, not both"],
    [["--castle", "3"], "--castle takes a side number, 1 to 2"],
    [["--weather", "fog"], "--weather is poor, dangerous, damaging or catastrophic"],
    [["--letter"], "--letter is a Roll Out the (Gun) Barrels rule: use it with --system rotgb"],
    [["--command-points"], "--command-points is a Star Strife rule: use it with --system star"],
  ])("refuses %j with a clear message and exit code 1", async (args, message) => {
    const r = await medieval(...args);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain(`skirmish: ${message}`);
  });
});

describe("--system star", () => {
  it("one game, and its switches in words: command points, an asteroid field, a defender", async () => {
    const r = await star("--command-points", "--terrain", "asteroids", "--defender", "2");
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      "Rules in play: Da Spikes is the strategic defender; command points; an asteroid field (+3 defence; attrition units +2 attack against others).",
    );
  });

  it("the odds of the first gang against the second, with the rules under --json", async () => {
    const json = JSON.parse((await star("--runs", "40", "--json", "--terrain", "minefield")).out);
    expect(json.runs).toBe(40);
    expect(json.rules).toEqual({ terrain: "minefield" });
  });

  it.each([
    [["--gang", GRUNTS], "star takes at most 2 gangs"],
    [["--terrain", "nebula"], "--terrain is asteroids or minefield"],
    [["--weather", "poor"], "--weather is a Medieval Strife rule: use it with --system medieval"],
    [["--defender", "3"], "--defender takes a side number, 1 to 2"],
  ])("refuses %j with a clear message and exit code 1", async (args, message) => {
    const r = await star(...args);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`skirmish: ${message}`);
  });

  it("--first and --max-turns belong to the ROtGB family: Bench Fighting refuses them as before", async () => {
    const r = await skirmish("--system", "bench", "--gang", GRUNTS, "--gang", SPIKES, "--first", "1");
    expect(r.err).toContain("skirmish: --first is a Roll Out the (Gun) Barrels rule: use it with --system rotgb");
  });
});

describe("--army: armies of one's own", () => {
  it("an army fights a gang: its losses are listed by the army's unit ids", async () => {
    const r = await skirmish("--system", "medieval", "--gang", GRUNTS, "--army", HOST, "--seed", "7");
    expect(r.err).toBe("");
    expect(r.out).toMatch(/Scores: .*The Iron Host/);
    expect(r.out).toMatch(/^The Iron Host losses: /m);
    expect(r.out).toMatch(/^Da Grunts casualties: /m);
  });

  it("two armies, and their odds", async () => {
    const r = await skirmish("--system", "star", "--army", VEGA, "--army", VEGA, "--runs", "30");
    expect(r.code).toBe(0);
    expect(r.out).toContain("30 games, Carrier Group Vega against Carrier Group Vega (2)");
  });

  it("an army that breaks the text's rules is refused with the rule and the JSON path of each problem", async () => {
    const r = await skirmish("--system", "star", "--gang", GRUNTS, "--army", "scripts/fixtures/bad-army.json");
    expect(r.code).toBe(1);
    expect(r.err).toContain("skirmish: scripts/fixtures/bad-army.json: not an army this game can field:");
    expect(r.err).toContain("skirmish:   options.role: base-station: only the strategic defender may have a station (002 Star Strife: Stations)");
    expect(r.err).toContain("skirmish:   units.0.controller: gmd: 2 units in its control channels but it has 1 (002 Star Strife: a ship controls D/2)");
  });

  it("a file that is not an army: every problem with its JSON path", async () => {
    const r = await skirmish("--system", "medieval", "--gang", GRUNTS, "--army", "scripts/fixtures/not-an-army.json");
    expect(r.code).toBe(1);
    expect(r.err).toContain("  version: version must be 1");
    expect(r.err).toContain("  game: game must be one of rotgb, medieval, star");
    expect(r.err).toContain("  units.0.die: ");
  });

  it.each([
    [["--system", "star", "--gang", GRUNTS, "--army", HOST], "The Iron Host is an army for Medieval Strife, not Star Strife"],
    [["--system", "bang", "--gang", GRUNTS, "--army", HOST], "--army: armies of dice fight in rotgb, medieval, star, not bang"],
    [["--system", "medieval", "--army", HOST], "give two or more sides: --gang a.json or --army b.json, twice or more"],
  ])("refuses %j", async (args, message) => {
    const r = await skirmish(...args);
    expect(r.code).toBe(1);
    expect(r.err).toContain(message);
  });
});

describe("--threads", () => {
  it.each([
    [["--threads", "2"], "--threads is for odds: give --runs too"],
    [["--runs", "10", "--threads", "0"], '--threads must be a whole number from 1 to 256, not "0"'],
  ])("refuses %j", async (args, message) => {
    const r = await medieval(...args);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`skirmish: ${message}`);
  });

  it("from TypeScript (as here) the odds run in this thread, with the same result as any number of threads", async () => {
    expect((await medieval("--runs", "50", "--threads", "4")).out).toBe((await medieval("--runs", "50")).out);
  });
});
