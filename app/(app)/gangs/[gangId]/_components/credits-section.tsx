import type { GangPageData } from "@/server/gangs/page-data";
import { OpForm } from "./op-form";

const LEDGER_SHOWN = 20;

export function CreditsSection({ gangId, version, data }: { gangId: string; version: number; data: GangPageData }) {
  // the newest entries only: a long campaign's ledger would make the page grow with every battle
  const ledger = data.roster.ledger.slice(-LEDGER_SHOWN).reverse();
  const hidden = data.roster.ledger.length - ledger.length;
  return (
    <section aria-labelledby="credits-heading" className="space-y-3">
      <h2 id="credits-heading" className="text-xl font-semibold">
        Credits
      </h2>
      <div className="rounded border border-stone-300 bg-white p-3">
        <h3 className="mb-2 font-semibold">Income, sales and other payments</h3>
        <OpForm
          gangId={gangId}
          version={version}
          type="adjustCredits"
          primaryField="amount"
          submitLabel="Add entry"
          fields={[
            { name: "amount", label: "Amount (negative to pay)", kind: "number" },
            { name: "reason", label: "Reason", kind: "text" },
          ]}
        />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-sm [&_td]:p-2 [&_td+td]:text-right [&_td+td]:tabular-nums [&_tbody_tr]:border-b [&_tbody_tr]:border-stone-200">
          <caption className="text-left text-stone-600">
            Ledger, newest first
            {hidden > 0 ? ` (the ${LEDGER_SHOWN} latest of ${data.roster.ledger.length} entries; every change is in the history below)` : ""}
          </caption>
          <thead>
            <tr className="border-b border-stone-400 text-left">
              <th className="p-2">Reason</th>
              <th className="p-2 text-right">Amount</th>
              <th className="p-2 text-right">Balance</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((e, i) => (
              <tr key={i}>
                <td className="break-words">{e.reason}</td>
                <td>
                  {e.amount > 0 ? "+" : ""}
                  {e.amount}
                </td>
                <td>{e.balanceAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
