"use client";
import { useRef, useState, useTransition } from "react";
import { BLANK_CARD_KINDS, BLANK_CARD_NAMES, MAX_BLANKS, printOptionsSchema, type PrintOptions } from "@/lib/contracts/print";
import { CARD_SIZE_NAMES, CARD_SIZES, type Paper } from "@/lib/print/card-sheet";
import { savePrintOptionsAction } from "../actions";

interface Named {
  id: string;
  name: string;
}

/** "all" when every one is ticked (so later ones print too), else the ticked ids. */
const selectionOf = (ticked: string[], all: Named[]): PrintOptions["vehicles"] => (all.every((x) => ticked.includes(x.id)) ? "all" : ticked);

/**
 * What to print, remembered for the gang: each change is saved at once (the page below then
 * shows the new layout), so Print and Download PDF always print what the form says.
 */
export function PrintOptionsForm({
  gangId,
  saved,
  vehicles,
  fighters,
  perPage,
}: {
  gangId: string;
  saved: PrintOptions;
  vehicles: Named[];
  fighters: Named[];
  perPage: Record<string, Record<Paper, number>>;
}) {
  const [options, setOptions] = useState(saved);
  const [status, setStatus] = useState("");
  const [, startTransition] = useTransition();
  const latest = useRef(0);

  function change(next: PrintOptions) {
    setOptions(next);
    const parsed = printOptionsSchema.safeParse(next);
    if (!parsed.success) return setStatus(parsed.error.issues[0]?.message ?? "Check the numbers.");
    const run = ++latest.current;
    setStatus("Saving…");
    startTransition(async () => {
      const result = await savePrintOptionsAction({ gangId, options: parsed.data }).catch(() => null);
      if (run !== latest.current) return; // a later change is on its way
      setStatus(!result ? "Could not reach the server: the choice was not saved." : result.ok ? "Saved: the cards below show your choice." : result.message);
    });
  }

  const ticked = (sel: PrintOptions["vehicles"], all: Named[]) => (sel === "all" ? all.map((x) => x.id) : sel);
  const toggle = (key: "vehicles" | "fighters", all: Named[], id: string, on: boolean) => {
    const now = ticked(options[key], all);
    change({ ...options, [key]: selectionOf(on ? [...now, id] : now.filter((x) => x !== id), all) });
  };
  const box = "h-4 w-4 accent-stone-800";
  const group = "rounded border border-stone-400 p-3";

  return (
    <form
      aria-label="What to print"
      className="grid gap-3 text-sm md:grid-cols-2 print:hidden"
      onSubmit={(e) => {
        e.preventDefault();
        change(options);
      }}
    >
      <fieldset className={group}>
        <legend className="px-1 font-semibold">Card size</legend>
        {CARD_SIZES.map((size) => (
          <label key={size} className="flex items-center gap-2 py-1">
            <input type="radio" name="size" className={box} checked={options.size === size} onChange={() => change({ ...options, size })} />
            {CARD_SIZE_NAMES[size]} <span className="text-stone-700">({perPage[size]![options.paper]} a page)</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={group}>
        <legend className="px-1 font-semibold">Paper and extras</legend>
        <div className="flex gap-4 py-1">
          {(["a4", "letter"] as const).map((paper) => (
            <label key={paper} className="flex items-center gap-2">
              <input type="radio" name="paper" className={box} checked={options.paper === paper} onChange={() => change({ ...options, paper })} />
              {paper === "a4" ? "A4" : "US Letter"}
            </label>
          ))}
        </div>
        <label className="flex items-center gap-2 py-1">
          <input type="checkbox" className={box} checked={options.roster} onChange={(e) => change({ ...options, roster: e.target.checked })} />
          Roster sheet first
        </label>
        <label className="flex items-center gap-2 py-1">
          <input type="checkbox" className={box} checked={options.rules} onChange={(e) => change({ ...options, rules: e.target.checked })} />
          Rules summary after the cards
        </label>
      </fieldset>
      {(
        [
          ["vehicles", "Vehicle cards", vehicles],
          ["fighters", "Fighter cards", fighters],
        ] as const
      ).map(([key, legend, all]) => (
        <fieldset key={key} className={group}>
          <legend className="px-1 font-semibold">{legend}</legend>
          {all.length === 0 ? (
            <p className="text-stone-700">None in the gang.</p>
          ) : (
            all.map((x) => (
              <label key={x.id} className="flex items-center gap-2 py-1">
                <input
                  type="checkbox"
                  className={box}
                  checked={ticked(options[key], all).includes(x.id)}
                  onChange={(e) => toggle(key, all, x.id, e.target.checked)}
                />
                {x.name}
              </label>
            ))
          )}
        </fieldset>
      ))}
      <fieldset className={`${group} md:col-span-2`}>
        <legend className="px-1 font-semibold">Blank cards to fill in by hand</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {BLANK_CARD_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2">
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_BLANKS}
                className="w-16 rounded border border-stone-500 px-2 py-1"
                value={options.blanks[kind]}
                onChange={(e) => change({ ...options, blanks: { ...options.blanks, [kind]: e.target.value === "" ? 0 : Number(e.target.value) } })}
              />
              {BLANK_CARD_NAMES[kind]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <button type="submit" className="rounded border border-stone-500 bg-white px-3 py-2">
          Save choice
        </button>
        <p role="status" aria-live="polite" className="text-stone-700">
          {status}
        </p>
      </div>
    </form>
  );
}
