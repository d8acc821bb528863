import type { Metadata } from "next";
import Link from "next/link";
import { db } from "@/server/db";
import { loadArmies } from "@/server/armies/queries";
import { requirePageUser } from "@/server/session";
import { loadSkirmishGangs } from "@/server/skirmish/queries";
import { SkirmishWorkbench } from "./_components/skirmish-workbench";

export const metadata: Metadata = { title: "Skirmish" };

export default async function SkirmishPage() {
  const user = await requirePageUser("/skirmish");
  const [gangs, armies] = await Promise.all([loadSkirmishGangs(db(), user.id), loadArmies(db(), user.id)]);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">Skirmish on paper</h1>
        <p className="text-stone-700">
          Fight gangs or armies of dice with Roll Out the (Gun) Barrels, Bench Fighting, Bang!, Medieval Strife or Star Strife: one game with its battle log, or
          the odds over many games. Nothing is saved to anyone&apos;s gangs.{" "}
          <Link href="/help/skirmish" className="text-rust-700 underline">
            The five systems in brief
          </Link>
          .
        </p>
      </header>
      <SkirmishWorkbench choices={{ gangs, armies: armies.map((a) => ({ id: a.id, name: a.name, army: a.army })) }} />
    </div>
  );
}
