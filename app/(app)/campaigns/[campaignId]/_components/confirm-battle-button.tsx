"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { confirmBattleAction } from "../../actions";

/** Confirming asks first, in the browser's dialog as deleting a gang does: a confirmed battle counts at once. */
export function ConfirmBattleButton({ campaignId, battleId, summary }: { campaignId: string; battleId: string; summary: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" disabled={pending} className="rounded bg-rust-700 px-3 py-1 text-sm text-white disabled:opacity-60"
        onClick={async () => {
          if (!window.confirm(`Confirm this result? ${summary}. It counts in the standings at once and each gang can run its post-game; only an organiser can void it afterwards.`)) return;
          setPending(true);
          setMessage(null);
          const r = await confirmBattleAction({ campaignId, battleId }).catch(() => null);
          setPending(false);
          if (!r || !r.ok) return setMessage(r?.message ?? "Could not reach the server.");
          router.refresh();
        }}>
        {pending ? "Confirming…" : "Confirm result"}
      </button>
      <span role="status" className="text-sm text-red-700">{message}</span>
    </span>
  );
}
