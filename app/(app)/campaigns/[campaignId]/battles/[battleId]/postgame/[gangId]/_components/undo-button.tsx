"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormMessage } from "@/app/_components/form-message";
import { undoPostgameAction } from "../actions";

/** Organisers only: puts the gang back exactly as it was before this post-game, after a confirmation. */
export function UndoButton({ battleId, gangId, gangName }: { battleId: string; gangId: string; gangName: string }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function undo() {
    setPending(true);
    setMessage(null);
    const result = await undoPostgameAction({ battleId, gangId }).catch(() => null);
    setPending(false);
    if (!result) return setMessage("Could not reach the server. Nothing was changed; try again.");
    if (!result.ok) return setMessage(result.message);
    setAsking(false);
    router.refresh();
  }

  return (
    <div className="space-y-2">
      <FormMessage message={message} />
      {!asking ? (
        <button type="button" onClick={() => setAsking(true)} className="rounded border border-red-700 px-4 py-2 text-red-800 hover:bg-red-50">Undo this post-game</button>
      ) : (
        <div role="group" aria-labelledby="undo-question" className="space-y-2 rounded border border-red-300 bg-red-50 p-3">
          <p id="undo-question">Undo the whole post-game? {gangName} goes back exactly to how it was before it: vehicles, fighters, experience and credits.</p>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={undo} disabled={pending} aria-busy={pending} className="rounded bg-red-800 px-4 py-2 text-white disabled:opacity-60">{pending ? "Undoing…" : "Yes, undo it"}</button>
            <button type="button" onClick={() => setAsking(false)} disabled={pending} className="rounded border border-stone-500 px-4 py-2">Keep it</button>
          </div>
        </div>
      )}
    </div>
  );
}
