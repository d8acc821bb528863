import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { postgameUndoRight } from "@/server/campaigns/access";
import { db } from "@/server/db";
import { defaultPostgameInput } from "@/lib/rules/postgame/plan";
import { loadPostgamePage } from "@/server/postgames/queries";
import { currentUser, requirePageUser } from "@/server/session";
import { PostgameSummary } from "./_components/postgame-summary";
import { PostgameWizard } from "./_components/postgame-wizard";
import { UndoButton } from "./_components/undo-button";

type Params = { campaignId: string; battleId: string; gangId: string };

// Called by generateMetadata and the page: one load per request, with the page's own access rule.
const loadPage = cache((campaignId: string, battleId: string, gangId: string, userId: string) =>
  loadPostgamePage(db(), { campaignId, battleId, gangId }, userId),
);

/** The gang and the battle in the title only for a user who may run it; anyone else gets a neutral one. */
export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { campaignId, battleId, gangId } = await params;
  const user = await currentUser();
  if (!user) return { title: "Post-game" }; // the page sends them to sign in
  const data = await loadPage(campaignId, battleId, gangId, user.id);
  return { title: data ? `Post-game: ${data.gang.name}, ${data.battle.scenario}` : "Not found" };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export default async function PostgamePage({ params }: { params: Promise<Params> }) {
  const { campaignId, battleId, gangId } = await params;
  const user = await requirePageUser(`/campaigns/${campaignId}/battles/${battleId}/postgame/${gangId}`);
  const data = await loadPage(campaignId, battleId, gangId, user.id);
  if (!data) notFound();
  const { plan, postGame, battle, gang } = data;
  const applied = postGame?.status === "applied" ? postGame : null;
  const undo = applied ? await postgameUndoRight(db(), { isOrganiser: data.isOrganiser, isOwner: gang.isOwner, gangId: gang.id, battleId: battle.id }) : null;

  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm">
          <Link href={`/campaigns/${campaignId}`} className="text-rust-700 underline">
            {data.campaign.name}
          </Link>
        </p>
        <h1 className="text-2xl font-bold">Post-game: {gang.name}</h1>
        <p className="text-stone-600">
          {battle.scenario}, played {day(battle.playedOn)}
          {plan.otherGangBottledOut ? " · the other gang bottled out" : ""}
          {gang.isOwner ? "" : " · you are running it as an organiser"}
        </p>
        <p className="text-sm">
          <Link href="/help/post-game" className="text-rust-700 underline">
            What each step does
          </Link>
        </p>
      </header>

      {battle.voided ? (
        <p role="status" className="rounded border border-amber-400 bg-amber-50 p-3">
          This battle was voided by an organiser: its post-game cannot be run.
        </p>
      ) : !battle.confirmed ? (
        <p role="status" className="rounded border border-amber-400 bg-amber-50 p-3">
          This battle has not been confirmed yet. Its post-game can be run once the other side or an organiser has confirmed it.
        </p>
      ) : applied ? (
        <section aria-labelledby="result-heading" className="space-y-4">
          <h2 id="result-heading" className="text-xl font-semibold">
            Applied
          </h2>
          <p role="status">
            Applied by {applied.appliedBy} on {day(applied.createdAt)}.{" "}
            <Link href={`/gangs/${gang.id}`} className="text-rust-700 underline">
              See the gang
            </Link>
          </p>
          <PostgameSummary data={applied} />
          {undo?.ok ? (
            <>
              {undo.as === "owner" && (
                <p className="text-sm text-stone-700">
                  You can undo your own post-game until {gang.name}&apos;s next battle is recorded; after that, only an organiser can.
                </p>
              )}
              <UndoButton battleId={battle.id} gangId={gang.id} gangName={gang.name} />
            </>
          ) : gang.isOwner && undo ? (
            <p className="text-sm text-stone-700">{undo.message}</p>
          ) : null}
        </section>
      ) : (
        <section aria-label="Post-game wizard" className="space-y-3">
          {postGame?.status === "undone" && (
            <p role="status" className="rounded border border-stone-300 bg-white p-3">
              This post-game was undone{postGame.undoneAt ? ` on ${day(postGame.undoneAt)}` : ""}. The gang is as it was before it; run it again below.
            </p>
          )}
          {plan.marksToClear.length > 0 && <p className="text-sm">Back from the last battle: {plan.marksToClear.join(", ")} can be used again.</p>}
          <p className="text-sm text-stone-700">
            Credits now: <strong>{plan.creditsBefore}</strong> · Gang rating: <strong>{plan.ratingBefore}</strong>. Nothing changes on the roster until you
            confirm the summary.
          </p>
          <PostgameWizard key={gang.version} plan={plan} defaults={defaultPostgameInput(plan, gang.version)} />
        </section>
      )}
    </article>
  );
}
