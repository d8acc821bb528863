import type { Metadata } from "next";
import { SignInForm } from "../_components/signin-form";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string | string[] }> }) {
  const { callbackUrl } = await searchParams;
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <SignInForm callbackUrl={typeof callbackUrl === "string" ? callbackUrl : undefined} />
    </section>
  );
}
