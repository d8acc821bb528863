"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field, TextAreaField } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { createCampaignSchema, type CreateCampaignInput } from "@/lib/contracts/campaign";
import { createCampaignAction } from "../actions";

export function CreateCampaignForm() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<CreateCampaignInput>({
    resolver: zodResolver(createCampaignSchema),
    defaultValues: {
      name: "",
      description: "",
      houseRules: "",
      startsOn: "",
      endsOn: "",
      startingCredits: 1000,
      isPublic: false,
      pointsWin: 3,
      pointsDraw: 1,
      pointsLoss: 0,
    },
  });
  const e = formState.errors;
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await createCampaignAction(values).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Nothing was saved; try again.");
    if (!result.ok) return setMessage(applyServerErrors(result, setError));
    router.push(`/campaigns/${result.data.id}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="New campaign" className="grid gap-2 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FormMessage message={message} />
      </div>
      <Field label="Campaign name" error={e.name?.message} {...register("name")} />
      <Field label="Starting credits" type="number" error={e.startingCredits?.message} {...register("startingCredits")} />
      <Field label="Starts on" type="date" error={e.startsOn?.message} {...register("startsOn")} />
      <Field label="Ends on" type="date" error={e.endsOn?.message} {...register("endsOn")} />
      <div className="sm:col-span-2">
        <TextAreaField label="Description" id="campaign-description" rows={2} error={e.description?.message} {...register("description")} />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="House rules" id="campaign-house-rules" rows={3} error={e.houseRules?.message} {...register("houseRules")} />
      </div>
      <fieldset className="grid grid-cols-3 gap-2 sm:col-span-2">
        <legend className="text-sm font-medium">Points for a</legend>
        <Field label="Win" type="number" error={e.pointsWin?.message} {...register("pointsWin")} />
        <Field label="Draw" type="number" error={e.pointsDraw?.message} {...register("pointsDraw")} />
        <Field label="Loss" type="number" error={e.pointsLoss?.message} {...register("pointsLoss")} />
      </fieldset>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="h-5 w-5" {...register("isPublic")} /> Public: anyone can read the standings and battles
      </label>
      <div className="sm:col-span-2">
        <SubmitButton pending={formState.isSubmitting} pendingText="Creating…">
          Create campaign
        </SubmitButton>
      </div>
    </form>
  );
}
