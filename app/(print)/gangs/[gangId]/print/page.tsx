import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { FighterCardView } from "@/app/_components/fighter-card";
import { RosterSummary } from "@/app/_components/roster-summary";
import { RulesOnTheseCards, VehicleCardView } from "@/app/_components/vehicle-card";
import { PdfDownloadButton } from "@/app/(app)/gangs/[gangId]/_components/pdf-download-button";
import { isInGang } from "@/lib/rules/printout";
import { db } from "@/server/db";
import { findEditableGang } from "@/server/gangs/access";
import { readRoster } from "@/server/rosters/store";
import { packsForGang } from "@/server/packs/queries";
import { rosterAtPackPrices, typeWithRoleIn } from "@/lib/packs/gang-packs";
import { currentUser, requirePageUser } from "@/server/session";
import { PrintButton } from "./_components/print-button";

// Called by generateMetadata and the page: one query per request, with the page's own access rule.
const loadGang = cache((gangId: string, userId: string) => findEditableGang(db(), gangId, userId));

/** The gang's name in the title only for a user who may see the page; anyone else gets a neutral one. */
export async function generateMetadata({ params }: { params: Promise<{ gangId: string }> }): Promise<Metadata> {
  const { gangId } = await params;
  const user = await currentUser();
  if (!user) return { title: "Print cards" }; // the page sends them to sign in
  const gang = await loadGang(gangId, user.id);
  return { title: gang?.roster ? `${gang.name}: print cards` : "Not found" };
}

/**
 * The gang on paper: a one-page roster, then one card per vehicle (wound tick boxes per location)
 * and one per fighter in the gang (dead and retired ones are only rows of the roster), two columns
 * on paper, then the rules texts the vehicle cards name, once. A gang without cards is one sheet.
 * Also what "Download PDF" prints, with the owner's own cookies: owner only, like the gang page.
 */
export default async function PrintPage({ params }: { params: Promise<{ gangId: string }> }) {
  const { gangId } = await params;
  const user = await requirePageUser(`/gangs/${gangId}/print`);
  const gang = await loadGang(gangId, user.id);
  if (!gang?.roster) notFound();
  // fighters from a pack print their type's name ("Lieutenant (Champion)") and the prices of the
  // pack revision the gang reads, the same the gang rating counts
  const packs = (await packsForGang(db(), gang.id)).map((p) => p.pack);
  const roster = rosterAtPackPrices(readRoster(gang.roster.document), packs);
  const typeLabel = (f: (typeof roster.fighters)[number]) => typeWithRoleIn(packs, f);
  const cardFighters = roster.fighters.filter(isInGang);
  // Dead and retired fighters get no card, only their (marked) row and this line: "Dead: Snag. Retired: Old Bert."
  const noCard = (["dead", "retired"] as const)
    .map((status) => ({ status, names: roster.fighters.filter((f) => f.status === status).map((f) => f.name) }))
    .filter((g) => g.names.length > 0)
    .map((g) => `${g.status === "dead" ? "Dead" : "Retired"}: ${g.names.join(", ")}.`)
    .join(" ");
  const hasCards = roster.vehicles.length > 0 || cardFighters.length > 0;
  const link = "rounded border border-stone-500 bg-white px-3 py-2 text-sm";
  return (
    <div className="space-y-6 text-black">
      <nav aria-label="Print actions" className="flex flex-wrap gap-2 print:hidden">
        <Link href={`/gangs/${gang.id}`} className={link}>← Back to {gang.name}</Link>
        <PrintButton />
        <PdfDownloadButton gangId={gang.id} paper="a4" fallbackName={gang.name} className={link} />
        <PdfDownloadButton gangId={gang.id} paper="letter" fallbackName={gang.name} className={link} />
      </nav>
      {/* On a phone the fighters table is wider than the screen and scrolls inside its box (its
          name column stays in view, see RosterSummary): say so, on screen only. */}
      <p className="text-sm text-stone-700 md:hidden print:hidden">The fighters table scrolls sideways: Cl, Wil, Int, XP and Cost are further right. Scroll for more →</p>
      {/* The cards start on a new sheet; without cards the roster is the whole printout. */}
      <div className={hasCards ? "break-after-page" : undefined}>
        <RosterSummary gang={gang} roster={roster} typeLabel={typeLabel} />
      </div>
      {/* Unnamed sections: only the cards themselves are "Vehicle card: …" regions. */}
      {roster.vehicles.length > 0 && (
        <section>
          <h2 className="mb-2 break-after-avoid text-lg font-semibold">Vehicle cards</h2>
          <div className="print-cards gap-3 sm:columns-2 print:columns-2 max-sm:[&>section]:text-xs [&>*]:mb-3">
            {roster.vehicles.map((v) => <VehicleCardView key={v.id} vehicle={v} roster={roster} printable rulesBelow />)}
          </div>
        </section>
      )}
      {(cardFighters.length > 0 || (hasCards && noCard)) && (
        <section>
          <h2 className="mb-2 break-after-avoid text-lg font-semibold">Fighter cards</h2>
          {cardFighters.length > 0 && (
            <div className="print-cards gap-3 sm:columns-2 print:columns-2 max-sm:[&>section]:text-xs [&>*]:mb-3">
              {cardFighters.map((f) => <FighterCardView key={f.id} fighter={f} roster={roster} typeLabel={typeLabel(f)} />)}
            </div>
          )}
          {noCard && <p className="text-sm">{noCard} <span className="text-stone-700">(no cards: they are no longer in the gang)</span></p>}
        </section>
      )}
      <RulesOnTheseCards vehicles={roster.vehicles} />
    </div>
  );
}
