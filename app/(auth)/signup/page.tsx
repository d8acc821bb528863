import type { Metadata } from "next";
import { SignUpForm } from "../_components/signup-form";

export const metadata: Metadata = { title: "Sign up" };

export default function SignUpPage() {
  return (
    <section className="mx-auto max-w-md space-y-4">
      <h1 className="text-2xl font-bold">Create your account</h1>
      <SignUpForm />
    </section>
  );
}
