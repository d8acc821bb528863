import "server-only";
import type { PostgameRef } from "@/lib/contracts/postgame";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { credits } from "@/lib/rules";
import type { Db, Tx } from "../prisma";
import { postgameUndoRight } from "../campaigns/access";
import { ratingFor } from "../packs/rating";
import { documentHash, readRoster, writeRosterDocument } from "../rosters/store";
import { applyJsonPatch, type JsonPatch } from "@/lib/rules/roster/diff";
import { Abort, notYourPostgame } from "./apply";
import { findPostgameBattleGang, isOrganiserOf } from "./queries";
import { releaseWrecks } from "./wrecks";

const changedSince = () => fail("CONFLICT", "The gang has changed since this post-game; undo those changes first.");

/**
 * An organiser, or the gang's owner until the gang's next battle (postgameUndoRight in
 * server/campaigns/access.ts), undoes a whole post-game: the gang's roster goes back to exactly what it was
 * before (the same document, byte for byte; credits and rating follow from it), but only while the
 * gang is still exactly as the post-game left it, so no later change is silently thrown away.
 * ruling: "exactly as it left it" is the document itself (its hash), not the version number, so
 * an organiser can undo several post-games newest first: undoing the last one puts the roster
 * back to what the one before left. Rows stored before diffs (no hash) keep the version check.
 * One transaction: the roster, the PostGame row marked undone, the gang's history line and the
 * campaign's activity entry.
 */
export async function undoPostgame(
  client: Db,
  userId: string,
  ref: PostgameRef,
  opts: { beforeActivity?: (tx: Tx) => Promise<void> | void } = {},
): Promise<ActionResult<{ version: number }>> {
  try {
    return await client.$transaction(async (tx) => {
      const bg = await findPostgameBattleGang(tx, ref, userId);
      if (!bg || !bg.gang.roster) throw new Abort(notYourPostgame());
      const right = await postgameUndoRight(tx, {
        isOrganiser: isOrganiserOf(bg),
        isOwner: bg.gang.ownerId === userId,
        gangId: ref.gangId,
        battleId: ref.battleId,
      });
      if (!right.ok) throw new Abort(fail("REFUSED", right.message));
      const pg = await tx.postGame.findUnique({ where: { battleId_gangId: { battleId: ref.battleId, gangId: ref.gangId } } });
      if (!pg) throw new Abort(fail("NOT_FOUND", "This gang has no post-game for this battle to undo."));
      if (pg.status !== "applied") throw new Abort(fail("CONFLICT", "This post-game has already been undone."));
      const current = bg.gang.roster.document;
      const unchanged = pg.afterHash ? documentHash(current) === pg.afterHash : bg.gang.version === pg.versionAfter;
      if (!unchanged) throw new Abort(changedSince());
      const document = JSON.stringify(applyJsonPatch(JSON.parse(current) as unknown, JSON.parse(pg.undo) as JsonPatch));
      const before = readRoster(document);
      const after = readRoster(current);
      // the rating with the packs' prices as the gang reads them now (a campaign may have moved on since)
      const rating = await ratingFor(tx, ref.gangId, before);
      if (!(await writeRosterDocument(tx, ref.gangId, bg.gang.version, before, document, rating))) throw new Abort(changedSince());
      const marked = await tx.postGame.updateMany({
        where: { id: pg.id, status: "applied" },
        data: { status: "undone", undoneAt: new Date(), undoneById: userId },
      });
      if (marked.count !== 1) throw new Abort(fail("CONFLICT", "This post-game has already been undone."));
      await releaseWrecks(tx, ref.battleId, ref.gangId);
      const summary = `Post-game after ${bg.battle.scenario} undone: the gang is back as it was before it (credits ${credits(after)} → ${credits(before)}).`;
      await tx.gangEvent.create({
        data: {
          gangId: ref.gangId,
          actorId: userId,
          kind: "postgame-undone",
          summary,
          arbitration: bg.gang.ownerId !== userId,
          creditsDelta: credits(before) - credits(after),
          balanceAfter: credits(before),
          rating,
          data: JSON.stringify({ battleId: ref.battleId, postGameId: pg.id, undoneSteps: JSON.parse(pg.steps) }),
        },
      });
      await opts.beforeActivity?.(tx);
      await tx.activityEvent.create({
        data: {
          campaignId: bg.battle.campaignId,
          actorId: userId,
          kind: "postgame-undone",
          summary: `${bg.gang.name}: post-game after ${bg.battle.scenario} undone by ${right.as === "owner" ? "its owner" : "an organiser"}.`,
        },
      });
      return { ok: true as const, data: { version: bg.gang.version + 1 } };
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
}
