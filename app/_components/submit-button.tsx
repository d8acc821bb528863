import type { ButtonHTMLAttributes } from "react";
import { BusyButton } from "./busy-button";

/**
 * A form's submit button. `subject` (what the form acts on, "Grimjaw") is added to its name for
 * screen readers, out of sight, when a page has several alike: "Save fighter: Grimjaw".
 */
export function SubmitButton({
  pending,
  children,
  pendingText,
  className,
  subject,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingText: string; subject?: string }) {
  return (
    <BusyButton type="submit" busy={pending} className={className ?? "rounded bg-rust-700 px-4 py-2 font-medium text-white hover:bg-rust-800"} {...rest}>
      {pending ? pendingText : children}
      {subject && <span className="sr-only">: {subject}</span>}
    </BusyButton>
  );
}
