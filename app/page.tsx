import Link from "next/link";
import { currentUser } from "@/server/session";

export default async function HomePage() {
  const user = await currentUser();
  return (
    <section className="space-y-4">
      <h1 className="text-3xl font-bold">Keep your mob rolling between games</h1>
      <p className="max-w-2xl text-stone-700">
        Build and keep vehicle gangs: fighters, trucks, half-tracks and bikes, crews, bolted-on weapons, workshop upgrades and credits. Run campaigns, print
        vehicle cards, and resolve a game on paper.
      </p>
      {user ? (
        <Link href="/gangs" className="inline-block rounded bg-rust-700 px-4 py-2 text-white">
          Go to my gangs
        </Link>
      ) : (
        <div className="flex gap-3">
          <Link href="/signup" className="rounded bg-rust-700 px-4 py-2 text-white">
            Create an account
          </Link>
          <Link href="/signin" className="rounded border border-stone-500 px-4 py-2">
            Sign in
          </Link>
        </div>
      )}
    </section>
  );
}
