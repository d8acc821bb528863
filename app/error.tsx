"use client";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="space-y-3">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p>Nothing you entered was lost. Try again, and if it keeps happening, reload the page.</p>
      <button type="button" onClick={reset} className="rounded bg-stone-800 px-4 py-2 text-white">
        Try again
      </button>
    </section>
  );
}
