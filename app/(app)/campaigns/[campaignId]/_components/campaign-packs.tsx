"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { BusyButton } from "@/app/_components/busy-button";
import { FormMessage } from "@/app/_components/form-message";
import type { ActionResult } from "@/lib/contracts/result";
import { moveCampaignPackOnAction, removeCampaignPackAction, setCampaignPackAction } from "../../pack-actions";

interface Pin {
  revision: number;
  pack: { id: string; name: string; revision: number; retiredAt: Date | null; owner: { name: string } };
}

/**
 * The packs the campaign sets, which every gang in it recruits and buys from, at the revision
 * shown. Organisers set one of their own packs, move one on to its latest revision, or take it off.
 */
export function CampaignPacks({
  campaignId,
  pins,
  mine,
  organiser,
}: {
  campaignId: string;
  pins: Pin[];
  mine: { id: string; name: string; revision: number }[];
  organiser: boolean;
}) {
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [choice, setChoice] = useState("");
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const run = async (action: () => Promise<ActionResult<unknown>>, ask?: string) => {
    if (ask && !window.confirm(ask)) return;
    setBusy(true);
    setMessage(null);
    setChoiceError(null);
    const r = await action().catch(() => null);
    setBusy(false);
    if (!r) return setMessage("Could not reach the server. Nothing was changed.");
    if (!r.ok) return r.fieldErrors?.packId ? setChoiceError(r.fieldErrors.packId[0]!) : setMessage(r.message);
    setChoice("");
    router.refresh();
  };
  const selected = choice || mine[0]?.id || "";
  return (
    <section aria-labelledby="campaign-packs-heading" className="space-y-2">
      <h2 id="campaign-packs-heading" className="text-xl font-semibold">
        Packs
      </h2>
      <p className="text-sm text-stone-700">
        Every gang in the campaign recruits and buys from these packs, at the revision shown, besides its owner&apos;s own packs and the starter pack.
      </p>
      <FormMessage message={message} />
      {pins.length === 0 ? (
        <p className="text-sm text-stone-600">The campaign sets no packs yet.</p>
      ) : (
        <ul className="space-y-2" aria-label="The campaign's packs">
          {pins.map((p) => (
            <li key={p.pack.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded bg-white px-3 py-2 text-sm">
              <Link href={`/packs/${p.pack.id}?revision=${p.revision}`} className="font-medium text-rust-700 underline">
                {p.pack.name}
              </Link>
              <span className="text-stone-600">
                revision {p.revision} · by {p.pack.owner.name}
                {p.pack.retiredAt ? " · retired by its owner" : ""}
              </span>
              {p.pack.revision > p.revision && <span className="text-amber-800">Revision {p.pack.revision} is out.</span>}
              {organiser && p.pack.revision > p.revision && (
                <BusyButton
                  busy={busy}
                  className="rounded border border-stone-500 px-2 py-1"
                  onClick={() =>
                    run(
                      () => moveCampaignPackOnAction({ campaignId, packId: p.pack.id }),
                      `Move the campaign on to revision ${p.pack.revision} of ${p.pack.name}? Every gang in it reads the new profiles, lists and prices from now on.`,
                    )
                  }
                >
                  Move on to revision {p.pack.revision}
                  <span className="sr-only">: {p.pack.name}</span>
                </BusyButton>
              )}
              {organiser && (
                <BusyButton
                  busy={busy}
                  className="rounded border border-red-700 px-2 py-1 text-red-800"
                  onClick={() => run(() => removeCampaignPackAction({ campaignId, packId: p.pack.id }), `Take ${p.pack.name} off the campaign?`)}
                >
                  Take off<span className="sr-only">: {p.pack.name}</span>
                </BusyButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {organiser &&
        (mine.length === 0 ? (
          <p className="text-sm text-stone-600">
            {pins.length > 0 ? "None of your packs is left to set here. " : "You have no packs to set here yet. "}
            <Link href="/packs" className="text-rust-700 underline">
              Make or import one
            </Link>{" "}
            (only your own packs that are not retired can be set).
          </p>
        ) : (
          <form
            className="flex flex-wrap items-start gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              void run(() => setCampaignPackAction({ campaignId, packId: selected }));
            }}
          >
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={`${id}-pack`} className="font-medium">
                One of your packs
              </label>
              <select
                id={`${id}-pack`}
                value={selected}
                onChange={(e) => setChoice(e.target.value)}
                aria-invalid={choiceError ? true : undefined}
                aria-describedby={`${id}-pack-error`}
                className="rounded border border-stone-400 bg-white px-2 py-2"
              >
                {mine.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} (revision {p.revision})
                  </option>
                ))}
              </select>
              <span id={`${id}-pack-error`} aria-live="polite" className="text-red-700">
                {choiceError}
              </span>
            </div>
            <BusyButton type="submit" busy={busy} className="mt-6 rounded bg-stone-800 px-3 py-2 text-sm text-white">
              {busy ? "Saving…" : "Set for the campaign"}
            </BusyButton>
          </form>
        ))}
    </section>
  );
}
