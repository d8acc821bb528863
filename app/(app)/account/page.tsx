import type { Metadata } from "next";
import { requirePageUser } from "@/server/session";
import { ChangePasswordForm } from "./_components/change-password-form";
import { SignOutEverywhere } from "./_components/sign-out-everywhere";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const user = await requirePageUser("/account");
  return (
    <div className="mx-auto max-w-md space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Account</h1>
        <p className="text-stone-600">
          Signed in as {user.name} ({user.email}).
        </p>
      </div>
      <section aria-labelledby="password-heading" className="space-y-3 rounded border border-stone-300 bg-white p-4">
        <h2 id="password-heading" className="text-xl font-semibold">
          Change password
        </h2>
        <p className="text-sm text-stone-600">Every other device signed in to this account is signed out.</p>
        <ChangePasswordForm email={user.email} />
      </section>
      <section aria-labelledby="everywhere-heading" className="space-y-3 rounded border border-stone-300 bg-white p-4">
        <h2 id="everywhere-heading" className="text-xl font-semibold">
          Sign out everywhere
        </h2>
        <p className="text-sm text-stone-600">
          Ends every session of this account: on this device, and on any phone or computer you signed in on and may have left signed in.
        </p>
        <SignOutEverywhere userId={user.id} />
      </section>
    </div>
  );
}
