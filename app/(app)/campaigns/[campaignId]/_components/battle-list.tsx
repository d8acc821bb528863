import Link from "next/link";
import { isOtherSide } from "@/lib/league/confirm";
import type { CampaignPageData } from "@/server/campaigns/queries";
import { VoidBattleForm, WithdrawBattleButton } from "./battle-arbitration";
import { battleAnchor } from "./battle-anchor";
import { ConfirmBattleButton } from "./confirm-battle-button";
import { PageLinks } from "./page-links";

const LIST =
  "space-y-2 [&>li]:rounded [&>li]:border [&>li]:border-stone-300 [&>li]:bg-white [&>li]:p-3 [&>li:focus]:outline-2 [&>li:focus]:outline-rust-700 [&>li.v]:border-dashed [&>li.v]:border-stone-400 [&>li.v]:bg-stone-50";
const STATUS_WORDS: Record<string, string> = { pending: "Awaiting confirmation", confirmed: "Confirmed", void: "Voided: not counted in the standings" };

export function BattleList({
  data,
  userId,
  filters,
  pages,
}: {
  data: CampaignPageData;
  userId: string | null;
  filters: { gang?: string; status?: string };
  pages: { newer: string | null; older: string | null };
}) {
  const { campaign, role, battles, gangs, postGames } = data;
  const postGame = (battleId: string, gangId: string) => postGames.find((p) => p.battleId === battleId && p.gangId === gangId);
  return (
    <section aria-labelledby="battles-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="battles-heading" className="text-xl font-semibold">
          Battles
        </h2>
        {role && (
          <Link href={`/campaigns/${campaign.id}/battles/new`} className="rounded bg-rust-700 px-3 py-2 text-sm text-white">
            Record a battle
          </Link>
        )}
        {role && (
          <Link href={`/campaigns/${campaign.id}/battles/play`} className="rounded border border-rust-700 px-3 py-2 text-sm text-rust-700">
            Play on the battle screen
          </Link>
        )}
      </div>
      <form method="get" className="flex flex-wrap items-end gap-2" aria-label="Filter battles">
        <label className="flex flex-col text-sm">
          Gang
          <select name="gang" defaultValue={filters.gang ?? ""} className="rounded border border-stone-400 bg-white px-2 py-1">
            <option value="">All gangs</option>
            {gangs.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Status
          <select name="status" defaultValue={filters.status ?? ""} className="rounded border border-stone-400 bg-white px-2 py-1">
            <option value="">Any</option>
            <option value="pending">Awaiting confirmation</option>
            <option value="confirmed">Confirmed</option>
            <option value="void">Voided</option>
          </select>
        </label>
        <button type="submit" className="rounded border border-stone-500 px-3 py-1 text-sm">
          Filter
        </button>
      </form>
      {battles.length === 0 && (
        <p className="rounded border border-dashed border-stone-400 p-3 text-stone-700">
          No battles recorded{filters.gang || filters.status ? " match these filters" : " yet"}.
        </p>
      )}
      {/* each battle's look comes from the list (one class list, not one per battle: the page stays light); a voided battle is .v */}
      <ul className={LIST} aria-label="Battle history">
        {battles.map((b) => {
          const mayConfirm =
            b.status === "pending" &&
            (role === "organiser" ||
              isOtherSide(
                b.gangs.map((g) => ({ ownerId: g.gang.ownerId, result: g.result })),
                b.recordedById,
                userId ?? "",
              ));
          // the same rules the server applies: organisers void what still counts; the recorder withdraws while pending
          const mayVoid = role === "organiser" && b.status !== "void";
          const mayWithdraw = b.status === "pending" && role !== null && b.recordedById === userId;
          const results = b.gangs.map((g) => `${g.gang.name} ${g.result}${g.bottledOut ? " (bottled out)" : ""}`).join(" · ");
          return (
            <li key={b.id} id={battleAnchor(b.id)} tabIndex={-1} className={b.status === "void" ? "v" : undefined}>
              <p className="font-semibold">
                {b.scenario} · <time dateTime={b.playedOn.toISOString()}>{b.playedOn.toISOString().slice(0, 10)}</time>
                {b.source === "quick-resolve" ? " · quick-resolved" : ""}
              </p>
              <p className="text-sm">{results}</p>
              {/* a quick-resolved battle's notes name its seed and rules: what anyone needs to replay it */}
              {b.notes && <p className="text-sm break-words text-stone-700">{b.notes}</p>}
              <p className={`text-sm ${b.status === "void" ? "font-medium text-red-800" : "text-stone-600"}`}>{STATUS_WORDS[b.status] ?? b.status}</p>
              {b.voided && <p className="text-sm break-words text-stone-700">{b.voided}</p>}
              {(mayConfirm || mayWithdraw || mayVoid) && (
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  {mayConfirm && <ConfirmBattleButton campaignId={campaign.id} battleId={b.id} scenario={b.scenario} summary={`${b.scenario}: ${results}`} />}
                  {mayWithdraw && <WithdrawBattleButton campaignId={campaign.id} battleId={b.id} scenario={b.scenario} />}
                  {mayVoid && <VoidBattleForm campaignId={campaign.id} battleId={b.id} scenario={b.scenario} />}
                </div>
              )}
              {b.status === "confirmed" && (
                <ul className="mt-1 flex flex-wrap gap-2 text-sm [&_a]:text-rust-700 [&_a]:underline">
                  {b.gangs
                    .filter((g) => role === "organiser" || g.gang.ownerId === userId)
                    .map((g) => {
                      const p = postGame(b.id, g.gangId);
                      return (
                        <li key={g.gangId}>
                          <Link href={`/campaigns/${campaign.id}/battles/${b.id}/postgame/${g.gangId}`}>
                            {p?.status === "applied" ? `Post-game done: ${g.gang.name}` : `Run post-game for ${g.gang.name}`}
                            <span className="sr-only"> after {b.scenario}</span>
                          </Link>
                        </li>
                      );
                    })}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <PageLinks label="Battles" newer={pages.newer} older={pages.older} />
    </section>
  );
}
