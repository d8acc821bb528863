import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { loadArmy } from "@/server/armies/queries";
import { db } from "@/server/db";
import { requirePageUser } from "@/server/session";
import { ArmyEditor } from "../_components/army-editor";
import { armyToForm } from "../_components/army-form";

export const metadata: Metadata = { title: "Army" };

export default async function ArmyPage({ params, searchParams }: { params: Promise<{ armyId: string }>; searchParams: Promise<{ imported?: string }> }) {
  const [{ armyId }, { imported }] = await Promise.all([params, searchParams]);
  const user = await requirePageUser(`/skirmish/armies/${armyId}`);
  const saved = await loadArmy(db(), user.id, armyId);
  if (!saved) notFound();
  return (
    <div className="space-y-4 wrap-anywhere">
      <p className="text-sm">
        <Link href="/skirmish/armies" className="text-rust-700 underline">
          ← Your armies
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{saved.name}</h1>
      {/* after an import: the army is already saved, which the editor alone does not say */}
      <p role="status" className={imported ? "rounded border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900" : "sr-only"}>
        {imported ? `Imported and saved ${saved.name}. Change it here, or fight it on the skirmish page.` : ""}
      </p>
      <ArmyEditor armyId={saved.id} initial={armyToForm(saved.army)} />
    </div>
  );
}
