"use client";
// The battle on this device as React state: the stored battle, its state replayed from the log,
// and the moves a player makes (play a rule with app-rolled or typed dice, undo an entry). Every
// change is saved to the device at once, so a reload or a lost connection loses nothing.
import { useCallback, useMemo, useRef, useState } from "react";
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
import { keepOnDevice, STORAGE_FULL, type StoredBattle } from "./stored-battle";

export interface Refused {
  message: string;
  rule: Rule | null;
  /** What the alert says first; "Not allowed:" unless told. */
  title?: string;
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
  /** Changes the battle on the screen and keeps it on the device; false (and said so) when the device's storage is full. */
  update: (change: (b: StoredBattle) => StoredBattle) => boolean;
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

  // the latest battle, for changes made one after another before React renders (a send's answer)
  const current = useRef(start);
  const keep = useCallback((next: StoredBattle) => {
    const kept = keepOnDevice(localStorage, next);
    if (!kept) setRefused({ title: "Not kept:", message: STORAGE_FULL, rule: null });
    return kept;
  }, []);
  // a send's progress is shown even when it cannot be kept: the server has the truth, and a resend after a reload is recorded once
  const update = useCallback(
    (change: (b: StoredBattle) => StoredBattle) => {
      const next = change(current.current);
      const kept = keep(next);
      current.current = next;
      setBattle(next);
      return kept;
    },
    [keep],
  );
  // a move is played only once it is kept: nothing on the screen that a reload would lose
  const record = (events: BattleEvent[]) => {
    const next = { ...current.current, events };
    if (!keep(next)) return false;
    current.current = next;
    setBattle(next);
    return true;
  };

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
    return record([...current.current.events, ...played]);
  };

  const undo = (index: number) => {
    const rest = battle.events.filter((_, i) => i !== index);
    const r = replayBattle(initial, rest);
    // entries that relied on the one undone no longer fit: they are set aside, and said so
    const kept = rest.filter((_, i) => !r.setAside.some((x) => x.index === i));
    setRefused(null);
    if (!record(kept)) return;
    setNotice(
      r.setAside.length
        ? `Undone. ${r.setAside.length === 1 ? "One later entry" : `${r.setAside.length} later entries`} no longer fit and ${r.setAside.length === 1 ? "was" : "were"} set aside: ${r.setAside.map((x) => x.refusal.message).join(" ")}`
        : "Undone: the battle was replayed without that entry.",
    );
  };

  return { battle, initial, state: replay.state, log: replay.log, refused, notice, play, undo, update };
}
