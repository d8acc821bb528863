"use client";
import type { ComponentProps } from "react";

/**
 * A button that is busy while its work runs: it says so (aria-disabled, aria-busy) and ignores
 * presses, but stays focusable. A `disabled` button drops the keyboard focus to the page body, so
 * after a refusal the next Tab started again from the top of the page.
 */
export function BusyButton({ busy, onClick, className = "", ...rest }: ComponentProps<"button"> & { busy: boolean }) {
  return (
    <button
      type="button"
      {...rest}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      className={`${className} aria-disabled:cursor-wait aria-disabled:opacity-60`}
      onClick={(e) => {
        // a press while busy (or Enter in a field, which presses the form's submit button) does nothing
        if (busy) return e.preventDefault();
        onClick?.(e);
      }}
    />
  );
}
