/** The form-level message (server refusals, network failures), announced when it changes. */
export function FormMessage({ message }: { message?: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className={message ? "rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800" : "sr-only"}>
      {message}
    </div>
  );
}
