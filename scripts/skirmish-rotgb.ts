// The Roll Out the (Gun) Barrels switches of the command line (002 Advanced Rules and the letter's
// variant): their zod schema, and how they become the engine's options, the mapping's reserves and
// alliances, and the "Rules in play" lines. Gang numbers count the sides in order, gangs then armies.
import { z } from "zod";
import type { GangExport } from "@/lib/export/gang-export";
import type { Army } from "@/lib/skirmish/army";
import { rotgbReserves, rotgbUnitTypeSchema, toRotgb, type GangReserves, type MappingOverrides, type UnitRef } from "@/lib/skirmish/mapping";
import type { SkirmishOptions } from "@/lib/skirmish/resolve";
import { rotgbRulesInWords } from "@/lib/skirmish/rotgb/words";
import { UsageError } from "./skirmish-input";

/** The ROtGB switches as typed on the command line; gang numbers are turned into sides later. */
export function rotgbFlagsSchema(gangCount: number) {
  const gangNumber = (flag: string) =>
    z
      .string()
      .regex(/^\d+$/, `${flag} takes a gang number, 1 to ${gangCount}`)
      .transform(Number)
      .refine((n) => n >= 1 && n <= gangCount, `${flag} takes a gang number, 1 to ${gangCount}`);
  const pair = (flag: string, example: string) =>
    z
      .string()
      .regex(/^[^=,]+=[^=,]+$/, `${flag} must look like ${example}`)
      .transform((v) => v.split("=").map((x) => x.trim()) as [string, string]);
  return z
    .object({
      letter: z.boolean().optional(),
      handicap: z.boolean().optional(),
      fronts: z
        .string()
        .transform((v) => v.split(",").map((f) => f.trim()))
        .refine((fs) => fs.every((f) => f !== ""), "--fronts takes front names separated by commas, e.g. north,south (no empty names)")
        .refine((fs) => fs.length >= 2 && fs.length <= 30, "--fronts needs 2 to 30 front names, e.g. north,south")
        .refine((fs) => new Set(fs).size === fs.length, "--fronts names each front once")
        .optional(),
      pass: pair("--pass", "<front>=<gang number>, e.g. north=1")
        .pipe(z.tuple([z.string(), gangNumber("--pass")]))
        .optional(),
      allow: z.array(pair("--allow", "<front>=<type>+<type>, e.g. north=buggy+bike")).optional(),
      first: gangNumber("--first").optional(),
      maxTurns: z
        .string()
        .regex(/^\d+$/, "--max-turns must be a whole number from 1 to 1000000")
        .transform(Number)
        .refine((n) => n >= 1 && n <= 1_000_000, "--max-turns must be a whole number from 1 to 1000000")
        .optional(),
      reinforcements: z
        .string()
        .regex(/^\d+$/, "--reinforcements takes a whole number of turns from 1 to 1000, e.g. 2")
        .transform(Number)
        .refine((n) => n >= 1 && n <= 1000, "--reinforcements takes a whole number of turns from 1 to 1000, e.g. 2")
        .optional(),
      reserve: z
        .array(
          z
            .string()
            .regex(/^\s*\d+\s*=[^=]+$/, "--reserve must look like <gang number>=<id>+<id>, e.g. 1=yoof+bike, or 2=none")
            .transform((v) => {
              const [g, ids] = v.split("=");
              return { gang: Number(g), ids: ids!.split("+").map((x) => x.trim()) };
            }),
        )
        .optional(),
      alliance: z
        .array(
          z
            .string()
            .regex(/^[^=]+=\s*\d+\s*(\+\s*\d+\s*)*$/, "--alliance must look like <name>=<gang>+<gang>, e.g. orks=1+3")
            .transform((v) => {
              const [name, gangs] = v.split("=");
              return { name: name!.trim(), gangs: gangs!.split("+").map(Number) };
            }),
        )
        .optional(),
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
        else if (reserved.has(r.gang))
          ctx.addIssue({ code: "custom", message: `--reserve: gang ${r.gang} is named twice (list its reserves in one --reserve, joined by +)` });
        if (r.ids.some((id) => id === "")) ctx.addIssue({ code: "custom", message: "--reserve: leave no id empty between the + signs" });
        reserved.add(r.gang);
      }
      const allied = o.alliance?.every((a) => typeof a === "object") ? allianceIssues(o.alliance, gangCount) : [];
      allied.forEach((message) => ctx.addIssue({ code: "custom", message }));
      // 002 Handicapping: the handicap is for exactly two sides, two players or two alliances
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

export type RotgbFlags = z.infer<ReturnType<typeof rotgbFlagsSchema>>;

/** 002 Alliances: sides are chosen up when three or more players fight. */
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
export function rotgbMapping(flags: RotgbFlags, gangs: readonly GangExport[], armies: readonly Army[] = []): MappingOverrides | undefined {
  const army = (n: number) => (n > gangs.length ? armies[n - gangs.length - 1] : undefined);
  for (const r of flags.reserve ?? []) {
    const a = army(r.gang);
    if (a) throw new UsageError(`--reserve: side ${r.gang} is the army ${a.name}; reserves are a gang's fighters and vehicles`);
  }
  if (flags.alliance && armies.length > 0) throw new UsageError("--alliance groups gangs: leave the armies (--army) out of alliances");
  const reserves =
    flags.reserve &&
    gangs.map((g, i) => {
      const r = flags.reserve!.find((x) => x.gang === i + 1);
      return r ? reservesOf(g, i + 1, r.ids) : null;
    });
  const alliances = flags.alliance && gangs.map((_, i) => flags.alliance!.find((a) => a.gangs.includes(i + 1))!.name);
  return reserves || alliances ? { rotgb: { ...(reserves && { reserves }), ...(alliances && { alliances }) } } : undefined;
}

/** The switches in the engine's terms (`RotgbOptions`), with gang numbers turned into side ids. */
export function rotgbOptions(flags: RotgbFlags, gangs: readonly GangExport[], armies: readonly Army[] = []): SkirmishOptions["rotgb"] {
  const needsSides = flags.pass !== undefined || flags.first !== undefined;
  const sides = needsSides ? toRotgb(gangs, undefined, armies).sides : [];
  const allowed = flags.allow && Object.fromEntries(flags.allow.map(([front, types]) => [front, types.split("+")]));
  const terrain =
    flags.pass || allowed
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
function reservesAndAlliances(options: SkirmishOptions, gangs: readonly GangExport[], armies: readonly Army[]) {
  const mapped = toRotgb(gangs, options.mapping, armies);
  const reserves = rotgbReserves(mapped).map((units, g) => ({ side: mapped.sides[g]!, units }));
  const names = [...new Set(mapped.setup.players.flatMap((p) => (p.alliance ? [p.alliance] : [])))];
  const alliances = names.map((name) => ({ name, sides: mapped.setup.players.filter((p) => p.alliance === name).map((p) => p.id) }));
  return { reserves, alliances };
}

/** Every rule in play in words (as the page says them), and who waits in reserve, printed under the result. */
export function rotgbRulesLines(options: SkirmishOptions, gangs: readonly GangExport[], armies: readonly Army[] = []): string[] {
  const { reserves, alliances } = reservesAndAlliances(options, gangs, armies);
  const words = rotgbRulesInWords(options.rotgb ?? {}, alliances);
  const lines = words.length > 0 ? [`Rules in play: ${words.join("; ")}.`] : [];
  if (options.rotgb?.reinforcements)
    lines.push(`In reserve: ${reserves.map(({ side, units }) => `${side}: ${units.map((u) => u.id).join(", ") || "nobody"}`).join("; ")}`);
  return lines;
}

/**
 * The rules in play for --json: the engine's switches by their names (flankDropByTwo, fronts,
 * terrain, ...), with reinforcements naming who waits in reserve per side (roster ids, as --reserve
 * takes them) and alliances naming each alliance's sides.
 */
export function rotgbRulesJson(options: SkirmishOptions, gangs: readonly GangExport[], armies: readonly Army[] = []) {
  const { reinforcements, alliances, ...switches } = options.rotgb ?? {};
  const inPlay = reservesAndAlliances(options, gangs, armies);
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

export const ROTGB_FLAGS = ["letter", "handicap", "fronts", "pass", "allow", "first", "max-turns", "reinforcements", "reserve", "alliance"] as const;
