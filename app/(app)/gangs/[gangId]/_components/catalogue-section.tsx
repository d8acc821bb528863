import type { EquipmentItem } from "@/lib/catalogue/equipment";
import { AddEquipmentForm } from "@/app/_components/add-equipment-form";
import { CatalogueTable } from "./catalogue-table";
import { WhenOpened } from "./gang-forms";

export function CatalogueSection({ gangId, catalogue }: { gangId: string; catalogue: EquipmentItem[] }) {
  return (
    <section aria-labelledby="catalogue-heading" className="space-y-3">
      <h2 id="catalogue-heading" className="text-xl font-semibold">
        Equipment catalogue
      </h2>
      <p className="text-sm text-stone-700">
        The default list is a <strong>starting point</strong>: match names and costs to your book, and add what your group uses. Items you add here are for this
        gang; a campaign&apos;s additions appear for every gang in it.
      </p>
      <WhenOpened summary={`Show all ${catalogue.length} items`} summaryClassName="cursor-pointer text-sm text-rust-700">
        <CatalogueTable />
      </WhenOpened>
      <AddEquipmentForm scope={{ gangId }} />
    </section>
  );
}
