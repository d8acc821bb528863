import "server-only";
import type { PostgameInput } from "@/lib/contracts/postgame";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { authSecret } from "../auth-secret";
import type { Db, Tx } from "../prisma";
import { ratingFor } from "../packs/rating";
import { documentHash, readRoster, saveRoster } from "../rosters/store";
import { diffJson } from "@/lib/rules/roster/diff";
import { findPostgameBattleGang, planFor, type PostgameBattleGang } from "./queries";
import { runPostgame, type PostgameRun } from "@/lib/rules/postgame/run";
import { buildSteps } from "@/lib/rules/postgame/sequence";
import { stepSeed } from "./seeds";
import { isUniqueViolation } from "../prisma-errors";
import { loadBattleWrecks, recordWrecks, type BattleWrecks } from "./wrecks";
import { postgamePack } from "./pack";

export interface PostgameOptions {
  /** The secret app-rolled seeds are derived from; the server's auth secret unless a test sets one. */
  secret?: string;
  /** Test hook: runs inside the transaction just before the activity entry (throw to crash it). */
  beforeActivity?: (tx: Tx) => Promise<void> | void;
}

export type PostgamePreview = PostgameRun & { version: number };

/** Thrown inside a transaction to roll it back and answer with `result`. */
export class Abort extends Error {
  constructor(readonly result: ActionResult<never>) {
    super(result.ok ? "aborted" : result.message);
  }
}

export const notYourPostgame = () => fail("NOT_FOUND", "That battle or gang does not exist, or its post-game is not yours to run.");

async function alreadyApplied(client: Db | Tx, bg: PostgameBattleGang) {
  const pg = await client.postGame.findUnique({ where: { battleId_gangId: { battleId: bg.battleId, gangId: bg.gangId } }, select: { status: true } });
  return pg?.status === "applied"
    ? fail("CONFLICT", `The post-game for ${bg.gang.name} after this battle has already been applied. An organiser can undo it if it has to be run again.`)
    : null;
}

const WRECK_TAKEN = "Another gang has just stripped that wreck. Reload the page and go through the post-game again.";
const VOIDED_BATTLE = "This battle was voided by an organiser: its post-game cannot be run.";

/** Access, battle state, version, then the steps run on a copy: shared by preview and apply. */
type Prepared = { result: ActionResult<never> } | { bg: PostgameBattleGang; run: PostgameRun; wrecks: BattleWrecks };

async function prepare(client: Db | Tx, userId: string, input: PostgameInput, secret: string): Promise<Prepared> {
  const bg = await findPostgameBattleGang(client, input, userId);
  if (!bg || !bg.gang.roster) return { result: notYourPostgame() };
  if (bg.battle.status === "void") return { result: fail("REFUSED", VOIDED_BATTLE) };
  if (bg.battle.status !== "confirmed")
    return { result: fail("REFUSED", "This battle has not been confirmed yet: the other side or an organiser confirms it before its post-game runs.") };
  const applied = await alreadyApplied(client, bg);
  if (applied) return { result: applied };
  if (bg.gang.version !== input.version)
    return { result: fail("STALE", `${bg.gang.name} changed since you loaded it. Reload the page and go through the post-game again.`) };
  const before = readRoster(bg.gang.roster.document);
  const wrecks = await loadBattleWrecks(client, bg.battleId);
  const pack = await postgamePack(client, bg.battle.campaignId);
  const built = buildSteps(planFor(bg, before, wrecks, pack), input);
  if (!built.ok) return { result: built };
  const run = runPostgame(before, built.steps, (key) => stepSeed(secret, key), pack);
  if (!run.ok) return { result: run };
  return { bg, run: run.data, wrecks };
}

/** Every step run on a copy with the dice it will use when confirmed; nothing is written. */
export async function previewPostgame(client: Db, userId: string, input: PostgameInput, opts: PostgameOptions = {}): Promise<ActionResult<PostgamePreview>> {
  const p = await prepare(client, userId, input, opts.secret ?? authSecret());
  if ("result" in p) return p.result;
  return { ok: true, data: { ...p.run, version: input.version } };
}

function summarise(scenario: string, run: PostgameRun): string {
  const said = run.steps.filter((s) => s.kind !== "clear-marks").flatMap((s) => s.changes);
  const credits = run.creditsAfter === run.creditsBefore ? "" : ` Credits ${run.creditsBefore} → ${run.creditsAfter}.`;
  const text = `Post-game after ${scenario}: ${said.join(" ") || "nothing changed."}${credits}`;
  return text.length > 1000 ? `${text.slice(0, 997)}…` : text;
}

/**
 * Runs the same steps with the same dice as the preview and writes it all in one transaction:
 * the roster (only if the gang is still at the version the player loaded), the PostGame record
 * with what undo needs and every roll, the gang's history line and the campaign's activity entry.
 * ruling: after an undo the undone PostGame row is reused (the unique battle+gang pair stays one
 * row); what was undone survives in the gang's history, whose entries carry the roll logs.
 */
export async function applyPostgame(
  client: Db,
  userId: string,
  input: PostgameInput,
  opts: PostgameOptions = {},
): Promise<ActionResult<{ postGameId: string; version: number }>> {
  const secret = opts.secret ?? authSecret();
  try {
    return await client.$transaction(async (tx) => {
      const p = await prepare(tx, userId, input, secret);
      if ("result" in p) throw new Abort(p.result);
      const { bg, run } = p;
      // A write on the battle row while it is still confirmed: an organiser voiding it at the same
      // moment either waits for this transaction (and then sees this post-game applied, which it
      // refuses to void) or has already voided it (and this refuses). SQLite writes one at a time anyway.
      const held = await tx.battle.updateMany({ where: { id: bg.battleId, status: "confirmed" }, data: { status: "confirmed" } });
      if (held.count !== 1) throw new Abort(fail("REFUSED", VOIDED_BATTLE));
      const rating = await ratingFor(tx, bg.gangId, run.roster);
      const saved = await saveRoster(tx, bg.gangId, input.version, run.roster, rating);
      if (!saved) throw new Abort(fail("STALE"));
      if (!(await recordWrecks(tx, bg.battleId, bg.gangId, p.wrecks, run.steps))) throw new Abort(fail("STALE", WRECK_TAKEN));
      const summary = summarise(bg.battle.scenario, run);
      // Undo keeps only the edits from the stored document back to the one before, and the hash of
      // the stored one to know nothing changed since: a few hundred bytes instead of two rosters.
      const undo = JSON.stringify(diffJson(JSON.parse(saved.document), JSON.parse(bg.gang.roster!.document)));
      const record = {
        status: "applied",
        appliedById: userId,
        undo,
        afterHash: documentHash(saved.document),
        creditsBefore: run.creditsBefore,
        creditsAfter: run.creditsAfter,
        versionAfter: input.version + 1,
        steps: JSON.stringify(run.steps),
        summary,
        undoneAt: null,
        undoneById: null,
      };
      const undone = await tx.postGame.updateMany({
        where: { battleId: bg.battleId, gangId: bg.gangId, status: "undone" },
        data: { ...record, createdAt: new Date() },
      });
      const postGame =
        undone.count === 1
          ? await tx.postGame.findUniqueOrThrow({ where: { battleId_gangId: { battleId: bg.battleId, gangId: bg.gangId } }, select: { id: true } })
          : await tx.postGame.create({ data: { battleId: bg.battleId, gangId: bg.gangId, ...record }, select: { id: true } });
      const arbitration = bg.gang.ownerId !== userId;
      await tx.gangEvent.create({
        data: {
          gangId: bg.gangId,
          actorId: userId,
          kind: "postgame",
          summary,
          arbitration,
          creditsDelta: run.creditsAfter - run.creditsBefore,
          balanceAfter: run.creditsAfter,
          rating,
          data: JSON.stringify({ battleId: bg.battleId, postGameId: postGame.id, rolls: run.steps.map((s) => ({ step: s.label, mode: s.mode, log: s.log })) }),
        },
      });
      await opts.beforeActivity?.(tx);
      await tx.activityEvent.create({
        data: {
          campaignId: bg.battle.campaignId,
          actorId: userId,
          kind: "postgame",
          summary: `${bg.gang.name}: post-game after ${bg.battle.scenario} applied${arbitration ? " by an organiser" : ""}. Credits ${run.creditsBefore} → ${run.creditsAfter}, rating ${run.ratingBefore} → ${run.ratingAfter}.`,
        },
      });
      return { ok: true as const, data: { postGameId: postGame.id, version: input.version + 1 } };
    });
  } catch (e) {
    if (e instanceof Abort) return !e.result.ok && e.result.code === "STALE" && e.result.message !== WRECK_TAKEN ? staleOrApplied(client, input) : e.result;
    // Two applies racing to create the same (battle, gang) row: the loser hits the unique index.
    if (isUniqueViolation(e)) return staleOrApplied(client, input);
    throw e;
  }
}

/** The loser of a race is told what happened: usually that this very post-game was just applied. */
async function staleOrApplied(client: Db, ref: { battleId: string; gangId: string }): Promise<ActionResult<never>> {
  const pg = await client.postGame.findUnique({ where: { battleId_gangId: { battleId: ref.battleId, gangId: ref.gangId } }, select: { status: true } });
  return pg?.status === "applied"
    ? fail("STALE", "This gang changed since you loaded it: its post-game for this battle has just been applied. Reload the page to see the result.")
    : fail("STALE", "This gang changed since you loaded it. Reload the page and go through the post-game again.");
}
