import { randomInt } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { exportGang } from "@/lib/export/gang-export";
import { preBattleCheck } from "@/lib/rules";
import { campaignRole } from "@/server/campaigns/access";
import { db } from "@/server/db";
import { readRoster } from "@/server/rosters/store";
import { requirePageUser } from "@/server/session";
import { QuickResolveForm, type QuickResolveGang } from "./quick-resolve-form";
import { RecordBattleForm, type GangChoice } from "./record-battle-form";

export const metadata: Metadata = { title: "Record a battle" };

export default async function NewBattlePage({ params }: { params: Promise<{ campaignId: string }> }) {
  const { campaignId } = await params;
  const user = await requirePageUser(`/campaigns/${campaignId}/battles/new`);
  const role = await campaignRole(db(), campaignId, user.id);
  if (!role) notFound();
  // a retired gang fights no new battles (see refuseRetired), so it is not offered
  const rows = await db().gang.findMany({ where: { campaignId, retired: false }, include: { roster: true }, orderBy: { name: "asc" } });
  const retired = await db().gang.count({ where: { campaignId, retired: true } });
  // A player's own gang comes first: players record the battles their gang fought.
  rows.sort((a, b) => Number(b.ownerId === user.id) - Number(a.ownerId === user.id));
  // only the gangs of this campaign, which its members see: each as the export quick-resolve plays
  const exports: QuickResolveGang[] = [];
  const gangs: GangChoice[] = rows.map((g) => {
    const r = readRoster(g.roster!.document);
    exports.push({ id: g.id, name: g.name, export: exportGang({ name: g.name, house: g.house }, r) });
    return {
      id: g.id,
      name: g.name,
      fighters: r.fighters.filter((f) => f.status !== "dead" && f.status !== "retired").map((f) => ({ id: f.id, name: f.name })),
      vehicles: r.vehicles.filter((v) => v.status !== "destroyed").map((v) => ({ id: v.id, name: v.name })),
      preBattle: preBattleCheck(r),
    };
  });
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Record a battle</h1>
      {gangs.length < 2 ? (
        <p className="rounded border border-dashed border-stone-400 p-3">
          A battle needs two gangs in the campaign{retired > 0 ? " that are not retired" : ""}. Share the invite code first
          {retired > 0 ? ", or bring a retired gang back" : ""}.
        </p>
      ) : (
        <>
          {retired > 0 && (
            <p className="text-sm text-stone-700">
              {retired === 1 ? "One retired gang is" : `${retired} retired gangs are`} not listed: a retired gang fights no new battles until its owner brings
              it back.
            </p>
          )}
          <p className="text-sm">
            Playing it now?{" "}
            <a href={`/campaigns/${campaignId}/battles/play`} className="text-rust-700 underline">
              Open the battle screen
            </a>
            : it keeps the battle on your phone, offline too, and fills this record for you.
          </p>
          <RecordBattleForm campaignId={campaignId} gangs={gangs} today={new Date().toISOString().slice(0, 10)} />
          <h2 className="text-xl font-semibold">Or resolve it on paper</h2>
          <p className="text-sm text-stone-700">
            The game is played by the quick-resolve engine with this seed; its winner and casualties (fighters out of action, vehicles crippled) become the
            battle record. Try the odds first on the{" "}
            <a href="/skirmish" className="text-rust-700 underline">
              Skirmish
            </a>{" "}
            page.
          </p>
          <QuickResolveForm campaignId={campaignId} gangs={exports} defaultSeed={String(randomInt(100_000))} />
        </>
      )}
    </section>
  );
}
