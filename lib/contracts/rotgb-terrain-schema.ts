// 002 Advanced Rules, Terrain, on the page: a front may admit only some unit types.
// The lists are checked with the command line's --allow schema, then every unit needs a front it
// may stand on (the engine refuses a set-up where one has none: "no front allows a ...").
import { rotgbAllowedSchema, typesWithNowhereToStand } from "@/lib/skirmish/mapping";
import { andList } from "@/lib/skirmish/rotgb/words";

/** Per front name, the unit types ticked; a front not listed takes every unit. */
export type FrontRestrictionsForm = Readonly<Record<string, readonly string[]>>;

/** A unit of a gang as the terrain check names it. */
export interface TerrainUnit {
  name: string;
  type: string;
}

/** The restrictions on the fronts in play, in the order of the fronts (a list for another name is left out). */
export function allowedOn(allow: FrontRestrictionsForm, fronts: readonly string[] | undefined): Record<string, string[]> {
  return Object.fromEntries((fronts ?? []).flatMap((f) => (Object.hasOwn(allow, f) ? [[f, [...allow[f]!]]] : [])));
}

const orList = (words: readonly string[]): string => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`);

/**
 * The problems of the restrictions on these fronts, by form path: "allow.<front>" for a list, "allow"
 * for units left with nowhere to stand (checked only when the gangs' `units` are known).
 */
export function frontRestrictionIssues(
  allowed: Record<string, string[]>,
  fronts: readonly string[],
  sides: readonly string[],
  units: readonly (readonly TerrainUnit[])[] | undefined,
): { path: string[]; message: string }[] {
  const bad = rotgbAllowedSchema.safeParse(allowed).error?.issues ?? [];
  if (bad.length > 0) {
    return bad.map((issue) => {
      const front = String(issue.path[0]);
      return {
        path: ["allow", front],
        message: issue.code === "too_small" ? `Tick the unit types that may stand on ${front}, or let every unit stand there.` : issue.message,
      };
    });
  }
  const stranded = typesWithNowhereToStand(units?.flat().map((u) => u.type) ?? [], fronts, allowed);
  if (stranded.length === 0) return [];
  const who = units!.flatMap((list, g) => list.filter((u) => stranded.includes(u.type)).map((u) => `${u.name} (${sides[g] ?? `Gang ${g + 1}`})`));
  const named = who.length > 4 ? [...who.slice(0, 3), `${who.length - 3} more`] : who;
  return [
    {
      path: ["allow"],
      message: `No front allows a ${orList(stranded)}, so ${andList(named)} would have nowhere to stand: tick ${andList(stranded)} on a front, or leave a front open to every unit.`,
    },
  ];
}
