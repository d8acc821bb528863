import type { RefusedField } from "./use-refusals";

/**
 * The short list at the top of a form refused for several rules: which fields, each a link to
 * the field, where its rule is written out under it.
 */
export function RefusalSummary({ refused, idOf }: { refused: readonly RefusedField[]; idOf: (name: string) => string }) {
  if (refused.length === 0) return null;
  return (
    <div role="alert" className="basis-full rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      <p className="font-medium">Not done: this would break the rules written under</p>
      <ul className="list-disc pl-5">
        {refused.map((f) => (
          <li key={f.name}>
            <a href={`#${idOf(f.name)}`} className="underline">
              {f.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
