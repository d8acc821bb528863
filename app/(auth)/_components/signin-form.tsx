"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/app/_components/field";
import { FormMessage } from "@/app/_components/form-message";
import { SubmitButton } from "@/app/_components/submit-button";
import { signInSchema, type SignInInput } from "@/lib/contracts/account";
import { signInLimitMessage } from "@/lib/contracts/rate-limit";
import { safeReturnPath } from "@/lib/contracts/return-path";

export function SignInForm({ callbackUrl }: { callbackUrl?: string }) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setMessage(null);
    const res = await signIn("credentials", { ...values, redirect: false });
    if (!res || res.error) {
      // too many attempts: the wait in minutes (server/rate-limit.ts), else the one answer for any mismatch
      setMessage(signInLimitMessage(res?.error) ?? "That email and password do not match an account.");
      return;
    }
    // only a path on this site, resolved as the browser resolves it (no open redirect)
    router.push(safeReturnPath(callbackUrl, window.location.origin));
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <FormMessage message={message} />
      <Field label="Email" type="email" autoComplete="email" error={formState.errors.email?.message} {...register("email")} />
      <Field label="Password" type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register("password")} />
      <div className="flex items-center gap-4">
        <SubmitButton pending={formState.isSubmitting} pendingText="Signing in…">
          Sign in
        </SubmitButton>
        <Link href="/signup" className="text-sm text-rust-700 underline">
          No account yet? Sign up
        </Link>
      </div>
    </form>
  );
}
