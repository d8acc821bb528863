// npm run skirmish -- --system rotgb|bench|bang --gang a.json --gang b.json [--seed 42] [--runs 10000] [--log] [--json]
//   [ROtGB switches: --letter --handicap --fronts a,b --pass a=1 --allow a=buggy+truck --first 1 --max-turns 500
//    --reinforcements 2 --reserve 1=yoof+bike --alliance orks=1+3 --alliance grots=2]
// One quick-resolve game between exported gangs (the result, the log with --log), or with --runs
// the odds of the first gang against the second. Errors go to stderr with exit code 1.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { importGang, type GangExport } from "@/lib/export/gang-export";
import {
  ROTGB_UNIT_TYPES, rotgbReserves, rotgbUnitTypeSchema, SkirmishMappingError, toRotgb, type GangReserves, type MappingOverrides, type UnitRef,
} from "@/lib/skirmish/mapping";
import { OddsRun, type OddsResult } from "@/lib/skirmish/odds";
import { formatLog, formatResult, isSystemId, resolveSkirmish, SYSTEMS, type SkirmishOptions } from "@/lib/skirmish/resolve";
import { RotgbSetupError } from "@/lib/skirmish/rotgb";
import { rotgbRulesInWords } from "@/lib/skirmish/rotgb/words";

const MAX_GANGS = SYSTEMS.find((s) => s.id === "rotgb")!.maxGangs;
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
                            types: ${ROTGB_UNIT_TYPES.join(", ")}; needs --fronts
  --handicap                handicapping: total victory needs (larger force / smaller) × the loser's
                            score, otherwise a Pyrrhic victory
  --first 1                 gang 1 (or 2, ...) goes first instead of a die roll
  --max-turns 500           stop a game that goes on this long (default 2000)
  --reinforcements 2        reinforcements: each gang brings in one unit from its reserve at the
                            start of every 2nd of its turns; by default a third of each gang
                            (rounded down) waits in reserve, its smallest dice first
  --reserve 1=yoof+bike     these fighters and vehicles of gang 1 (roster ids, as the casualty
                            lines print them) wait in reserve instead (repeatable, one per gang;
                            1=none: nobody); needs --reinforcements
  --alliance orks=1+3       alliances (three to ${MAX_GANGS} gangs): gangs 1 and 3 are one side
                            called "orks", never attack each other and score together
                            (repeatable: every gang in one alliance, two alliances or more)
Three or more gangs without --alliance fight every gang for itself. Odds (--runs) are for two.`;

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
      reinforcements: z.string().regex(/^\d+$/, "--reinforcements takes a whole number of turns from 1 to 1000, e.g. 2").transform(Number)
        .refine((n) => n >= 1 && n <= 1000, "--reinforcements takes a whole number of turns from 1 to 1000, e.g. 2").optional(),
      reserve: z.array(z.string().regex(/^\s*\d+\s*=[^=]+$/, "--reserve must look like <gang number>=<id>+<id>, e.g. 1=yoof+bike, or 2=none")
        .transform((v) => { const [g, ids] = v.split("="); return { gang: Number(g), ids: ids!.split("+").map((x) => x.trim()) }; })).optional(),
      alliance: z.array(z.string().regex(/^[^=]+=\s*\d+\s*(\+\s*\d+\s*)*$/, "--alliance must look like <name>=<gang>+<gang>, e.g. orks=1+3")
        .transform((v) => { const [name, gangs] = v.split("="); return { name: name!.trim(), gangs: gangs!.split("+").map(Number) }; })).optional(),
    })
    .superRefine((o, ctx) => {
      const known = o.fronts ?? [];
      const needFront = (flag: string, front: string) => {
        if (!o.fronts) ctx.addIssue({ code: "custom", message: `${flag} is terrain on a front: name the fronts with --fronts` });
        else if (!known.includes(front)) ctx.addIssue({ code: "custom", message: `${flag}: no front is called "${front}" (fronts: ${known.join(", ")})` });
      };
      if (o.pass) needFront("--pass", o.pass[0]);
      const inRange = (n: number) => n >= 1 && n <= gangCount;
      if (o.reserve && o.reinforcements === undefined)
        ctx.addIssue({ code: "custom", message: "--reserve needs --reinforcements N: without it every unit starts on the table" });
      const reserved = new Set<number>();
      // zod 4 still refines when an item failed its own check (it is then left a string): skip those
      for (const r of (o.reserve ?? []).filter((x) => typeof x === "object")) {
        if (!inRange(r.gang)) ctx.addIssue({ code: "custom", message: `--reserve takes a gang number, 1 to ${gangCount}` });
        else if (reserved.has(r.gang)) ctx.addIssue({ code: "custom", message: `--reserve: gang ${r.gang} is named twice (list its reserves in one --reserve, joined by +)` });
        if (r.ids.some((id) => id === "")) ctx.addIssue({ code: "custom", message: "--reserve: leave no id empty between the + signs" });
        reserved.add(r.gang);
      }
      const allied = o.alliance?.every((a) => typeof a === "object") ? allianceIssues(o.alliance, gangCount) : [];
      allied.forEach((message) => ctx.addIssue({ code: "custom", message }));
      // 002 Handicapping: only with exactly two sides (two players or two alliances).
      const sides = o.alliance ? new Set(o.alliance.map((a) => a.name)).size : gangCount;
      if (o.handicap && allied.length === 0 && sides !== 2)
        ctx.addIssue({ code: "custom", message: "--handicap is for two sides: two gangs, or three or more gangs in two alliances (--alliance)" });
      for (const [front, types] of o.allow ?? []) {
        needFront("--allow", front);
        // the page's "Unit types per front" checks its lists with the same schema
        for (const t of types.split("+")) {
          const bad = rotgbUnitTypeSchema.safeParse(t).error;
          if (bad) ctx.addIssue({ code: "custom", message: `--allow: ${bad.issues[0]!.message}` });
        }
      }
    });
}

type RotgbFlags = z.infer<ReturnType<typeof rotgbFlagsSchema>>;

/** 002 Alliances: sides are for games of three or more players. */
function allianceIssues(alliances: readonly { name: string; gangs: number[] }[], gangCount: number): string[] {
  if (gangCount < 3) return ["--alliance needs three or more gangs: with two, each gang is already a side"];
  const issues: string[] = [];
  const names = alliances.map((a) => a.name);
  if (names.some((n) => n === "")) issues.push("--alliance: give each alliance a name, e.g. orks=1+3");
  if (new Set(names).size !== names.length) issues.push("--alliance: name each alliance once (put all its gangs in one --alliance, joined by +)");
  if (new Set(names).size < 2) issues.push("--alliance: make two alliances or more, or the gangs have nobody to fight");
  for (let g = 1; g <= gangCount; g++) {
    const of = alliances.filter((a) => a.gangs.includes(g)).map((a) => a.name);
    if (of.length === 0) issues.push(`--alliance: gang ${g} is in no alliance (put every gang in one)`);
    else if (of.length > 1) issues.push(`--alliance: gang ${g} is in ${of.length} alliances (${of.join(", ")}); a gang joins one`);
  }
  const bad = alliances.flatMap((a) => a.gangs).filter((g) => !Number.isInteger(g) || g < 1 || g > gangCount);
  if (bad.length > 0) issues.push(`--alliance takes gang numbers, 1 to ${gangCount} (not ${bad.join(", ")})`);
  return issues;
}

/** A gang's `--reserve` ids as fighters and vehicles, or a message listing the ids it has. */
function reservesOf(gang: GangExport, n: number, ids: readonly string[]): GangReserves {
  if (ids.length === 1 && ids[0] === "none") return {};
  const fighters: string[] = [];
  const vehicles: string[] = [];
  for (const id of ids) {
    if (gang.roster.fighters.some((f) => f.id === id)) fighters.push(id);
    else if (gang.roster.vehicles.some((v) => v.id === id)) vehicles.push(id);
    else {
      const known = [...gang.roster.fighters, ...gang.roster.vehicles].map((u) => u.id).join(", ");
      throw new UsageError(`--reserve: gang ${n} (${gang.gang.name}) has no fighter or vehicle "${id}" (ids: ${known})`);
    }
  }
  return { fighters, vehicles };
}

/** Who waits in reserve and who is allied with whom, as the mapping takes them. */
function rotgbMapping(flags: RotgbFlags, gangs: readonly GangExport[]): MappingOverrides | undefined {
  const reserves = flags.reserve && gangs.map((g, i) => {
    const r = flags.reserve!.find((x) => x.gang === i + 1);
    return r ? reservesOf(g, i + 1, r.ids) : null;
  });
  const alliances = flags.alliance && gangs.map((_, i) => flags.alliance!.find((a) => a.gangs.includes(i + 1))!.name);
  return reserves || alliances ? { rotgb: { ...(reserves && { reserves }), ...(alliances && { alliances }) } } : undefined;
}

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
    ...(flags.reinforcements !== undefined && { reinforcements: { every: flags.reinforcements } }),
    ...(flags.alliance && { alliances: true }),
  };
}

/** Who waits in reserve (per side, by roster id) and who is allied with whom (alliance → sides), as mapped. */
function reservesAndAlliances(options: SkirmishOptions, gangs: readonly GangExport[]) {
  const mapped = toRotgb(gangs, options.mapping);
  const reserves = rotgbReserves(mapped).map((units, g) => ({ side: mapped.sides[g]!, units }));
  const names = [...new Set(mapped.setup.players.flatMap((p) => (p.alliance ? [p.alliance] : [])))];
  const alliances = names.map((name) => ({ name, sides: mapped.setup.players.filter((p) => p.alliance === name).map((p) => p.id) }));
  return { reserves, alliances };
}

/** Every rule in play in words (as the page says them), and who waits in reserve, printed under the result. */
function rotgbRulesLines(options: SkirmishOptions, gangs: readonly GangExport[]): string[] {
  const { reserves, alliances } = reservesAndAlliances(options, gangs);
  const words = rotgbRulesInWords(options.rotgb ?? {}, alliances);
  const lines = words.length > 0 ? [`Rules in play: ${words.join("; ")}.`] : [];
  if (options.rotgb?.reinforcements) lines.push(`In reserve: ${reserves.map(({ side, units }) => `${side}: ${units.map((u) => u.id).join(", ") || "nobody"}`).join("; ")}`);
  return lines;
}

/**
 * The rules in play for --json: the engine's switches by their names (flankDropByTwo, fronts,
 * terrain, ...), with reinforcements naming who waits in reserve per side (roster ids, as --reserve
 * takes them) and alliances naming each alliance's sides.
 */
function rotgbRulesJson(options: SkirmishOptions, gangs: readonly GangExport[]) {
  const { reinforcements, alliances, ...switches } = options.rotgb ?? {};
  const inPlay = reservesAndAlliances(options, gangs);
  const ids = (units: readonly UnitRef[], kind: UnitRef["kind"]) => units.filter((u) => u.kind === kind).map((u) => u.id);
  return {
    ...switches,
    ...(reinforcements && {
      reinforcements: {
        ...reinforcements,
        reserves: Object.fromEntries(inPlay.reserves.map(({ side, units }) => [side, { fighters: ids(units, "fighter"), vehicles: ids(units, "vehicle") }])),
      },
    }),
    ...(alliances && { alliances: Object.fromEntries(inPlay.alliances.map((a) => [a.name, a.sides])) }),
  };
}

const ROTGB_FLAGS = ["letter", "handicap", "fronts", "pass", "allow", "first", "max-turns", "reinforcements", "reserve", "alliance"] as const;

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
        reinforcements: { type: "string" }, reserve: { type: "string", multiple: true }, alliance: { type: "string", multiple: true },
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
  const given = ROTGB_FLAGS.filter((f) => values[f] !== undefined);
  if (system !== "rotgb" && given.length > 0)
    throw new UsageError(`--${given[0]} is a Roll Out the (Gun) Barrels rule: use it with --system rotgb`);
  const flags = rotgbFlagsSchema(files.length).safeParse({
    letter: values.letter, handicap: values.handicap, fronts: values.fronts, pass: values.pass,
    allow: values.allow, first: values.first, maxTurns: values["max-turns"],
    reinforcements: values.reinforcements, reserve: values.reserve, alliance: values.alliance,
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
    const options: SkirmishOptions = args.system === "rotgb" ? { rotgb: rotgbOptions(args.rotgb, gangs), mapping: rotgbMapping(args.rotgb, gangs) } : {};
    const rotgb = args.system === "rotgb";
    const rules = rotgb ? rotgbRulesLines(options, gangs) : [];
    // --json: the rules in play under "rules" (ROtGB only: the other systems have no switches)
    const withRules = <T extends object>(json: T) => (rotgb ? { ...json, rules: rotgbRulesJson(options, gangs) } : json);
    if (args.runs !== undefined) {
      const run = new OddsRun({ system: args.system, gangs, seed: args.seed, runs: args.runs, options });
      run.step(args.runs);
      console.log(args.json ? JSON.stringify(withRules(run.result()), null, 2) : [oddsTable(run.result()), ...rules].join("\n"));
      return 0;
    }
    const result = resolveSkirmish({ system: args.system, gangs, seed: args.seed, options });
    if (args.json) console.log(JSON.stringify(withRules(args.log ? result : { ...result, outcome: { ...result.outcome, log: undefined } }), null, 2));
    else if (args.log) console.log(formatLog(result.outcome));
    else console.log(formatResult(result.outcome));
    if (!args.json) {
      for (const line of rules) console.log(line);
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
