// The skirmish command line on the fixture exports in scripts/fixtures/, run in this process
// (runCli), with what it writes to stdout and stderr; skirmish-smoke.test.ts runs it as a user does.
import { describe, expect, it } from "vitest";
import { runCli } from "./skirmish";

const GRUNTS = "scripts/fixtures/da-grunts.json";
const SPIKES = "scripts/fixtures/da-spikes.json";

async function skirmish(...args: string[]) {
  let out = "",
    err = "";
  const code = await runCli(args, { out: (line) => (out += `${line}\n`), err: (line) => (err += `${line}\n`), threads: 1 });
  return { code, out, err };
}

describe("npm run skirmish", () => {
  it("one game: the result line and each gang's casualties, exit 0", async () => {
    const r = await skirmish("--system", "rotgb", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "42");
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^(Winner: Da (Grunts|Spikes)|No winner).*Scores: /);
    expect(r.out).toMatch(/Da Grunts casualties: /);
    expect(r.out).toMatch(/Da Spikes casualties: /);
  });

  it("determinism: --log with the same seed prints the same battle log, byte for byte", async () => {
    const a = await skirmish("--system", "bang", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "7", "--log");
    const b = await skirmish("--system", "bang", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "7", "--log");
    expect(a.code).toBe(0);
    expect(a.out.split("\n")[0]).toBe("Set-up");
    expect(a.out).toContain("First Git");
    expect(b.out).toBe(a.out);
  });

  it("--json --log prints the outcome, the mapped casualties and the JSON log", async () => {
    const r = await skirmish("--system", "bench", "--gang", GRUNTS, "--gang", SPIKES, "--json", "--log");
    const json = JSON.parse(r.out);
    expect(json.outcome.system).toBe("bench");
    expect(json.outcome.log.length).toBeGreaterThan(10);
    expect(json.casualties).toHaveLength(2);
  });

  it("--runs prints the odds table: win, draw, loss with 95% intervals", async () => {
    const r = await skirmish("--system", "bench", "--gang", GRUNTS, "--gang", SPIKES, "--runs", "200");
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
    [["--system", "rotgb", ...Array.from({ length: 7 }, (_, i) => ["--gang", i % 2 ? SPIKES : GRUNTS]).flat()], "rotgb takes at most 6 gangs"],
    [["--system", "rotgb", "--gang", GRUNTS, "--gang", SPIKES, "--colour", "red"], "Unknown option '--colour'"],
  ])("refuses %j with a clear message and exit code 1", async (args, message) => {
    const r = await skirmish(...args);
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain(message);
  });

  describe("Roll Out the (Gun) Barrels rules switches", () => {
    const rotgb = (...args: string[]) => skirmish("--system", "rotgb", "--gang", GRUNTS, "--gang", SPIKES, "--seed", "42", ...args);

    it("--help lists every switch", async () => {
      const r = await rotgb("--help");
      expect(r.code).toBe(0);
      for (const flag of [
        "--letter",
        "--fronts north,south",
        "--pass north=1",
        "--allow north=buggy+bike",
        "--handicap",
        "--first 1",
        "--max-turns 500",
        "--reinforcements 2",
        "--reserve 1=yoof+bike",
        "--alliance orks=1+3",
      ])
        expect(r.out).toContain(flag);
    });

    it("--letter: flanking dice drop by two instead of re-rolling (seed 42 flanks on turn 1)", async () => {
      expect((await rotgb("--log")).out).toContain("they re-roll:");
      const r = await rotgb("--log", "--letter");
      expect(r.code).toBe(0);
      expect(r.out).toContain("they drop by two:");
      expect(r.out).not.toContain("they re-roll:");
    });

    it("--fronts: each gang's dice are spread over the named fronts and fight there", async () => {
      const r = await rotgb("--log", "--fronts", "north,south");
      expect(r.code).toBe(0);
      for (const line of ["Da Grunts rolls at north:", "Da Grunts rolls at south:", "Da Spikes rolls at north:", "Da Spikes rolls at south:"])
        expect(r.out).toContain(line);
      expect(r.out).toMatch(/Da Spikes at north: /);
    });

    it("--pass: the holder's dice on that front cannot be flanked (seed 42 flanks Da Grunts at north without it)", async () => {
      const flankedAtNorth = /Da Spikes at north: .* flank Da Grunts's/;
      expect((await rotgb("--log", "--fronts", "north,south")).out).toMatch(flankedAtNorth);
      const r = await rotgb("--log", "--fronts", "north,south", "--pass", "north=1");
      expect(r.code).toBe(0);
      expect(r.out).not.toMatch(flankedAtNorth);
    });

    it("--allow: only those unit types stand on that front", async () => {
      const r = await rotgb("--log", "--fronts", "road,hills", "--allow", "road=truck+bike+buggy");
      expect(r.code).toBe(0);
      expect(r.out).toContain("Da Grunts rolls at road: Grunt Truck (d12 truck) 7, Speedy (d8 bike) 8.");
      expect(r.out).toContain("Da Spikes rolls at road: Rattla (d10 buggy) 4.");
    });

    it("--handicap: the bigger gang's narrow win is a Pyrrhic victory", async () => {
      expect((await rotgb()).out).toMatch(/^Winner: Da Grunts \(victory\)/);
      expect((await rotgb("--handicap")).out).toMatch(/^Winner: Da Grunts \(Pyrrhic victory\)/);
    });

    it("--first and --max-turns: gang 1 goes first, and the game stops after 3 turns", async () => {
      const r = await rotgb("--log", "--first", "1", "--max-turns", "3");
      expect(r.code).toBe(0);
      expect(r.out).toContain("Da Grunts goes first (chosen).");
      expect(r.out).toContain("The game ends (turn limit) after 3 turns");
    });

    it("the odds use the switches too", async () => {
      const plain = await rotgb("--runs", "200");
      const fronts = await rotgb("--runs", "200", "--fronts", "north,south", "--letter");
      expect(fronts.code).toBe(0);
      expect(fronts.out).toContain("200 games, Da Grunts against Da Spikes");
      expect(fronts.out).not.toBe(plain.out);
    });

    it.each([
      [["--fronts", "north"], "--fronts needs 2 to 30 front names, e.g. north,south"],
      [["--fronts", "north,,south"], "--fronts takes front names separated by commas"],
      [["--fronts", "north,north"], "--fronts names each front once"],
      [["--pass", "north=1"], "--pass is terrain on a front: name the fronts with --fronts"],
      [["--fronts", "north,south", "--pass", "east=1"], '--pass: no front is called "east" (fronts: north, south)'],
      [["--fronts", "north,south", "--pass", "north=3"], "--pass takes a gang number, 1 to 2"],
      [["--fronts", "north,south", "--pass", "north"], "--pass must look like <front>=<gang number>, e.g. north=1"],
      [["--fronts", "north,south", "--allow", "north=tank"], '--allow: "tank" is not a unit type (leader, champion'],
      [["--fronts", "north,south", "--allow", "north=juve", "--allow", "south=juve"], "1/boss: no front allows a leader"],
      [["--first", "0"], "--first takes a gang number, 1 to 2"],
      [["--max-turns", "soon"], "--max-turns must be a whole number from 1 to 1000000"],
      [["--reinforcements", "0"], "--reinforcements takes a whole number of turns from 1 to 1000"],
      [["--reserve", "1=yoof"], "--reserve needs --reinforcements N"],
      [["--reinforcements", "2", "--reserve", "yoof"], "--reserve must look like <gang number>=<id>+<id>, e.g. 1=yoof+bike, or 2=none"],
      [["--reinforcements", "2", "--reserve", "3=yoof"], "--reserve takes a gang number, 1 to 2"],
      [["--reinforcements", "2", "--reserve", "1=yoof", "--reserve", "1=bike"], "--reserve: gang 1 is named twice"],
      [
        ["--reinforcements", "2", "--reserve", "1=zog"],
        '--reserve: gang 1 (Da Grunts) has no fighter or vehicle "zog" (ids: boss, nob, spanna, grot, snag, yoof, truck, bike)',
      ],
      [
        ["--reinforcements", "2", "--reserve", "2=spike-1+spike-2+spike-3+spike-4+spike-5+buggy"],
        "Da Spikes holds every unit in reserve: leave at least one to start the battle.",
      ],
      [["--alliance", "orks=1", "--alliance", "grots=2"], "--alliance needs three or more gangs"],
      [["--alliances"], "Unknown option '--alliances'"],
    ])("refuses %j with a clear message and exit code 1", async (args, message) => {
      const r = await rotgb(...args);
      expect(r.code).toBe(1);
      expect(r.out).toBe("");
      expect(r.err).toContain(`skirmish: ${message}`);
    });

    it("--reinforcements: a third of each gang waits in reserve, smallest dice first, named under the result; Yoof arrives on Da Grunts' 2nd turn", async () => {
      const r = await rotgb("--log", "--reinforcements", "2");
      expect(r.code).toBe(0);
      expect(r.out).toContain("Rules in play: reinforcements: one unit every 2 turns.");
      expect(r.out).toContain("In reserve: Da Grunts: snag, yoof; Da Spikes: spike-4, spike-5");
      expect(r.out.split("Turn 1")[0]).not.toContain("Yoof (");
      expect(r.out).toMatch(/Da Grunts's reinforcement Yoof \(d\d+ juve\) arrives and rolls \d+\./);
    });

    it("--reserve picks a gang's reserves by roster id (2=none: nobody), and the odds hold them back too", async () => {
      const r = await rotgb("--reinforcements", "1", "--reserve", "1=truck+bike", "--reserve", "2=none");
      expect(r.code).toBe(0);
      expect(r.out).toContain("In reserve: Da Grunts: truck, bike; Da Spikes: nobody");
      const odds = await rotgb("--runs", "200", "--reinforcements", "1", "--reserve", "1=truck+bike");
      expect(odds.code).toBe(0);
      expect(odds.out).toContain("200 games, Da Grunts against Da Spikes");
      expect(odds.out).not.toBe((await rotgb("--runs", "200")).out);
    });

    it("plain text names every rule in play under the result, as the page words them; none: no line", async () => {
      const r = await rotgb(
        "--letter",
        "--handicap",
        "--fronts",
        "road,hills",
        "--allow",
        "road=truck+bike+buggy",
        "--pass",
        "hills=2",
        "--first",
        "1",
        "--max-turns",
        "50",
        "--reinforcements",
        "2",
        "--reserve",
        "1=yoof+bike",
      );
      expect(r.code).toBe(0);
      expect(r.out).toContain(
        "Rules in play: the letter's variant (flanking dice drop by two); fronts: road, hills; a pass at hills held by Da Spikes; " +
          "only truck, bike and buggy may stand on road; handicapping; reinforcements: one unit every 2 turns; Da Grunts goes first; at most 50 turns.",
      );
      expect(r.out).toContain("In reserve: Da Grunts: yoof, bike; Da Spikes: spike-4, spike-5");
      expect((await rotgb("--runs", "50", "--fronts", "road,hills")).out).toContain("Rules in play: fronts: road, hills.");
      expect((await rotgb()).out).not.toContain("Rules in play");
    });

    describe('--json names the rules in play under "rules", by the engine\'s switch names', () => {
      it("no switches: an empty rules object (Bench Fighting and Bang! have none)", async () => {
        expect(JSON.parse((await rotgb("--json")).out).rules).toEqual({});
        expect(JSON.parse((await skirmish("--system", "bang", "--gang", GRUNTS, "--gang", SPIKES, "--json")).out).rules).toBeUndefined();
      });

      it("every switch, with the reserves by roster id per gang (fighters and vehicles)", async () => {
        const r = await rotgb(
          "--json",
          "--letter",
          "--handicap",
          "--fronts",
          "road,hills",
          "--allow",
          "road=truck+bike+buggy",
          "--pass",
          "hills=2",
          "--first",
          "1",
          "--max-turns",
          "50",
          "--reinforcements",
          "2",
          "--reserve",
          "1=yoof+bike",
        );
        expect(r.code).toBe(0);
        const json = JSON.parse(r.out);
        expect(Object.keys(json)).toEqual(["outcome", "casualties", "sides", "rules"]);
        expect(json.rules).toEqual({
          flankDropByTwo: true,
          handicap: true,
          fronts: ["road", "hills"],
          terrain: { allowed: { road: ["truck", "bike", "buggy"] }, heldPass: { front: "hills", holder: "Da Spikes" } },
          firstPlayer: "Da Grunts",
          maxTurns: 50,
          reinforcements: {
            every: 2,
            reserves: { "Da Grunts": { fighters: ["yoof"], vehicles: ["bike"] }, "Da Spikes": { fighters: ["spike-4", "spike-5"], vehicles: [] } },
          },
        });
      });

      it("the automatic reserves and --runs: the odds JSON carries the same rules", async () => {
        const json = JSON.parse((await rotgb("--json", "--runs", "50", "--reinforcements", "1", "--reserve", "2=none")).out);
        expect(json.runs).toBe(50);
        expect(json.rules).toEqual({
          reinforcements: { every: 1, reserves: { "Da Grunts": { fighters: ["snag", "yoof"], vehicles: [] }, "Da Spikes": { fighters: [], vehicles: [] } } },
        });
      });

      it("alliances: each alliance's gangs", async () => {
        const json = JSON.parse((await rotgb("--gang", GRUNTS, "--json", "--alliance", "orks=1+3", "--alliance", "grots=2", "--handicap")).out);
        expect(json.rules).toEqual({ handicap: true, alliances: { orks: ["Da Grunts", "Da Grunts (2)"], grots: ["Da Spikes"] } });
      });
    });

    describe("three gangs", () => {
      const three = (...args: string[]) => rotgb("--gang", GRUNTS, ...args);

      it("without --alliance every gang fights for itself", async () => {
        const r = await three();
        expect(r.code).toBe(0);
        expect(r.out).toMatch(/Scores: .*Da Grunts \(2\)/);
        expect(r.out).toContain("Da Grunts (2) casualties: ");
      });

      it("--alliance: gangs 1 and 3 are one side, never attack each other and score together", async () => {
        const r = await three("--alliance", "orks=1+3", "--alliance", "grots=2", "--log");
        expect(r.code).toBe(0);
        expect(r.out).toContain("Rules in play: alliances: orks (Da Grunts, Da Grunts (2)) against grots (Da Spikes).");
        expect(r.out).toMatch(/^(Winner: (orks|grots)|No winner).*Scores: (orks|grots) \d+, (orks|grots) \d+\.$/m);
        expect(r.out).not.toMatch(/Da Grunts( \(2\))?(?: at \w+)?: .*(assaults|flank) Da Grunts/);
      });

      it("--handicap with three gangs needs two alliances", async () => {
        expect((await three("--handicap", "--alliance", "orks=1+3", "--alliance", "grots=2")).code).toBe(0);
        expect((await three("--handicap")).err).toContain(
          "skirmish: --handicap is for two sides: two gangs, or three or more gangs in two alliances (--alliance)",
        );
      });

      it.each([
        [["--alliance", "orks=1+2+3"], "--alliance: make two alliances or more"],
        [["--alliance", "orks=1+3"], "--alliance: gang 2 is in no alliance (put every gang in one)"],
        [["--alliance", "orks=1+2", "--alliance", "grots=2+3"], "--alliance: gang 2 is in 2 alliances (orks, grots); a gang joins one"],
        [["--alliance", "orks=1", "--alliance", "orks=2+3"], "--alliance: name each alliance once"],
        [["--alliance", "orks=1+4", "--alliance", "grots=2+3"], "--alliance takes gang numbers, 1 to 3 (not 4)"],
        [["--alliance", "orks"], "--alliance must look like <name>=<gang>+<gang>, e.g. orks=1+3"],
        [["--runs", "10"], "odds (--runs) are for exactly two gangs"],
      ])("refuses %j with a clear message and exit code 1", async (args, message) => {
        const r = await three(...args);
        expect(r.code).toBe(1);
        expect(r.err).toContain(`skirmish: ${message}`);
      });
    });

    it("refuses a ROtGB switch with another system", async () => {
      const r = await skirmish("--system", "bench", "--gang", GRUNTS, "--gang", SPIKES, "--letter");
      expect(r.code).toBe(1);
      expect(r.err).toContain("--letter is a Roll Out the (Gun) Barrels rule: use it with --system rotgb");
    });

    it("reports every bad switch at once, one per line", async () => {
      const r = await rotgb("--fronts", "north", "--first", "9");
      expect(r.err).toContain("skirmish: --fronts needs 2 to 30 front names");
      expect(r.err).toContain("\nskirmish: --first takes a gang number, 1 to 2");
    });
  });

  it("a file that is not a gang export: every problem with its zod path", async () => {
    const r = await skirmish("--system", "bench", "--gang", GRUNTS, "--gang", "scripts/fixtures/bad-gang.json");
    expect(r.code).toBe(1);
    expect(r.err).toContain("scripts/fixtures/bad-gang.json: not a gang export:");
    expect(r.err).toContain("  version: version must be 1");
    expect(r.err).toContain("  gang.name: ");
    expect(r.err).toContain("  roster.fighters.0.type: ");
    expect(r.err).not.toContain("Usage:");
  });
});
