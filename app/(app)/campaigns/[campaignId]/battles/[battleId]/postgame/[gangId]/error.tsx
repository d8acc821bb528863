"use client";

export default function PostgameError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="space-y-3">
      <h1 className="text-2xl font-bold">The post-game could not be shown</h1>
      <p>Nothing was applied to the gang. Try again, and if it keeps happening, reload the page.</p>
      <button type="button" onClick={reset} className="rounded bg-stone-800 px-4 py-2 text-white">
        Try again
      </button>
    </section>
  );
}
