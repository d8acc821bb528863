"use client";
// A post-game's answers survive a reload or a trip to another page: they are kept in this tab's
// sessionStorage while the player works through the steps, keyed by battle, gang and the roster
// version the wizard was loaded at (answers for an older roster are never restored), and dropped
// once applied. Closing the tab with answers typed asks first (the browser's own "Leave site?").
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { PostgameFormValues, PostgameInput } from "@/lib/contracts/postgame";

export interface PostgameDraft {
  values: PostgameFormValues;
  page: number;
}

type Ref = Pick<PostgameInput, "battleId" | "gangId" | "version">;

export const draftKey = (d: Ref): string => `postgame-draft:${d.battleId}:${d.gangId}:${d.version}`;

/**
 * The stored draft if it is for this post-game (same battle, gang and roster version), with its
 * page kept within 0..`pages`; null for anything else (nothing stored, another post-game, not JSON).
 * Half-typed answers are restored as they were: the steps check them again before moving on.
 */
export function readDraft(text: string | null, ref: Ref, pages: number): PostgameDraft | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as { values?: Partial<Record<keyof PostgameFormValues, unknown>>; page?: unknown };
    const v = raw?.values;
    if (!v || typeof v !== "object" || v.battleId !== ref.battleId || v.gangId !== ref.gangId || Number(v.version) !== ref.version) return null;
    // a draft from before the fighter half of the post-game holds "died" ticks and no injury
    // answers: restored, its deaths would be lost without a word, so it starts afresh
    if (!Array.isArray(v.injuries)) return null;
    const page = typeof raw.page === "number" && Number.isInteger(raw.page) ? Math.min(Math.max(raw.page, 0), pages) : 0;
    return { values: v as PostgameFormValues, page };
  } catch {
    return null;
  }
}

/**
 * Restores a draft once on mount (`onRestore` gets its page), then saves the answers and the page
 * on every change. Returns `discard`, to forget the draft once applied, and `forget`, to drop it
 * and start over (the caller resets the form).
 */
export function usePostgameDraft(
  form: UseFormReturn<PostgameFormValues, unknown, PostgameInput>,
  ref: Ref,
  page: number,
  pages: number,
  onRestore: (page: number) => void,
) {
  const key = draftKey(ref);
  const applied = useRef(false);
  const pageNow = useRef(page);
  useEffect(() => {
    const draft = readDraft(sessionStorage.getItem(key), ref, pages);
    if (draft) {
      form.reset(draft.values, { keepDefaultValues: true });
      onRestore(draft.page);
    }
    // a field the player changed (a reset, as by "Start over", names none)
    const sub = form.watch((_, { name }) => {
      if (name !== undefined && !applied.current) saveDraft(key, form, pageNow.current);
    });
    const leaving = (e: BeforeUnloadEvent) => {
      if (!applied.current && sessionStorage.getItem(key) !== null) e.preventDefault();
    };
    window.addEventListener("beforeunload", leaving);
    return () => {
      sub.unsubscribe();
      window.removeEventListener("beforeunload", leaving);
    };
    // once per post-game (the key): the form object is stable for the wizard's lifetime
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    pageNow.current = page;
    // the page is worth keeping only with answers (a draft already stored)
    if (!applied.current && sessionStorage.getItem(key) !== null) saveDraft(key, form, page);
  }, [key, form, page]);
  return {
    discard: () => {
      applied.current = true;
      sessionStorage.removeItem(key);
    },
    forget: () => sessionStorage.removeItem(key),
  };
}

function saveDraft(key: string, form: UseFormReturn<PostgameFormValues, unknown, PostgameInput>, page: number): void {
  sessionStorage.setItem(key, JSON.stringify({ values: form.getValues(), page }));
}
