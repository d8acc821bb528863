"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { createGangSchema, type CreateGangInput } from "@/lib/contracts/gang";
import { createGangAction } from "../actions";

export function CreateGangForm() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<CreateGangInput>({
    resolver: zodResolver(createGangSchema),
    defaultValues: { name: "", house: "", credits: 1000 },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await createGangAction(values).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Nothing was saved; try again.");
    if (!result.ok) return setMessage(applyServerErrors(result, setError));
    reset();
    router.push(`/gangs/${result.data.id}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 sm:grid-cols-3 sm:items-start" aria-label="New gang">
      <div className="sm:col-span-3">
        <FormMessage message={message} />
      </div>
      <Field label="Gang name" error={formState.errors.name?.message} {...register("name")} />
      <Field label="House or faction" error={formState.errors.house?.message} {...register("house")} />
      <Field label="Starting credits" type="number" inputMode="numeric" min={0} error={formState.errors.credits?.message} {...register("credits")} />
      <div className="sm:col-span-3">
        <SubmitButton pending={formState.isSubmitting} pendingText="Creating…">
          Create gang
        </SubmitButton>
      </div>
    </form>
  );
}
