"use client";
import { useEffect, useRef, useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import { useRefreshThenFocus } from "@/app/_components/use-refresh-then-focus";
import { undoPostgameAction } from "../actions";
import { STEP_HEADING_ID } from "./postgame-wizard";

/**
 * Organisers only: puts the gang back exactly as it was before this post-game, after a confirmation.
 * The question takes the focus on "Yes, undo it"; Keep it or Escape closes it and gives the focus
 * back to "Undo this post-game"; once undone, the focus goes to the wizard's first step.
 */
export function UndoButton({ battleId, gangId, gangName }: { battleId: string; gangId: string; gangName: string }) {
  const refreshThenFocus = useRefreshThenFocus();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) yes.current?.focus();
    else if (wasAsking.current) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function undo() {
    setPending(true);
    setMessage(null);
    const result = await undoPostgameAction({ battleId, gangId }).catch(() => null);
    setPending(false);
    if (!result) return setMessage("Could not reach the server. Nothing was changed; try again.");
    if (!result.ok) return setMessage(result.message);
    refreshThenFocus(STEP_HEADING_ID);
  }
  const keep = () => {
    if (!pending) setAsking(false);
  };

  return (
    <div className="space-y-2">
      <FormMessage message={message} />
      {!asking ? (
        <button ref={trigger} type="button" onClick={() => setAsking(true)} className="rounded border border-red-700 px-4 py-2 text-red-800 hover:bg-red-50">
          Undo this post-game
        </button>
      ) : (
        <div
          role="group"
          aria-labelledby="undo-question"
          className="space-y-2 rounded border border-red-300 bg-red-50 p-3"
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.preventDefault();
              keep();
            }
          }}
        >
          <p id="undo-question">Undo the whole post-game? {gangName} goes back exactly to how it was before it: vehicles, fighters, experience and credits.</p>
          <div className="flex flex-wrap gap-2">
            <BusyButton ref={yes} onClick={undo} busy={pending} className="rounded bg-red-800 px-4 py-2 text-white">
              {pending ? "Undoing…" : "Yes, undo it"}
            </BusyButton>
            <BusyButton onClick={keep} busy={pending} className="rounded border border-stone-500 px-4 py-2">
              Keep it
            </BusyButton>
          </div>
        </div>
      )}
    </div>
  );
}
