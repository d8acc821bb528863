"use client";

export default function FriendlyBattleError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section role="alert" className="space-y-3">
      <h1 className="text-2xl font-bold">The battle screen could not be shown</h1>
      <p>The battle kept on this device is safe. Try again, and if it keeps happening, reload the page.</p>
      <button type="button" onClick={reset} className="min-h-11 rounded bg-stone-800 px-4 py-2 text-white">
        Try again
      </button>
    </section>
  );
}
