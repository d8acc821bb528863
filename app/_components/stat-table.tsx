import { STAT_NAMES, type StatName } from "@/lib/rules/tables/fighters";

/**
 * A fighter's characteristics as one head row and one row of values (cards, packs, blank cards);
 * `values` left out prints empty cells to write in.
 */
export function StatTable({
  values,
  className,
  headRowClassName,
  thClassName,
}: {
  values?: Record<StatName, string | number>;
  className: string;
  headRowClassName?: string;
  thClassName?: string;
}) {
  return (
    <table className={className}>
      <thead>
        <tr className={headRowClassName}>
          {STAT_NAMES.map((s) => (
            <th key={s} scope="col" className={thClassName}>
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>{STAT_NAMES.map((s) => (values ? <td key={s}>{values[s]}</td> : <td key={s} aria-label={`${s}: blank`} />))}</tr>
      </tbody>
    </table>
  );
}
