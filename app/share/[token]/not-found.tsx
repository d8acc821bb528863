import Link from "next/link";

/**
 * Any share link that finds no gang: revoked, mistyped or never made. One message for all, so it
 * says nothing about whether the gang exists.
 */
export default function ShareLinkNotFound() {
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">Share link not working</h1>
      <p>This share link no longer works: its owner may have revoked it. Ask them for a new one.</p>
      <Link href="/" className="text-rust-700 underline">
        Go to Gorka Garage
      </Link>
    </section>
  );
}
