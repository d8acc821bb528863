"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

/** How long to wait for the refreshed page to show the element (a slow server). */
const WAIT_MS = 10_000;

/**
 * Refreshes the page from the server, then puts the keyboard focus on the element with `id` as soon
 * as the page shows it (made focusable with tabindex=-1 if it is not). For actions whose button
 * goes away once they succeed (a confirmed battle has no Confirm button): without it the focus falls
 * to the page body and the next Tab starts again from the top. The wait does not depend on the
 * calling component, which the refresh may remove; it gives up if the user has moved the focus
 * elsewhere meanwhile.
 */
export function useRefreshThenFocus(): (id: string) => void {
  const router = useRouter();
  const [, startTransition] = useTransition();
  return (id: string) => {
    const from = document.activeElement;
    const until = performance.now() + WAIT_MS;
    startTransition(() => router.refresh());
    const look = () => {
      const active = document.activeElement;
      const free = active === null || active === document.body || active === from;
      const el = document.getElementById(id);
      if (el && free) {
        if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1"); // a heading or a list item takes the focus too
        el.focus();
        return;
      }
      if (free && performance.now() < until) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  };
}
