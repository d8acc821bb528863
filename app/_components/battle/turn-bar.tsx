"use client";
// The turn's main actions within a thumb's reach on a phone held in one hand: a bar fixed to the
// bottom of the screen with the next turn and an undo of the last log entry. An open rule form
// takes its place as a sheet over the lower part of the screen, its Roll at the bottom.
import type { ReactNode } from "react";
import { button, primary } from "./ui";

const fixedBottom =
  "fixed inset-x-0 bottom-0 z-20 border-t border-stone-400 bg-stone-100 pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_6px_rgba(0,0,0,0.15)]";

/** How much of the page the sheet may cover; the page is padded by as much, so nothing stays hidden under it. */
export const SHEET_PAD = "pb-[70svh]";
export const BAR_PAD = "pb-24";

export function TurnBar({ lastEntry, onUndoLast, onNextTurn }: { lastEntry: number; onUndoLast: () => void; onNextTurn: () => void }) {
  return (
    <div className={fixedBottom}>
      <div className="mx-auto flex max-w-5xl items-center justify-end gap-2 px-4 py-2">
        {lastEntry > 0 && (
          <button type="button" className={button} aria-label={`Undo last: entry ${lastEntry}`} onClick={onUndoLast}>
            Undo last
          </button>
        )}
        <button type="button" className={primary} onClick={onNextTurn}>
          Next turn
        </button>
      </div>
    </div>
  );
}

// A form taller than the sheet scrolls inside it, its Roll row pinned to the sheet's bottom edge
// (rule-forms.tsx: DiceAndRoll `pinned`). The scroll padding keeps a field the browser scrolls to
// (tabbing, a phone's keyboard opening) above that row instead of under it.
export function FormSheet({ children }: { children: ReactNode }) {
  return (
    <div className={`${fixedBottom} max-h-[70svh] scroll-pb-36 overflow-y-auto`}>
      <div className="mx-auto max-w-5xl px-2 py-2">{children}</div>
    </div>
  );
}
