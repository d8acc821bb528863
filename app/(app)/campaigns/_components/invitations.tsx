"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import { answerInvitationAction } from "../actions";

export interface Invitation {
  id: string;
  campaignName: string;
  invitedBy: string;
}

/** Invitations to organise a campaign, each accepted or declined here: nobody becomes an organiser without saying yes. */
export function Invitations({ invitations }: { invitations: Invitation[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const answer = async (invitation: Invitation, accept: boolean) => {
    setBusy(invitation.id);
    setMessage(null);
    const r = await answerInvitationAction({ invitationId: invitation.id, accept }).catch(() => null);
    setBusy(null);
    if (!r) return setMessage("Could not reach the server. Nothing was changed; try again.");
    if (!r.ok) setMessage(r.message);
    if (r.ok && accept) return router.push(`/campaigns/${r.data.campaignId}`);
    router.refresh();
  };
  return (
    <section aria-labelledby="invitations-heading" className="space-y-2 rounded border border-amber-400 bg-amber-50 p-3">
      <h2 id="invitations-heading" className="text-lg font-semibold">
        Invitations to organise
      </h2>
      <FormMessage message={message} />
      <ul className="space-y-2">
        {invitations.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-2">
            <span className="grow">
              <strong>{i.invitedBy}</strong> invites you to organise <strong>{i.campaignName}</strong>.
            </span>
            <BusyButton
              busy={busy !== null}
              className="rounded bg-stone-800 px-3 py-1 text-sm text-white"
              aria-label={`Accept: organise ${i.campaignName}`}
              onClick={() => answer(i, true)}
            >
              Accept
            </BusyButton>
            <BusyButton
              busy={busy !== null}
              className="rounded border border-stone-500 px-3 py-1 text-sm"
              aria-label={`Decline: do not organise ${i.campaignName}`}
              onClick={() => answer(i, false)}
            >
              Decline
            </BusyButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
