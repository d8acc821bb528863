import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { FighterCardView } from "@/app/_components/fighter-card";
import { RosterSummary } from "@/app/_components/roster-summary";
import { VehicleCardView } from "@/app/_components/vehicle-card";
import { db } from "@/server/db";
import { findEditableGang } from "@/server/gangs/access";
import { readRoster } from "@/server/rosters/store";
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
 * and one per fighter, two columns on paper. Also what "Download PDF" prints, with the owner's
 * own cookies: owner only, like the gang page.
 */
export default async function PrintPage({ params }: { params: Promise<{ gangId: string }> }) {
  const { gangId } = await params;
  const user = await requirePageUser(`/gangs/${gangId}/print`);
  const gang = await loadGang(gangId, user.id);
  if (!gang?.roster) notFound();
  const roster = readRoster(gang.roster.document);
  const link = "rounded border border-stone-500 bg-white px-3 py-2 text-sm";
  return (
    <div className="space-y-6 text-black">
      <nav aria-label="Print actions" className="flex flex-wrap gap-2 print:hidden">
        <Link href={`/gangs/${gang.id}`} className={link}>← Back to {gang.name}</Link>
        <PrintButton />
        <a href={`/api/gangs/${gang.id}/pdf?paper=a4`} className={link}>Download PDF (A4)</a>
        <a href={`/api/gangs/${gang.id}/pdf?paper=letter`} className={link}>Download PDF (Letter)</a>
      </nav>
      <div className="break-after-page">
        <RosterSummary gang={gang} roster={roster} />
      </div>
      {/* Unnamed sections: only the cards themselves are "Vehicle card: …" regions. */}
      <section>
        <h2 className="mb-2 break-after-avoid text-lg font-semibold">Vehicle cards</h2>
        {roster.vehicles.length === 0 ? <p className="text-sm">No vehicles.</p> : (
          <div className="print-cards gap-3 sm:columns-2 print:columns-2 max-sm:[&>section]:text-xs [&>*]:mb-3">
            {roster.vehicles.map((v) => <VehicleCardView key={v.id} vehicle={v} roster={roster} printable />)}
          </div>
        )}
      </section>
      <section>
        <h2 className="mb-2 break-after-avoid text-lg font-semibold">Fighter cards</h2>
        {roster.fighters.length === 0 ? <p className="text-sm">No fighters.</p> : (
          <div className="print-cards gap-3 sm:columns-2 print:columns-2 max-sm:[&>section]:text-xs [&>*]:mb-3">
            {roster.fighters.map((f) => <FighterCardView key={f.id} fighter={f} roster={roster} />)}
          </div>
        )}
      </section>
    </div>
  );
}
