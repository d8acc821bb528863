import type { Metadata } from "next";
import Link from "next/link";
import { PACKS_PER_USER } from "@/lib/contracts/packs";
import { PACK_SCHEMA_URL } from "@/lib/packs/json-schema";
import { PACK_LIMITS } from "@/lib/packs/limits";
import { requirePageUser } from "@/server/session";
import { ImportPackForm } from "./_components/import-pack-form";

export const metadata: Metadata = { title: "Import a pack" };

export default async function ImportPackPage() {
  await requirePageUser("/packs/import");
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Import a pack</h1>
      <p className="text-stone-700">
        Bring in a pack file: one your group wrote, or one exported from Gorka Garage (&quot;Export file&quot; on a pack&apos;s page). It becomes a new pack of
        yours, kept exactly as written (its export gives the same file back). Every problem is listed with its place in the file, and a file with any problem
        creates nothing.
      </p>
      <p className="text-stone-700">
        Write packs with the{" "}
        <a href={PACK_SCHEMA_URL} className="text-rust-700 underline">
          pack JSON Schema
        </a>{" "}
        (<code>pack.schema.json</code>): an editor told to use it (in VS Code, the <code>json.schemas</code> setting) checks and completes a pack as you type.
        What the schema cannot see (ids that must exist, dice every row must cover) the import checks.
        <Link href="/help/formats#pack" className="text-rust-700 underline">
          Pack files
        </Link>{" "}
        in the help has a short example.
      </p>
      <p className="text-sm text-stone-600">
        A pack file can be up to 1 MB, with up to {PACK_LIMITS.fighterTypes.max} fighter types, {PACK_LIMITS.weapons.max} weapons and {PACK_LIMITS.skills.max}{" "}
        skills; you keep up to {PACKS_PER_USER} packs.
      </p>
      <ImportPackForm />
      <p>
        <Link href="/packs" className="text-rust-700 underline">
          Back to packs
        </Link>
      </p>
    </section>
  );
}
