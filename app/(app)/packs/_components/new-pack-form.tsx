"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { newPackSchema, type NewPackInput } from "@/lib/contracts/packs";
import { createPackAction } from "../actions";

/** A new pack made in the app (then filled in the editor): blank, or a copy of the starter pack. */
export function NewPackForm() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<NewPackInput>({
    resolver: zodResolver(newPackSchema),
    defaultValues: { name: "", slug: "", start: "starter" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await createPackAction(values).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Nothing was created; try again.");
    if (!result.ok) return setMessage(applyServerErrors(result, setError, ["slug", "name"]));
    router.push(`/packs/${result.data.id}/edit`);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New pack" className="grid grid-cols-1 gap-2 sm:grid-cols-3 [&>*]:min-w-0">
      <div className="sm:col-span-3">
        <FormMessage message={message} />
      </div>
      <Field label="Pack name" id="new-pack-name" error={formState.errors.name?.message} {...register("name")} />
      <Field
        label="Pack id"
        id="new-pack-slug"
        hint='Letters, digits and - _ . : with no spaces, e.g. "our-club". Fighters remember it.'
        error={formState.errors.slug?.message}
        {...register("slug")}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="new-pack-start" className="text-sm font-medium">
          Start from
        </label>
        <select id="new-pack-start" className="w-full min-w-0 rounded border border-stone-400 bg-white px-3 py-2" {...register("start")}>
          <option value="starter">A copy of the starter pack (placeholder)</option>
          <option value="blank">Nothing: a blank pack</option>
        </select>
      </div>
      <div className="sm:col-span-3">
        <SubmitButton pending={formState.isSubmitting} pendingText="Creating…">
          Create pack
        </SubmitButton>
      </div>
    </form>
  );
}
