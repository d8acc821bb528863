import type { Metadata } from "next";
import Link from "next/link";
import { IMPORT_LIMITS } from "@/lib/export/gang-export";
import { requirePageUser } from "@/server/session";
import { ImportGangForm } from "./_components/import-gang-form";

export const metadata: Metadata = { title: "Import a gang" };

export default async function ImportGangPage() {
  await requirePageUser("/gangs/import");
  return (
    <section className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Import a gang</h1>
      <p className="text-stone-700">
        Bring in a gang exported from Gorka Garage (&quot;Export JSON&quot; on a gang&apos;s page). It becomes a new gang of yours (named &quot;Name (2)&quot;
        if you already have a gang of that name); every rule is checked first, and a file with any problem creates nothing. What a gang file holds:{" "}
        <Link href="/help/formats#gang" className="text-rust-700 underline">
          Gang files
        </Link>{" "}
        in the help.
      </p>
      <p className="text-sm text-stone-600">
        A gang file can be up to 1 MB, with up to {IMPORT_LIMITS.fighters.max} fighters, {IMPORT_LIMITS.vehicles.max} vehicles and{" "}
        {IMPORT_LIMITS.ledger.max.toLocaleString("en-GB")} ledger entries: far more than any real gang.
      </p>
      <ImportGangForm />
      <p>
        <Link href="/gangs" className="text-rust-700 underline">
          Back to my gangs
        </Link>
      </p>
    </section>
  );
}
