import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/server/db";
import { findOwnGangs } from "@/server/gangs/queries";
import { requirePageUser } from "@/server/session";
import { CreateGangForm } from "./_components/create-gang-form";

export const metadata: Metadata = { title: "My gangs" };

export default async function GangsPage() {
  const user = await requirePageUser("/gangs");
  const gangs = await findOwnGangs(db(), user.id);
  return (
    <div className="space-y-8">
      <section className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold">My gangs</h1>
          <Link href="/gangs/import" className="text-sm text-rust-700 underline">
            Import a gang from a file
          </Link>
          <Link href="/battles/play" className="text-sm text-rust-700 underline">
            Play a friendly battle
          </Link>
        </div>
        {gangs.length === 0 ? (
          <section aria-labelledby="first-steps-heading" className="space-y-2 rounded border border-dashed border-stone-400 bg-white p-4">
            <h2 id="first-steps-heading" className="font-semibold">
              You have no gangs yet. Where to start:
            </h2>
            <ol className="list-decimal space-y-1 pl-5 text-stone-800">
              <li>
                <a href="#new-gang" className="text-rust-700 underline">
                  Create a gang
                </a>{" "}
                below: a name, a house and its starting credits, then recruit and buy vehicles on its page.
              </li>
              <li>
                Or{" "}
                <Link href="/gangs/import" className="text-rust-700 underline">
                  import a gang
                </Link>{" "}
                from a file exported from Gorka Garage.
              </li>
              <li>
                Invited to a campaign? Open the invite link your organiser sent, or{" "}
                <Link href="/campaigns/join" className="text-rust-700 underline">
                  type its code
                </Link>
                ; you bring a gang when you join, so make one first.
              </li>
            </ol>
            <p className="text-sm text-stone-600">
              New to the app?{" "}
              <Link href="/help/getting-started" className="text-rust-700 underline">
                Getting started
              </Link>{" "}
              walks through a first gang, a campaign and a battle.
            </p>
          </section>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Gangs">
            {gangs.map((g) => (
              <li key={g.id} className="rounded border border-stone-300 bg-white p-4">
                <Link href={`/gangs/${g.id}`} className="text-lg font-semibold text-rust-700 underline">
                  {g.name}
                </Link>
                {g.retired && <span className="ml-2 rounded bg-stone-300 px-2 py-0.5 text-sm">Retired</span>}
                <p className="text-sm text-stone-600">
                  {g.house || "No house given"} · {g.credits} credits{g.campaign ? ` · ${g.campaign.name}` : ""}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section id="new-gang" aria-labelledby="new-gang-heading" className="space-y-3 rounded border border-stone-300 bg-white p-4">
        <h2 id="new-gang-heading" className="text-xl font-semibold">
          New gang
        </h2>
        <CreateGangForm />
      </section>
    </div>
  );
}
