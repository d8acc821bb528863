"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { setRetiredAction } from "../actions";

export function RetireButton({ gangId, retired }: { gangId: string; retired: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  // a BusyButton keeps the keyboard focus while it works; it is the same button afterwards, relabelled
  return (
    <BusyButton
      busy={pending}
      className="rounded border border-stone-500 px-3 py-2 text-sm"
      onClick={async () => {
        if (!retired && !window.confirm("Retire this gang? It stays on record but is marked as retired.")) return;
        setPending(true);
        await setRetiredAction({ gangId, retired: !retired }).catch(() => null);
        setPending(false);
        router.refresh();
      }}
    >
      {pending ? "Saving…" : retired ? "Bring out of retirement" : "Retire gang"}
    </BusyButton>
  );
}
