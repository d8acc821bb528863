"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { signOutAndClear, useSignOutQuestion } from "./sign-out-question";

/**
 * The signed-in user's menu: a disclosure button, keyboard- and screen-reader-friendly. Escape
 * anywhere in it closes it (focus back on its button), and so does focus or a click leaving it.
 */
export function UserMenu({ userId, name, email }: { userId: string; name: string; email: string }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { ask, question } = useSignOutQuestion(userId);
  const router = useRouter();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(e) => {
        // focus moved to something outside (Tab); a click elsewhere is the pointerdown listener's
        // (Safari does not focus a clicked button, so a null relatedTarget must not close the menu)
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((o) => !o)}
        className="rounded border border-stone-500 px-3 py-1 text-sm"
      >
        {name} <span aria-hidden>▾</span>
      </button>
      {open && (
        <div id="user-menu" className="light-panel absolute right-0 z-30 mt-2 w-64 rounded border border-stone-300 bg-white p-3 text-stone-900 shadow-lg">
          {/* the whole address, wrapped anywhere it must: no tooltip for keyboard and touch users to miss */}
          <p className="text-sm text-stone-600">
            Signed in as <span className="font-medium text-stone-900 wrap-anywhere">{email}</span>
          </p>
          <Link href="/account" onClick={() => setOpen(false)} className="mt-3 block text-sm text-rust-700 underline">
            Password and sessions
          </Link>
          {question ?? (
            <button
              type="button"
              disabled={leaving}
              className="mt-3 w-full rounded bg-stone-800 px-3 py-2 text-sm text-white disabled:opacity-60"
              onClick={() =>
                ask((keepUnsent) => {
                  setLeaving(true);
                  void signOutAndClear(router, userId, keepUnsent);
                })
              }
            >
              {leaving ? "Signing out…" : "Sign out"}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
