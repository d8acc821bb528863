import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { PACK_SECTION_NAMES, PACK_SECTIONS, type PackSection } from "@/lib/contracts/packs";
import { PACK_SCHEMA_URL } from "@/lib/packs/json-schema";
import { db } from "@/server/db";
import { loadVisiblePack } from "@/server/packs/queries";
import { requirePageUser } from "@/server/session";
import { PackEditor } from "./_components/pack-editor";

export const metadata: Metadata = { title: "Edit pack" };

type Props = { params: Promise<{ packId: string }>; searchParams: Promise<{ section?: string | string[] }> };

/**
 * The pack editor (owner only): one form per section, each checked as an import checks a file; a
 * save makes a new revision, and campaigns keep reading theirs until an organiser moves them on.
 */
export default async function EditPackPage({ params, searchParams }: Props) {
  const { packId } = await params;
  const user = await requirePageUser(`/packs/${packId}/edit`);
  const seen = await loadVisiblePack(db(), packId, user.id);
  if (!seen?.isOwner) notFound();
  const asked = (await searchParams).section;
  const section: PackSection = PACK_SECTIONS.find((s) => s === asked) ?? "about";
  const { row, revision, pack } = seen;
  return (
    <article className="space-y-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">Edit {row.name}</h1>
        <p className="text-stone-600">
          Revision {revision.revision}. Saving a section makes revision {revision.revision + 1}; campaigns that set this pack keep their revision until an
          organiser moves them on.
        </p>
        <p className="text-sm">
          <Link href={`/packs/${row.id}`} className="text-rust-700 underline">
            ← Back to the pack
          </Link>{" "}
          ·{" "}
          <a href={PACK_SCHEMA_URL} className="text-rust-700 underline">
            JSON Schema
          </a>
        </p>
      </header>
      {row.retiredAt ? (
        <p role="status" className="rounded border border-stone-400 bg-stone-100 p-3">
          {row.name} is retired: bring it back (on its page) to edit it.
        </p>
      ) : (
        <div className="space-y-4">
          <nav aria-label="Pack sections">
            <ul className="flex flex-wrap gap-2 text-sm">
              {PACK_SECTIONS.map((s) => (
                <li key={s}>
                  <Link
                    href={`/packs/${row.id}/edit?section=${s}`}
                    aria-current={s === section ? "page" : undefined}
                    className={`inline-block rounded border px-3 py-1 ${s === section ? "border-stone-800 bg-stone-800 text-white" : "border-stone-400 bg-white"}`}
                  >
                    {PACK_SECTION_NAMES[s]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="section-heading" className="space-y-3">
            <h2 id="section-heading" className="text-xl font-semibold">
              {PACK_SECTION_NAMES[section]}
            </h2>
            <PackEditor packId={row.id} revision={revision.revision} pack={pack} document={revision.document} section={section} />
          </section>
        </div>
      )}
    </article>
  );
}
