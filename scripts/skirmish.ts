// npm run skirmish -- --system rotgb|bench|bang --gang a.json --gang b.json [--seed 42] [--runs 10000] [--log] [--json]
//   [ROtGB switches: --letter --handicap --fronts a,b --pass a=1 --allow a=buggy+truck --first 1 --max-turns 500]
// One quick-resolve game between exported gangs (the result, the log with --log), or with --runs
// the odds of the first gang against the second. Errors go to stderr with exit code 1.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { importGang, type GangExport } from "@/lib/export/gang-export";
import { DEFAULT_MAPPING, SkirmishMappingError, toRotgb } from "@/lib/skirmish/mapping";
import { OddsRun, type OddsResult } from "@/lib/skirmish/odds";
import { formatLog, formatResult, isSystemId, resolveSkirmish, SYSTEMS, type SkirmishOptions } from "@/lib/skirmish/resolve";
import { RotgbSetupError } from "@/lib/skirmish/rotgb";

const USAGE = "Usage: npm run skirmish -- --system rotgb|bench|bang --gang a.json --gang b.json [--seed 42] [--runs 10000] [--log] [--json] [rules switches: see --help]";
const HELP = `${USAGE}

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
                            types: ${UNIT_TYPES().join(", ")}; needs --fronts
  --handicap                handicapping: total victory needs (larger force / smaller) × the loser's
                            score, otherwise a Pyrrhic victory
  --first 1                 gang 1 (or 2) goes first instead of a die roll
  --max-turns 500           stop a game that goes on this long (default 2000)
Not offered: --reinforcements (gang exports do not say who starts in reserve) and --alliances
(a ROtGB game here is two gangs; alliances need three or more).`;

class UsageError extends Error {}
/** A gang file that is missing, unreadable or not an export: its problems, without the usage line. */
class GangFileError extends Error {}

function readGang(path: string): GangExport {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new GangFileError(`${path}: ${code === "ENOENT" ? "no such file" : `cannot be read (${code ?? "unknown error"})`}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new GangFileError(`${path}: not valid JSON (${(e as Error).message})`);
  }
  const read = importGang(data);
  if (!read.ok) throw new GangFileError(`${path}: not a gang export:\n${read.errors.map((e) => `  ${e.path}: ${e.message}`).join("\n")}`);
  return read.gang;
}

function UNIT_TYPES(): string[] {
  return [...Object.keys(DEFAULT_MAPPING.rotgb.fighterSides), ...Object.keys(DEFAULT_MAPPING.rotgb.vehicleSides)];
}

/** The ROtGB switches as typed on the command line; gang numbers are turned into sides later. */
function rotgbFlagsSchema(gangCount: number) {
  const gangNumber = (flag: string) =>
    z.string().regex(/^\d+$/, `${flag} takes a gang number, 1 to ${gangCount}`).transform(Number)
      .refine((n) => n >= 1 && n <= gangCount, `${flag} takes a gang number, 1 to ${gangCount}`);
  const pair = (flag: string, example: string) =>
    z.string().regex(/^[^=,]+=[^=,]+$/, `${flag} must look like ${example}`).transform((v) => v.split("=").map((x) => x.trim()) as [string, string]);
  return z
    .object({
      letter: z.boolean().optional(),
      handicap: z.boolean().optional(),
      fronts: z.string().transform((v) => v.split(",").map((f) => f.trim()))
        .refine((fs) => fs.every((f) => f !== ""), "--fronts takes front names separated by commas, e.g. north,south (no empty names)")
        .refine((fs) => fs.length >= 2 && fs.length <= 30, "--fronts needs 2 to 30 front names, e.g. north,south")
        .refine((fs) => new Set(fs).size === fs.length, "--fronts names each front once").optional(),
      pass: pair("--pass", "<front>=<gang number>, e.g. north=1").pipe(z.tuple([z.string(), gangNumber("--pass")])).optional(),
      allow: z.array(pair("--allow", "<front>=<type>+<type>, e.g. north=buggy+bike")).optional(),
      first: gangNumber("--first").optional(),
      maxTurns: z.string().regex(/^\d+$/, "--max-turns must be a whole number from 1 to 1000000").transform(Number)
        .refine((n) => n >= 1 && n <= 1_000_000, "--max-turns must be a whole number from 1 to 1000000").optional(),
    })
    .superRefine((o, ctx) => {
      const known = o.fronts ?? [];
      const needFront = (flag: string, front: string) => {
        if (!o.fronts) ctx.addIssue({ code: "custom", message: `${flag} is terrain on a front: name the fronts with --fronts` });
        else if (!known.includes(front)) ctx.addIssue({ code: "custom", message: `${flag}: no front is called "${front}" (fronts: ${known.join(", ")})` });
      };
      if (o.pass) needFront("--pass", o.pass[0]);
      for (const [front, types] of o.allow ?? []) {
        needFront("--allow", front);
        for (const t of types.split("+")) {
          if (!UNIT_TYPES().includes(t)) ctx.addIssue({ code: "custom", message: `--allow: "${t}" is not a unit type (${UNIT_TYPES().join(", ")})` });
        }
      }
    });
}

type RotgbFlags = z.infer<ReturnType<typeof rotgbFlagsSchema>>;

/** The switches in the engine's terms (`RotgbOptions`), with gang numbers turned into side ids. */
function rotgbOptions(flags: RotgbFlags, gangs: readonly GangExport[]): SkirmishOptions["rotgb"] {
  const needsSides = flags.pass !== undefined || flags.first !== undefined;
  const sides = needsSides ? toRotgb(gangs).sides : [];
  const allowed = flags.allow && Object.fromEntries(flags.allow.map(([front, types]) => [front, types.split("+")]));
  const terrain = flags.pass || allowed
    ? { ...(allowed && { allowed }), ...(flags.pass && { heldPass: { front: flags.pass[0], holder: sides[flags.pass[1] - 1]! } }) }
    : undefined;
  return {
    ...(flags.letter && { flankDropByTwo: true }),
    ...(flags.handicap && { handicap: true }),
    ...(flags.fronts && { fronts: flags.fronts }),
    ...(terrain && { terrain }),
    ...(flags.first !== undefined && { firstPlayer: sides[flags.first - 1]! }),
    ...(flags.maxTurns !== undefined && { maxTurns: flags.maxTurns }),
  };
}

const ROTGB_FLAGS = ["letter", "handicap", "fronts", "pass", "allow", "first", "max-turns"] as const;

function parse(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: {
        system: { type: "string" }, gang: { type: "string", multiple: true }, seed: { type: "string" },
        runs: { type: "string" }, log: { type: "boolean" }, json: { type: "boolean" }, help: { type: "boolean" },
        letter: { type: "boolean" }, handicap: { type: "boolean" }, fronts: { type: "string" }, pass: { type: "string" },
        allow: { type: "string", multiple: true }, first: { type: "string" }, "max-turns": { type: "string" },
        reinforcements: { type: "string" }, alliances: { type: "boolean" }, alliance: { type: "string", multiple: true },
      },
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (values.help) return null;
  const system = values.system;
  if (!system) throw new UsageError("--system is required (rotgb, bench or bang)");
  if (!isSystemId(system)) throw new UsageError(`unknown system "${system}": choose ${SYSTEMS.map((s) => s.id).join(", ")}`);
  const files = values.gang ?? [];
  const max = SYSTEMS.find((s) => s.id === system)!.maxGangs;
  if (files.length < 2) throw new UsageError("give two or more gangs: --gang a.json --gang b.json");
  if (files.length > max) throw new UsageError(`${system} takes at most ${max} gangs`);
  let runs: number | undefined;
  if (values.runs !== undefined) {
    runs = Number(values.runs);
    if (!Number.isInteger(runs) || runs < 1 || runs > 10_000_000) throw new UsageError(`--runs must be a whole number from 1 to 10000000, not "${values.runs}"`);
    if (files.length !== 2) throw new UsageError("odds (--runs) are for exactly two gangs");
  }
  if (values.reinforcements !== undefined)
    throw new UsageError("--reinforcements is not offered yet: a gang export does not say which fighters start in reserve");
  if (values.alliances || values.alliance)
    throw new UsageError("--alliances is not offered: a Roll Out the (Gun) Barrels game here is two gangs, and alliances need three or more");
  const given = ROTGB_FLAGS.filter((f) => values[f] !== undefined);
  if (system !== "rotgb" && given.length > 0)
    throw new UsageError(`--${given[0]} is a Roll Out the (Gun) Barrels rule: use it with --system rotgb`);
  const flags = rotgbFlagsSchema(files.length).safeParse({
    letter: values.letter, handicap: values.handicap, fronts: values.fronts, pass: values.pass,
    allow: values.allow, first: values.first, maxTurns: values["max-turns"],
  });
  if (!flags.success) throw new UsageError(flags.error.issues.map((i) => i.message).join("\n"));
  return { system, files, seed: values.seed ?? "42", runs, log: values.log ?? false, json: values.json ?? false, rotgb: flags.data };
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

function main(argv: string[]): number {
  try {
    const args = parse(argv);
    if (!args) {
      console.log(HELP);
      return 0;
    }
    const gangs = args.files.map(readGang);
    const options: SkirmishOptions = args.system === "rotgb" ? { rotgb: rotgbOptions(args.rotgb, gangs) } : {};
    if (args.runs !== undefined) {
      const run = new OddsRun({ system: args.system, gangs, seed: args.seed, runs: args.runs, options });
      run.step(args.runs);
      console.log(args.json ? JSON.stringify(run.result(), null, 2) : oddsTable(run.result()));
      return 0;
    }
    const result = resolveSkirmish({ system: args.system, gangs, seed: args.seed, options });
    if (args.json) console.log(JSON.stringify(args.log ? result : { ...result, outcome: { ...result.outcome, log: undefined } }, null, 2));
    else if (args.log) console.log(formatLog(result.outcome));
    else console.log(formatResult(result.outcome));
    if (!args.json) {
      for (const c of result.casualties) {
        const lost = [...c.fightersOutOfAction.map((id) => `${id} (out of action)`), ...c.vehiclesCrippled.map((id) => `${id} (crippled)`)];
        console.log(`${result.sides[c.gangIndex]} casualties: ${lost.length ? lost.join(", ") : "none"}`);
      }
    }
    return 0;
  } catch (e) {
    // a rules problem in the set-up (say --allow leaves a unit with no front it may stand in)
    if (e instanceof UsageError || e instanceof GangFileError || e instanceof SkirmishMappingError || e instanceof RotgbSetupError) {
      console.error(e.message.split("\n").map((line) => `skirmish: ${line}`).join("\n"));
      if (e instanceof UsageError) console.error(USAGE);
      return 1;
    }
    console.error(`skirmish: unexpected error: ${(e as Error).message}`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
