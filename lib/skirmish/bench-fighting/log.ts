// The battle log's wording. Only called when logging is on, so none of this runs in the odds runner.
import { POSITIONS, POSITION_NAMES } from "./types";
import { FATE_LOST, type BenchFightingGame } from "./state";

export function note(g: BenchFightingGame, turn: number, text: string, data?: Record<string, unknown>): void {
  g.log?.push(data ? { turn, text, data } : { turn, text });
}

const stageOf = (position: number) => POSITIONS[position] ?? "main";
const nameOf = (position: number) => POSITION_NAMES[stageOf(position)];
const playerName = (g: BenchFightingGame, p: number) => g.setup.players[p]?.name ?? "nobody";
const squad = (g: BenchFightingGame, i: number) => `${g.labels[i]} (${g.pts[i]})`;
const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);

export function logStageStart(g: BenchFightingGame, turn: number, position: number, m: number): void {
  const points: Record<string, number> = {};
  g.stagePts.forEach((v, p) => {
    if (v > 0) points[g.setup.players[p]!.id] = v;
  });
  const squads = Array.from(g.members.subarray(0, m), (i) => g.keys[i]!);
  const text =
    m === 0
      ? `${nameOf(position)}: no squads`
      : `${nameOf(position)}: ${Object.entries(points)
          .map(([id, v]) => `${g.setup.players.find((p) => p.id === id)?.name ?? id} ${v}`)
          .join(" v ")} points`;
  note(g, turn, text, { event: "stage", stage: stageOf(position), points, squads });
}

export function logAttack(
  g: BenchFightingGame,
  turn: number,
  position: number,
  round: number,
  a: number,
  t: number,
  mod: number,
  defMod: number,
  trace: number[],
  won: boolean,
  first: boolean,
): void {
  const rolls: string[] = [];
  for (let k = 0; k < trace.length; k += 2) rolls.push(`${trace[k]}${signed(mod)} v ${trace[k + 1]}${defMod ? signed(defMod) : ""}`);
  const how = first ? "First Strike" : `round ${round}`;
  const result = won ? (first ? "removed" : "loses, eliminated at the end of the round") : "holds";
  note(
    g,
    turn,
    `${nameOf(position)} ${how}: ${squad(g, a)} attacks ${squad(g, t)}${g.rear[a] ? " from the rear" : ""}: ${rolls.join(", re-roll ")}; defender ${result}`,
    {
      event: first ? "firstStrike" : "attack",
      stage: stageOf(position),
      round,
      attacker: g.keys[a],
      defender: g.keys[t],
      attackerPlayer: g.setup.players[g.owner[a]!]!.id,
      defenderPlayer: g.setup.players[g.owner[t]!]!.id,
      modifier: mod,
      defenderModifier: defMod,
      rolls: trace,
      attackerWins: won,
    },
  );
}

export function logRoundEnd(g: BenchFightingGame, turn: number, position: number, round: number, m: number, out: string[]): void {
  // the text names the squads (fighters and vehicles by name); the data keeps their ids
  const names = out.map((key) => g.labels[g.keys.indexOf(key)] ?? key);
  const text = `${nameOf(position)} round ${round} ends: ${out.length ? `${names.join(", ")} eliminated` : "nobody eliminated"}`;
  note(g, turn, text, { event: "roundEnd", stage: stageOf(position), round, eliminated: out, standing: countAlive(g, m) });
}

function countAlive(g: BenchFightingGame, m: number): number {
  let c = 0;
  for (let k = 0; k < m; k++) c += g.alive[g.members[k]!]!;
  return c;
}

export function logStageEnd(
  g: BenchFightingGame,
  turn: number,
  position: number,
  side: number,
  standing: number,
  next: number,
  survivors: number,
  c: number,
): void {
  const salvaged: Record<string, number> = {};
  const lost: string[] = [];
  for (let k = 0; k < c; k++) {
    const i = g.members[k]!;
    if (g.alive[i]) salvaged[g.keys[i]!] = g.pts[i]!;
    else if (g.fate[i] === FATE_LOST) lost.push(g.keys[i]!);
  }
  const victor = side >= 0 ? g.setup.players[side]!.id : null;
  const text =
    side >= 0
      ? `${nameOf(position)} won by ${playerName(g, side)}: survivors ${survivors} of ${standing} standing points (winner ${g.stagePts[side]} v next ${next})`
      : `${nameOf(position)}: no victor`;
  note(g, turn, text, { event: "stageEnd", stage: stageOf(position), victor, standing, survivors, salvaged, lost });
}

export function logAllocation(g: BenchFightingGame, turn: number, p: number, cost: number, hand: boolean): void {
  const player = g.setup.players[p]!;
  const positions: Record<string, string[]> = {};
  const parts: string[] = [];
  // where each squad was fielded (the lists at[] are in fielding order; the log is in army order)
  const n = g.alive.length;
  const where = new Int8Array(n).fill(-1);
  for (let position = 0; position < POSITIONS.length; position++) {
    for (let k = 0; k < g.atCount[position]!; k++) where[g.at[position * n + k]!] = position;
  }
  POSITIONS.forEach((name, position) => {
    const squads: string[] = [];
    const labels: string[] = [];
    let points = 0;
    for (let i = g.first[p]!; i < g.first[p + 1]!; i++) {
      if (where[i] === position) {
        squads.push(g.keys[i]!);
        labels.push(g.labels[i]!);
        points += g.pts[i]!;
      }
    }
    positions[name] = squads;
    if (squads.length) parts.push(`${POSITION_NAMES[name]} ${points} (${labels.join(", ")})`);
  });
  const poolLeft = g.poolLeft[p]!;
  const text = parts.length
    ? `${player.name} spends ${cost} points (${poolLeft} left${hand ? ", positions set by hand" : ""}): ${parts.join("; ")}`
    : `${player.name} cannot field a main force and sits this skirmish out (${poolLeft} points left)`;
  note(g, turn, text, { event: "allocation", player: player.id, hand, cost, poolLeft, positions });
}
