// What a compiled battle of Medieval Strife or Star Strife has in common, and its per-game state as
// named views into one Int32Array, so a game's reset is a single copy of the start (as ROtGB's
// battlefield does).
import type { StrifeTable } from "./outcome";

/** The fields both variants' battles have: the set-up in flat arrays, and the state every game starts from. */
export interface StrifeBattleBase extends StrifeTable {
  /** Unit slots (spare slots included: Split's Footmen, dispersed craft, mines). */
  n: number;
  names: string[];
  types: string[];
  playerNames: string[];
  sides: Int32Array;
  firstPlayer: number;
  log: boolean;
  maxTurns: number;
  /** The per-game state (one buffer) and its start, copied in by a reset. */
  state: Int32Array;
  startState: Int32Array;
  face: Int32Array;
  /** 1 when the die can never roll again (Medieval: the weather; Star: catastrophic damage). */
  stuck: Int32Array;
  inPlay: Int32Array;
  counters: Int32Array;
}

/** Named views, each of its size, laid out in order in one buffer: `state` is the whole buffer. */
export function stateViews<const L extends readonly (readonly [string, number])[]>(layout: L): { state: Int32Array } & Record<L[number][0], Int32Array> {
  const state = new Int32Array(layout.reduce((sum, [, size]) => sum + size, 0));
  let at = 0;
  const views = Object.fromEntries(layout.map(([name, size]) => [name, state.subarray(at, (at += size))]));
  return { state, ...views } as { state: Int32Array } & Record<L[number][0], Int32Array>;
}

/**
 * A battle compiled once per (set-up, options) pair of objects and reused game after game (the
 * odds play thousands of one pair in a row: the last pair skips the look-ups). Set-ups and
 * options are treated as values: pass new objects rather than changing old ones.
 */
export function battleCache<S extends object, O extends object, B>(prepare: (setup: S, options: O) => B): (setup: S, options: O) => B {
  const prepared = new WeakMap<S, WeakMap<O, B>>();
  let lastSetup: S | null = null,
    lastOptions: O | null = null,
    lastBattle: B | null = null;
  return (setup, options) => {
    if (setup === lastSetup && options === lastOptions) return lastBattle!;
    let byOptions = prepared.get(setup);
    if (!byOptions) prepared.set(setup, (byOptions = new WeakMap()));
    let b = byOptions.get(options);
    if (!b) byOptions.set(options, (b = prepare(setup, options)));
    lastSetup = setup;
    lastOptions = options;
    lastBattle = b;
    return b;
  };
}
