"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFieldArray, useForm, useWatch, type UseFormRegister } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { recordBattleSchema, type RecordBattleFormValues, type RecordBattleInput } from "@/app/_schemas/campaign";
import { recordBattleAction } from "../../../actions";

export interface GangChoice {
  id: string;
  name: string;
  fighters: { id: string; name: string }[];
  vehicles: { id: string; name: string }[];
}

const blankGang = (g: GangChoice | undefined, result: "won" | "lost") => ({
  gangId: g?.id ?? "",
  result,
  bottledOut: false,
  fighters: (g?.fighters ?? []).map((f) => ({ fighterId: f.id, tookPart: true, outOfAction: false, injured: false, kills: 0 })),
  vehicles: (g?.vehicles ?? []).map((v) => ({ vehicleId: v.id, crippled: false, wrecked: false, immobilised: false, damagingRams: 0, runOver: 0 })),
});

export function RecordBattleForm({ campaignId, gangs, today }: { campaignId: string; gangs: GangChoice[]; today: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<RecordBattleFormValues, unknown, RecordBattleInput>({
    resolver: zodResolver(recordBattleSchema),
    defaultValues: { campaignId, playedOn: today, scenario: "", notes: "", source: "manual", gangs: [blankGang(gangs[0], "won"), blankGang(gangs[1], "lost")] },
  });
  const { register, handleSubmit, formState, setError, setValue, getValues, control } = form;
  const chosenSides = useWatch({ control, name: "gangs" });
  const sides = useFieldArray({ control, name: "gangs" });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const r = await recordBattleAction(values).catch(() => null);
    if (!r) return setMessage("Could not reach the server. Nothing was saved; try again.");
    if (!r.ok) return setMessage(applyServerErrors(r, setError));
    router.push(`/campaigns/${campaignId}`);
    router.refresh();
  });
  const gangsError = formState.errors.gangs?.message ?? formState.errors.gangs?.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Record a battle">
      <FormMessage message={message} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id="record-played-on" label="Date played" type="date" error={formState.errors.playedOn?.message} {...register("playedOn")} />
        <Field id="record-scenario" label="Scenario" error={formState.errors.scenario?.message} {...register("scenario")} />
      </div>
      <p aria-live="polite" className="text-sm text-red-700">{gangsError}</p>
      {sides.fields.map((side, i) => {
        const chosen = gangs.find((g) => g.id === chosenSides?.[i]?.gangId);
        return (
          <fieldset key={side.id} className="min-w-0 space-y-2 rounded border border-stone-300 bg-white p-3">
            <legend className="px-1 font-semibold">Gang {i + 1}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col text-sm">Gang
                <select className="rounded border border-stone-400 bg-white px-2 py-2" {...register(`gangs.${i}.gangId`, {
                  onChange: (e) => {
                    const g = gangs.find((x) => x.id === e.target.value);
                    const fresh = blankGang(g, getValues(`gangs.${i}.result`) === "won" ? "won" : "lost");
                    setValue(`gangs.${i}.fighters`, fresh.fighters);
                    setValue(`gangs.${i}.vehicles`, fresh.vehicles);
                  },
                })}>
                  {gangs.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
                </select>
              </label>
              <label className="flex flex-col text-sm">Result
                <select className="rounded border border-stone-400 bg-white px-2 py-2" {...register(`gangs.${i}.result`)}>
                  <option value="won">Won</option><option value="lost">Lost</option><option value="draw">Draw</option>
                </select>
              </label>
              <label className="flex items-center gap-2 text-sm"><input type="checkbox" className="h-5 w-5" {...register(`gangs.${i}.bottledOut`)} /> Bottled out</label>
              {sides.fields.length > 2 && <button type="button" className="text-sm text-red-800 underline" onClick={() => sides.remove(i)}>Remove gang</button>}
            </div>
            {chosen && <SideDetails index={i} gang={chosen} register={register} />}
          </fieldset>
        );
      })}
      {sides.fields.length < Math.min(8, gangs.length) && (
        <button type="button" className="rounded border border-stone-500 px-3 py-1 text-sm" onClick={() => sides.append(blankGang(gangs.find((g) => !getValues("gangs").some((s) => s.gangId === g.id)), "lost"))}>Add another gang</button>
      )}
      <label className="flex flex-col text-sm font-medium">Notes
        <textarea rows={2} className="rounded border border-stone-400 px-2 py-2" {...register("notes")} />
      </label>
      <SubmitButton pending={formState.isSubmitting} pendingText="Recording…">Record battle</SubmitButton>
    </form>
  );
}

function SideDetails({ index: i, gang, register }: { index: number; gang: GangChoice; register: UseFormRegister<RecordBattleFormValues> }) {
  const num = "w-16 rounded border border-stone-400 px-1 py-1";
  return (
    <div className="space-y-2 overflow-x-auto">
      {gang.vehicles.length > 0 && (
        <table className="min-w-[36rem] text-sm">
          <caption className="text-left font-medium">Vehicles of {gang.name}</caption>
          <thead><tr className="text-left"><th className="pr-2">Vehicle</th><th className="pr-2">Crippled</th><th className="pr-2">Wrecked</th><th className="pr-2">Immobilised</th><th className="pr-2">Damaging rams</th><th>Foot fighters run over</th></tr></thead>
          <tbody>
            {gang.vehicles.map((v, j) => (
              <tr key={v.id}>
                <td className="pr-2">{v.name}</td>
                <td><input type="checkbox" aria-label={`${v.name} crippled`} {...register(`gangs.${i}.vehicles.${j}.crippled`)} /></td>
                <td><input type="checkbox" aria-label={`${v.name} wrecked`} {...register(`gangs.${i}.vehicles.${j}.wrecked`)} /></td>
                <td><input type="checkbox" aria-label={`${v.name} immobilised`} {...register(`gangs.${i}.vehicles.${j}.immobilised`)} /></td>
                <td><input type="number" min={0} className={num} aria-label={`${v.name} damaging rams`} {...register(`gangs.${i}.vehicles.${j}.damagingRams`)} /></td>
                <td><input type="number" min={0} className={num} aria-label={`${v.name} foot fighters run over`} {...register(`gangs.${i}.vehicles.${j}.runOver`)} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {gang.fighters.length > 0 && (
        <table className="min-w-[30rem] text-sm">
          <caption className="text-left font-medium">Fighters of {gang.name}</caption>
          <thead><tr className="text-left"><th className="pr-2">Fighter</th><th className="pr-2">Took part</th><th className="pr-2">Out of action</th><th className="pr-2">Injured</th><th>Kills</th></tr></thead>
          <tbody>
            {gang.fighters.map((f, j) => (
              <tr key={f.id}>
                <td className="pr-2">{f.name}</td>
                <td><input type="checkbox" aria-label={`${f.name} took part`} {...register(`gangs.${i}.fighters.${j}.tookPart`)} /></td>
                <td><input type="checkbox" aria-label={`${f.name} out of action`} {...register(`gangs.${i}.fighters.${j}.outOfAction`)} /></td>
                <td><input type="checkbox" aria-label={`${f.name} injured`} {...register(`gangs.${i}.fighters.${j}.injured`)} /></td>
                <td><input type="number" min={0} className={num} aria-label={`${f.name} kills`} {...register(`gangs.${i}.fighters.${j}.kills`)} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
