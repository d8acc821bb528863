import type { Metadata } from "next";
import Link from "next/link";
import { loadMyInvitations } from "@/server/campaigns/invitations";
import { loadCampaignList } from "@/server/campaigns/queries";
import { db } from "@/server/db";
import { requirePageUser } from "@/server/session";
import { CreateCampaignForm } from "./_components/create-campaign-form";
import { Invitations } from "./_components/invitations";

export const metadata: Metadata = { title: "Campaigns" };

export default async function CampaignsPage() {
  const user = await requirePageUser("/campaigns");
  const [{ mine, publicOnes }, invitations] = await Promise.all([loadCampaignList(db(), user.id), loadMyInvitations(db(), user.email)]);
  const item = (c: (typeof publicOnes)[number] & { role?: string }) => (
    <li key={c.id} className="rounded border border-stone-300 bg-white p-3">
      <Link href={`/campaigns/${c.id}`} className="font-semibold text-rust-700 underline">
        {c.name}
      </Link>
      <p className="text-sm text-stone-600">
        {c.role ? `${c.role} · ` : ""}
        {c._count.gangs} gangs · {c._count.battles} battles
      </p>
    </li>
  );
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">Campaigns</h1>
          <Link href="/campaigns/join" className="rounded border border-stone-500 px-3 py-2 text-sm">
            Join with a code
          </Link>
        </div>
        {invitations.length > 0 && (
          <Invitations invitations={invitations.map((i) => ({ id: i.id, campaignName: i.campaign.name, invitedBy: i.invitedBy.name }))} />
        )}
        {mine.length === 0 ? (
          <p className="rounded border border-dashed border-stone-400 p-3">
            You are in no campaign yet. Create one below, or join with an invite link or code.{" "}
            <Link href="/help/getting-started#campaigns" className="text-rust-700 underline">
              How campaigns work
            </Link>
            .
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label="My campaigns">
            {mine.map(item)}
          </ul>
        )}
        {publicOnes.length > 0 && (
          <>
            <h2 className="text-lg font-semibold">Public campaigns</h2>
            <ul className="grid gap-2 sm:grid-cols-2">{publicOnes.map(item)}</ul>
          </>
        )}
      </section>
      <section className="space-y-3 rounded border border-stone-300 bg-white p-4">
        <h2 className="text-xl font-semibold">New campaign</h2>
        <CreateCampaignForm />
      </section>
    </div>
  );
}
