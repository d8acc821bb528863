import type { Metadata } from "next";
import Link from "next/link";
import { loadInvitePreview } from "@/server/campaigns/invite-link";
import { db } from "@/server/db";
import { findJoinableGangs } from "@/server/gangs/queries";
import { requirePageUser } from "@/server/session";
import { JoinForm } from "../_components/join-form";

export const metadata: Metadata = { title: "Join a campaign" };

const day = (d: Date | null) => d?.toISOString().slice(0, 10);

export default async function JoinPage({ searchParams }: { searchParams: Promise<{ code?: string | string[] }> }) {
  const { code } = await searchParams;
  const c = typeof code === "string" ? code.slice(0, 40) : "";
  const user = await requirePageUser(`/campaigns/join${c ? `?code=${encodeURIComponent(c)}` : ""}`);
  const [gangs, campaign] = await Promise.all([findJoinableGangs(db(), user.id), loadInvitePreview(db(), c)]);
  const dates = campaign && [day(campaign.startsOn), day(campaign.endsOn)].filter(Boolean).join(" to ");
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">{campaign ? `Join ${campaign.name}` : "Join a campaign"}</h1>
      {campaign ? (
        <div className="space-y-1 rounded border border-stone-300 bg-white p-3" aria-label="The campaign you are invited to" role="group">
          <p>
            You are invited to <strong>{campaign.name}</strong>
            {dates ? ` (${dates})` : ""}.
          </p>
          <p className="text-sm">Organised by {campaign.organisers.join(", ")}.</p>
          {campaign.description && <p className="line-clamp-4 whitespace-pre-line text-sm text-stone-700">{campaign.description}</p>}
        </div>
      ) : c ? (
        <p className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          No campaign has the invite code <code>{c}</code>: check it with your organiser, or type it below.
        </p>
      ) : (
        <p className="text-stone-700">Type the invite code your organiser gave you, or open their invite link.</p>
      )}
      {gangs.length === 0 ? (
        <p className="rounded border border-dashed border-stone-400 p-3">
          You need a gang that is not already in a campaign.{" "}
          <Link href="/gangs" className="text-rust-700 underline">
            Create or import a gang
          </Link>{" "}
          first, then open the invite again.
        </p>
      ) : (
        <JoinForm code={c} gangs={gangs} />
      )}
      <p className="text-sm">
        <Link href="/help/getting-started#campaigns" className="text-rust-700 underline">
          How campaigns work
        </Link>
      </p>
    </section>
  );
}
