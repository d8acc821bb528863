import "server-only";
import type { PostgameRef } from "@/lib/contracts/postgame";
import type { Roster } from "@/lib/rules";
import type { Db, Tx } from "../prisma";
import { readRoster } from "../rosters/store";
import { planPostgame, type PostgamePlan } from "@/lib/rules/postgame/plan";
import type { StepOutcome } from "@/lib/rules/postgame/sequence";
import { loadBattleWrecks, planWrecks, type BattleWrecks } from "./wrecks";
import type { Pack } from "@/lib/packs";
import { postgamePack } from "./pack";

/**
 * The gang's part in the battle, if this user may run its post-game: the gang's owner, or an
 * organiser of the campaign the battle was played in. Anyone else gets null (answered 404).
 */
export function findPostgameBattleGang(client: Db | Tx, ref: PostgameRef, userId: string) {
  return client.battleGang.findFirst({
    where: {
      battleId: ref.battleId,
      gangId: ref.gangId,
      OR: [{ gang: { ownerId: userId } }, { battle: { campaign: { members: { some: { userId, role: "organiser" } } } } }],
    },
    include: {
      gang: { include: { roster: true } },
      battle: {
        include: {
          gangs: { select: { gangId: true, bottledOut: true } },
          campaign: { select: { id: true, name: true, members: { where: { userId, role: "organiser" }, select: { id: true } } } },
        },
      },
    },
  });
}

export type PostgameBattleGang = NonNullable<Awaited<ReturnType<typeof findPostgameBattleGang>>>;

export const isOrganiserOf = (bg: PostgameBattleGang) => bg.battle.campaign.members.length > 0;

/** A gang strips its own wreck only when it held the field (see holdsTheField in lib). */
export const otherGangBottledOut = (bg: PostgameBattleGang) => !bg.bottledOut && bg.battle.gangs.some((g) => g.gangId !== bg.gangId && g.bottledOut);

export function planFor(bg: PostgameBattleGang, roster: Roster, wrecks: BattleWrecks, pack: Pack): PostgamePlan {
  return planPostgame({
    battleId: bg.battleId,
    gangId: bg.gangId,
    details: bg.details,
    result: bg.result,
    otherGangBottledOut: otherGangBottledOut(bg),
    roster,
    pack,
    wrecks: planWrecks(bg.gangId, wrecks),
  });
}

export interface AppliedPostgame {
  id: string;
  status: "applied" | "undone";
  appliedBy: string;
  createdAt: Date;
  undoneAt: Date | null;
  summary: string;
  steps: StepOutcome[];
  creditsBefore: number;
  creditsAfter: number;
}

export interface PostgamePageData {
  campaign: { id: string; name: string };
  battle: { id: string; scenario: string; playedOn: Date; confirmed: boolean; voided: boolean };
  gang: { id: string; name: string; version: number; isOwner: boolean };
  isOrganiser: boolean;
  plan: PostgamePlan;
  postGame: AppliedPostgame | null;
}

/** Everything the wizard page shows, or null (404) for a user who may not run this post-game. */
export async function loadPostgamePage(client: Db, ref: PostgameRef & { campaignId: string }, userId: string): Promise<PostgamePageData | null> {
  const bg = await findPostgameBattleGang(client, ref, userId);
  if (!bg || !bg.gang.roster || bg.battle.campaignId !== ref.campaignId) return null;
  const pg = await client.postGame.findUnique({ where: { battleId_gangId: { battleId: ref.battleId, gangId: ref.gangId } } });
  const appliedBy = pg ? await client.user.findUnique({ where: { id: pg.appliedById }, select: { name: true } }) : null;
  let postGame: AppliedPostgame | null = null;
  if (pg) {
    const steps = JSON.parse(pg.steps) as StepOutcome[];
    postGame = {
      id: pg.id,
      status: pg.status === "undone" ? "undone" : "applied",
      appliedBy: appliedBy?.name ?? "someone",
      createdAt: pg.createdAt,
      undoneAt: pg.undoneAt,
      summary: pg.summary,
      steps,
      creditsBefore: pg.creditsBefore,
      creditsAfter: pg.creditsAfter,
    };
  }
  return {
    campaign: { id: bg.battle.campaign.id, name: bg.battle.campaign.name },
    battle: {
      id: bg.battle.id,
      scenario: bg.battle.scenario,
      playedOn: bg.battle.playedOn,
      confirmed: bg.battle.status === "confirmed",
      voided: bg.battle.status === "void",
    },
    gang: { id: bg.gang.id, name: bg.gang.name, version: bg.gang.version, isOwner: bg.gang.ownerId === userId },
    isOrganiser: isOrganiserOf(bg),
    plan: planFor(bg, readRoster(bg.gang.roster.document), await loadBattleWrecks(client, bg.battleId), await postgamePack(client, bg.battle.campaignId)),
    postGame,
  };
}
