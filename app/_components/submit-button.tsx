import type { ButtonHTMLAttributes } from "react";

export function SubmitButton({ pending, children, pendingText, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingText: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="rounded bg-rust-700 px-4 py-2 font-medium text-white hover:bg-rust-800 disabled:opacity-60"
      {...rest}
    >
      {pending ? pendingText : children}
    </button>
  );
}
