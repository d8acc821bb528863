"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { addCampaignEquipmentAction } from "@/app/(app)/campaigns/actions";
import { addEquipmentAction } from "@/app/(app)/gangs/[gangId]/actions";
import { addEquipmentSchema, type AddEquipmentInput } from "@/lib/contracts/equipment";

/** Adds an item to a gang's catalogue, or (organisers) to a campaign's, which every gang in it sees. */
export function AddEquipmentForm({ scope }: { scope: { gangId: string } | { campaignId: string } }) {
  // The gang schema checks the item's fields; the campaign action checks the same fields server-side.
  const gangId = "gangId" in scope ? scope.gangId : scope.campaignId;
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const defaults: AddEquipmentInput = { gangId, category: "weapon", name: "", cost: 0, traits: "" };
  const { register, handleSubmit, formState, setError, reset } = useForm<AddEquipmentInput>({
    resolver: zodResolver(addEquipmentSchema),
    defaultValues: defaults,
  });
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const { gangId: target, ...item } = values;
    const result = await ("gangId" in scope ? addEquipmentAction(values) : addCampaignEquipmentAction({ ...item, campaignId: target })).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Nothing was saved; try again.");
    if (!result.ok) return setMessage(applyServerErrors(result, setError));
    reset(defaults);
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add equipment" className="grid gap-2 rounded border border-stone-300 bg-white p-3 sm:grid-cols-4">
      <div className="sm:col-span-4">
        <FormMessage message={message} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="equipment-category" className="text-sm font-medium">
          Kind
        </label>
        <select id="equipment-category" className="rounded border border-stone-400 bg-white px-2 py-2" {...register("category")}>
          <option value="weapon">Weapon</option>
          <option value="wargear">Wargear</option>
        </select>
      </div>
      <Field label="Item name" id="equipment-name" error={formState.errors.name?.message} {...register("name")} />
      <Field label="Item cost" id="equipment-cost" type="number" error={formState.errors.cost?.message} {...register("cost")} />
      <Field
        label="Traits"
        id="equipment-traits"
        hint="Comma separated, e.g. Unwieldy, Blast"
        error={formState.errors.traits?.message}
        {...register("traits")}
      />
      <div className="sm:col-span-4">
        <SubmitButton pending={formState.isSubmitting} pendingText="Adding…">
          Add to catalogue
        </SubmitButton>
      </div>
    </form>
  );
}
