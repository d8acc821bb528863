"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { recordQuickResolveSchema, type RecordQuickResolveInput } from "@/app/_schemas/quick-resolve";
import { recordQuickResolveAction } from "../../../actions";

const SYSTEMS = [
  { id: "rotgb", name: "Roll Out the (Gun) Barrels" },
  { id: "bench", name: "Bench Fighting" },
  { id: "bang", name: "Bang!" },
] as const;

/** Resolves a battle on paper on the server and records it (awaiting confirmation, like any other). */
export function QuickResolveForm({ campaignId, gangs, defaultSeed }: { campaignId: string; gangs: { id: string; name: string }[]; defaultSeed: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<RecordQuickResolveInput>({
    resolver: zodResolver(recordQuickResolveSchema),
    defaultValues: { campaignId, system: "rotgb", gangIds: [gangs[0]?.id ?? "", gangs[1]?.id ?? ""], seed: defaultSeed, scenario: "Quick-resolved battle" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    if (values.gangIds[0] === values.gangIds[1]) return setMessage("Choose two different gangs.");
    const r = await recordQuickResolveAction(values).catch(() => null);
    if (!r) return setMessage("Could not reach the server. Nothing was saved; try again.");
    if (!r.ok) return setMessage(applyServerErrors(r, setError));
    router.push(`/campaigns/${campaignId}`);
    router.refresh();
  });
  const select = "rounded border border-stone-400 bg-white px-2 py-2";
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Quick-resolve a battle" className="grid gap-2 rounded border border-stone-300 bg-white p-3 sm:grid-cols-3">
      <div className="sm:col-span-3"><FormMessage message={message} /></div>
      <label className="flex flex-col text-sm font-medium">System
        <select className={select} {...register("system")}>{SYSTEMS.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}</select>
      </label>
      <label className="flex flex-col text-sm font-medium">First gang
        <select className={select} {...register("gangIds.0")}>{gangs.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}</select>
      </label>
      <label className="flex flex-col text-sm font-medium">Second gang
        <select className={select} {...register("gangIds.1")}>{gangs.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}</select>
      </label>
      <label className="flex flex-col text-sm font-medium">Seed
        <input className="rounded border border-stone-400 px-2 py-2" {...register("seed")} />
        <span aria-live="polite" className="font-normal text-red-700">{formState.errors.seed?.message}</span>
      </label>
      <label className="flex flex-col text-sm font-medium sm:col-span-2">Scenario
        <input className="rounded border border-stone-400 px-2 py-2" {...register("scenario")} />
        <span aria-live="polite" className="font-normal text-red-700">{formState.errors.scenario?.message}</span>
      </label>
      <div className="sm:col-span-3"><SubmitButton pending={formState.isSubmitting} pendingText="Resolving…">Resolve and record</SubmitButton></div>
    </form>
  );
}
