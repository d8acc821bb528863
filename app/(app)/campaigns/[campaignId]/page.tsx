import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { findVisibleCampaign } from "@/server/campaigns/access";
import { loadOpenInvitations } from "@/server/campaigns/invitations";
import { BATTLE_STATUSES, loadCampaignHistory, loadCampaignPage } from "@/server/campaigns/queries";
import { db } from "@/server/db";
import { currentUser } from "@/server/session";
import { AddEquipmentForm } from "@/app/_components/add-equipment-form";
import { loadCampaignPacks } from "@/server/packs/queries";
import { CampaignPacks } from "./_components/campaign-packs";
import { EnterMyGang } from "./_components/enter-my-gang";
import { InviteLinkPanel } from "./_components/invite-link-panel";
import { BattleList } from "./_components/battle-list";
import { OrganiserTools } from "./_components/organiser-tools";
import { ProgressChart } from "./_components/progress-chart";
import { StandingsTable } from "./_components/standings-table";

// The page's own access rule (loadCampaignPage starts with it), without loading the whole league.
const visibleCampaignName = cache(async (campaignId: string, userId: string | null) =>
  (await findVisibleCampaign(db(), campaignId, userId))?.campaign.name ?? null);

/** The campaign's name in the title only for a user who may see it; anyone else gets a neutral one. */
export async function generateMetadata({ params }: { params: Promise<{ campaignId: string }> }): Promise<Metadata> {
  const { campaignId } = await params;
  const user = await currentUser();
  const name = await visibleCampaignName(campaignId, user?.id ?? null);
  return { title: name ?? (user ? "Not found" : "Campaign") };
}

type Search = Promise<{ gang?: string | string[]; status?: string | string[] }>;

export default async function CampaignPage({ params, searchParams }: { params: Promise<{ campaignId: string }>; searchParams: Search }) {
  const { campaignId } = await params;
  const sp = await searchParams;
  const gang = typeof sp.gang === "string" && sp.gang ? sp.gang : undefined;
  const status = BATTLE_STATUSES.find((s) => s === sp.status);
  const user = await currentUser();
  const data = await loadCampaignPage(db(), campaignId, user?.id ?? null, { gangId: gang, status });
  if (!data) {
    if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/campaigns/${campaignId}`)}`);
    notFound();
  }
  const { campaign, role } = data;
  const [history, invitations, packs] = await Promise.all([
    loadCampaignHistory(db(), campaignId),
    role === "organiser" ? loadOpenInvitations(db(), campaignId) : [],
    loadCampaignPacks(db(), campaignId, user?.id ?? null, role === "organiser"),
  ]);
  const series = (pick: (e: (typeof history)[number]) => number) =>
    data.gangs.map((g) => ({ name: g.name, points: history.filter((e) => e.gangId === g.id).map((e) => ({ t: e.createdAt.getTime(), v: pick(e) })) }));
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{campaign.name}</h1>
        <p className="text-stone-600">
          {role ? `You are ${role === "organiser" ? "an organiser" : "a player"}` : "Public campaign"}
          {campaign.startsOn ? ` · ${campaign.startsOn.toISOString().slice(0, 10)}` : ""}{campaign.endsOn ? ` to ${campaign.endsOn.toISOString().slice(0, 10)}` : ""}
          {` · starting credits ${campaign.startingCredits} · points ${campaign.pointsWin}/${campaign.pointsDraw}/${campaign.pointsLoss}`}
        </p>
        {campaign.description && <p className="whitespace-pre-line">{campaign.description}</p>}
        {campaign.houseRules && <details><summary className="cursor-pointer text-rust-700">House rules</summary><p className="whitespace-pre-line">{campaign.houseRules}</p></details>}
        <p className="text-sm">Organisers: {data.members.filter((m) => m.role === "organiser").map((m) => m.user.name).join(", ")}</p>
      </header>
      {role === "organiser" && <InviteLinkPanel inviteCode={campaign.inviteCode} />}
      {role === "organiser" && user && <EnterMyGang userId={user.id} inviteCode={campaign.inviteCode} campaignName={campaign.name} />}
      {role === "organiser" && <OrganiserTools campaignId={campaign.id} inviteCode={campaign.inviteCode} invitations={invitations.map((i) => ({ id: i.id, email: i.email, sentOn: i.createdAt.toISOString().slice(0, 10) }))} />}
      <section className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold">Standings</h2>
          <Link href={`/campaigns/${campaign.id}/standings`} className="text-sm text-rust-700 underline">Printable league table</Link>
        </div>
        <StandingsTable rows={data.standings} caption={`${campaign.name}: league table`} />
      </section>
      <BattleList data={data} userId={user?.id ?? null} filters={{ gang, status }} />
      <section className="grid gap-4 md:grid-cols-2" aria-label="Charts">
        <ProgressChart title="Gang rating" series={series((e) => e.rating)} />
        <ProgressChart title="Credits" series={series((e) => e.balanceAfter)} />
      </section>
      <section aria-labelledby="timelines-heading" className="space-y-2">
        <h2 id="timelines-heading" className="text-xl font-semibold">Gang timelines</h2>
        {data.gangs.map((g) => (
          <details key={g.id} className="rounded border border-stone-300 bg-white p-2">
            <summary className="cursor-pointer font-medium">{g.name} <span className="text-stone-600">({g.owner.name})</span></summary>
            <ol className="mt-1 space-y-1 text-sm">
              {history.filter((e) => e.gangId === g.id).reverse().slice(0, 100).map((e, i) => (
                <li key={i}><time dateTime={e.createdAt.toISOString()} className="text-stone-600">{e.createdAt.toISOString().slice(0, 10)}</time> {e.summary} <span className="text-stone-600">({e.balanceAfter} credits, rating {e.rating})</span></li>
              ))}
            </ol>
          </details>
        ))}
      </section>
      <CampaignPacks campaignId={campaign.id} pins={packs.pins} mine={packs.mine} organiser={role === "organiser"} />
      <section aria-labelledby="campaign-catalogue-heading" className="space-y-2">
        <h2 id="campaign-catalogue-heading" className="text-xl font-semibold">Campaign equipment</h2>
        <p className="text-sm text-stone-700">Every gang in the campaign sees these items beside the default catalogue (a starting point to match to your book).</p>
        {data.equipment.length === 0 ? <p className="text-sm text-stone-600">No campaign items yet.</p> : (
          <ul className="flex flex-wrap gap-2 text-sm">{data.equipment.map((e) => <li key={e.id} className="rounded bg-white px-2 py-1">{e.name} · {e.category} · {e.cost} credits{e.traits ? ` · ${e.traits}` : ""}</li>)}</ul>
        )}
        {role === "organiser" && <AddEquipmentForm scope={{ campaignId: campaign.id }} />}
      </section>
      <section aria-labelledby="feed-heading" className="space-y-2">
        <h2 id="feed-heading" className="text-xl font-semibold">Activity</h2>
        <ol className="space-y-1 text-sm">
          {data.activity.map((a) => (
            <li key={a.id} className="rounded bg-white px-2 py-1"><time dateTime={a.createdAt.toISOString()} className="text-stone-600">{a.createdAt.toISOString().slice(0, 16).replace("T", " ")}</time> {a.summary}{a.actor ? <span className="text-stone-600"> · {a.actor.name}</span> : null}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
