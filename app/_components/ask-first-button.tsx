"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { ActionResult } from "@/app/_schemas/result";

/**
 * A button for an action that changes what others see (confirm a result, withdraw a battle): asks
 * first in the browser's own dialog (keyboard and screen-reader friendly), then runs `run`,
 * refreshes the page on success and shows a refusal beside the button.
 */
export function AskFirstButton({ question, run, label, busyLabel, unreachable, className }: {
  question: string;
  run: () => Promise<ActionResult<unknown>>;
  label: string;
  busyLabel: string;
  /** Said when the server cannot be reached, e.g. "Nothing was withdrawn." */
  unreachable: string;
  className: string;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" disabled={pending} className={`${className} disabled:opacity-60`}
        onClick={async () => {
          if (!window.confirm(question)) return;
          setPending(true);
          setMessage(null);
          const r = await run().catch(() => null);
          setPending(false);
          if (!r || !r.ok) return setMessage(r?.message ?? `Could not reach the server. ${unreachable}`);
          router.refresh();
        }}>
        {pending ? busyLabel : label}
      </button>
      <span role="status" className="text-sm text-red-700">{message}</span>
    </span>
  );
}
