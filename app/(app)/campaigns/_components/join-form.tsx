"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { joinCampaignSchema, type JoinCampaignInput } from "@/lib/contracts/campaign";
import { joinCampaignAction } from "../actions";

export function JoinForm({ code, gangs }: { code: string; gangs: { id: string; name: string }[] }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<JoinCampaignInput>({
    resolver: zodResolver(joinCampaignSchema),
    defaultValues: { code, gangId: gangs[0]?.id ?? "" },
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await joinCampaignAction(values).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Try again.");
    // a refusal placed under the code or the gang is said there only, not again above the form
    if (!result.ok) return setMessage(applyServerErrors(result, setError, ["code", "gangId"]));
    router.push(`/campaigns/${result.data.campaignId}`);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Join a campaign">
      <FormMessage message={message} />
      <Field label="Invite code" error={formState.errors.code?.message} {...register("code")} />
      <div className="flex flex-col gap-1">
        <label htmlFor="join-gang" className="text-sm font-medium">
          Gang to bring
        </label>
        <select id="join-gang" className="rounded border border-stone-400 bg-white px-2 py-2" aria-describedby="join-gang-error" {...register("gangId")}>
          {gangs.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        <p id="join-gang-error" aria-live="polite" className="text-sm text-red-700">
          {formState.errors.gangId?.message}
        </p>
      </div>
      <SubmitButton pending={formState.isSubmitting} pendingText="Joining…">
        Join campaign
      </SubmitButton>
    </form>
  );
}
