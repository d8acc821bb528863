import type { Metadata } from "next";
import Link from "next/link";
import { blankArmy } from "@/lib/contracts/army";
import { requirePageUser } from "@/server/session";
import { ArmyEditor } from "../_components/army-editor";
import { armyToForm } from "../_components/army-form";

export const metadata: Metadata = { title: "Build an army" };

export default async function NewArmyPage() {
  await requirePageUser("/skirmish/armies/new");
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/skirmish/armies" className="text-rust-700 underline">
          ← Your armies
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Build an army</h1>
      <ArmyEditor initial={armyToForm(blankArmy("rotgb"))} />
    </div>
  );
}
