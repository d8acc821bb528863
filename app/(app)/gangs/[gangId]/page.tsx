import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { db } from "@/server/db";
import { findOwnGang } from "@/server/gangs/queries";
import { requirePageUser } from "@/server/session";
import { DeleteGangButton } from "../_components/delete-gang-button";

export const metadata: Metadata = { title: "Gang" };

export default async function GangPage({ params }: { params: Promise<{ gangId: string }> }) {
  const { gangId } = await params;
  const user = await requirePageUser(`/gangs/${gangId}`);
  const gang = await findOwnGang(db(), gangId, user.id);
  if (!gang) notFound();
  return (
    <article className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold">{gang.name}</h1>
        <p className="text-stone-600">{gang.house || "No house given"}{gang.campaign ? ` · Campaign: ${gang.campaign.name}` : ""}</p>
      </header>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div className="rounded border border-stone-300 bg-white p-3">
          <dt className="text-sm text-stone-600">Credits</dt>
          <dd className="text-xl font-semibold">{gang.credits}</dd>
        </div>
      </dl>
      <DeleteGangButton id={gang.id} name={gang.name} />
    </article>
  );
}
