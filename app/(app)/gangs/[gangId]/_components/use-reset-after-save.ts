"use client";
import { useEffect, useState } from "react";
import type { FieldValues, UseFormReset } from "react-hook-form";

/**
 * After a success a roster form goes back to its defaults once the page shows the change (an edit
 * form's defaults are then the values just saved; a vehicle name kept would invite a duplicate, a
 * mounting kept a refusal). The version it succeeded at is kept until the page moves past it. A
 * form the player has already started filling in again before the page caught up is left alone:
 * the reset must never wipe the next change (two fighters put in a crew one after the other).
 */
export function useResetAfterSave(version: number, initial: FieldValues, reset: UseFormReset<FieldValues>) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [editedSinceSave, setEditedSinceSave] = useState(false);
  const [resets, setResets] = useState(0);
  if (savedAt !== null && version !== savedAt) {
    setSavedAt(null);
    if (!editedSinceSave) setResets((n) => n + 1);
  }
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (resets > 0) reset(JSON.parse(initialKey) as FieldValues);
  }, [resets, initialKey, reset]);
  return {
    /** Call when the change succeeded. */
    saved: () => {
      setSavedAt(version);
      setEditedSinceSave(false);
    },
    /** Call from a field's onChange. */
    edited: () => {
      if (savedAt !== null) setEditedSinceSave(true);
    },
  };
}
