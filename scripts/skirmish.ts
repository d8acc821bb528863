// npm run skirmish -- --system rotgb|bench|bang --gang a.json --gang b.json [--seed 42] [--runs 10000] [--log] [--json]
// One quick-resolve game between exported gangs (the result, the log with --log), or with --runs
// the odds of the first gang against the second. Errors go to stderr with exit code 1.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { importGang, type GangExport } from "@/lib/export/gang-export";
import { SkirmishMappingError } from "@/lib/skirmish/mapping";
import { OddsRun, type OddsResult } from "@/lib/skirmish/odds";
import { formatLog, formatResult, isSystemId, resolveSkirmish, SYSTEMS } from "@/lib/skirmish/resolve";

const USAGE = "Usage: npm run skirmish -- --system rotgb|bench|bang --gang a.json --gang b.json [--seed 42] [--runs 10000] [--log] [--json]";

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

function parse(argv: string[]) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv, strict: true, allowPositionals: false,
      options: {
        system: { type: "string" }, gang: { type: "string", multiple: true }, seed: { type: "string" },
        runs: { type: "string" }, log: { type: "boolean" }, json: { type: "boolean" }, help: { type: "boolean" },
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
  return { system, files, seed: values.seed ?? "42", runs, log: values.log ?? false, json: values.json ?? false };
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
      console.log(USAGE);
      return 0;
    }
    const gangs = args.files.map(readGang);
    if (args.runs !== undefined) {
      const run = new OddsRun({ system: args.system, gangs, seed: args.seed, runs: args.runs });
      run.step(args.runs);
      console.log(args.json ? JSON.stringify(run.result(), null, 2) : oddsTable(run.result()));
      return 0;
    }
    const result = resolveSkirmish({ system: args.system, gangs, seed: args.seed });
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
    if (e instanceof UsageError || e instanceof GangFileError || e instanceof SkirmishMappingError) {
      console.error(`skirmish: ${e.message}`);
      if (e instanceof UsageError) console.error(USAGE);
      return 1;
    }
    console.error(`skirmish: unexpected error: ${(e as Error).message}`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
