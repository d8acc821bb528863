"use client";
import { AskFirstButton } from "@/app/_components/ask-first-button";
import { deleteArmyAction } from "../actions";

/** Delete, asked first; the list heading takes the focus once the army is gone. */
export function DeleteArmyButton({ armyId, name }: { armyId: string; name: string }) {
  return (
    <AskFirstButton
      question={`Delete ${name}? This cannot be undone (export it first to keep a copy).`}
      run={() => deleteArmyAction({ armyId })}
      label="Delete"
      busyLabel="Deleting…"
      subject={name}
      unreachable="Nothing was deleted."
      focusAfter="armies-heading"
      className="rounded border border-red-700 px-3 py-1 text-red-800"
    />
  );
}
