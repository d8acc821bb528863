import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { cache } from "react";
import { RosterSummary } from "@/app/_components/roster-summary";
import { RulesOnTheseCards } from "@/app/_components/vehicle-card";
import { PdfDownloadButton } from "@/app/(app)/gangs/[gangId]/_components/pdf-download-button";
import { BLANK_CARD_KINDS, isChosen } from "@/lib/contracts/print";
import { CARD_SIZES, cardsPerPage, PAPERS, type Paper } from "@/lib/print/card-sheet";
import { isInGang } from "@/lib/rules/printout";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { findEditableGang } from "@/server/gangs/access";
import { printOptionsOf } from "@/server/gangs/print-options";
import { readRoster } from "@/server/rosters/store";
import { packsForGang } from "@/server/packs/queries";
import { rosterAtPackPrices, typeWithRoleIn } from "@/lib/packs/gang-packs";
import { currentUser, requirePageUser } from "@/server/session";
import { QrCodeDrawing } from "./_components/qr-code";
import { BlankCard } from "./_components/blank-cards";
import type { CardPlace } from "./_components/card-frame";
import { CardSheet } from "./_components/card-sheet";
import { fighterTableCards } from "./_components/fighter-table-card";
import { PrintButton } from "./_components/print-button";
import { PrintOptionsForm } from "./_components/print-options-form";
import { vehicleTableCards } from "./_components/vehicle-table-card";

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

/** This server's address for links printed on paper: NEXTAUTH_URL, else the request's host. */
async function siteOrigin(): Promise<string> {
  const configured = env().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  const h = await headers();
  return `${h.get("x-forwarded-proto") ?? "http"}://${h.get("host") ?? "localhost"}`;
}

const PER_PAGE = Object.fromEntries(CARD_SIZES.map((s) => [s, Object.fromEntries(PAPERS.map((p) => [p, cardsPerPage(s, p).perPage]))])) as Record<
  string,
  Record<Paper, number>
>;

/**
 * The gang on paper, as its owner chose (remembered per gang): the roster sheet, then cards cut
 * to size (poker, tarot or a full page), several to a page with crop marks and never split, for
 * the chosen vehicles and fighters (dead and retired ones are only rows of the roster), blank
 * cards to fill in, and the rules texts the vehicle cards name, once. Each card carries a QR code
 * to the gang's share page when it has one. Also what "Download PDF" prints, with the owner's own
 * cookies (`?paper=` from the PDF button overrides the remembered paper).
 */
export default async function PrintPage({ params, searchParams }: { params: Promise<{ gangId: string }>; searchParams: Promise<{ paper?: string }> }) {
  const { gangId } = await params;
  const user = await requirePageUser(`/gangs/${gangId}/print`);
  const gang = await loadGang(gangId, user.id);
  if (!gang?.roster) notFound();
  const options = printOptionsOf(gang);
  const asked = (await searchParams).paper;
  const paper: Paper = asked === "a4" || asked === "letter" ? asked : options.paper;
  // fighters from a pack print their type's name ("Lieutenant (Champion)") and the prices of the
  // pack revision the gang reads, the same the gang rating counts
  const packs = (await packsForGang(db(), gang.id)).map((p) => p.pack);
  const roster = rosterAtPackPrices(readRoster(gang.roster.document), packs);
  const typeLabel = (f: (typeof roster.fighters)[number]) => typeWithRoleIn(packs, f);
  const inGang = roster.fighters.filter(isInGang);
  const vehicles = roster.vehicles.filter((v) => isChosen(options.vehicles, v.id));
  const fighters = inGang.filter((f) => isChosen(options.fighters, f.id));
  // Dead and retired fighters get no card, only their (marked) row and this line: "Dead: Snag. Retired: Old Bert."
  const noCard = (["dead", "retired"] as const)
    .map((status) => ({ status, names: roster.fighters.filter((f) => f.status === status).map((f) => f.name) }))
    .filter((g) => g.names.length > 0)
    .map((g) => `${g.status === "dead" ? "Dead" : "Retired"}: ${g.names.join(", ")}.`)
    .join(" ");

  const origin = await siteOrigin();
  const shareUrl = gang.shareToken ? `${origin}/share/${gang.shareToken}` : null;
  const place: CardPlace = { size: options.size, ...cardsPerPage(options.size, paper), shareUrl, linkBase: shareUrl ?? `${origin}/gangs/${gang.id}` };
  const cards = [
    ...vehicles.flatMap((v) => vehicleTableCards({ vehicle: v, roster, place })),
    ...fighters.flatMap((f) => fighterTableCards({ fighter: f, roster, typeLabel: typeLabel(f), place })),
    ...BLANK_CARD_KINDS.flatMap((kind) =>
      Array.from({ length: options.blanks[kind] }, (_, i) => ({ key: `b-${kind}-${i}`, node: <BlankCard kind={kind} n={i + 1} place={place} /> })),
    ),
  ];
  const link = "rounded border border-stone-500 bg-white px-3 py-2 text-sm";
  return (
    <div className="space-y-4 text-black" data-paper={paper}>
      {shareUrl && <QrCodeDrawing url={shareUrl} />}
      <nav aria-label="Print actions" className="flex flex-wrap gap-2 print:hidden">
        <Link href={`/gangs/${gang.id}`} className={link}>
          ← Back to {gang.name}
        </Link>
        <PrintButton />
        <PdfDownloadButton gangId={gang.id} paper={paper} fallbackName={gang.name} className={link} />
      </nav>
      <PrintOptionsForm
        gangId={gang.id}
        saved={options}
        vehicles={roster.vehicles.map((v) => ({ id: v.id, name: v.name }))}
        fighters={inGang.map((f) => ({ id: f.id, name: f.name }))}
        perPage={PER_PAGE}
      />
      {!shareUrl && (
        <p className="text-sm text-stone-700 print:hidden">The cards get a QR code to the live roster once the gang has a share link (on the gang page).</p>
      )}
      {!options.roster && <h1 className="text-xl font-bold print:hidden">{gang.name}: print cards</h1>}
      {options.roster && (
        <>
          {/* On a phone the fighters table is wider than the screen and scrolls inside its box (its
              name column stays in view, see RosterSummary): say so, on screen only. */}
          <p className="text-sm text-stone-700 md:hidden print:hidden">
            The fighters table scrolls sideways: Cl, Wil, Int, XP and Cost are further right. Scroll for more →
          </p>
          <RosterSummary gang={gang} roster={roster} typeLabel={typeLabel} />
          {noCard && cards.length > 0 && (
            <p className="text-sm">
              {noCard} <span className="text-stone-700">(no cards: they are no longer in the gang)</span>
            </p>
          )}
        </>
      )}
      {/* The first rows of cards follow the roster on its page. */}
      {cards.length > 0 && <CardSheet cards={cards} size={options.size} paper={paper} />}
      {options.rules && <RulesOnTheseCards vehicles={vehicles} />}
    </div>
  );
}
