import type { EquipmentItem } from "@/lib/catalogue/equipment";
import { AddEquipmentForm } from "@/app/_components/add-equipment-form";

export function CatalogueSection({ gangId, catalogue }: { gangId: string; catalogue: EquipmentItem[] }) {
  return (
    <section aria-labelledby="catalogue-heading" className="space-y-3">
      <h2 id="catalogue-heading" className="text-xl font-semibold">Equipment catalogue</h2>
      <p className="text-sm text-stone-700">
        The default list is a <strong>starting point</strong>: match names and costs to your book, and add what your group uses.
        Items you add here are for this gang; a campaign&apos;s additions appear for every gang in it.
      </p>
      <details>
        <summary className="cursor-pointer text-sm text-rust-700">Show all {catalogue.length} items</summary>
        {/* At 320 px the table is wider than the screen: it scrolls inside this focusable, named
            region instead of the whole page scrolling sideways. */}
        <div
          role="region"
          tabIndex={0}
          aria-label={`Equipment catalogue, ${catalogue.length} items, scrolls sideways`}
          className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rust-600"
        >
          <table className="w-full border-collapse bg-white text-sm">
            <thead><tr className="border-b border-stone-400 text-left"><th className="p-1">Item</th><th className="p-1">Kind</th><th className="p-1 text-right">Cost</th><th className="p-1">Traits</th><th className="p-1">From</th></tr></thead>
            <tbody>
              {catalogue.map((i) => (
                <tr key={i.id} className="border-b border-stone-200">
                  <td className="p-1">{i.name}</td><td className="p-1">{i.category}</td><td className="p-1 text-right">{i.cost}</td><td className="p-1">{i.traits.join(", ")}</td><td className="p-1">{i.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <AddEquipmentForm scope={{ gangId }} />
    </section>
  );
}
