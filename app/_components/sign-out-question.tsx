"use client";
// Before signing out: if this device holds campaign battles the campaign does not have yet, the
// player says whether to keep them (the default, focused first) or lose them with the rest of
// their battle data. See battle/sign-out-cleanup.ts for what goes either way.
import { signOut } from "next-auth/react";
import type { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { clearDeviceOnSignOut, unsentOnDevice } from "./battle/sign-out-cleanup";

/** Ends the session on this device, then the device forgets the user's battles (after: a failed sign-out leaves all as it was), then sign in. */
export async function signOutAndClear(router: ReturnType<typeof useRouter>, userId: string, keepUnsent: boolean) {
  await signOut({ redirect: false });
  await clearDeviceOnSignOut(userId, keepUnsent);
  router.push("/signin");
  router.refresh();
}

type Go = (keepUnsent: boolean) => void;

export function useSignOutQuestion(userId: string): { ask: (go: Go) => void; question: ReactNode } {
  const [pending, setPending] = useState<{ count: number; go: Go } | null>(null);
  const ask = (go: Go) => {
    const count = unsentOnDevice(localStorage, userId);
    if (count === 0) go(false);
    else setPending({ count, go });
  };
  const answer = (keep: boolean) => {
    setPending(null);
    pending?.go(keep);
  };
  const question = pending && (
    <div
      role="alertdialog"
      aria-labelledby="unsent-title"
      aria-describedby="unsent-text"
      className="mt-3 space-y-2 rounded border border-amber-700 bg-amber-50 p-2 text-sm"
    >
      <p id="unsent-title" className="font-semibold">
        {pending.count === 1 ? "1 battle on this device is not sent yet" : `${pending.count} battles on this device are not sent yet`}
      </p>
      <p id="unsent-text">Signing out clears your battles from this device. Keep the unsent ones to send them when you sign in again here.</p>
      <div className="flex flex-col gap-2">
        {/* focused first: the safe answer is the one a quick Enter gives */}
        <button type="button" autoFocus className="min-h-11 rounded bg-stone-800 px-3 py-2 text-white" onClick={() => answer(true)}>
          Keep them on this device
        </button>
        <button type="button" className="min-h-11 rounded border border-red-800 px-3 py-2 text-red-900" onClick={() => answer(false)}>
          {pending.count === 1 ? "Lose it" : `Lose all ${pending.count}`}
        </button>
        <button type="button" className="min-h-11 rounded border border-stone-500 px-3 py-2" onClick={() => setPending(null)}>
          Stay signed in
        </button>
      </div>
    </div>
  );
  return { ask, question };
}
