"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { addOrganiserAction, regenerateInviteAction } from "../../actions";

export function OrganiserTools({ campaignId, inviteCode }: { campaignId: string; inviteCode: string | null }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <section aria-labelledby="organiser-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
      <h2 id="organiser-heading" className="font-semibold">Organiser tools</h2>
      <p className="text-sm">Invite code: <code className="rounded bg-stone-100 px-1 text-base" data-testid="invite-code">{inviteCode}</code> — players join at <code>/campaigns/join?code={inviteCode}</code></p>
      <button type="button" className="rounded border border-stone-500 px-3 py-1 text-sm" disabled={pending}
        onClick={async () => {
          if (!window.confirm("Make a new invite code? The old one stops working.")) return;
          setPending(true);
          await regenerateInviteAction({ campaignId }).catch(() => null);
          setPending(false);
          router.refresh();
        }}>New invite code</button>
      <form className="flex flex-wrap items-end gap-2" onSubmit={async (e) => {
        e.preventDefault();
        setPending(true);
        setMessage(null);
        const r = await addOrganiserAction({ campaignId, email }).catch(() => null);
        setPending(false);
        if (!r) return setMessage("Could not reach the server.");
        if (!r.ok) return setMessage(r.fieldErrors?.email?.[0] ?? r.message);
        setEmail("");
        setMessage("Added.");
        router.refresh();
      }}>
        <label className="flex flex-col text-sm">Add an organiser (email)
          <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} className="rounded border border-stone-400 px-2 py-1" />
        </label>
        <button type="submit" disabled={pending} className="rounded bg-stone-800 px-3 py-1 text-sm text-white disabled:opacity-60">{pending ? "Saving…" : "Add organiser"}</button>
        <span role="status" aria-live="polite" className="text-sm">{message}</span>
      </form>
    </section>
  );
}
