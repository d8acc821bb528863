import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { FighterCardView } from "@/app/_components/fighter-card";
import { RosterSummary } from "@/app/_components/roster-summary";
import { RulesOnTheseCards, VehicleCardView } from "@/app/_components/vehicle-card";
import { isInGang } from "@/lib/rules/printout";
import { db } from "@/server/db";
import { findSharedGang } from "@/server/gangs/share";
import { readRoster } from "@/server/rosters/store";
import { packsForGang } from "@/server/packs/queries";
import { rosterAtPackPrices, typeWithRoleIn } from "@/lib/packs/gang-packs";

// Called by generateMetadata and the page: one query per request.
const loadSharedGang = cache(async (token: string) => {
  const gang = await findSharedGang(db(), token);
  if (!gang?.roster) return null;
  // fighters from a pack show their type's name and the pack's prices; the packs themselves are not shown
  const packs = (await packsForGang(db(), gang.id)).map((p) => p.pack);
  return { gang, roster: rosterAtPackPrices(readRoster(gang.roster.document), packs), packs };
});

// Not for search engines; and no Referer, so the token does not leak to sites linked from here.
const hidden = { robots: { index: false, follow: false }, referrer: "no-referrer" } satisfies Metadata;

export async function generateMetadata({ params }: { params: Promise<{ token: string }> }): Promise<Metadata> {
  const data = await loadSharedGang((await params).token);
  return { ...hidden, title: data ? `${data.gang.name} (shared roster)` : "Share link not working" };
}

/** A gang's roster for opponents and organisers: read-only, nothing about its owner. */
export default async function SharedGangPage({ params }: { params: Promise<{ token: string }> }) {
  const data = await loadSharedGang((await params).token);
  if (!data) notFound();
  const { gang, roster, packs } = data;
  const typeLabel = (f: (typeof roster.fighters)[number]) => typeWithRoleIn(packs, f);
  // Dead and retired fighters keep their (marked) row in the roster, but get no card.
  const cardFighters = roster.fighters.filter(isInGang);
  return (
    <article className="space-y-6">
      <p className="rounded border border-stone-300 bg-white px-3 py-2 text-sm text-stone-700 print:hidden">
        A read-only roster shared by its owner. It shows the gang as it is now; the link stops working if the owner revokes it.
      </p>
      {/* On a phone the fighters table is wider than the screen and scrolls inside its box (its
          name column stays in view, see RosterSummary): say so. */}
      <p className="text-sm text-stone-700 md:hidden print:hidden">
        The fighters table scrolls sideways: Cl, Wil, Int, XP and Cost are further right. Scroll for more →
      </p>
      <div className="rounded border border-stone-300 bg-white p-4">
        <RosterSummary gang={gang} roster={roster} typeLabel={typeLabel} />
      </div>
      <section aria-labelledby="shared-vehicles-heading">
        <h2 id="shared-vehicles-heading" className="mb-2 break-after-avoid text-xl font-semibold">
          Vehicles
        </h2>
        {roster.vehicles.length === 0 ? (
          <p>No vehicles.</p>
        ) : (
          <div className="gap-3 md:columns-2 [&>*]:mb-3">
            {roster.vehicles.map((v) => (
              <VehicleCardView key={v.id} vehicle={v} roster={roster} rulesBelow />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="shared-fighters-heading">
        <h2 id="shared-fighters-heading" className="mb-2 break-after-avoid text-xl font-semibold">
          Fighters
        </h2>
        {cardFighters.length === 0 ? (
          <p>No fighters{roster.fighters.length > 0 ? " in the gang" : ""}.</p>
        ) : (
          <div className="gap-3 md:columns-2 [&>*]:mb-3">
            {cardFighters.map((f) => (
              <FighterCardView key={f.id} fighter={f} roster={roster} typeLabel={typeLabel(f)} />
            ))}
          </div>
        )}
      </section>
      <RulesOnTheseCards vehicles={roster.vehicles} />
    </article>
  );
}
