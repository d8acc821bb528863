import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/server/db";
import { requirePageUser } from "@/server/session";
import { JoinForm } from "../_components/join-form";

export const metadata: Metadata = { title: "Join a campaign" };

export default async function JoinPage({ searchParams }: { searchParams: Promise<{ code?: string | string[] }> }) {
  const { code } = await searchParams;
  const c = typeof code === "string" ? code.slice(0, 40) : "";
  const user = await requirePageUser(`/campaigns/join${c ? `?code=${encodeURIComponent(c)}` : ""}`);
  const gangs = await db().gang.findMany({ where: { ownerId: user.id, campaignId: null, retired: false }, select: { id: true, name: true }, orderBy: { name: "asc" } });
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">Join a campaign</h1>
      {gangs.length === 0 ? (
        <p className="rounded border border-dashed border-stone-400 p-3">You need a gang that is not already in a campaign. <Link href="/gangs" className="text-rust-700 underline">Create a gang</Link> first.</p>
      ) : (
        <JoinForm code={c} gangs={gangs} />
      )}
    </section>
  );
}
