"use client";

export default function PacksError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="space-y-3">
      <h1 className="text-2xl font-bold">This pack page could not be shown</h1>
      <p>Nothing was changed. Try again, and if it keeps happening, go back to your packs.</p>
      <button type="button" onClick={reset} className="rounded bg-stone-800 px-4 py-2 text-white">
        Try again
      </button>
    </section>
  );
}
