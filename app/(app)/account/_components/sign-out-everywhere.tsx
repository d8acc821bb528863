"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import { signOutAndClear, useSignOutQuestion } from "@/app/_components/sign-out-question";
import { signOutEverywhereAction } from "../actions";

export function SignOutEverywhere({ userId }: { userId: string }) {
  const router = useRouter();
  const { ask, question } = useSignOutQuestion(userId);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <FormMessage message={message} />
      <BusyButton
        busy={busy}
        className="rounded bg-stone-800 px-3 py-2 text-sm text-white"
        onClick={() =>
          ask(async (keepUnsent) => {
            setBusy(true);
            setMessage(null);
            const r = await signOutEverywhereAction({}).catch(() => null);
            if (!r?.ok) {
              setBusy(false);
              return setMessage(r?.message ?? "Could not reach the server. Nothing was changed; try again.");
            }
            await signOutAndClear(router, userId, keepUnsent);
          })
        }
      >
        {busy ? "Signing out everywhere…" : "Sign out everywhere"}
      </BusyButton>
      {question}
    </div>
  );
}
