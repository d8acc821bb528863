import "server-only";
import type { VoidBattleInput, WithdrawBattleInput } from "@/lib/contracts/battle-arbitration";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { Abort } from "../postgames/apply";
import type { Db } from "../prisma";
import { campaignRole } from "./access";

/** The reason a withdrawn battle carries: the recorder takes it back before anyone confirmed it. */
export const WITHDRAWN_REASON = "withdrawn by the recorder before it was confirmed";

const VOID_LINE = "Voided by ";

/** The line a voided battle's notes end with, so the record says who voided it and why. */
export const voidLine = (actorName: string, reason: string) => `${VOID_LINE}${actorName.replace(/\s+/g, " ")}: ${reason}`;

/**
 * A voided battle's own notes and its "Voided by …: …" line, apart. Only a void battle's last
 * line counts, so notes a player typed cannot pass for a void.
 */
export function splitVoidNote(status: string, notes: string): { notes: string; voided: string | null } {
  const lines = notes.split("\n");
  const last = lines.at(-1) ?? "";
  if (status !== "void" || !last.startsWith(VOID_LINE)) return { notes, voided: null };
  return { notes: lines.slice(0, -1).join("\n").trimEnd(), voided: last };
}

const names = (list: string[]) => (list.length < 2 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`);

/** Why a battle in this state cannot be taken back the way that was asked. */
function notNow(status: string): ActionResult<never> {
  if (status === "void") return fail("CONFLICT", "This battle has already been voided.");
  return fail("REFUSED", "This battle has been confirmed: only an organiser can void it now.");
}

/** Organisers void any battle that still counts, pending or confirmed, with a reason. */
export async function voidBattle(client: Db, userId: string, input: VoidBattleInput): Promise<ActionResult> {
  const battle = await client.battle.findFirst({ where: { id: input.battleId, campaignId: input.campaignId }, select: { status: true } });
  // Players and outsiders get the refusal a missing battle gets, as confirming does.
  if (!battle || (await campaignRole(client, input.campaignId, userId)) !== "organiser")
    return fail("NOT_FOUND", "That battle does not exist, or only an organiser can void it.");
  if (battle.status === "void") return notNow(battle.status);
  return takeBack(client, userId, input.battleId, ["pending", "confirmed"], input.reason);
}

/** The player who recorded a battle withdraws it while nobody has confirmed it yet. */
export async function withdrawBattle(client: Db, userId: string, input: WithdrawBattleInput): Promise<ActionResult> {
  const battle = await client.battle.findFirst({ where: { id: input.battleId, campaignId: input.campaignId, recordedById: userId }, select: { status: true } });
  if (!battle || !(await campaignRole(client, input.campaignId, userId)))
    return fail("NOT_FOUND", "That battle does not exist, or only the player who recorded it can withdraw it.");
  if (battle.status !== "pending") return notNow(battle.status);
  return takeBack(client, userId, input.battleId, ["pending"], WITHDRAWN_REASON);
}

/**
 * Marks the battle void (its record stays: results, notes, post-game rows), adds the
 * "Voided by …" line to its notes and writes the activity entry, in one transaction. The status
 * condition in the update settles a race with a confirm or another void: one of them wins.
 */
async function takeBack(client: Db, userId: string, battleId: string, from: string[], reason: string): Promise<ActionResult> {
  const actor = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true } });
  try {
    return await client.$transaction(async (tx) => {
      const battle = await tx.battle.findUniqueOrThrow({ where: { id: battleId }, select: { campaignId: true, scenario: true, notes: true } });
      const notes = [battle.notes.trimEnd(), voidLine(actor.name, reason)].filter(Boolean).join("\n");
      // The battle row is written first, so a post-game applied by a transaction that also writes
      // it waits for this one and then finds the battle void (see applyPostgame in server/postgames/apply.ts).
      const { count } = await tx.battle.updateMany({ where: { id: battleId, status: { in: from } }, data: { status: "void", notes } });
      if (count !== 1) {
        const now = await tx.battle.findUniqueOrThrow({ where: { id: battleId }, select: { status: true } });
        throw new Abort(notNow(now.status));
      }
      // ruling: a battle whose post-game has been applied for some gang cannot be voided until an
      // organiser undoes those post-games: voiding does not touch rosters, and undo is the one
      // place that puts a gang back exactly as it was (and refuses when the gang changed since).
      const applied = await tx.postGame.findMany({
        where: { battleId, status: "applied" },
        select: { gang: { select: { name: true } } },
        orderBy: { createdAt: "asc" },
      });
      if (applied.length > 0) {
        const gangs = names(applied.map((p) => p.gang.name));
        throw new Abort(
          fail(
            "REFUSED",
            applied.length === 1
              ? `Undo the post-game of ${gangs} first: it changed the roster.`
              : `Undo the post-games of ${gangs} first: they changed the rosters.`,
          ),
        );
      }
      await tx.activityEvent.create({
        data: { campaignId: battle.campaignId, actorId: userId, kind: "void", summary: `${battle.scenario} voided by ${actor.name}: ${reason}` },
      });
      return { ok: true as const, data: undefined };
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
}
