"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { applyServerErrors } from "@/app/_components/apply-field-errors";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/contracts/account";
import { changePasswordAction } from "../actions";

export function ChangePasswordForm({ email }: { email: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    setDone(null);
    const result = await changePasswordAction(values).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Your password was not changed; try again.");
    if (!result.ok) return setMessage(applyServerErrors(result, setError, ["currentPassword", "newPassword", "confirmPassword"]));
    // the change ended every session, this one too: sign this browser in with the new password
    const again = await signIn("credentials", { email, password: values.newPassword, redirect: false });
    reset();
    if (!again || again.error) return router.push("/signin?callbackUrl=%2Faccount");
    setDone("Password changed. Every other device is signed out.");
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Change password">
      <FormMessage message={message} />
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.currentPassword?.message}
        {...register("currentPassword")}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={formState.errors.newPassword?.message}
        {...register("newPassword")}
      />
      <Field
        label="New password again"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <SubmitButton pending={formState.isSubmitting} pendingText="Changing…">
        Change password
      </SubmitButton>
      <p role="status" aria-live="polite" className="text-sm text-green-800">
        {done}
      </p>
    </form>
  );
}
