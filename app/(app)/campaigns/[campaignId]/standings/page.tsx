import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { loadCampaignPage } from "@/server/campaigns/queries";
import { db } from "@/server/db";
import { currentUser } from "@/server/session";
import { StandingsTable } from "../_components/standings-table";

export const metadata: Metadata = { title: "League table" };

/** The league table alone, for printing (Ctrl+P): the site header is hidden on paper. */
export default async function StandingsPage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await currentUser();
  const data = await loadCampaignPage(db(), campaignId, user?.id ?? null);
  if (!data) {
    if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(`/campaigns/${campaignId}/standings`)}`);
    notFound();
  }
  return (
    <article className="space-y-3">
      <style>{`@media print { header, nav, a[href="#main"] { display: none !important; } body { background: white; } @page { margin: 12mm; } }`}</style>
      <h1 className="text-2xl font-bold">{data.campaign.name}: league table</h1>
      <p className="text-sm text-stone-600">Points: win {data.campaign.pointsWin}, draw {data.campaign.pointsDraw}, loss {data.campaign.pointsLoss}. Confirmed battles only. Printed {new Date().toISOString().slice(0, 10)}.</p>
      <StandingsTable rows={data.standings} caption="Standings" />
    </article>
  );
}
