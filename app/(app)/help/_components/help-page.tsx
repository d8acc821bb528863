import Link from "next/link";
import type { ReactNode } from "react";

export const HELP_PAGES = [
  { href: "/help/getting-started", title: "Getting started", blurb: "Your first gang, a campaign, a battle and its post-game, printing and sharing." },
  { href: "/help/post-game", title: "The post-game, step by step", blurb: "What each step of the post-game asks, rolls and changes." },
  { href: "/help/formats", title: "Gang files and pack files", blurb: "What an exported gang and a pack look like, and how an import checks them." },
  { href: "/help/skirmish", title: "Skirmish games in brief", blurb: "The five quick-resolve systems that play a battle out on paper." },
] as const;

/** A help page: its title, the other help pages, then its text. Readable signed in or not. */
export function HelpPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="max-w-3xl space-y-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
      <nav aria-label="Help pages" className="text-sm">
        <Link href="/help" className="text-rust-700 underline">
          Help
        </Link>
        {HELP_PAGES.map((p) => (
          <span key={p.href}>
            {" "}
            ·{" "}
            {p.title === title ? (
              <strong aria-current="page">{p.title}</strong>
            ) : (
              <Link href={p.href} className="text-rust-700 underline">
                {p.title}
              </Link>
            )}
          </span>
        ))}
      </nav>
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </article>
  );
}

/** A link inside the help text. */
export function A({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="text-rust-700 underline">
      {children}
    </Link>
  );
}
