import type { Metadata } from "next";
import Link from "next/link";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { requirePageUser } from "@/server/session";
import { PackContents } from "../_components/pack-contents";

export const metadata: Metadata = { title: DEFAULT_PACK.name };

/** The shipped starter pack: placeholder content, read-only; a group copies it into a pack of its own to change it. */
export default async function DefaultPackPage() {
  await requirePageUser("/packs/default");
  return (
    <article className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">
          {DEFAULT_PACK.name} <span className="ml-1 rounded bg-amber-100 px-2 py-0.5 text-sm font-normal">Placeholder · read-only</span>
        </h1>
        <p className="max-w-3xl text-stone-700">{DEFAULT_PACK.about}</p>
        <p className="text-sm text-stone-700">
          To change it, make a new pack on{" "}
          <Link href="/packs" className="text-rust-700 underline">
            Packs
          </Link>{" "}
          starting from a copy of it.
        </p>
        <nav aria-label="Pack actions" className="flex flex-wrap gap-2">
          <a href="/api/packs/default/export" className="rounded border border-stone-500 px-3 py-2 text-sm">
            Export file
          </a>
          <Link href="/packs" className="rounded border border-stone-500 px-3 py-2 text-sm">
            All packs
          </Link>
        </nav>
      </header>
      <PackContents pack={DEFAULT_PACK} />
    </article>
  );
}
