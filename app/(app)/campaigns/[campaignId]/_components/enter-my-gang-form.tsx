"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SubmitButton } from "@/app/_components/submit-button";
import { joinCampaignAction } from "../../actions";

export function EnterMyGangForm({ code, gangs }: { code: string; gangs: { id: string; name: string }[] }) {
  const router = useRouter();
  const [gangId, setGangId] = useState(gangs[0]!.id);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Enter one of my gangs"
      onSubmit={async (e) => {
        e.preventDefault();
        setPending(true);
        setError(null);
        const r = await joinCampaignAction({ code, gangId }).catch(() => null);
        setPending(false);
        if (!r) return setError("Could not reach the server. Nothing was changed; try again.");
        if (!r.ok) return setError(r.fieldErrors?.gangId?.[0] ?? r.message);
        router.refresh();
      }}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="enter-gang" className="text-sm font-medium">
          Enter one of my gangs
        </label>
        <select
          id="enter-gang"
          value={gangId}
          onChange={(e) => {
            setGangId(e.target.value);
            setError(null);
          }}
          aria-describedby="enter-gang-error"
          className="max-w-full rounded border border-stone-400 bg-white px-2 py-2"
        >
          {gangs.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton pending={pending} pendingText="Entering…" className="rounded bg-rust-700 px-3 py-2 text-sm font-medium text-white hover:bg-rust-800">
        Enter gang
      </SubmitButton>
      <p id="enter-gang-error" aria-live="polite" className="basis-full text-sm text-red-700">
        {error}
      </p>
    </form>
  );
}
