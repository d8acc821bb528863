import type { Metadata } from "next";
import Link from "next/link";
import { ARMIES_PER_USER, armyFileText } from "@/lib/contracts/army";
import { armyDice } from "@/lib/skirmish/army";
import { systemName } from "@/lib/skirmish/resolve";
import { loadArmies } from "@/server/armies/queries";
import { db } from "@/server/db";
import { requirePageUser } from "@/server/session";
import { DeleteArmyButton } from "./_components/delete-army-button";
import { ImportArmyForm } from "./_components/import-army-form";

export const metadata: Metadata = { title: "Armies" };

const card = "rounded border border-stone-300 bg-white p-4";

/** The user's armies of dice: build one, import a file, export, change or delete; fight them on the skirmish page. */
export default async function ArmiesPage({ searchParams }: { searchParams: Promise<{ saved?: string }> }) {
  const user = await requirePageUser("/skirmish/armies");
  const [armies, { saved }] = await Promise.all([loadArmies(db(), user.id), searchParams]);
  const justSaved = armies.find((a) => a.id === saved);
  return (
    // a name of one long word (120 letters) wraps rather than widening the page on a phone
    <div className="space-y-8 wrap-anywhere">
      <header className="space-y-2">
        <p className="text-sm">
          <Link href="/skirmish" className="text-rust-700 underline">
            ← Skirmish on paper
          </Link>
        </p>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold">Your armies</h1>
          <Link href="/skirmish/armies/new" className="rounded bg-rust-700 px-4 py-2 font-semibold text-white hover:bg-rust-800">
            Build an army
          </Link>
        </div>
        <p className="max-w-3xl text-stone-700">
          An army of dice for Roll Out the (Gun) Barrels, Medieval Strife or Star Strife: a name, unit types and their dice. Fight it on the skirmish page
          against another army or against a gang (each of a gang&apos;s fighters and vehicles becomes one die, bigger for tougher ones:{" "}
          <Link href="/help/skirmish" className="text-rust-700 underline">
            the five systems in brief
          </Link>
          ). An army is a small JSON file (<code>gorka-garage.army</code>): export it, or import one.
        </p>
      </header>

      <p role="status" className={justSaved ? "rounded border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900" : "sr-only"}>
        {justSaved ? `Saved ${justSaved.name}. Fight it on the skirmish page.` : ""}
      </p>

      <section aria-labelledby="armies-heading" className="space-y-3">
        <h2 id="armies-heading" tabIndex={-1} className="text-xl font-semibold">
          Armies ({armies.length} of {ARMIES_PER_USER})
        </h2>
        {armies.length === 0 ? (
          <p className="rounded border border-dashed border-stone-400 p-4 text-stone-700">You have no armies yet: build one, or import a file below.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Your armies">
            {armies.map((a) => (
              <li key={a.id} className={`${card} min-w-0 space-y-2`}>
                <Link href={`/skirmish/armies/${a.id}`} className="text-lg font-semibold text-rust-700 underline">
                  {a.name}
                </Link>
                <p className="text-sm text-stone-600">
                  {systemName(a.game)} · {armyDice(a.army).length} units
                </p>
                <p className="text-sm text-stone-700">
                  {a.army.units.map((u) => `${u.count && u.count > 1 ? `${u.count} × ` : ""}${u.name ?? u.type} (d${u.die})`).join(", ")}
                </p>
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <a
                    href={`data:application/json;charset=utf-8,${encodeURIComponent(armyFileText(a.army))}`}
                    download={`${a.name}.army.json`}
                    className="text-rust-700 underline"
                  >
                    Export<span className="sr-only"> {a.name}</span> (JSON)
                  </a>
                  <DeleteArmyButton armyId={a.id} name={a.name} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="import-army-heading" className={`${card} space-y-3`}>
        <h2 id="import-army-heading" className="text-lg font-semibold">
          Import an army file
        </h2>
        <ImportArmyForm />
      </section>
    </div>
  );
}
