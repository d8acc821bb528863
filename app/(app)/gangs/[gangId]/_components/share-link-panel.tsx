"use client";
import { useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { useRefreshThenFocus } from "@/app/_components/use-refresh-then-focus";
import { createShareLinkAction, revokeShareLinkAction } from "../share-actions";

/**
 * The gang's read-only public link: create it, copy it, open it, revoke it (asked first). The
 * page shows the state the server confirmed, never an optimistic one.
 */
export function ShareLinkPanel({ gangId, token }: { gangId: string; token: string | null }) {
  const refreshThenFocus = useRefreshThenFocus();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const path = token ? `/share/${token}` : null;

  /** Runs a create or a revoke; its button is replaced by the other state's, which then takes the focus. */
  const run = async (action: () => Promise<{ ok: boolean; message?: string } | null>, done: string, focus: string) => {
    setPending(true);
    setMessage(null);
    const result = await action().catch(() => null);
    setPending(false);
    if (!result) return setMessage("Could not reach the server. Nothing was changed; try again.");
    if (!result.ok) return setMessage(result.message ?? "That did not work.");
    setMessage(done);
    refreshThenFocus(focus);
  };
  const copy = async () => {
    if (!path) return;
    const url = new URL(path, window.location.origin).toString();
    const done = await navigator.clipboard?.writeText(url).then(
      () => true,
      () => false,
    );
    setMessage(done ? "Link copied." : `Copy this link: ${url}`);
  };
  const button = "rounded border border-stone-500 px-3 py-2 text-sm";

  return (
    <div className="flex flex-wrap items-center gap-2">
      {path ? (
        <>
          <a href={path} target="_blank" rel="noreferrer" className="rounded border border-stone-500 px-3 py-2 text-sm text-rust-700 underline">
            Open share link
          </a>
          <button id={`${gangId}-share-copy`} type="button" className={button} onClick={copy}>
            Copy share link
          </button>
          <BusyButton
            busy={pending}
            className={`${button} border-red-700 text-red-800`}
            onClick={() =>
              window.confirm("Revoke the share link? Anyone holding it will no longer see this gang. A new link can be made later.") &&
              run(() => revokeShareLinkAction({ gangId }), "Share link revoked: it no longer opens.", `${gangId}-share-create`)
            }
          >
            {pending ? "Revoking…" : "Revoke share link"}
          </BusyButton>
        </>
      ) : (
        <BusyButton
          id={`${gangId}-share-create`}
          busy={pending}
          className={button}
          onClick={() => run(() => createShareLinkAction({ gangId }), "Share link created: copy it and send it to anyone.", `${gangId}-share-copy`)}
        >
          {pending ? "Creating…" : "Create share link"}
        </BusyButton>
      )}
      <span role="status" aria-live="polite" className="text-sm text-stone-700">
        {message}
      </span>
    </div>
  );
}
