import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { findVisibleCampaign } from "@/server/campaigns/access";
import { loadOpenInvitations } from "@/server/campaigns/invitations";
import { campaignPageSearchSchema } from "@/lib/contracts/league";
import { decodeCursor } from "@/lib/league/cursor";
import { chartData } from "@/lib/league/series";
import { loadCampaignPage } from "@/server/campaigns/queries";
import { CHARTED_BATTLES } from "@/server/campaigns/series";
import { db } from "@/server/db";
import { currentUser } from "@/server/session";
import { AddEquipmentForm } from "@/app/_components/add-equipment-form";
import { loadCampaignPacks } from "@/server/packs/queries";
import { CampaignPacks } from "./_components/campaign-packs";
import { EnterMyGang } from "./_components/enter-my-gang";
import { InviteLinkPanel } from "./_components/invite-link-panel";
import { BattleList } from "./_components/battle-list";
import { GangTimelines } from "./_components/gang-timeline";
import { PageLinks, withSearch } from "./_components/page-links";
import { OrganiserTools } from "./_components/organiser-tools";
import { ProgressCharts } from "./_components/progress-chart";
import { StandingsTable } from "./_components/standings-table";

// The page's own access rule, asked once per request by the title and the page (loadCampaignPage
// takes its answer), without loading the whole league.
const visibleCampaign = cache((campaignId: string, userId: string | null) => findVisibleCampaign(db(), campaignId, userId));

/** The campaign's name in the title only for a user who may see it; anyone else gets a neutral one. */
export async function generateMetadata({ params }: { params: Promise<{ campaignId: string }> }): Promise<Metadata> {
  const { campaignId } = await params;
  const user = await currentUser();
  const name = (await visibleCampaign(campaignId, user?.id ?? null))?.campaign.name ?? null;
  return { title: name ?? (user ? "Not found" : "Campaign") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

const cursorAt = (s: string | undefined) => (s ? (decodeCursor(s) ?? undefined) : undefined);

export default async function CampaignPage({ params, searchParams }: { params: Promise<{ campaignId: string }>; searchParams: Search }) {
  const { campaignId } = await params;
  const sp = campaignPageSearchSchema.parse(await searchParams);
  const { gang, status } = sp;
  const user = await currentUser();
  const data = await loadCampaignPage(
    db(),
    campaignId,
    user?.id ?? null,
    { gangId: gang, status },
    {
      older: cursorAt(sp.older),
      newer: cursorAt(sp.newer),
      feedOlder: cursorAt(sp.feedOlder),
      feedNewer: cursorAt(sp.feedNewer),
    },
    await visibleCampaign(campaignId, user?.id ?? null),
  );
  if (!data) {
    if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/campaigns/${campaignId}`)}`);
    notFound();
  }
  const { campaign, role } = data;
  const [invitations, packs] = await Promise.all([
    role === "organiser" ? loadOpenInvitations(db(), campaignId) : [],
    loadCampaignPacks(db(), campaignId, user?.id ?? null, role === "organiser"),
  ]);
  const path = `/campaigns/${campaign.id}`;
  const here = { gang, status, older: sp.older, newer: sp.newer, feedOlder: sp.feedOlder, feedNewer: sp.feedNewer };
  const battlePages = {
    newer: data.battlePage.newer && withSearch(path, here, { newer: data.battlePage.newer, older: undefined }),
    older: data.battlePage.older && withSearch(path, here, { older: data.battlePage.older, newer: undefined }),
  };
  const feedPages = {
    newer: data.activityPage.newer && `${withSearch(path, here, { feedNewer: data.activityPage.newer, feedOlder: undefined })}#feed-heading`,
    older: data.activityPage.older && `${withSearch(path, here, { feedOlder: data.activityPage.older, feedNewer: undefined })}#feed-heading`,
  };
  const chart = chartData(data.chart.points, data.gangs, data.chart.gangIds, campaign.startsOn, campaign.endsOn);
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{campaign.name}</h1>
        <p className="text-stone-600">
          {role ? `You are ${role === "organiser" ? "an organiser" : "a player"}` : "Public campaign"}
          {campaign.startsOn ? ` · ${campaign.startsOn.toISOString().slice(0, 10)}` : ""}
          {campaign.endsOn ? ` to ${campaign.endsOn.toISOString().slice(0, 10)}` : ""}
          {` · starting credits ${campaign.startingCredits} · points ${campaign.pointsWin}/${campaign.pointsDraw}/${campaign.pointsLoss}`}
        </p>
        {campaign.description && <p className="whitespace-pre-line">{campaign.description}</p>}
        {campaign.houseRules && (
          <details>
            <summary className="cursor-pointer text-rust-700">House rules</summary>
            <p className="whitespace-pre-line">{campaign.houseRules}</p>
          </details>
        )}
        <p className="text-sm">
          Organisers:{" "}
          {data.members
            .filter((m) => m.role === "organiser")
            .map((m) => m.user.name)
            .join(", ")}
        </p>
      </header>
      {role === "organiser" && <InviteLinkPanel inviteCode={campaign.inviteCode} />}
      {role === "organiser" && user && <EnterMyGang userId={user.id} inviteCode={campaign.inviteCode} campaignName={campaign.name} />}
      {role === "organiser" && (
        <OrganiserTools
          campaignId={campaign.id}
          inviteCode={campaign.inviteCode}
          invitations={invitations.map((i) => ({ id: i.id, email: i.email, sentOn: i.createdAt.toISOString().slice(0, 10) }))}
        />
      )}
      <section className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold">Standings</h2>
          <Link href={`/campaigns/${campaign.id}/standings`} className="text-sm text-rust-700 underline">
            Printable league table
          </Link>
        </div>
        <StandingsTable rows={data.standings} caption={`${campaign.name}: league table`} />
      </section>
      <BattleList data={data} userId={user?.id ?? null} filters={{ gang, status }} pages={battlePages} />
      <section className="space-y-2" aria-labelledby="charts-heading">
        <h2 id="charts-heading" className="text-xl font-semibold">
          Rating and credits after each battle
        </h2>
        {chart && (
          <p className="text-sm text-stone-700">
            The {chart.lines.length === 1 ? "gang" : `${chart.lines.length} gangs`} at the top of the standings
            {gang ? " and the gang the battles are filtered on" : ""}; filter the battles on a gang to chart it. Each line shows the gang&apos;s latest{" "}
            {CHARTED_BATTLES} battles; its timeline below has the rest.
          </p>
        )}
        <ProgressCharts data={chart} valuesHref="#timelines-heading" />
      </section>
      <section aria-labelledby="timelines-heading" className="space-y-2">
        <h2 id="timelines-heading" className="text-xl font-semibold">
          Gang timelines
        </h2>
        <p className="text-sm text-stone-700">Open a gang to read its history, newest first.</p>
        <GangTimelines campaignId={campaign.id} gangs={data.gangs.map((g) => [g.id, g.name, g.owner.name])} />
      </section>
      <CampaignPacks campaignId={campaign.id} pins={packs.pins} mine={packs.mine} organiser={role === "organiser"} />
      <section aria-labelledby="campaign-catalogue-heading" className="space-y-2">
        <h2 id="campaign-catalogue-heading" className="text-xl font-semibold">
          Campaign equipment
        </h2>
        <p className="text-sm text-stone-700">
          Every gang in the campaign sees these items beside the default catalogue (a starting point to match to your book).
        </p>
        {data.equipment.length === 0 ? (
          <p className="text-sm text-stone-600">No campaign items yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm">
            {data.equipment.map((e) => (
              <li key={e.id} className="rounded bg-white px-2 py-1">
                {e.name} · {e.category} · {e.cost} credits{e.traits ? ` · ${e.traits}` : ""}
              </li>
            ))}
          </ul>
        )}
        {role === "organiser" && <AddEquipmentForm scope={{ campaignId: campaign.id }} />}
      </section>
      <section aria-labelledby="feed-heading" className="space-y-2">
        <h2 id="feed-heading" className="text-xl font-semibold">
          Activity
        </h2>
        <ol className="space-y-1 text-sm [&>li]:rounded [&>li]:bg-white [&>li]:px-2 [&>li]:py-1 [&_time]:text-stone-600">
          {data.activity.map((a) => (
            <li key={a.id}>
              <time dateTime={a.createdAt.toISOString()}>{a.createdAt.toISOString().slice(0, 16).replace("T", " ")}</time> {a.summary}
              {a.actor ? <span className="text-stone-600"> · {a.actor.name}</span> : null}
            </li>
          ))}
        </ol>
        <PageLinks label="Activity" newer={feedPages.newer} older={feedPages.older} />
      </section>
    </article>
  );
}
