// The army editor's state: the army file's fields as typed (numbers as text, so a half-typed "1"
// or a wrong "x" stays on screen), turned into an army file for readArmy to check, and back.
import type { Army, ArmyGame } from "@/lib/skirmish/army";
import { blankArmy } from "@/lib/contracts/army";
import { ARMY_FORMAT, ARMY_VERSION, armyDice, medievalType } from "@/lib/skirmish/army";
import { channelsOf, starUnitType } from "@/lib/skirmish/star/units";

export interface UnitRow {
  /** A stable key for React while rows are added and removed. */
  key: number;
  type: string;
  die: string;
  count: string;
  name: string;
  id: string;
  controller: string;
}

export interface ArmyForm {
  game: ArmyGame;
  name: string;
  /** Star Strife only: "attacker" or "defender". */
  role: "attacker" | "defender";
  rows: UnitRow[];
}

export const emptyRow = (key: number, type = "", die = ""): UnitRow => ({ key, type, die, count: "1", name: "", id: "", controller: "" });

/** A whole number typed as text, or the text itself (so the check names the field), or nothing when empty. */
function numberOf(text: string): number | string | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  return /^-?\d+$/.test(t) ? Number(t) : t;
}

const optional = (text: string): string | undefined => (text.trim() === "" ? undefined : text);

/** The army file the form stands for (unchecked: readArmy says what is wrong, with paths). */
export function formToArmy(form: ArmyForm): unknown {
  return {
    format: ARMY_FORMAT,
    version: ARMY_VERSION,
    game: form.game,
    name: form.name,
    ...(form.game === "star" && form.role === "defender" && { options: { role: "defender" } }),
    units: form.rows.map((r) => {
      const count = numberOf(r.count);
      return {
        type: r.type,
        die: numberOf(r.die) ?? "",
        ...(count !== undefined && count !== 1 && { count }),
        ...(optional(r.name) && { name: r.name }),
        ...(optional(r.id) && { id: r.id }),
        ...(form.game === "star" && optional(r.controller) && { controller: r.controller }),
      };
    }),
  };
}

/**
 * A variant's unit type as the editor's list spells it ("knight" from a file is "Knight"), so the
 * list selects it rather than showing the file's spelling as an extra choice; another name the
 * text gives a type (a Star Strife "Space Mine") is kept as the player wrote it.
 */
function choiceName(game: ArmyGame, type: string): string {
  if (game === "medieval") return medievalType(type) ?? type;
  const star = game === "star" ? starUnitType(type) : undefined;
  return star && star.name.toLowerCase() === type.trim().toLowerCase() ? star.name : type;
}

/** The form for an army (a saved one, or one just imported). */
export function armyToForm(army: Army): ArmyForm {
  return {
    game: army.game,
    name: army.name,
    role: army.options?.role ?? "attacker",
    rows: army.units.map((u, key) => ({
      key,
      type: choiceName(army.game, u.type),
      die: String(u.die),
      count: String(u.count ?? 1),
      name: u.name ?? "",
      id: u.id ?? "",
      controller: u.controller ?? "",
    })),
  };
}

/** The rows each game had when the player left it, so going back to a game brings them back. */
export type RowsByGame = Partial<Record<ArmyGame, UnitRow[]>>;

/**
 * The form in another game: the rows that game had when the player left it, or its example row
 * (another game's units rarely fit). The name and role stay; the rows left behind are kept, so a
 * game changed by mistake (an arrow key on the focused select is enough) loses nothing.
 */
export function switchGame(form: ArmyForm, game: ArmyGame, kept: RowsByGame): { form: ArmyForm; kept: RowsByGame } {
  if (game === form.game) return { form, kept };
  const left = { ...kept, [form.game]: form.rows };
  const key = Math.max(-1, ...Object.values(left).flatMap((rows) => rows.map((r) => r.key))) + 1;
  const rows = kept[game] ?? armyToForm(blankArmy(game)).rows.map((r, i) => ({ ...r, key: key + i }));
  return { form: { ...form, game, rows }, kept: left };
}

/** The id of the editor's list of ship ids, offered on every "controlled by" field. */
export const SHIP_IDS_LIST = "army-ship-ids";

/**
 * Star Strife: the ids of the fleet's units that have control channels, as the army file will
 * number them ("destroyer-1", …), offered on each "controlled by" field: the player cannot guess them.
 */
export function shipIds(form: ArmyForm): string[] {
  if (form.game !== "star") return [];
  const units = form.rows.map((r) => {
    const count = Number(r.count.trim());
    return {
      type: r.type,
      die: 1,
      ...(Number.isInteger(count) && count > 1 && { count: Math.min(count, 100) }),
      ...(r.id.trim() !== "" && { id: r.id.trim() }),
    };
  });
  const dice = armyDice({ format: ARMY_FORMAT, version: ARMY_VERSION, game: "star", name: form.name, units });
  return [...new Set(dice.filter((d) => channelsOfType(d.type) > 0).map((d) => d.id))];
}

const channelsOfType = (type: string): number => {
  const t = starUnitType(type);
  return t ? channelsOf(t) : 0;
};
