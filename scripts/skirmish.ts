// npm run skirmish -- --system rotgb|bench|bang|medieval|star --gang a.json --gang b.json [--army c.json]
//   [--seed 42] [--runs 10000] [--threads 4] [--log] [--json] [each system's switches: see --help]
// One quick-resolve game between exported gangs and armies of one's own (the result, the log with
// --log), or with --runs the odds of the first side against the second, across worker threads.
// Errors go to stderr with exit code 1. `runCli` runs it in-process (the tests); `npm run skirmish`
// runs the bundle scripts/run-skirmish.mjs builds, so no TypeScript is compiled at start-up.
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { GangExport } from "@/lib/export/gang-export";
import type { Army } from "@/lib/skirmish/army";
import { ROTGB_UNIT_TYPES, SkirmishMappingError } from "@/lib/skirmish/mapping";
import { MedievalRuleError, MedievalSetupError } from "@/lib/skirmish/medieval";
import type { OddsResult } from "@/lib/skirmish/odds";
import { ARMY_SYSTEMS, formatLog, formatResult, isSystemId, resolveSkirmish, SYSTEMS, systemName, type SkirmishOptions } from "@/lib/skirmish/resolve";
import { RotgbSetupError } from "@/lib/skirmish/rotgb";
import { StarSetupError } from "@/lib/skirmish/star";
import type { SystemId } from "@/lib/skirmish/types";
import { InputFileError, readArmyFile, readGangFile, readText, UsageError, type ReadText } from "./skirmish-input";
import { runOddsThreads, serveOddsWorker, threadsFor } from "./skirmish-odds";
import { ROTGB_FLAGS, rotgbFlagsSchema, rotgbMapping, rotgbOptions, rotgbRulesJson, rotgbRulesLines, type RotgbFlags } from "./skirmish-rotgb";
import {
  FAMILY_FLAGS,
  MEDIEVAL_FLAGS,
  medievalFlagsSchema,
  medievalOptions,
  medievalRulesInWords,
  STAR_FLAGS,
  starFlagsSchema,
  starMapping,
  starOptions,
  starRulesInWords,
  strifeRulesLine,
  type MedievalFlags,
  type StarFlags,
} from "./skirmish-strife";

const SYSTEM_IDS = SYSTEMS.map((s) => s.id).join(", ");
const MAX_GANGS = SYSTEMS.find((s) => s.id === "rotgb")!.maxGangs;
const USAGE =
  "Usage: npm run skirmish -- --system rotgb|bench|bang|medieval|star --gang a.json --gang b.json [--army c.json] [--seed 42] [--runs 10000] [--threads N] [--log] [--json] [rules switches: see --help]";
const HELP = `${USAGE}

Sides: each --gang is a gang export, each --army an army of one's own (gorka-garage.army, for
rotgb, medieval or star; see the README); gangs come first, then armies, and are numbered 1, 2, …
in that order wherever a switch names one. Odds (--runs) are for two sides, played on one worker
thread per core (--threads N to choose; 1: this thread), with the same result for any N.

Roll Out the (Gun) Barrels rules switches (002 Advanced Rules; only with --system rotgb):
  --letter                  the letter's variant: flanking dice drop by two instead of re-rolling
                            (d4 and larger stop at 1 unless already on 1; a die that drops
                            to zero or less is eliminated and its sides go to the target's owner)
  --fronts north,south      fight on these fronts (2 to 30 names, comma-separated); each gang's
                            dice are spread by the automated player (biggest die first, to the
                            front where it has the fewest points); scores × fronts won
  --pass north=1            terrain: front "north" is a pass held by gang 1 (its dice there cannot
                            be flanked); gangs are numbered 1, 2 in --gang order; needs --fronts
  --allow north=buggy+bike  terrain: only these unit types may stand on that front (repeatable);
                            types: ${ROTGB_UNIT_TYPES.join(", ")}; needs --fronts
  --handicap                handicapping: total victory needs (larger force / smaller) × the loser's
                            score, otherwise a Pyrrhic victory
  --first 1                 gang 1 (or 2, ...) goes first instead of a die roll (also medieval, star)
  --max-turns 500           stop a game that goes on this long (default 2000; also medieval, star)
  --reinforcements 2        reinforcements: each gang brings in one unit from its reserve at the
                            start of every 2nd of its turns; by default a third of each gang
                            (rounded down) waits in reserve, its smallest dice first
  --reserve 1=yoof+bike     these fighters and vehicles of gang 1 (roster ids, as the casualty
                            lines print them) wait in reserve instead (repeatable, one per gang;
                            1=none: nobody); needs --reinforcements
  --alliance orks=1+3       alliances (three to ${MAX_GANGS} gangs): gangs 1 and 3 are one side
                            called "orks", never attack each other and score together
                            (repeatable: every gang in one alliance, two alliances or more)
Three or more gangs without --alliance fight every gang for itself. Odds (--runs) are for two.

Medieval Strife themed play (002; only with --system medieval):
  --field day|night         an open field by day (archers, crossbowmen, amazons, ballistas +1)
                            or by night (the same −1)
  --mystic                  a mystic environment: twice the casts before a recharge
  --castle 1                side 1 fights from inside the castle (+1 defence)
  --city                    a city: +1 defence, −2 attack, at most two casts, no one-cast spells
  --volcanic                volatile terrain: a side's units all roll after its turn; no recharging
  --weather poor|dangerous|damaging|catastrophic
                            poor: d10 to d20 −1; dangerous: −2 attack; damaging: a d4, d6 or d8
                            rolling 1 never rolls again; catastrophic: any die rolling 1
  --abilities table.json    change rows of the unit abilities table (a ruling: the text names the
                            units but not what they do), e.g. {"Archer": {"attack": 2}}

Star Strife switches (002; only with --system star):
  --command-points          command points: each side rolls a D6 a turn, to re-roll dice
  --terrain asteroids|minefield
                            an asteroid field (+3 defence; attrition +2 attack against others) or
                            an ancient minefield (each side gains five D1 mines in its phase)
  --defender 1              gang 1 is the strategic defender (an army says so in its file)`;

/** Where the command line writes: stdout and stderr, a line at a time (as console.log). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Reads a file (default: from disk, UTF-8). */
  readFile?: ReadText;
  /** Worker threads for odds when --threads is not given (default: one per core, as the games are worth). */
  threads?: number;
}

const processIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** The bundle's own file, which can start odds workers; null when running from TypeScript (tsx, tests). */
const SELF = /\.m?js$/.test(import.meta.url) ? new URL(import.meta.url) : null;

interface Args {
  system: SystemId;
  gangFiles: string[];
  armyFiles: string[];
  seed: string;
  runs?: number;
  threads?: number;
  log: boolean;
  json: boolean;
  rotgb: RotgbFlags;
  medieval: MedievalFlags;
  star: StarFlags;
}

function parse(argv: string[]): Args | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        system: { type: "string" },
        gang: { type: "string", multiple: true },
        army: { type: "string", multiple: true },
        seed: { type: "string" },
        runs: { type: "string" },
        threads: { type: "string" },
        log: { type: "boolean" },
        json: { type: "boolean" },
        help: { type: "boolean" },
        letter: { type: "boolean" },
        handicap: { type: "boolean" },
        fronts: { type: "string" },
        pass: { type: "string" },
        allow: { type: "string", multiple: true },
        first: { type: "string" },
        "max-turns": { type: "string" },
        reinforcements: { type: "string" },
        reserve: { type: "string", multiple: true },
        alliance: { type: "string", multiple: true },
        field: { type: "string" },
        mystic: { type: "boolean" },
        castle: { type: "string" },
        city: { type: "boolean" },
        volcanic: { type: "boolean" },
        weather: { type: "string" },
        abilities: { type: "string" },
        "command-points": { type: "boolean" },
        terrain: { type: "string" },
        defender: { type: "string" },
      },
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (values.help) return null;
  const system = values.system;
  if (!system) throw new UsageError(`--system is required (${SYSTEM_IDS.replace(/, (?=[^,]*$)/, " or ")})`);
  if (!isSystemId(system)) throw new UsageError(`unknown system "${system}": choose ${SYSTEM_IDS}`);
  const gangFiles = values.gang ?? [],
    armyFiles = values.army ?? [];
  const sides = gangFiles.length + armyFiles.length;
  const max = SYSTEMS.find((s) => s.id === system)!.maxGangs;
  if (armyFiles.length > 0 && !ARMY_SYSTEMS.includes(system)) throw new UsageError(`--army: armies of dice fight in ${ARMY_SYSTEMS.join(", ")}, not ${system}`);
  if (sides < 2)
    throw new UsageError(
      armyFiles.length > 0 ? "give two or more sides: --gang a.json or --army b.json, twice or more" : "give two or more gangs: --gang a.json --gang b.json",
    );
  if (sides > max) throw new UsageError(`${system} takes at most ${max} gangs`);
  let runs: number | undefined, threads: number | undefined;
  if (values.runs !== undefined) {
    runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1 || runs > 10_000_000)
      throw new UsageError(`--runs must be a whole number from 1 to 10000000, not "${values.runs}"`);
    if (sides !== 2) throw new UsageError("odds (--runs) are for exactly two gangs");
  }
  if (values.threads !== undefined) {
    threads = Number(values.threads);
    if (!Number.isInteger(threads) || threads < 1 || threads > 256)
      throw new UsageError(`--threads must be a whole number from 1 to 256, not "${values.threads}"`);
    if (runs === undefined) throw new UsageError("--threads is for odds: give --runs too");
  }
  refuseOthers(system, values);
  const rotgb = rotgbFlagsSchema(sides).safeParse({
    letter: values.letter,
    handicap: values.handicap,
    fronts: values.fronts,
    pass: values.pass,
    allow: values.allow,
    first: system === "rotgb" ? values.first : undefined,
    maxTurns: system === "rotgb" ? values["max-turns"] : undefined,
    reinforcements: values.reinforcements,
    reserve: values.reserve,
    alliance: values.alliance,
  });
  if (!rotgb.success) throw new UsageError(rotgb.error.issues.map((i) => i.message).join("\n"));
  const family = { first: values.first, maxTurns: values["max-turns"] };
  const medieval = medievalFlagsSchema(sides).safeParse(
    system === "medieval"
      ? {
          field: values.field,
          mystic: values.mystic,
          castle: values.castle,
          city: values.city,
          volcanic: values.volcanic,
          weather: values.weather,
          abilities: values.abilities,
          ...family,
        }
      : {},
  );
  if (!medieval.success) throw new UsageError(medieval.error.issues.map((i) => i.message).join("\n"));
  const star = starFlagsSchema(sides).safeParse(
    system === "star" ? { commandPoints: values["command-points"], terrain: values.terrain, defender: values.defender, ...family } : {},
  );
  if (!star.success) throw new UsageError(star.error.issues.map((i) => i.message).join("\n"));
  return {
    system,
    gangFiles,
    armyFiles,
    seed: values.seed ?? "42",
    runs,
    threads,
    log: values.log ?? false,
    json: values.json ?? false,
    rotgb: rotgb.data,
    medieval: medieval.data,
    star: star.data,
  };
}

/** A switch of one game given with another: refused, naming the game it belongs to. */
function refuseOthers(system: SystemId, values: Record<string, unknown>): void {
  const family = ARMY_SYSTEMS.includes(system);
  const owned: [readonly string[], SystemId[], string][] = [
    [ROTGB_FLAGS.filter((f) => !(FAMILY_FLAGS as readonly string[]).includes(f)), ["rotgb"], "a Roll Out the (Gun) Barrels rule: use it with --system rotgb"],
    [FAMILY_FLAGS, [...ARMY_SYSTEMS], "for the Roll Out the (Gun) Barrels family: use it with --system rotgb, medieval or star"],
    [MEDIEVAL_FLAGS, ["medieval"], "a Medieval Strife rule: use it with --system medieval"],
    [STAR_FLAGS, ["star"], "a Star Strife rule: use it with --system star"],
  ];
  for (const [flags, systems, words] of owned) {
    const given = flags.find((f) => values[f] !== undefined);
    if (given && !systems.includes(system)) {
      // ROtGB's --first and --max-turns keep their old words for Bench Fighting and Bang!
      const say = !family && flags === FAMILY_FLAGS ? "a Roll Out the (Gun) Barrels rule: use it with --system rotgb" : words;
      throw new UsageError(`--${given} is ${say}`);
    }
  }
}

const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;

function oddsTable(r: OddsResult): string {
  const [a, b] = r.sides;
  const rows: [string, number, number, { low: number; high: number }][] = [
    [`${a} wins`, r.wins, r.probability.win, r.interval.win],
    ["Draw", r.draws, r.probability.draw, r.interval.draw],
    [`${b} wins`, r.losses, r.probability.loss, r.interval.loss],
  ];
  const width = Math.max(...rows.map((x) => x[0].length));
  const lines = [`${r.runs} games, ${a} against ${b}`, `${"Result".padEnd(width)}  games  probability  95% interval`];
  for (const [label, n, p, i] of rows) lines.push(`${label.padEnd(width)}  ${String(n).padStart(5)}  ${pct(p).padStart(11)}  ${pct(i.low)} – ${pct(i.high)}`);
  lines.push(`Mean scores: ${a} ${r.meanScores[0].toFixed(2)}, ${b} ${r.meanScores[1].toFixed(2)}`);
  return lines.join("\n");
}

/** The side names, gangs then armies, as the mapping makes them unique. */
function sideNames(gangs: readonly GangExport[], armies: readonly Army[]): string[] {
  const seen = new Map<string, number>();
  return [...gangs.map((g) => g.gang.name), ...armies.map((a) => a.name)].map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/** The system's options, the "Rules in play" lines and the --json "rules". */
function rulesOf(args: Args, gangs: readonly GangExport[], armies: readonly Army[], read: ReadText) {
  const sides = sideNames(gangs, armies);
  switch (args.system) {
    case "rotgb": {
      const options: SkirmishOptions = { rotgb: rotgbOptions(args.rotgb, gangs, armies), mapping: rotgbMapping(args.rotgb, gangs, armies) };
      return { options, lines: rotgbRulesLines(options, gangs, armies), json: rotgbRulesJson(options, gangs, armies) };
    }
    case "medieval": {
      const medieval = medievalOptions(args.medieval, sides, read);
      return { options: { medieval }, lines: strifeRulesLine(medievalRulesInWords(medieval)), json: medieval };
    }
    case "star": {
      const star = starOptions(args.star, sides);
      const mapping = starMapping(args.star, gangs.length);
      const defender = args.star.defender !== undefined ? sides[args.star.defender - 1] : undefined;
      return {
        options: { star, ...(mapping && { mapping }) },
        lines: strifeRulesLine(starRulesInWords(star, defender)),
        json: { ...star, ...(defender !== undefined && { defender }) },
      };
    }
    default:
      return { options: {}, lines: [], json: undefined };
  }
}

/**
 * Runs the command line with these arguments, writing to `io`; resolves with the exit code (0
 * done, 1 a refusal: a wrong flag or file, a set-up the rules refuse; 2 an unexpected error).
 */
export async function runCli(argv: string[], io: CliIo = processIo): Promise<number> {
  const read = io.readFile ?? readText;
  try {
    const args = parse(argv);
    if (!args) {
      io.out(HELP);
      return 0;
    }
    const gangs = args.gangFiles.map((f) => readGangFile(f, read));
    const armies = args.armyFiles.map((f) => readArmyFile(f, read));
    for (const [i, a] of armies.entries()) {
      if (a.game !== args.system)
        throw new InputFileError(`${args.armyFiles[i]}: ${a.name} is an army for ${systemName(a.game)}, not ${systemName(args.system)}`);
    }
    const { options, lines: rules, json: rulesJson } = rulesOf(args, gangs, armies, read);
    // --json: the rules in play under "rules" (the ROtGB family: Bench Fighting and Bang! have no switches)
    const withRules = <T extends object>(json: T) => (rulesJson !== undefined ? { ...json, rules: rulesJson } : json);
    if (args.runs !== undefined) {
      const threads = threadsFor(args.runs, args.threads ?? io.threads);
      const result = await runOddsThreads({ system: args.system, gangs, armies, seed: args.seed, runs: args.runs, options }, threads, SELF);
      io.out(args.json ? JSON.stringify(withRules(result), null, 2) : [oddsTable(result), ...rules].join("\n"));
      return 0;
    }
    const result = resolveSkirmish({ system: args.system, gangs, armies, seed: args.seed, options });
    if (args.json) io.out(JSON.stringify(withRules(args.log ? result : { ...result, outcome: { ...result.outcome, log: undefined } }), null, 2));
    else if (args.log) io.out(formatLog(result.outcome));
    else io.out(formatResult(result.outcome));
    if (!args.json) {
      for (const line of rules) io.out(line);
      for (const c of result.casualties) {
        const lost = [...c.fightersOutOfAction.map((id) => `${id} (out of action)`), ...c.vehiclesCrippled.map((id) => `${id} (crippled)`)];
        io.out(`${result.sides[c.gangIndex]} casualties: ${lost.length ? lost.join(", ") : "none"}`);
      }
      armies.forEach((_, i) => {
        const side = result.sides[gangs.length + i]!;
        const lost = result.outcome.casualties[side] ?? [];
        io.out(`${side} losses: ${lost.length ? lost.map((id) => id.slice(side.length + 1)).join(", ") : "none"}`);
      });
    }
    return 0;
  } catch (e) {
    // a rules problem in the set-up (say --allow leaves a unit with no front it may stand in)
    if (
      e instanceof UsageError ||
      e instanceof InputFileError ||
      e instanceof SkirmishMappingError ||
      e instanceof RotgbSetupError ||
      e instanceof MedievalSetupError ||
      e instanceof MedievalRuleError ||
      e instanceof StarSetupError
    ) {
      io.err(
        e.message
          .split("\n")
          .map((line) => `skirmish: ${line}`)
          .join("\n"),
      );
      if (e instanceof UsageError) io.err(USAGE);
      return 1;
    }
    io.err(`skirmish: unexpected error: ${(e as Error).message}`);
    return 2;
  }
}

/** This file run as a program (tsx scripts/skirmish.ts, or node on its bundle), not imported. */
function isMain(): boolean {
  try {
    return process.argv[1] !== undefined && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url;
  } catch {
    return false;
  }
}

if (!serveOddsWorker() && isMain()) void runCli(process.argv.slice(2)).then((code) => (process.exitCode = code));
