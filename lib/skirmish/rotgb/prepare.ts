// Turns a set-up and its switches into a Battlefield, checking what the rules need: two sides at
// least, known fronts, units only where the terrain lets them be. Done once per (set-up, options).
import { MAX_INDEXED_FACE, MAX_INDEXED_UNITS, MAX_RANKED_UNITS, setUpBattle, type Battlefield } from "./battlefield";
import type { SkirmishOutcome } from "../types";
import { LOST_LISTS_UP_TO } from "./outcome";
import { deployFront } from "./heuristics";
import { DEFAULT_MAX_TURNS, type RotgbOptions, type RotgbSetup } from "./schema";

export type RotgbSetupErrorCode =
  | "too-few-sides"
  | "duplicate-id"
  | "bad-die"
  | "unknown-player"
  | "unknown-front"
  | "terrain-needs-fronts"
  | "front-not-allowed"
  | "handicap-needs-two-sides"
  | "nothing-in-play";

export class RotgbSetupError extends Error {
  constructor(
    readonly code: RotgbSetupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "RotgbSetupError";
  }
}

const fail = (code: RotgbSetupErrorCode, message: string): never => {
  throw new RotgbSetupError(code, message);
};

export function prepareRotgb(setup: RotgbSetup, options: RotgbOptions = {}): Battlefield {
  const players = setup.players;
  const units = players.flatMap((p, pi) => p.units.map((u) => ({ u, pi })));
  const n = units.length;
  const frontNames = options.fronts ?? ["the field"];
  const useFronts = options.fronts !== undefined;
  const fronts = frontNames.length;
  if (new Set(frontNames).size !== fronts) fail("duplicate-id", "Two fronts share a name");
  const frontIndex = (name: string): number => {
    const f = frontNames.indexOf(name);
    return f < 0 || !useFronts ? fail("unknown-front", `No front is called "${name}"`) : f;
  };
  if (options.terrain && !useFronts) fail("terrain-needs-fronts", "Terrain uses the front rules: name the fronts");
  const allowedLists = options.terrain?.allowed ?? {};
  for (const name of Object.keys(allowedLists)) frontIndex(name);

  const playerIds = players.map((p) => p.id);
  if (new Set(playerIds).size !== players.length) fail("duplicate-id", "Two players share an id");
  const teamOf = players.map((p) => (options.alliances ? (p.alliance ?? p.id) : p.id));
  const teamIds = [...new Set(teamOf)];
  if (teamIds.length < 2) fail("too-few-sides", "A battle needs at least two sides");
  if (options.handicap && teamIds.length !== 2) fail("handicap-needs-two-sides", "Handicapping is for two sides (two players or two alliances)");
  const playerByIdx = (id: string): number => {
    const i = playerIds.indexOf(id);
    return i < 0 ? fail("unknown-player", `No player is called "${id}"`) : i;
  };
  const firstPlayer = options.firstPlayer === undefined ? -1 : playerByIdx(options.firstPlayer);
  const pass = options.terrain?.heldPass;
  const passFront = pass ? frontIndex(pass.front) : -1;
  const passHolder = pass ? playerByIdx(pass.holder) : -1;

  if (new Set(units.map(({ u }) => u.id)).size !== n) fail("duplicate-id", "Two units share an id");
  const useReserves = options.reinforcements !== undefined;
  const b = emptyBattlefield(n, players.length, teamIds.length, fronts);
  Object.assign(b, {
    ids: units.map(({ u }) => u.id),
    names: units.map(({ u }) => u.name ?? null),
    types: units.map(({ u }) => u.type),
    ownerIds: units.map(({ u }) => u.ownerId),
    playerIds,
    playerNames: players.map((p) => p.name ?? p.id),
    teamIds,
    frontNames,
    passFront,
    passHolder,
    firstPlayer,
    log: options.log ?? true,
    dropByTwo: options.flankDropByTwo ?? false,
    handicap: options.handicap ?? false,
    useFronts,
    alliances: options.alliances ?? false,
    every: options.reinforcements?.every ?? 0,
    maxTurns: options.maxTurns ?? DEFAULT_MAX_TURNS,
  });
  const reserves: number[][] = players.map(() => []);
  units.forEach(({ u, pi }, i) => {
    if (!Number.isInteger(u.sides) || u.sides < 1) fail("bad-die", `${u.id}: a die has at least one side`);
    b.sides[i] = u.sides;
    b.player[i] = pi;
    b.team[i] = teamIds.indexOf(teamOf[pi]!);
    let mask = 0;
    frontNames.forEach((name, f) => {
      const list = allowedLists[name];
      if (!list || list.includes(u.type)) mask |= 1 << f;
    });
    if (mask === 0) fail("front-not-allowed", `${u.id}: no front allows a ${u.type}`);
    b.allowed[i] = mask;
    const inReserve = useReserves && u.reserve === true;
    b.startReserve[i] = inReserve ? 1 : 0;
    if (inReserve) reserves[pi]!.push(i);
    b.startFront[i] = u.front === undefined ? -1 : frontIndex(u.front);
    if (u.front !== undefined && !(mask & (1 << b.startFront[i]!))) fail("front-not-allowed", `${u.id}: a ${u.type} may not be in ${u.front}`);
  });
  b.reserves = reserves.map((r) => Int32Array.from(r));
  let start = 0;
  players.forEach((p, pi) => {
    b.firstUnit[pi] = start;
    start += p.units.length;
    b.endUnit[pi] = start;
    b.playerTeam[pi] = teamIds.indexOf(teamOf[pi]!);
    if (reserves[pi]!.length === p.units.length) fail("nothing-in-play", `${p.id} has every unit in reserve`);
    deployFront(b, pi);
  });
  b.byValue.set(Array.from({ length: n }, (_, i) => i).sort((x, y) => b.sides[y]! - b.sides[x]! || x - y));
  b.byValue.forEach((u, k) => (b.rank[u] = k));
  // (a packed array of nulls: a holey one this size would keep its entries as a dictionary)
  b.lostLists = players.map((p) => (p.units.length <= LOST_LISTS_UP_TO ? new Array<readonly string[] | null>(1 << p.units.length).fill(null) : []));
  // (and at most 1024 players, the 10 bits b.unitInfo keeps for a player)
  b.byFace = fronts === 1 && b.sides.every((s) => s <= MAX_INDEXED_FACE) && players.every((p) => p.units.length <= MAX_INDEXED_UNITS) && players.length <= 1024;
  if (b.byFace) for (let u = 0; u < n; u++) b.unitInfo[u] = b.sides[u]! | ((u - b.firstUnit[b.player[u]!]!) << 5) | (b.player[u]! << 10) | (b.team[u]! << 20);
  // (playTwoSides' numbers, see b.slotInfo: it plays at most 31 units, each player's in slots below 32)
  b.byValue.forEach((u, k) => {
    const slot = u - b.firstUnit[b.player[u]!]!;
    if (slot < 32 && b.player[u]! < 2) b.slotInfo[b.player[u]! * 32 + slot] = b.sides[u]! | (k << 10);
    if (k < 32) b.rankInfo[k] = b.sides[u]! | (slot << 5) | (b.team[u]! << 15);
  });
  setUpBattle(b);
  b.twoSides =
    b.byFace && players.length === 2 && teamIds.length === 2 && n <= MAX_RANKED_UNITS && !b.dropByTwo && b.every === 0 && b.startRanked === 2 ** n - 1;
  // (as the casualty lists: a packed array of nulls)
  if (b.twoSides && b.lostLists[0]!.length > 0 && b.lostLists[1]!.length > 0)
    b.twoSidesOutcomes = b.lostLists.map((l) => new Array<SkirmishOutcome | null>(l.length).fill(null));
  return b;
}

function emptyBattlefield(n: number, players: number, teams: number, fronts: number): Battlefield {
  const units = () => new Int32Array(n);
  // Every per-game array is a view into one buffer (in this order), so resetBattle is one copy.
  const sizes = {
    unit: n,
    frontTeam: fronts * teams,
    front: fronts,
    player: players,
    team: teams,
    foes: n * players,
    faces: players * 32,
    ranked: 32,
    duelSlots: 64,
  };
  const layout = [
    // (playTwoSides' arrays, at the places onefront.ts' At names: for two players of at most 31
    // units between them, the only battlefields it plays)
    ["rankFace", "ranked"],
    ["slotInfo", "duelSlots"],
    ["rankInfo", "ranked"],
    ["duelPick", "ranked"],
    ["pickFace", "ranked"],
    // (the per-game state)
    ["unitsShowing", "faces"],
    ["face", "unit"],
    ["front", "unit"],
    ["status", "unit"],
    ["takenBy", "unit"],
    ["acted", "unit"],
    ["count", "frontTeam"],
    ["points", "frontTeam"],
    ["owner", "front"],
    ["wonAt", "front"],
    ["inPlay", "player"],
    ["foes", "foes"],
    ["foesLen", "player"],
    ["foesHead", "player"],
    ["pending", "player"],
    ["lost", "player"],
    ["nextReserve", "player"],
    ["turnsTaken", "player"],
    ["score", "player"],
    ["fielded", "team"],
    ["facesShown", "player"],
    // (not per-game: numbers fixed when prepared, and scratch, kept in the same buffer so the
    // two-player loop reads every array it needs through one, see onefront.ts' playTwoSides)
    ["unitInfo", "unit"],
    ["byValue", "unit"],
    ["pick", "unit"],
  ] as const;
  const state = new Int32Array(layout.reduce((sum, [, size]) => sum + sizes[size], 0));
  let at = 0;
  const views = Object.fromEntries(layout.map(([name, size]) => [name, state.subarray(at, (at += sizes[size]))])) as Record<
    (typeof layout)[number][0],
    Int32Array
  >;
  return {
    n,
    players,
    teams,
    fronts,
    ids: [],
    names: [],
    types: [],
    ownerIds: [],
    playerIds: [],
    playerNames: [],
    teamIds: [],
    frontNames: [],
    sides: units(),
    player: units(),
    team: units(),
    startFront: units(),
    startReserve: new Uint8Array(n),
    allowed: units(),
    rank: units(),
    enemyRanks: new Int32Array(players),
    startRanked: 0,
    firstUnit: new Int32Array(players),
    endUnit: new Int32Array(players),
    reserves: [],
    playerTeam: new Int32Array(players),
    passFront: -1,
    passHolder: -1,
    firstPlayer: -1,
    log: true,
    dropByTwo: false,
    handicap: false,
    useFronts: false,
    alliances: false,
    every: 0,
    maxTurns: DEFAULT_MAX_TURNS,
    state,
    startState: state,
    startContested: 0,
    ...views,
    showingAt: views.unitsShowing.byteOffset >> 2,
    infoAt: views.unitInfo.byteOffset >> 2,
    contested: 0,
    cand: units(),
    candFace: units(),
    suffix: new Int32Array(n + 1),
    best: units(),
    pickLen: 0,
    bestLen: 0,
    bestCost: 0,
    target: -1,
    byFace: false,
    twoSides: false,
    faceSum: new Int32Array(32),
    faceUsed: new Int32Array(32),
    outcomeScratch: { captured: new Float64Array(teams), finals: new Float64Array(teams), order: new Int32Array(teams) },
    lostLists: [],
    twoSidesOutcomes: null,
  };
}
