"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { recordBattleSchema, type RecordBattleFormValues, type RecordBattleInput } from "@/lib/contracts/campaign";
import { recordBattleAction } from "../../../actions";
import { PreBattleChecklist } from "@/app/_components/pre-battle-checklist";
import { isReadyForBattle, type PreBattleItem } from "@/lib/rules";
import { BattleSideTables } from "./battle-side-tables";

export interface GangChoice {
  id: string;
  name: string;
  fighters: { id: string; name: string }[];
  vehicles: { id: string; name: string }[];
  /** The roster's pre-battle check, shown beside the gang as a reminder (never a refusal). */
  preBattle: PreBattleItem[];
}

const blankGang = (g: GangChoice | undefined, result: "won" | "lost") => ({
  gangId: g?.id ?? "",
  result,
  bottledOut: false,
  fighters: (g?.fighters ?? []).map((f) => ({
    fighterId: f.id,
    tookPart: true,
    outOfAction: false,
    injured: false,
    kills: 0,
    outOfActionCaused: 0,
    extraXp: 0,
  })),
  vehicles: (g?.vehicles ?? []).map((v) => ({ vehicleId: v.id, crippled: false, wrecked: false, immobilised: false, damagingRams: 0, runOver: 0 })),
});

const select = "rounded border border-stone-400 bg-white px-2 py-2 aria-[invalid=true]:border-red-700";

export function RecordBattleForm({ campaignId, gangs, today }: { campaignId: string; gangs: GangChoice[]; today: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<RecordBattleFormValues, unknown, RecordBattleInput>({
    resolver: zodResolver(recordBattleSchema),
    defaultValues: { campaignId, playedOn: today, scenario: "", notes: "", source: "manual", gangs: [blankGang(gangs[0], "won"), blankGang(gangs[1], "lost")] },
  });
  const { register, handleSubmit, formState, setError, setValue, getValues, clearErrors, control } = form;
  const chosenSides = useWatch({ control, name: "gangs" });
  const sides = useFieldArray({ control, name: "gangs" });
  const onSubmit = handleSubmit(
    async (values) => {
      setMessage(null);
      const r = await recordBattleAction(values).catch(() => null);
      if (!r) return setMessage("Could not reach the server. Nothing was saved; try again.");
      if (!r.ok) return setMessage(applyServerErrors(r, setError));
      router.push(`/campaigns/${campaignId}`);
      router.refresh();
    },
    () => setMessage(null),
  ); // refused here: the marked fields say why, not an older server message
  const { errors } = formState;
  const gangsError = errors.gangs?.message ?? errors.gangs?.root?.message;
  // after a refused submit (here or by the server) the user learns why next to the button too
  const blocked = formState.submitCount > 0 && Object.keys(errors).length > 0;
  const notesError = errors.notes?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Record a battle">
      <FormMessage message={message} />
      <div className="grid gap-2 sm:grid-cols-2">
        <Field id="record-played-on" label="Date played" type="date" error={errors.playedOn?.message} {...register("playedOn")} />
        <Field id="record-scenario" label="Scenario" error={errors.scenario?.message} {...register("scenario")} />
      </div>
      <p aria-live="polite" className="text-sm text-red-700">
        {gangsError}
      </p>
      {sides.fields.map((side, i) => {
        const chosen = gangs.find((g) => g.id === chosenSides?.[i]?.gangId);
        const gangIdError = errors.gangs?.[i]?.gangId?.message;
        const resultError = errors.gangs?.[i]?.result?.message;
        return (
          <fieldset key={side.id} className="min-w-0 space-y-2 rounded border border-stone-300 bg-white p-3">
            <legend className="px-1 font-semibold">Gang {i + 1}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex flex-col text-sm">
                <label htmlFor={`record-${i}-gang`}>Gang</label>
                <select
                  id={`record-${i}-gang`}
                  className={select}
                  aria-invalid={gangIdError ? true : undefined}
                  aria-describedby={gangIdError ? `record-${i}-gang-error` : undefined}
                  {...register(`gangs.${i}.gangId`, {
                    onChange: (e) => {
                      const g = gangs.find((x) => x.id === e.target.value);
                      const fresh = blankGang(g, getValues(`gangs.${i}.result`) === "won" ? "won" : "lost");
                      setValue(`gangs.${i}.fighters`, fresh.fighters);
                      setValue(`gangs.${i}.vehicles`, fresh.vehicles);
                      // the rows are the new gang's, blank: the old rows' messages are about someone else
                      clearErrors([`gangs.${i}.fighters`, `gangs.${i}.vehicles`]);
                    },
                  })}
                >
                  {gangs.map((g) => (
                    <option key={g.id} value={g.id}>
                      {g.name}
                    </option>
                  ))}
                </select>
                <p id={`record-${i}-gang-error`} aria-live="polite" className="text-red-700">
                  {gangIdError}
                </p>
              </div>
              <div className="flex flex-col text-sm">
                <label htmlFor={`record-${i}-result`}>Result</label>
                <select
                  id={`record-${i}-result`}
                  className={select}
                  aria-invalid={resultError ? true : undefined}
                  aria-describedby={resultError ? `record-${i}-result-error` : undefined}
                  {...register(`gangs.${i}.result`)}
                >
                  <option value="won">Won</option>
                  <option value="lost">Lost</option>
                  <option value="draw">Draw</option>
                </select>
                <p id={`record-${i}-result-error`} aria-live="polite" className="text-red-700">
                  {resultError}
                </p>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="h-5 w-5" {...register(`gangs.${i}.bottledOut`)} /> Bottled out
              </label>
              {sides.fields.length > 2 && (
                <button type="button" className="text-sm text-red-800 underline" onClick={() => sides.remove(i)}>
                  Remove gang
                </button>
              )}
            </div>
            {chosen && (
              <details className="text-sm">
                <summary className="cursor-pointer text-rust-700">
                  Pre-battle check:{" "}
                  {isReadyForBattle(chosen.preBattle) ? "ready for battle" : `${chosen.preBattle.filter((x) => x.severity === "fix").length} to fix`}
                </summary>
                <div className="mt-1">
                  <PreBattleChecklist items={chosen.preBattle} gangName={chosen.name} headingLevel={3} />
                </div>
              </details>
            )}
            {chosen && <BattleSideTables index={i} gang={chosen} register={register} errors={errors.gangs} />}
          </fieldset>
        );
      })}
      {sides.fields.length < Math.min(8, gangs.length) && (
        <button
          type="button"
          className="rounded border border-stone-500 px-3 py-1 text-sm"
          onClick={() =>
            sides.append(
              blankGang(
                gangs.find((g) => !getValues("gangs").some((s) => s.gangId === g.id)),
                "lost",
              ),
            )
          }
        >
          Add another gang
        </button>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="record-notes" className="text-sm font-medium text-stone-800">
          Notes
        </label>
        <textarea
          id="record-notes"
          rows={2}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={`record-notes-hint${notesError ? " record-notes-error" : ""}`}
          className="rounded border border-stone-400 px-2 py-2 aria-[invalid=true]:border-red-700"
          {...register("notes")}
        />
        <p id="record-notes-hint" className="text-xs text-stone-600">
          Up to 2,000 characters.
        </p>
        <p id="record-notes-error" aria-live="polite" className="min-h-4 text-sm text-red-700">
          {notesError}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={formState.isSubmitting} pendingText="Recording…">
          Record battle
        </SubmitButton>
        <p aria-live="polite" className="text-sm font-medium text-red-700">
          {blocked ? "Nothing was saved: fix the marked fields." : message ? "Nothing was saved: see the message at the top of the form." : ""}
        </p>
      </div>
    </form>
  );
}
