import type { Metadata } from "next";
import Link from "next/link";
import { PACKS_PER_USER } from "@/lib/contracts/packs";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { PACK_SCHEMA_URL } from "@/lib/packs/json-schema";
import { db } from "@/server/db";
import { loadPacksPage } from "@/server/packs/queries";
import { requirePageUser } from "@/server/session";
import { NewPackForm } from "./_components/new-pack-form";

export const metadata: Metadata = { title: "Packs" };

const card = "rounded border border-stone-300 bg-white p-4";

/**
 * Packs: the default one (placeholder, read-only), the user's own (made here or imported), and the
 * ones their campaigns set. A gang recruits and buys from its campaign's packs, its owner's own
 * packs and the default one.
 */
export default async function PacksPage() {
  const user = await requirePageUser("/packs");
  const { own, campaignPacks } = await loadPacksPage(db(), user.id);
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold">Packs</h1>
          <Link href="/packs/import" className="text-sm text-rust-700 underline">
            Import a pack from a file
          </Link>
        </div>
        <p className="max-w-3xl text-stone-700">
          A pack is a gang list as data: fighter types with their profiles, costs and limits, weapons with their profile lines, wargear, skills, and the tables
          the post-game rolls on. Your gangs recruit and buy from your own packs, from the packs of their campaign, and from the starter pack. A pack is written
          in the editor here or as a JSON file (
          <a href={PACK_SCHEMA_URL} className="text-rust-700 underline">
            JSON Schema for editors
          </a>
          ;{" "}
          <Link href="/help/formats#pack" className="text-rust-700 underline">
            pack files
          </Link>{" "}
          in the help show a short example).
        </p>
      </header>

      <section aria-labelledby="default-pack-heading" className={card}>
        <h2 id="default-pack-heading" className="text-lg font-semibold">
          <Link href="/packs/default" className="text-rust-700 underline">
            {DEFAULT_PACK.name}
          </Link>
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm font-normal">Placeholder · read-only</span>
        </h2>
        <p className="text-sm text-stone-700">{DEFAULT_PACK.about} Every gang can use it.</p>
      </section>

      <section aria-labelledby="own-packs-heading" className="space-y-3">
        <h2 id="own-packs-heading" className="text-xl font-semibold">
          Your packs ({own.length} of {PACKS_PER_USER})
        </h2>
        {own.length === 0 ? (
          <p className="rounded border border-dashed border-stone-400 p-4 text-stone-700">You have no packs yet: import one, or make one below.</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Your packs">
            {own.map((p) => (
              <li key={p.id} className={card}>
                <Link href={`/packs/${p.id}`} className="text-lg font-semibold text-rust-700 underline">
                  {p.name}
                </Link>
                {p.retiredAt && <span className="ml-2 rounded bg-stone-300 px-2 py-0.5 text-sm">Retired</span>}
                <p className="text-sm text-stone-600">
                  id {p.slug} · revision {p.revision}
                </p>
                <p className="text-sm text-stone-600">
                  {p.campaigns.length === 0
                    ? "No campaign sets it."
                    : `Set by ${p.campaigns.map((c) => `${c.campaign.name} (revision ${c.revision})`).join(", ")}.`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      {campaignPacks.length > 0 && (
        <section aria-labelledby="campaign-packs-heading" className="space-y-3">
          <h2 id="campaign-packs-heading" className="text-xl font-semibold">
            Packs of your campaigns
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {campaignPacks.map((c) => (
              <li key={`${c.campaign.id}-${c.pack.id}`} className={card}>
                <Link href={`/packs/${c.pack.id}?revision=${c.revision}`} className="font-semibold text-rust-700 underline">
                  {c.pack.name}
                </Link>
                <p className="text-sm text-stone-600">
                  by {c.pack.owner.name} · revision {c.revision} · set by{" "}
                  <Link href={`/campaigns/${c.campaign.id}`} className="underline">
                    {c.campaign.name}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="new-pack-heading" className={`${card} space-y-3`}>
        <h2 id="new-pack-heading" className="text-xl font-semibold">
          New pack
        </h2>
        <NewPackForm />
      </section>
    </div>
  );
}
