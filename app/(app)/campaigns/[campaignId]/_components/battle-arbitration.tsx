"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { AskFirstButton } from "@/app/_components/ask-first-button";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { useRefreshThenFocus } from "@/app/_components/use-refresh-then-focus";
import { VOID_REASON_MAX, voidBattleSchema, type VoidBattleFormValues, type VoidBattleInput } from "@/lib/contracts/battle-arbitration";
import { voidBattleAction, withdrawBattleAction } from "../../actions";
import { battleAnchor } from "./battle-anchor";

/**
 * An organiser's "Void…": opens a small form in place (reason, "Void battle", "Cancel"). The
 * reason gets focus on opening; Cancel or Escape closes it and gives focus back to "Void…".
 */
export function VoidBattleForm({ campaignId, battleId, scenario }: { campaignId: string; battleId: string; scenario: string }) {
  const refreshThenFocus = useRefreshThenFocus();
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const [open, setOpen] = useState(false);
  const [voided, setVoided] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const defaults: VoidBattleFormValues = { campaignId, battleId, reason: "" };
  const { register, handleSubmit, formState, setError, reset, setFocus } = useForm<VoidBattleFormValues, unknown, VoidBattleInput>({
    resolver: zodResolver(voidBattleSchema),
    defaultValues: defaults,
  });

  useEffect(() => {
    if (open) setFocus("reason");
    else if (wasOpen.current && !voided) trigger.current?.focus();
    wasOpen.current = open;
  }, [open, setFocus, voided]);

  const close = () => {
    reset(defaults);
    setMessage(null);
    setOpen(false);
  };
  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await voidBattleAction(values).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Nothing was voided; try again.");
    if (!result.ok) return setMessage(applyServerErrors(result, setError));
    setVoided(true); // "Void…" goes away with the battle's void: the focus goes to the battle, now marked void
    close();
    refreshThenFocus(battleAnchor(battleId));
  });

  if (!open) {
    return (
      <button ref={trigger} type="button" onClick={() => setOpen(true)} className="rounded border border-red-700 px-3 py-1 text-sm text-red-800">
        Void…<span className="sr-only"> {scenario}</span>
      </button>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={`Void ${scenario}`}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.preventDefault();
          close();
        }
      }}
      className="w-full basis-full space-y-2 rounded border border-red-300 bg-red-50 p-3"
    >
      <p className="text-sm text-stone-800">
        A voided battle stays in the history, marked void with your reason, and no longer counts in the standings. It cannot be confirmed afterwards.
      </p>
      <Field
        label="Reason for voiding"
        id={`void-reason-${battleId}`}
        maxLength={VOID_REASON_MAX}
        autoComplete="off"
        hint={`Shown under the battle and in the activity feed; up to ${VOID_REASON_MAX} characters.`}
        error={formState.errors.reason?.message}
        {...register("reason")}
      />
      <FormMessage message={message} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={formState.isSubmitting} pendingText="Voiding…">
          Void battle
        </SubmitButton>
        <button type="button" onClick={close} className="rounded border border-stone-500 bg-white px-4 py-2">
          Cancel
        </button>
      </div>
    </form>
  );
}

/** The recorder takes back a battle nobody has confirmed yet; asks first, like every destructive button. */
export function WithdrawBattleButton({ campaignId, battleId, scenario }: { campaignId: string; battleId: string; scenario: string }) {
  return (
    <AskFirstButton
      question={`Withdraw ${scenario}? It stays in the battle history marked void and will never count in the standings. This cannot be undone.`}
      run={() => withdrawBattleAction({ campaignId, battleId })}
      label="Withdraw"
      busyLabel="Withdrawing…"
      unreachable="Nothing was withdrawn."
      subject={scenario}
      focusAfter={battleAnchor(battleId)}
      className="rounded border border-red-700 px-3 py-1 text-sm text-red-800"
    />
  );
}
