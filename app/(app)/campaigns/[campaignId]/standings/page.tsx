import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { loadStandingsPage } from "@/server/campaigns/queries";
import { db } from "@/server/db";
import { currentUser } from "@/server/session";
import { StandingsTable } from "../_components/standings-table";
import "./standings.css";

// Called by generateMetadata and the page: one load per request, with the page's own access rule;
// the table alone (its own aggregate query), never the battles or the history.
const loadPage = cache((campaignId: string, userId: string | null) => loadStandingsPage(db(), campaignId, userId));

/** The campaign's name in the title only for a user who may see it; anyone else gets a neutral one. */
export async function generateMetadata({ params }: { params: Promise<{ campaignId: string }> }): Promise<Metadata> {
  const { campaignId } = await params;
  const user = await currentUser();
  const data = await loadPage(campaignId, user?.id ?? null);
  return { title: data ? `${data.campaign.name}: league table` : user ? "Not found" : "League table" };
}

/** The league table alone, for printing (Ctrl+P): the site header is hidden on paper. */
export default async function StandingsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await currentUser();
  const data = await loadPage(campaignId, user?.id ?? null);
  if (!data) {
    if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/campaigns/${campaignId}/standings`)}`);
    notFound();
  }
  return (
    <article className="standings-sheet space-y-3">
      <h1 className="text-2xl font-bold">{data.campaign.name}: league table</h1>
      <p className="text-sm text-stone-600">
        Points: win {data.campaign.pointsWin}, draw {data.campaign.pointsDraw}, loss {data.campaign.pointsLoss}. Confirmed battles only. Printed{" "}
        {new Date().toISOString().slice(0, 10)}.
      </p>
      <StandingsTable rows={data.standings} caption="Standings" />
    </article>
  );
}
