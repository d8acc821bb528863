import type { Metadata } from "next";
import { BattleScreen } from "@/app/_components/battle/battle-screen";
import { ChooseGangs } from "@/app/_components/battle/choose-gangs";
import { loadFriendlyGangs } from "@/server/battles/play-data";
import { db } from "@/server/db";
import { requirePageUser } from "@/server/session";

export const metadata: Metadata = { title: "Friendly battle" };

type Search = Promise<{ a?: string | string[]; b?: string | string[] }>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** A friendly game between any two gangs the user can see: played on the device, recorded nowhere. */
export default async function FriendlyBattlePage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const [a, b] = [one(q.a), one(q.b)];
  const user = await requirePageUser("/battles/play");
  const gangs = await loadFriendlyGangs(db(), user.id);
  const chosen = [a, b].map((id) => gangs.find((g) => g.id === id));
  const ready = chosen[0] && chosen[1] && a !== b;
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Friendly battle</h1>
      <p className="text-sm text-stone-700">
        Any two gangs you can see: yours and those of your campaigns. Nothing is recorded; for a campaign battle, open the battle screen from the campaign.
      </p>
      {gangs.length < 2 ? (
        <p className="rounded border border-dashed border-stone-400 p-3">A battle needs two gangs: make another, or join a campaign.</p>
      ) : ready ? (
        <BattleScreen userId={user.id} campaignId={null} sides={chosen.map((g) => ({ gangId: g!.id, name: g!.name, roster: g!.roster }))} />
      ) : (
        <ChooseGangs gangs={gangs} a={a} b={b} error={a && b ? (a === b ? "Choose two different gangs." : "Choose two gangs you can see.") : undefined} />
      )}
    </section>
  );
}
