import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BattleScreen } from "@/app/_components/battle/battle-screen";
import { ChooseGangs } from "@/app/_components/battle/choose-gangs";
import { loadCampaignBattleGangs } from "@/server/battles/play-data";
import { db } from "@/server/db";
import { requirePageUser } from "@/server/session";
import { sendPlayedBattleAction } from "./actions";

export const metadata: Metadata = { title: "Battle screen" };

type Search = Promise<{ a?: string | string[]; b?: string | string[] }>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export default async function CampaignBattleScreenPage({ params, searchParams }: { params: Promise<{ campaignId: string }>; searchParams: Search }) {
  const { campaignId } = await params;
  const q = await searchParams;
  const [a, b] = [one(q.a), one(q.b)];
  const user = await requirePageUser(`/campaigns/${campaignId}/battles/play`);
  const data = await loadCampaignBattleGangs(db(), campaignId, user.id);
  if (!data) notFound();
  const chosen = [a, b].map((id) => data.gangs.find((g) => g.id === id));
  const ready = chosen[0] && chosen[1] && a !== b;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">
        Battle screen <span className="text-base font-normal text-stone-700">· {data.name}</span>
      </h1>
      {data.gangs.length < 2 ? (
        <p className="rounded border border-dashed border-stone-400 p-3">A battle needs two gangs in the campaign that are not retired.</p>
      ) : ready ? (
        <BattleScreen
          userId={user.id}
          campaignId={campaignId}
          sides={chosen.map((g) => ({ gangId: g!.id, name: g!.name, roster: g!.roster }))}
          send={sendPlayedBattleAction}
        />
      ) : (
        <ChooseGangs
          gangs={data.gangs}
          a={a}
          b={b}
          error={a && b ? (a === b ? "Choose two different gangs." : "Choose two gangs of this campaign.") : undefined}
        />
      )}
    </section>
  );
}
