// A weapon's profile lines as the cards print them: 8"/24", +1/-, S 4 (or S+1), AP -1, D D3, Ammo 4+.
import type { Roster, Vehicle, WeaponProfileLine } from "../rules/roster/schema";

/** One printed line of a weapon's profile; every value is already text. */
export interface ProfileRow {
  weapon: string;
  /** The line's own name ("Punch shell"); empty when the weapon has one line of its own name. */
  line: string;
  range: string;
  accuracy: string;
  S: string;
  AP: string;
  D: string;
  Ammo: string;
  traits: string;
  /** Who fires it: a bolted-on weapon's gunner ("Driver" for the driver); empty for personal kit. */
  firedBy: string;
}

export const inches = (n: number | null) => (n === null ? "-" : `${n}"`);
export const modifier = (n: number) => (n === 0 ? "-" : n > 0 ? `+${n}` : String(n));

/** "8\"/24\"", "+1/-", "S+1", "-1", "D3", "4+". */
export function formatProfileLine(l: WeaponProfileLine): Omit<ProfileRow, "weapon" | "line" | "traits" | "firedBy"> {
  return {
    range: l.range.short === null && l.range.long === null ? "-" : `${inches(l.range.short)}/${inches(l.range.long)}`,
    accuracy: l.accuracy.short === 0 && l.accuracy.long === 0 ? "-" : `${modifier(l.accuracy.short)}/${modifier(l.accuracy.long)}`,
    S: String(l.S),
    AP: modifier(l.AP),
    D: String(l.D),
    Ammo: l.Ammo === null ? "-" : `${l.Ammo}+`,
  };
}

/** The printed lines of one weapon (none when it has no profile recorded). */
export function profileRows(item: { name: string; traits: readonly string[]; profiles?: readonly WeaponProfileLine[] }, firedBy = ""): ProfileRow[] {
  const lines = item.profiles ?? [];
  const single = lines.length === 1 && lines[0]!.name === item.name;
  return lines.map((l) => ({ weapon: item.name, line: single ? "" : l.name, ...formatProfileLine(l), traits: item.traits.join(", "), firedBy }));
}

/** Every profile line a fighter carries, weapon by weapon. */
export const fighterWeaponRows = (fighter: Roster["fighters"][number]): ProfileRow[] => fighter.equipment.flatMap((e) => profileRows(e));

/** A vehicle's bolted-on weapons, each line beside the one who fires it (003: a named gunner or the driver). */
export function vehicleWeaponRows(roster: Roster, vehicle: Vehicle): ProfileRow[] {
  return vehicle.weapons.flatMap((w) => {
    const a = w.allocatedTo;
    const firedBy = a === null ? "" : a.role === "driver" ? "Driver" : (roster.fighters.find((f) => f.id === a.fighterId)?.name ?? "");
    return profileRows(w, firedBy);
  });
}
