import Link from "next/link";

export default function NotFound() {
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p>There is nothing here, or it belongs to someone else.</p>
      <Link href="/" className="text-rust-700 underline">
        Back to the start
      </Link>
    </section>
  );
}
