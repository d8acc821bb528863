"use client";
import { useState } from "react";
import type { ActionResult } from "@/lib/contracts/result";
import { BusyButton } from "./busy-button";
import { useRefreshThenFocus } from "./use-refresh-then-focus";

/**
 * A button for an action that changes what others see (confirm a result, withdraw a battle): asks
 * first in the browser's own dialog (keyboard and screen-reader friendly), then runs `run`,
 * refreshes the page on success and shows a refusal beside the button. Such a button is gone once
 * its action is done, so the keyboard focus then goes to `focusAfter` (an element id; it should say
 * what changed, e.g. the battle now marked Confirmed).
 */
export function AskFirstButton({
  question,
  run,
  label,
  busyLabel,
  unreachable,
  className,
  focusAfter,
  subject,
}: {
  question: string;
  run: () => Promise<ActionResult<unknown>>;
  label: string;
  busyLabel: string;
  /** Said when the server cannot be reached, e.g. "Nothing was withdrawn." */
  unreachable: string;
  className: string;
  focusAfter: string;
  /** What it acts on ("Scrap Run"), added out of sight to the button's name when a page has several alike: "Confirm result: Scrap Run". */
  subject?: string;
}) {
  const refreshThenFocus = useRefreshThenFocus();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <BusyButton
        busy={pending}
        className={className}
        onClick={async () => {
          if (!window.confirm(question)) return;
          setPending(true);
          setMessage(null);
          const r = await run().catch(() => null);
          setPending(false);
          if (!r || !r.ok) return setMessage(r?.message ?? `Could not reach the server. ${unreachable}`);
          refreshThenFocus(focusAfter);
        }}
      >
        {pending ? busyLabel : label}
        {subject && <span className="sr-only">: {subject}</span>}
      </BusyButton>
      <span role="status" className="text-sm text-red-700">
        {message}
      </span>
    </span>
  );
}
