import { db } from "@/server/db";
import { findJoinableGangs } from "@/server/gangs/queries";
import { EnterMyGangForm } from "./enter-my-gang-form";

/**
 * An organiser who also plays enters one of their gangs from the campaign page, without going
 * through the invite like a newcomer (the same join, with the campaign's own code).
 */
export async function EnterMyGang({ userId, inviteCode, campaignName }: { userId: string; inviteCode: string | null; campaignName: string }) {
  if (!inviteCode) return null;
  const gangs = await findJoinableGangs(db(), userId);
  if (gangs.length === 0) return null;
  return (
    <section aria-labelledby="enter-gang-heading" className="space-y-2 rounded border border-stone-300 bg-white p-3">
      <h2 id="enter-gang-heading" className="font-semibold">
        Play in {campaignName} too
      </h2>
      <EnterMyGangForm code={inviteCode} gangs={gangs} />
    </section>
  );
}
