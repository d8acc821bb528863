// The readable Star Strife log: one entry per event, naming the units, with the facts behind it
// in `data`. Built only when the log is on; the engine never calls it otherwise.
import type { BattleLogEntry } from "../types";
import { IN_PLAY, type StarBattle } from "./battle";

export class StarLog {
  readonly entries: BattleLogEntry[] = [];

  constructor(private readonly b: StarBattle) {}

  /** "Vengeance (D12 Battleship)". */
  unit(u: number): string {
    const b = this.b;
    return `${b.names[u]} (D${b.sides[u]} ${b.types[u]})`;
  }

  who(p: number): string {
    return this.b.playerNames[p]!;
  }

  whose(u: number): string {
    return `${this.who(this.b.player[u]!)}'s ${this.unit(u)}`;
  }

  /** "Vengeance 7" or "Vengeance lost". */
  state(u: number): string {
    const b = this.b;
    return b.status[u] === IN_PLAY ? `${b.names[u]} ${b.face[u]}${b.stuck[u] ? " (crippled)" : ""}` : `${b.names[u]} lost`;
  }

  add(turn: number, text: string, data: Record<string, unknown>): void {
    this.entries.push({ turn, text, data });
  }

  setup(first: number, rolled: boolean): void {
    const b = this.b;
    this.add(0, `${this.who(first)} acts first in every turn (${rolled ? `rolled ${first + 1} on a d2` : "chosen"}).`, {
      action: "first",
      player: b.playerIds[first],
    });
    for (let p = 0; p < 2; p++) {
      const dice: string[] = [];
      const faces: Record<string, number> = {};
      for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
        if (b.status[u] !== IN_PLAY) continue;
        const ship = b.controller[u]!;
        dice.push(`${this.unit(u)} ${b.face[u]}${ship >= 0 ? ` in ${b.names[ship]}'s channel` : ""}`);
        faces[b.ids[u]!] = b.face[u]!;
      }
      this.add(0, `${this.who(p)} rolls: ${dice.join(", ")}.`, { action: "roll", player: b.playerIds[p], faces });
    }
  }

  pass(turn: number, p: number): void {
    this.add(turn, `${this.who(p)} makes no attack.`, { action: "pass", player: this.b.playerIds[p] });
  }

  note(turn: number, text: string, data: Record<string, unknown>): void {
    this.add(turn, text, data);
  }
}
