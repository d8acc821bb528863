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
import { signUpSchema, type SignUpInput } from "@/lib/contracts/account";
import { signUpAction } from "../signup/actions";

export function SignUpForm() {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const result = await signUpAction(values).catch(() => null);
    if (!result) return setMessage("Could not reach the server. Check your connection and try again.");
    if (!result.ok) return setMessage(applyServerErrors(result, setError));
    const res = await signIn("credentials", { email: values.email, password: values.password, redirect: false });
    if (!res || res.error) return setMessage("Your account was created, but signing in failed. Try signing in.");
    router.push("/gangs");
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <FormMessage message={message} />
      <Field label="Name" autoComplete="nickname" error={formState.errors.name?.message} {...register("name")} />
      <Field label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register("email")} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={formState.errors.password?.message}
        {...register("password")}
      />
      <SubmitButton pending={formState.isSubmitting} pendingText="Creating account…">
        Create account
      </SubmitButton>
    </form>
  );
}
