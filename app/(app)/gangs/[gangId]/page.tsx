import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { gangPageSearchSchema } from "@/lib/contracts/league";
import { decodeCursor } from "@/lib/league/cursor";
import { credits, preBattleCheck } from "@/lib/rules";
import { isInGang, stashParts } from "@/lib/rules/printout";
import { db } from "@/server/db";
import { loadGangPage } from "@/server/gangs/page-data";
import { isUsable, packsForGang } from "@/server/packs/queries";
import { currentUser, requirePageUser } from "@/server/session";
import { PreBattleChecklist } from "@/app/_components/pre-battle-checklist";
import { DeleteGangButton } from "../_components/delete-gang-button";
import { CatalogueSection } from "./_components/catalogue-section";
import { CreditsSection } from "./_components/credits-section";
import { FightersSection } from "./_components/fighters-section";
import { gangFormOptions } from "./_components/gang-form-options";
import { GangFormsProvider } from "./_components/gang-forms";
import { HistorySection } from "./_components/history-section";
import { OpForm } from "./_components/op-form";
import { PdfDownloadButton } from "./_components/pdf-download-button";
import { RetireButton } from "./_components/retire-button";
import { ShareLinkPanel } from "./_components/share-link-panel";
import { VehiclesSection } from "./_components/vehicles-section";

// Called by generateMetadata and the page: one load per request, with the page's own access rule.
const loadPage = cache((gangId: string, userId: string, history?: string) =>
  loadGangPage(db(), gangId, userId, history ? (decodeCursor(history) ?? undefined) : undefined),
);
/** The packs the gang reads (its campaign's, its owner's, the starter pack), as the pack forms need them. */
const loadPacks = async (gangId: string) =>
  (await packsForGang(db(), gangId)).map((p) => ({ key: p.key, pack: p.pack, source: p.source, usable: isUsable(p) }));

/** The gang's name in the title only for a user who may see the page; anyone else gets a neutral one. */
export async function generateMetadata({ params }: { params: Promise<{ gangId: string }> }): Promise<Metadata> {
  const { gangId } = await params;
  const user = await currentUser();
  if (!user) return { title: "Gang" }; // the page sends them to sign in
  const data = await loadPage(gangId, user.id);
  return { title: data ? data.gang.name : "Not found" };
}

export default async function GangPage({
  params,
  searchParams,
}: {
  params: Promise<{ gangId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { gangId } = await params;
  const { history } = gangPageSearchSchema.parse(await searchParams);
  const user = await requirePageUser(`/gangs/${gangId}`);
  const data = await loadPage(gangId, user.id, history);
  if (!data) notFound();
  const { gang, roster } = data;
  const packs = await loadPacks(gang.id);
  const stash = stashParts(roster.stash);
  const stats: [string, ReactNode][] = [
    ["Credits", credits(roster)],
    [
      "Stash",
      <>
        {stash.summary}
        {stash.names && <span className="block text-sm font-normal">{stash.names}</span>}
      </>,
    ],
    ["Gang rating", gang.rating],
    ["Vehicles", roster.vehicles.filter((v) => v.status !== "destroyed").length],
    ["Fighters", roster.fighters.filter(isInGang).length],
  ];
  return (
    <article className="space-y-8">
      <header className="space-y-3">
        <div>
          <h1 className="text-2xl font-bold">
            {gang.name}
            {gang.retired && <span className="ml-2 rounded bg-stone-300 px-2 py-0.5 text-sm">Retired</span>}
          </h1>
          <p className="text-stone-600">
            {gang.house || "No house given"}
            {data.campaign ? ` · Campaign: ${data.campaign.name}` : ""}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {stats.map(([label, value]) => (
            <div key={label} className="rounded border border-stone-300 bg-white p-2">
              <dt className="text-xs text-stone-600">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <nav aria-label="Gang actions" className="flex flex-wrap gap-2">
          <Link href={`/gangs/${gang.id}/print`} className="rounded bg-stone-800 px-3 py-2 text-sm text-white">
            Print cards
          </Link>
          <PdfDownloadButton gangId={gang.id} paper="a4" fallbackName={gang.name} className="rounded border border-stone-500 px-3 py-2 text-sm" />
          <PdfDownloadButton gangId={gang.id} paper="letter" fallbackName={gang.name} className="rounded border border-stone-500 px-3 py-2 text-sm" />
          <a href={`/api/gangs/${gang.id}/export`} className="rounded border border-stone-500 px-3 py-2 text-sm">
            Export JSON
          </a>
          <RetireButton gangId={gang.id} retired={gang.retired} />
          <ShareLinkPanel gangId={gang.id} token={gang.shareToken} />
        </nav>
        <details>
          <summary className="cursor-pointer text-sm text-rust-700">Rename or delete</summary>
          <div className="mt-2 space-y-3">
            {!gang.retired && (
              <OpForm
                gangId={gang.id}
                version={gang.version}
                type="rename"
                primaryField="name"
                submitLabel="Rename"
                defaults={{ name: gang.name }}
                fields={[{ name: "name", label: "Gang name", kind: "text" }]}
              />
            )}
            <DeleteGangButton id={gang.id} name={gang.name} />
          </div>
        </details>
        {data.issues.length > 0 && (
          <section aria-labelledby="rules-check" className="rounded border border-amber-600 bg-amber-50 p-3 text-sm">
            <h2 id="rules-check" className="font-semibold">
              The rules ask for a change to this roster
            </h2>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {data.issues.map((i) => (
                <li key={`${i.code}:${i.path.join(".")}`}>{i.message}</li>
              ))}
            </ul>
          </section>
        )}
        {!gang.retired && <PreBattleChecklist items={preBattleCheck(roster)} />}
        {gang.retired && (
          <p role="status" className="rounded border border-stone-400 bg-stone-100 p-3 text-sm">
            {gang.name} is retired, so its roster is read-only. Bring it out of retirement to change it.
          </p>
        )}
      </header>
      {/* ruling: a retired gang is read-only (refused in server/rosters/store.ts); its forms stay
          visible so the roster reads the same, but a disabled fieldset greys every control out. */}
      <fieldset disabled={gang.retired} className="min-w-0 space-y-8">
        <GangFormsProvider value={gangFormOptions(gang.id, gang.version, roster, data.catalogue, packs)}>
          <VehiclesSection gangId={gang.id} version={gang.version} roster={roster} />
          <FightersSection gangId={gang.id} version={gang.version} roster={roster} packs={packs} />
          <CreditsSection gangId={gang.id} version={gang.version} data={data} />
          <CatalogueSection gangId={gang.id} catalogue={data.catalogue} />
        </GangFormsProvider>
      </fieldset>
      <HistorySection
        events={data.events}
        older={data.olderHistory && `/gangs/${gang.id}?history=${data.olderHistory}#history-heading`}
        newest={history ? `/gangs/${gang.id}#history-heading` : null}
      />
    </article>
  );
}
