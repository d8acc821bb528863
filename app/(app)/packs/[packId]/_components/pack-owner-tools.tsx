"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import { deletePackAction, setPackRetiredAction } from "../../actions";

/** Retire (or bring back) and delete, each asked first; a refusal (a pack in use) is said beside them. */
export function PackOwnerTools({ packId, name, retired }: { packId: string; name: string; retired: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const run = async (question: string, action: () => Promise<{ ok: boolean; message?: string } | null>, after: () => void) => {
    if (!window.confirm(question)) return;
    setBusy(true);
    setMessage(null);
    const r = await action().catch(() => null);
    setBusy(false);
    if (!r) return setMessage("Could not reach the server. Nothing was changed.");
    if (!r.ok) return setMessage(r.message ?? "That was refused.");
    after();
  };
  const button = "rounded border px-3 py-2 text-sm";
  return (
    <div className="space-y-2">
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-2">
        <BusyButton
          busy={busy}
          className={`${button} border-stone-500`}
          onClick={() =>
            run(
              retired
                ? `Bring ${name} back? Gangs can recruit and buy from it again.`
                : `Retire ${name}? Gangs keep the fighters they have from it, but nothing new is recruited or bought from it and no campaign can newly set it.`,
              () => setPackRetiredAction({ packId, retired: !retired }),
              () => router.refresh(),
            )
          }
        >
          {retired ? "Bring back" : "Retire pack"}
        </BusyButton>
        <BusyButton
          busy={busy}
          className={`${button} border-red-700 text-red-800`}
          onClick={() =>
            run(
              `Delete ${name} and all its revisions? This cannot be undone.`,
              () => deletePackAction({ packId }),
              () => router.push("/packs"),
            )
          }
        >
          Delete pack
        </BusyButton>
      </div>
    </div>
  );
}
