import type { Metadata } from "next";
import Link from "next/link";
import { HELP_PAGES } from "./_components/help-page";

export const metadata: Metadata = { title: "Help" };

export default function HelpIndex() {
  return (
    <article className="max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">Help</h1>
      <p className="text-stone-700">How Gorka Garage keeps your gangs and campaigns between games. New here? Start with the first page.</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {HELP_PAGES.map((p) => (
          <li key={p.href} className="rounded border border-stone-300 bg-white p-4">
            <Link href={p.href} className="font-semibold text-rust-700 underline">
              {p.title}
            </Link>
            <p className="text-sm text-stone-700">{p.blurb}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
