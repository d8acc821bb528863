"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { createShareLinkAction, revokeShareLinkAction } from "../share-actions";

/**
 * The gang's read-only public link: create it, copy it, open it, revoke it (asked first). The
 * page shows the state the server confirmed, never an optimistic one.
 */
export function ShareLinkPanel({ gangId, token }: { gangId: string; token: string | null }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const path = token ? `/share/${token}` : null;

  const run = async (action: () => Promise<{ ok: boolean; message?: string } | null>) => {
    setPending(true);
    setMessage(null);
    const result = await action().catch(() => null);
    setPending(false);
    if (!result) return setMessage("Could not reach the server. Nothing was changed; try again.");
    if (!result.ok) return setMessage(result.message ?? "That did not work.");
    router.refresh();
  };
  const copy = async () => {
    if (!path) return;
    const url = new URL(path, window.location.origin).toString();
    const done = await navigator.clipboard?.writeText(url).then(() => true, () => false);
    setMessage(done ? "Link copied." : `Copy this link: ${url}`);
  };
  const button = "rounded border border-stone-500 px-3 py-2 text-sm disabled:opacity-60";

  return (
    <div className="flex flex-wrap items-center gap-2">
      {path ? (
        <>
          <a href={path} target="_blank" rel="noreferrer" className="rounded border border-stone-500 px-3 py-2 text-sm text-rust-700 underline">Open share link</a>
          <button type="button" className={button} onClick={copy}>Copy share link</button>
          <button type="button" disabled={pending} className={`${button} border-red-700 text-red-800`}
            onClick={() => window.confirm("Revoke the share link? Anyone holding it will no longer see this gang. A new link can be made later.") && run(() => revokeShareLinkAction({ gangId }))}>
            {pending ? "Revoking…" : "Revoke share link"}
          </button>
        </>
      ) : (
        <button type="button" disabled={pending} className={button} onClick={() => run(() => createShareLinkAction({ gangId }))}>
          {pending ? "Creating…" : "Create share link"}
        </button>
      )}
      <span role="status" aria-live="polite" className="text-sm text-stone-700">{message}</span>
    </div>
  );
}
