"use client";
import { useWatch, type Control, type FieldValues } from "react-hook-form";

/** The price shown before buying: `prices` by the value of `field`, doubled when `doubleWhen` is ticked. */
export type PriceSpec = { field: string; prices: Record<string, number>; doubleWhen?: string; why?: string };

/** The live price line of a roster form (catalogue and pack forms alike); nothing when the choice has no price. */
export function PriceLine({ control, price, className = "" }: { control: Control<FieldValues>; price: PriceSpec; className?: string }) {
  const [choice, doubled] = useWatch({ control, name: [price.field, price.doubleWhen ?? price.field] }) as unknown[];
  const now = price.prices[String(choice)];
  if (now === undefined) return null;
  const twice = Boolean(price.doubleWhen && doubled);
  return (
    <p className={`${className} text-sm`} aria-live="polite">
      Price: <strong>{twice ? `${now * 2} credits` : `${now} credits`}</strong>
      {twice ? ` (twice ${now}${price.why ? `: ${price.why}` : ""})` : ""}
    </p>
  );
}

/** The prices of a grouped choice list, for a PriceLine (options without a cost are left out). */
export const pricesOf = (groups: readonly { options: readonly { value: string; cost?: number }[] }[]): Record<string, number> =>
  Object.fromEntries(groups.flatMap((g) => g.options.flatMap((o) => (o.cost === undefined ? [] : [[o.value, o.cost] as const]))));
