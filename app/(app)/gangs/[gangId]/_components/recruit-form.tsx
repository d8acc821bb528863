"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { useRefusals } from "@/app/_components/use-refusals";
import { isCustomType, recruitSchema, type RecruitInput } from "@/lib/contracts/pack-roster";
import { packRosterAction } from "../pack-actions";
import type { ChoiceGroup } from "./pack-options";
import { noteVersion, versionToSend } from "./gang-version";

/**
 * Recruit a fighter: a type from the packs the gang can use (profile and cost from the pack, the
 * type's limit kept: a refusal is said under the type), or a custom type with its cost typed in.
 */
export function RecruitForm({ gangId, version, groups }: { gangId: string; version: number; groups: ChoiceGroup[] }) {
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  const defaults: RecruitInput = { type: "recruit", name: "", fighterType: "ganger", cost: 0 };
  const { register, handleSubmit, formState, setError, clearErrors, setValue, control, reset } = useForm<RecruitInput>({
    resolver: zodResolver(recruitSchema),
    defaultValues: defaults,
  });
  // a refusal goes when its field changes, the form succeeds or the roster moves on
  const refusals = useRefusals({
    setError,
    clearErrors,
    fields: [
      { name: "name", label: "Fighter name" },
      { name: "fighterType", label: "Fighter type" },
      { name: "cost", label: "Cost (credits)" },
    ],
    fallback: "cost",
    version,
  });
  const chosen = useWatch({ control, name: "fighterType" });
  const fromPack = !isCustomType(chosen);
  const packCost = groups.flatMap((g) => g.options).find((o) => o.value === chosen)?.cost;
  const typeField = register("fighterType", {
    onChange: (e: { target: { value: string } }) => {
      refusals.changed("fighterType");
      refusals.changed("cost");
      const cost = groups.flatMap((g) => g.options).find((o) => o.value === e.target.value)?.cost;
      if (cost !== undefined) setValue("cost", cost);
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await packRosterAction({ gangId, version: versionToSend(gangId, version), op: values }).catch(() => null);
    if (result) noteVersion(gangId, result);
    if (!result) return setMessage("Could not reach the server. Nothing was changed; try again.");
    if (!result.ok) {
      if (result.code === "STALE") router.refresh();
      if (result.code === "REFUSED" || result.code === "INVALID_INPUT") {
        const errors = result.fieldErrors ?? {};
        const field = (["name", "fighterType", "cost"] as const).find((k) => errors[k]);
        // the rules' refusal of a custom recruit (credits short) is the cost's; a pack's (its limit) the type's
        setError(field ?? (fromPack ? "fighterType" : "cost"), { type: "server", message: field ? errors[field]![0] : result.message }, { shouldFocus: true });
        return;
      }
      return setMessage(result.message);
    }
    reset(defaults);
    refusals.cleared();
    router.refresh();
  });
  const err = (k: keyof RecruitInput) => formState.errors[k]?.message;
  const field = (k: "name" | "fighterType" | "cost", label: string, control: React.ReactNode, hint?: string) => (
    <div className="flex min-w-0 max-w-full flex-col gap-1">
      <label htmlFor={`${id}-${k}`} className="text-sm font-medium">
        {label}
      </label>
      {control}
      {hint && (
        <span id={`${id}-${k}-hint`} className="text-xs text-stone-600">
          {hint}
        </span>
      )}
      <span id={`${id}-${k}-error`} aria-live="polite" className="max-w-xs whitespace-pre-line text-sm text-red-700">
        {err(k)}
      </span>
    </div>
  );
  const described = (k: string, hint = false) => [hint ? `${id}-${k}-hint` : "", `${id}-${k}-error`].filter(Boolean).join(" ");
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <FormMessage message={message} />
      {field(
        "name",
        "Fighter name",
        <input
          id={`${id}-name`}
          type="text"
          aria-invalid={err("name") ? true : undefined}
          aria-describedby={described("name")}
          className="w-full min-w-0 rounded border border-stone-400 bg-white px-2 py-2 sm:w-44"
          {...register("name", { onChange: () => refusals.changed("name") })}
        />,
      )}
      {field(
        "fighterType",
        "Fighter type",
        <select
          id={`${id}-fighterType`}
          aria-invalid={err("fighterType") ? true : undefined}
          aria-describedby={described("fighterType")}
          className="w-full max-w-full rounded border border-stone-400 bg-white px-2 py-2 sm:w-auto"
          {...typeField}
        >
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>,
      )}
      {field(
        "cost",
        "Cost (credits)",
        <input
          id={`${id}-cost`}
          type="number"
          inputMode="numeric"
          readOnly={fromPack}
          aria-invalid={err("cost") ? true : undefined}
          aria-describedby={described("cost", fromPack)}
          className="w-full min-w-0 rounded border border-stone-400 bg-white px-2 py-2 read-only:bg-stone-100 sm:w-28"
          {...register("cost", { onChange: () => refusals.changed("cost") })}
        />,
        fromPack ? `From the pack${packCost === undefined ? "" : `: ${packCost}`}` : undefined,
      )}
      <SubmitButton
        pending={formState.isSubmitting}
        pendingText="Saving…"
        className="mt-6 rounded bg-rust-700 px-3 py-2 text-sm font-medium text-white hover:bg-rust-800"
      >
        Recruit
      </SubmitButton>
    </form>
  );
}
