"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { setRetiredAction } from "../actions";

export function RetireButton({ gangId, retired }: { gangId: string; retired: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <button type="button" disabled={pending} className="rounded border border-stone-500 px-3 py-2 text-sm disabled:opacity-60"
      onClick={async () => {
        if (!retired && !window.confirm("Retire this gang? It stays on record but is marked as retired.")) return;
        setPending(true);
        await setRetiredAction({ gangId, retired: !retired }).catch(() => null);
        setPending(false);
        router.refresh();
      }}>
      {pending ? "Saving…" : retired ? "Bring out of retirement" : "Retire gang"}
    </button>
  );
}
