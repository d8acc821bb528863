import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { db } from "@/server/db";
import { loadVisiblePack } from "@/server/packs/queries";
import { currentUser, requirePageUser } from "@/server/session";
import { PackContents } from "../_components/pack-contents";
import { PackOwnerTools } from "./_components/pack-owner-tools";

type Props = { params: Promise<{ packId: string }>; searchParams: Promise<{ revision?: string | string[] }> };

const asRevision = (v: string | string[] | undefined) => (typeof v === "string" && /^\d{1,7}$/.test(v) ? Number(v) : undefined);
const load = cache((packId: string, userId: string, revision: number | undefined) => loadVisiblePack(db(), packId, userId, revision));

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const user = await currentUser();
  if (!user) return { title: "Pack" };
  const seen = await load((await params).packId, user.id, asRevision((await searchParams).revision));
  return { title: seen ? seen.row.name : "Not found" };
}

/** A pack at one revision: its owner sees every revision and its tools, a campaign's player the revisions their campaigns set. */
export default async function PackPage({ params, searchParams }: Props) {
  const { packId } = await params;
  const user = await requirePageUser(`/packs/${packId}`);
  const seen = await load(packId, user.id, asRevision((await searchParams).revision));
  if (!seen) notFound();
  const { row, isOwner, revision, pack, pins } = seen;
  const latest = revision.revision === row.revision;
  const link = "rounded border border-stone-500 px-3 py-2 text-sm";
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">
          {pack.name}
          {row.retiredAt && <span className="ml-2 rounded bg-stone-300 px-2 py-0.5 text-sm font-normal">Retired</span>}
        </h1>
        <p className="text-stone-600">
          id {row.slug} · revision {revision.revision}
          {latest ? " (latest)" : ` (latest is ${row.revision})`} · by {isOwner ? "you" : row.owner.name}
        </p>
        {pack.about && <p className="max-w-3xl">{pack.about}</p>}
        <p className="text-sm text-stone-700">
          {pins.length === 0 ? "No campaign sets it." : `Set by ${pins.map((p) => `${p.campaign.name} (revision ${p.revision})`).join(", ")}.`}
        </p>
        <nav aria-label="Pack actions" className="flex flex-wrap gap-2">
          {isOwner && !row.retiredAt && (
            <Link href={`/packs/${row.id}/edit`} className="rounded bg-stone-800 px-3 py-2 text-sm text-white">
              Edit pack
            </Link>
          )}
          <a href={`/api/packs/${row.id}/export?revision=${revision.revision}`} className={link}>
            Export file
          </a>
          <Link href="/packs" className={link}>
            All packs
          </Link>
        </nav>
        {isOwner && <PackOwnerTools packId={row.id} name={row.name} retired={row.retiredAt !== null} />}
        {seen.revisions.length > 1 && (
          <details>
            <summary className="cursor-pointer text-sm text-rust-700">Revisions</summary>
            <ol className="mt-1 space-y-0.5 text-sm">
              {seen.revisions.map((r) => (
                <li key={r.revision}>
                  {r.revision === revision.revision ? (
                    <span className="font-semibold">Revision {r.revision} (shown)</span>
                  ) : (
                    <Link href={`/packs/${row.id}?revision=${r.revision}`} className="underline">
                      Revision {r.revision}
                    </Link>
                  )}
                  {r.source && <span className="text-stone-600"> · {r.source}</span>}
                  {r.createdAt && <span className="text-stone-600"> · {r.createdAt.toISOString().slice(0, 16).replace("T", " ")}</span>}
                </li>
              ))}
            </ol>
          </details>
        )}
      </header>
      <PackContents pack={pack} />
    </article>
  );
}
