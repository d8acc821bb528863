"use client";
import { useGangForms } from "./gang-forms";

/** Every item the gang's forms offer, as a table: built in the browser when "Show all" is opened. */
export function CatalogueTable() {
  const { catalogue } = useGangForms();
  return (
    // At 320 px the table is wider than the screen: it scrolls inside this focusable, named region
    // instead of the whole page scrolling sideways.
    <div
      role="region"
      tabIndex={0}
      aria-label={`Equipment catalogue, ${catalogue.length} items, scrolls sideways`}
      className="mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rust-600"
    >
      <table className="w-full border-collapse bg-white text-sm">
        <thead>
          <tr className="border-b border-stone-400 text-left">
            <th className="p-1">Item</th>
            <th className="p-1">Kind</th>
            <th className="p-1 text-right">Cost</th>
            <th className="p-1">Traits</th>
            <th className="p-1">From</th>
          </tr>
        </thead>
        <tbody>
          {catalogue.map((i) => (
            <tr key={i.id} className="border-b border-stone-200">
              <td className="p-1">{i.name}</td>
              <td className="p-1">{i.category}</td>
              <td className="p-1 text-right">{i.cost}</td>
              <td className="p-1">{i.traits.join(", ")}</td>
              <td className="p-1">{i.source}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
