"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { addOrganiserAction, regenerateInviteAction } from "../../actions";

export function OrganiserTools({ campaignId, inviteCode }: { campaignId: string; inviteCode: string | null }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** A refusal is the email's: said under it, read with it, and the focus goes back to it. */
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby="organiser-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
      <h2 id="organiser-heading" className="font-semibold">Organiser tools</h2>
      <p className="text-sm">Invite code: <code className="rounded bg-stone-100 px-1 text-base" data-testid="invite-code">{inviteCode}</code> — players join at <code>/campaigns/join?code={inviteCode}</code></p>
      <BusyButton className="rounded border border-stone-500 px-3 py-1 text-sm" busy={pending}
        onClick={async () => {
          if (!window.confirm("Make a new invite code? The old one stops working.")) return;
          setPending(true);
          await regenerateInviteAction({ campaignId }).catch(() => null);
          setPending(false);
          router.refresh();
        }}>New invite code</BusyButton>
      <form className="flex flex-wrap items-end gap-2" onSubmit={async (e) => {
        e.preventDefault();
        setPending(true);
        setMessage(null);
        setEmailError(null);
        const r = await addOrganiserAction({ campaignId, email }).catch(() => null);
        setPending(false);
        if (!r) return setMessage("Could not reach the server. Nobody was added.");
        if (!r.ok) {
          setEmailError(r.fieldErrors?.email?.[0] ?? r.message);
          return emailInput.current?.focus();
        }
        setEmail("");
        setMessage("Added.");
        router.refresh();
      }}>
        <div className="flex flex-col text-sm">
          <label htmlFor={`${campaignId}-organiser-email`}>Add an organiser (email)</label>
          <input ref={emailInput} id={`${campaignId}-organiser-email`} type="email" value={email} onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined} aria-describedby={emailError ? `${campaignId}-organiser-email-error` : undefined}
            className="rounded border border-stone-400 px-2 py-1 aria-[invalid=true]:border-red-700" />
        </div>
        <BusyButton type="submit" busy={pending} className="rounded bg-stone-800 px-3 py-1 text-sm text-white">{pending ? "Saving…" : "Add organiser"}</BusyButton>
        <span id={`${campaignId}-organiser-email-error`} aria-live="polite" className="basis-full text-sm text-red-700">{emailError}</span>
        <span role="status" aria-live="polite" className="text-sm">{message}</span>
      </form>
    </section>
  );
}
