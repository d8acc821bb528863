import { isReadyForBattle, type PreBattleItem } from "@/lib/rules";

/**
 * The pre-battle check as a checklist: "Ready for battle" or what to fix, then who sits this battle
 * out. Each line names its rule. A checklist, never a refusal: the roster may be built in any order.
 */
export function PreBattleChecklist({ items, gangName, headingLevel = 2 }: { items: readonly PreBattleItem[]; gangName?: string; headingLevel?: 2 | 3 }) {
  const fix = items.filter((i) => i.severity === "fix");
  const notes = items.filter((i) => i.severity === "note");
  const ready = isReadyForBattle(items);
  const H = headingLevel === 2 ? "h2" : "h3";
  const id = `pre-battle-${gangName ? gangName.replace(/\W+/g, "-").toLowerCase() : "gang"}`;
  return (
    <section aria-labelledby={id} className={`rounded border p-3 text-sm ${ready ? "border-green-700 bg-green-50" : "border-amber-600 bg-amber-50"}`}>
      <H id={id} className="font-semibold">
        {ready ? "Ready for battle" : `Before the next battle: ${fix.length} to fix`}
        {gangName ? <span className="font-normal"> ({gangName})</span> : null}
      </H>
      {fix.length > 0 && <ChecklistLines items={fix} label="To fix" />}
      {notes.length > 0 && (
        <>
          <p className="mt-2 font-medium">Sitting this battle out</p>
          <ChecklistLines items={notes} label="Sitting this battle out" />
        </>
      )}
    </section>
  );
}

function ChecklistLines({ items, label }: { items: readonly PreBattleItem[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-1 list-disc space-y-1 pl-5">
      {items.map((i) => (
        <li key={`${i.code}:${i.path.join(".")}`}>
          {i.message} <span className="text-stone-600">({i.rule})</span>
        </li>
      ))}
    </ul>
  );
}
