import type { Metadata, Viewport } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { currentUser } from "@/server/session";
import { UserMenu } from "./_components/user-menu";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Gorka Garage", template: "%s · Gorka Garage" },
  description: "Campaign and roster manager for the vehicle gang campaign",
};
export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  return (
    <html lang="en">
      <body className="min-h-screen bg-stone-100 font-sans text-stone-900">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2">
          Skip to content
        </a>
        <header className="site-header bg-stone-900 text-stone-100">
          <nav aria-label="Main" className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
            <Link href="/" className="text-lg font-bold tracking-wide">
              Gorka Garage
            </Link>
            {user && (
              <>
                <Link href="/gangs" className="text-sm hover:underline">
                  My gangs
                </Link>
                <Link href="/campaigns" className="text-sm hover:underline">
                  Campaigns
                </Link>
                <Link href="/packs" className="text-sm hover:underline">
                  Packs
                </Link>
                <Link href="/skirmish" className="text-sm hover:underline">
                  Skirmish
                </Link>
              </>
            )}
            <Link href="/help" className="text-sm hover:underline">
              Help
            </Link>
            <div className="ml-auto">
              {user ? (
                <UserMenu userId={user.id} name={user.name} email={user.email} />
              ) : (
                <div className="flex gap-3 text-sm">
                  <Link href="/signin" className="hover:underline">
                    Sign in
                  </Link>
                  <Link href="/signup" className="hover:underline">
                    Sign up
                  </Link>
                </div>
              )}
            </div>
          </nav>
        </header>
        <main id="main" className="mx-auto max-w-5xl px-4 py-6">
          {children}
        </main>
      </body>
    </html>
  );
}
