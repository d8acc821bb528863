// The readable battle log: one entry per event with the text a player reads and the facts
// behind it. Only built when the `log` switch is on; the engine never calls it otherwise.
import type { BattleLogEntry } from "../types";
import { IN_PLAY, type Battlefield } from "./battlefield";

export class BattleLog {
  readonly entries: BattleLogEntry[] = [];

  constructor(private readonly b: Battlefield) {}

  /** "Skarfang (d10 leader)" for a named unit (a gang's fighter or vehicle, an army's unit); "d10 leader [id]" otherwise. */
  unit(u: number): string {
    const name = this.b.names[u];
    return name ? `${name} (d${this.b.sides[u]} ${this.b.types[u]})` : `d${this.b.sides[u]} ${this.b.types[u]} [${this.b.ids[u]}]`;
  }

  /** A unit without its die, as a flank's results list it. */
  private short(u: number): string {
    const name = this.b.names[u];
    return name ?? `${this.b.types[u]} [${this.b.ids[u]}]`;
  }

  private who(p: number): string {
    return this.b.playerNames[p]!;
  }

  private where(f: number): string {
    return this.b.useFronts ? ` at ${this.b.frontNames[f]}` : "";
  }

  add(turn: number, text: string, data: Record<string, unknown>): void {
    this.entries.push({ turn, text, data });
  }

  setup(first: number, rolled: boolean): void {
    const b = this.b;
    const how = rolled ? `rolled ${first + 1} on a d${b.players}` : "chosen";
    this.add(0, `${this.who(first)} goes first (${how}).`, { action: "first", player: b.playerIds[first] });
    for (let p = 0; p < b.players; p++) {
      for (let f = 0; f < b.fronts; f++) {
        const dice: string[] = [];
        const faces: Record<string, number> = {};
        for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
          if (b.status[u] !== IN_PLAY || b.front[u] !== f) continue;
          dice.push(`${this.unit(u)} ${b.face[u]}`);
          faces[b.ids[u]!] = b.face[u]!;
        }
        if (dice.length === 0) continue;
        const data = { action: "roll", player: b.playerIds[p], front: b.useFronts ? b.frontNames[f] : undefined, faces };
        this.add(0, `${this.who(p)} rolls${this.where(f)}: ${dice.join(", ")}.`, data);
      }
    }
  }

  assault(turn: number, p: number, a: number, before: number, u: number, targetFace: number): void {
    const b = this.b;
    const text =
      `${this.who(p)}${this.where(b.front[u]!)}: ${this.unit(a)} showing ${before} assaults ` +
      `${this.who(b.player[u]!)}'s ${this.unit(u)} showing ${targetFace} and captures it (${b.sides[u]} points); ` +
      `it re-rolls ${b.face[a]}.`;
    this.add(turn, text, {
      action: "assault",
      player: b.playerIds[p],
      target: b.ids[u],
      targetFace,
      attackers: { [b.ids[a]!]: before },
      after: { [b.ids[a]!]: b.face[a] },
      acted: [b.ids[a]],
    });
  }

  flank(turn: number, p: number, dice: readonly number[], before: readonly number[], u: number, targetFace: number): void {
    const b = this.b;
    const attackers: Record<string, number> = {};
    const after: Record<string, number | "eliminated"> = {};
    const results: string[] = [];
    dice.forEach((d, i) => {
      attackers[b.ids[d]!] = before[i]!;
      const gone = b.status[d] !== IN_PLAY;
      after[b.ids[d]!] = gone ? "eliminated" : b.face[d]!;
      results.push(`${this.short(d)} ${gone ? `eliminated (${b.sides[d]} points to ${this.who(b.player[u]!)})` : b.face[d]}`);
    });
    const how = b.dropByTwo ? "they drop by two" : "they re-roll";
    const text =
      `${this.who(p)}${this.where(b.front[u]!)}: ${dice.map((d, i) => `${this.unit(d)} ${before[i]}`).join(" + ")} ` +
      `flank ${this.who(b.player[u]!)}'s ${this.unit(u)} showing ${targetFace} and capture it (${b.sides[u]} points); ` +
      `${how}: ${results.join(", ")}.`;
    this.add(turn, text, {
      action: "flank",
      player: b.playerIds[p],
      target: b.ids[u],
      targetFace,
      attackers,
      after,
      acted: dice.map((d) => b.ids[d]),
    });
  }

  move(turn: number, p: number, u: number, before: number, from: number, action: "move" | "redeploy"): void {
    const b = this.b;
    const verb = action === "move" ? "moves" : "redeploys";
    const text =
      `${this.who(p)} ${verb} ${this.unit(u)} (showing ${before}) from ${b.frontNames[from]} ` + `to ${b.frontNames[b.front[u]!]}; it re-rolls ${b.face[u]}.`;
    this.add(turn, text, {
      action,
      player: b.playerIds[p],
      unit: b.ids[u],
      from: b.frontNames[from],
      to: b.frontNames[b.front[u]!],
      before,
      after: b.face[u],
      acted: [b.ids[u]],
    });
  }

  arrive(turn: number, p: number, u: number): void {
    const b = this.b;
    const arrived = b.status[u] === IN_PLAY;
    const text = arrived
      ? `${this.who(p)}'s reinforcement ${this.unit(u)} arrives${this.where(b.front[u]!)} and rolls ${b.face[u]}.`
      : `${this.who(p)}'s reinforcement ${this.unit(u)} has no front left to go to and never arrives.`;
    this.add(turn, text, {
      action: arrived ? "arrive" : "never arrives",
      player: b.playerIds[p],
      unit: b.ids[u],
      front: arrived ? b.frontNames[b.front[u]!] : undefined,
      face: arrived ? b.face[u] : undefined,
    });
  }

  frontWon(turn: number, f: number): void {
    const b = this.b;
    const t = b.owner[f]!;
    const by = t >= 0 ? b.teamIds[t]! : "nobody";
    const name = b.useFronts ? b.frontNames[f] : "The battle";
    this.add(turn, `${name} is won by ${by}.`, { action: "front won", front: b.frontNames[f], by: t >= 0 ? by : null });
  }

  pass(turn: number, p: number): void {
    this.add(turn, `${this.who(p)} makes no attack.`, { action: "pass", player: this.b.playerIds[p] });
  }
}
