// The readable Medieval Strife log: one entry per event, naming the units, with the facts behind
// it in `data`. Built only when the log is on; the engine never calls it otherwise.
import type { BattleLogEntry } from "../types";
import { IN_PLAY, type MedievalBattle } from "./battle";
import { SPELLS } from "./units";
import { attackOf, defenceOf } from "./values";

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "");

export class MedievalLog {
  readonly entries: BattleLogEntry[] = [];

  constructor(private readonly b: MedievalBattle) {}

  /** "Gorbag (d10 Cavalier)". */
  unit(u: number): string {
    const b = this.b;
    return `${b.names[u]} (d${b.sides[u]} ${b.types[u]})`;
  }

  who(p: number): string {
    return this.b.playerNames[p]!;
  }

  private whose(u: number): string {
    return `${this.who(this.b.player[u]!)}'s ${this.unit(u)}`;
  }

  /** "7" or "7 (6+1)" when bonuses change the die's value. */
  private valued(face: number, value: number): string {
    return value === face ? `${face}` : `${value} (${face}${signed(value - face)})`;
  }

  add(turn: number, text: string, data: Record<string, unknown>): void {
    this.entries.push({ turn, text, data });
  }

  setup(first: number, rolled: boolean): void {
    const b = this.b;
    this.add(0, `${this.who(first)} goes first (${rolled ? `rolled ${first + 1} on a d${b.players}` : "chosen"}).`, {
      action: "first",
      player: b.playerIds[first],
    });
    for (let p = 0; p < b.players; p++) {
      const dice: string[] = [];
      const faces: Record<string, number> = {};
      for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
        if (b.status[u] !== IN_PLAY) continue;
        dice.push(`${this.unit(u)} ${b.face[u]}${b.stuck[u] ? " (stuck by the weather)" : ""}`);
        faces[b.ids[u]!] = b.face[u]!;
      }
      this.add(0, `${this.who(p)} rolls: ${dice.join(", ")}.`, { action: "roll", player: b.playerIds[p], faces });
    }
  }

  /** Before an attack: what the target defends with. */
  defence(t: number): { face: number; value: number } {
    return { face: this.b.face[t]!, value: defenceOf(this.b, t) };
  }

  /** Before an attack: what a part of it adds (the die's attack value, or the spell's). */
  part(u: number, spell: number, plus: number): { face: number; value: number } {
    const b = this.b;
    if (spell >= 0) return { face: b.face[u]!, value: (SPELLS[spell] as { value?: number }).value ?? 0 };
    return { face: b.face[u]!, value: attackOf(b, u) + plus };
  }

  private partText(u: number, spell: number, v: { face: number; value: number }): string {
    return spell >= 0 ? `${this.unit(u)} casting ${SPELLS[spell]!.name} (${v.value})` : `${this.unit(u)} attacking ${this.valued(v.face, v.value)}`;
  }

  private after(u: number): string {
    const b = this.b;
    if (b.stuck[u]) return `${b.names[u]} stays on ${b.face[u]} (stuck)`;
    return `${b.names[u]} ${b.face[u]}`;
  }

  assault(
    turn: number,
    p: number,
    a: number,
    spell: number,
    v: { face: number; value: number },
    t: number,
    d: { face: number; value: number },
    rolled: boolean,
  ): void {
    const b = this.b;
    const text =
      `${this.who(p)}: ${this.partText(a, spell, v)} takes ${this.whose(t)} defending ${this.valued(d.face, d.value)} ` +
      `(${b.sides[t]} points); ${rolled ? `it re-rolls ${b.face[a]}` : this.after(a)}.`;
    this.add(turn, text, {
      action: "assault",
      player: b.playerIds[p],
      unit: b.ids[a],
      spell: spell >= 0 ? SPELLS[spell]!.name : undefined,
      target: b.ids[t],
      attack: v.value,
      defence: d.value,
      after: { [b.ids[a]!]: b.face[a] },
      acted: [b.ids[a]],
    });
  }

  flank(
    turn: number,
    p: number,
    parts: readonly { u: number; spell: number; v: { face: number; value: number } }[],
    t: number,
    d: { face: number; value: number },
  ): void {
    const b = this.b;
    const after: Record<string, number> = {};
    for (const x of parts) after[b.ids[x.u]!] = b.face[x.u]!;
    const text =
      `${this.who(p)}: ${parts.map((x) => this.partText(x.u, x.spell, x.v)).join(" + ")} flank ${this.whose(t)} ` +
      `defending ${this.valued(d.face, d.value)} (${b.sides[t]} points); they roll again: ${parts.map((x) => this.after(x.u)).join(", ")}.`;
    this.add(turn, text, {
      action: "flank",
      player: b.playerIds[p],
      target: b.ids[t],
      defence: d.value,
      parts: parts.map((x) => ({ unit: b.ids[x.u], value: x.v.value, spell: x.spell >= 0 ? SPELLS[x.spell]!.name : undefined })),
      after,
      acted: parts.map((x) => b.ids[x.u]),
    });
  }

  /** A spell cast: what it did is said by `effect`. */
  cast(turn: number, p: number, a: number, spell: number, effect: string, data: Record<string, unknown>): void {
    const b = this.b;
    const left = b.casts[a * b.maxCasts.length + spell]!;
    const s = SPELLS[spell]!;
    const casts = "perGame" in s ? "its one cast this game" : `${left} cast${left === 1 ? "" : "s"} left`;
    this.add(turn, `${this.who(p)}: ${this.unit(a)} casts ${s.name}: ${effect} (${casts}).`, {
      action: "cast",
      player: b.playerIds[p],
      unit: b.ids[a],
      spell: s.name,
      castsLeft: left,
      acted: [b.ids[a]],
      ...data,
    });
  }

  /** "Gorbag 3, Snotling 5, Grot held (not rolled)". */
  rolls(units: readonly { u: number; before: number; rolled: boolean }[]): string {
    return units.map(({ u, rolled }) => (rolled ? `${this.b.names[u]} ${this.b.face[u]}` : `${this.b.names[u]} does not roll`)).join(", ");
  }

  recharge(turn: number, p: number, a: number): void {
    const b = this.b;
    this.add(turn, `${this.who(p)}: ${this.unit(a)} recharges its spells.`, { action: "recharge", player: b.playerIds[p], unit: b.ids[a], acted: [b.ids[a]] });
  }

  spellEnds(turn: number, u: number, spell: number): void {
    const b = this.b;
    this.add(turn, `${SPELLS[spell]!.name} on ${this.whose(u)} ends.`, { action: "spell ends", unit: b.ids[u], spell: SPELLS[spell]!.name });
  }

  guardEnds(turn: number, p: number): void {
    this.add(turn, `${this.who(p)}'s Force Field ends.`, { action: "force field ends", player: this.b.playerIds[p] });
  }

  quake(turn: number, p: number, rolled: string): void {
    this.add(turn, `The ground shakes: ${this.who(p)}'s units roll: ${rolled}.`, { action: "quake", player: this.b.playerIds[p] });
  }

  pass(turn: number, p: number): void {
    this.add(turn, `${this.who(p)} makes no move.`, { action: "pass", player: this.b.playerIds[p] });
  }
}
