// A battle is its first state and its log: replaying the events gives the same state every time,
// and undoing any entry is replaying the log without it (later entries that no longer fit are set aside).
import { applyBattleEvent, type LogEntry } from "./apply";
import type { BattleEvent } from "./events";
import type { Refusal } from "./rule";
import type { BattleState } from "./state";

export interface Replay {
  state: BattleState;
  log: LogEntry[];
  /** Events that no longer apply (an undo removed what they relied on), with the reason. */
  setAside: { index: number; refusal: Refusal }[];
}

export function replayBattle(initial: BattleState, events: readonly BattleEvent[]): Replay {
  const out: Replay = { state: initial, log: [], setAside: [] };
  events.forEach((event, index) => {
    const r = applyBattleEvent(out.state, event);
    if (r.ok) {
      out.state = r.state;
      out.log.push(r.entry);
    } else {
      out.setAside.push({ index, refusal: { ok: false, code: r.code, rule: r.rule, message: r.message, dice: r.dice } });
    }
  });
  return out;
}

/** Undo of the entry at `index`: the log replayed from the first state without it. */
export function undoEntry(initial: BattleState, events: readonly BattleEvent[], index: number): Replay {
  return replayBattle(
    initial,
    events.filter((_, i) => i !== index),
  );
}
