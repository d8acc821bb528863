"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { inviteOrganiserAction, regenerateInviteAction, withdrawInvitationAction } from "../../actions";

export interface OpenInvitation {
  id: string;
  email: string;
  sentOn: string;
}

export function OrganiserTools({ campaignId, inviteCode, invitations }: { campaignId: string; inviteCode: string | null; invitations: OpenInvitation[] }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  /** A refusal is the email's: said under it, read with it, and the focus goes back to it. */
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby="organiser-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
      <h2 id="organiser-heading" className="font-semibold">
        Organiser tools
      </h2>
      <p className="text-sm">
        Invite code:{" "}
        <code className="rounded bg-stone-100 px-1 text-base" data-testid="invite-code">
          {inviteCode}
        </code>{" "}
        (players may type it at <em>Join a campaign</em>; the link above carries it)
      </p>
      <BusyButton
        className="rounded border border-stone-500 px-3 py-1 text-sm"
        busy={pending}
        onClick={async () => {
          if (!window.confirm("Make a new invite code? The old one stops working.")) return;
          setPending(true);
          await regenerateInviteAction({ campaignId }).catch(() => null);
          setPending(false);
          router.refresh();
        }}
      >
        New invite code
      </BusyButton>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          setPending(true);
          setMessage(null);
          setEmailError(null);
          const r = await inviteOrganiserAction({ campaignId, email }).catch(() => null);
          setPending(false);
          if (!r) return setMessage("Could not reach the server. Nobody was invited.");
          if (!r.ok) {
            setEmailError(r.fieldErrors?.email?.[0] ?? r.message);
            return emailInput.current?.focus();
          }
          setEmail("");
          setMessage(r.data.message);
          router.refresh();
        }}
      >
        <div className="flex flex-col text-sm">
          <label htmlFor={`${campaignId}-organiser-email`}>Invite an organiser (email)</label>
          <input
            ref={emailInput}
            id={`${campaignId}-organiser-email`}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${campaignId}-organiser-email-error` : undefined}
            className="rounded border border-stone-400 px-2 py-1 aria-[invalid=true]:border-red-700"
          />
        </div>
        <BusyButton type="submit" busy={pending} className="rounded bg-stone-800 px-3 py-1 text-sm text-white">
          {pending ? "Sending…" : "Invite organiser"}
        </BusyButton>
        <span id={`${campaignId}-organiser-email-error`} aria-live="polite" className="basis-full text-sm text-red-700">
          {emailError}
        </span>
        <span role="status" aria-live="polite" className="text-sm">
          {message}
        </span>
      </form>
      {invitations.length > 0 && (
        <div className="text-sm">
          <h3 className="font-semibold">Invitations not yet answered</h3>
          <ul aria-label="Open invitations" className="space-y-1">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-2">
                <span className="wrap-anywhere">{i.email}</span> <span className="text-stone-600">sent {i.sentOn}</span>
                <BusyButton
                  busy={pending}
                  className="rounded border border-stone-500 px-2 py-0.5"
                  aria-label={`Withdraw the invitation to ${i.email}`}
                  onClick={async () => {
                    setPending(true);
                    await withdrawInvitationAction({ campaignId, invitationId: i.id }).catch(() => null);
                    setPending(false);
                    router.refresh();
                  }}
                >
                  Withdraw
                </BusyButton>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
