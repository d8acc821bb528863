"use client";
// The battle on this device as React state: the stored battle, its state replayed from the log,
// and the moves a player makes (play a rule with app-rolled or typed dice, undo an entry). Every
// change is saved to the device at once, so a reload or a lost connection loses nothing.
import { useCallback, useMemo, useState } from "react";
import { seededDice } from "@/lib/dice";
import {
  applyBattleEvent,
  createBattle,
  parseTypedFaces,
  playBattleEvent,
  replayBattle,
  type BattleEvent,
  type BattleEventBody,
  type BattleState,
  type LogEntry,
  type Rule,
} from "@/lib/rules/battle";
import { saveStoredBattle, type StoredBattle } from "./stored-battle";

export interface Refused {
  message: string;
  rule: Rule | null;
}

export interface PlayedBattle {
  battle: StoredBattle;
  initial: BattleState;
  state: BattleState;
  log: LogEntry[];
  /** Why the last move was refused (the rule's words), until the next one. */
  refused: Refused | null;
  /** Said after an undo that set later entries aside. */
  notice: string | null;
  play: (bodies: BattleEventBody | readonly BattleEventBody[], typed?: string) => boolean;
  undo: (index: number) => void;
  update: (change: (b: StoredBattle) => StoredBattle) => void;
}

function firstState(b: StoredBattle): BattleState {
  const r = createBattle(b.sides.map((s) => ({ gangId: s.gangId, roster: s.roster })));
  if (!r.ok) throw new Error(r.message);
  return r.result;
}

const randomSeed = () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Math.random()));

export function usePlayedBattle(start: StoredBattle): PlayedBattle {
  const [battle, setBattle] = useState(start);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const initial = useMemo(() => firstState(battle), [battle.sides]); // eslint-disable-line react-hooks/exhaustive-deps -- the sides never change once a battle starts
  const replay = useMemo(() => replayBattle(initial, battle.events), [initial, battle.events]);

  const update = useCallback((change: (b: StoredBattle) => StoredBattle) => {
    setBattle((b) => {
      const next = change(b);
      saveStoredBattle(localStorage, next);
      return next;
    });
  }, []);

  /** Plays one event, or several in a row (the typed dice go to the first; the rest roll their own); all or none is kept. */
  const play = (bodies: BattleEventBody | readonly BattleEventBody[], typed = ""): boolean => {
    const faces = parseTypedFaces(typed);
    if (!faces.ok) {
      setRefused({ message: faces.message, rule: null });
      return false;
    }
    let state = replay.state;
    const played: BattleEvent[] = [];
    for (const [i, body] of (Array.isArray(bodies) ? bodies : [bodies]).entries()) {
      const typedHere = i === 0 ? faces.faces : null;
      const r = typedHere ? applyBattleEvent(state, { ...body, faces: typedHere }) : playBattleEvent(state, body, seededDice(randomSeed()));
      if (!r.ok) {
        setNotice(null);
        setRefused({ message: r.message, rule: r.rule });
        return false;
      }
      state = r.state;
      played.push(r.entry.event);
    }
    setNotice(null);
    setRefused(null);
    update((b) => ({ ...b, events: [...b.events, ...played] }));
    return true;
  };

  const undo = (index: number) => {
    const rest = battle.events.filter((_, i) => i !== index);
    const r = replayBattle(initial, rest);
    // entries that relied on the one undone no longer fit: they are set aside, and said so
    const kept = rest.filter((_, i) => !r.setAside.some((x) => x.index === i));
    setRefused(null);
    setNotice(
      r.setAside.length
        ? `Undone. ${r.setAside.length === 1 ? "One later entry" : `${r.setAside.length} later entries`} no longer fit and ${r.setAside.length === 1 ? "was" : "were"} set aside: ${r.setAside.map((x) => x.refusal.message).join(" ")}`
        : "Undone: the battle was replayed without that entry.",
    );
    update((b) => ({ ...b, events: kept }));
  };

  return { battle, initial, state: replay.state, log: replay.log, refused, notice, play, undo, update };
}
