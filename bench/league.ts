// The league the web benchmark measures, built only through the app's own modules (as the demo
// league is): 50 players, each with a gang of 12 fighters and 3 vehicles in one campaign, and
// battles recorded, confirmed and followed by both gangs' post-games. Built in steps, so one
// database grows from 100 battles to 1,000 to 5,000 between measurements.
import { recordBattleSchema } from "@/lib/contracts/campaign";
import { orThrow as must, recruitFighter } from "@/lib/rules";
import { demoRoster } from "../scripts/demo-rosters";
import { createUser } from "../server/accounts/mutations";
import { confirmBattle, createCampaign, joinCampaign, recordBattle } from "../server/campaigns/mutations";
import { createShareToken } from "../server/gangs/share";
import { applyPostgame } from "../server/postgames/apply";
import type { Db } from "../server/prisma";
import { createGangWithRoster } from "../server/rosters/store";

export const LEAGUE_GANGS = 50;
const SECRET = "bench-web";

export interface BenchLeague {
  campaignId: string;
  /** Owns gang 0 and organises the campaign: the pages are read as this user. */
  organiserId: string;
  gangs: { id: string; ownerId: string }[];
  shareToken: string;
  battles: number;
}

/** A demo gang with four more gangers: 12 fighters, a truck, a half-track and a bike. */
function twelveFighterRoster(name: string) {
  let r = demoRoster(
    name,
    Array.from({ length: 8 }, (_, i) => `${name} ${i + 1}`),
  );
  for (let i = 9; i <= 12; i++) r = must(recruitFighter(r, { id: `f${i}`, name: `${name} ${i}`, type: "ganger", cost: 50 }));
  return r;
}

export async function createLeague(db: Db, gangCount = LEAGUE_GANGS): Promise<BenchLeague> {
  const gangs: { id: string; ownerId: string }[] = [];
  let campaignId = "";
  let code = "";
  for (let i = 0; i < gangCount; i++) {
    const user = await createUser(db, { name: `Boss ${i + 1}`, email: `boss${i + 1}@bench.example`, password: "bench-password-1" });
    if (!user.ok) throw new Error("bench: user");
    if (i === 0) {
      campaignId = (
        await createCampaign(db, user.id, {
          name: "Bench League",
          description: "",
          houseRules: "",
          startsOn: "",
          endsOn: "",
          startingCredits: 1000,
          isPublic: false,
          pointsWin: 3,
          pointsDraw: 1,
          pointsLoss: 0,
        })
      ).id;
      code = (await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).inviteCode!;
    }
    const gang = await createGangWithRoster(db, user.id, { name: `Gang ${i + 1}`, house: "", credits: 0 }, twelveFighterRoster(`Gang ${i + 1}`));
    const joined = await joinCampaign(db, user.id, code, gang.id);
    if (!joined.ok) throw new Error(`bench: join: ${joined.message}`);
    gangs.push({ id: gang.id, ownerId: user.id });
  }
  const shareToken = await createShareToken(db, gangs[0]!.id, gangs[0]!.ownerId);
  if (!shareToken) throw new Error("bench: share token");
  return { campaignId, organiserId: gangs[0]!.ownerId, gangs, shareToken, battles: 0 };
}

const fighters = (n: number) =>
  [1, 2, 3, 5, 6].map((f, i) => ({
    fighterId: `f${f}`,
    tookPart: true,
    outOfAction: false,
    injured: false,
    kills: (n + i) % 3 === 0 ? 1 : 0,
    outOfActionCaused: 0,
    extraXp: 0,
  }));

/** Battle number n: two different gangs, a win, a loss or a draw, each gang's post-game applied. */
async function playBattle(db: Db, league: BenchLeague, n: number) {
  const count = league.gangs.length;
  const a = league.gangs[n % count]!;
  const b = league.gangs[(n + 1 + (Math.floor(n / count) % (count - 1))) % count]!;
  const outcome = n % 5 === 4 ? (["draw", "draw"] as const) : n % 2 ? (["won", "lost"] as const) : (["lost", "won"] as const);
  const day = new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 10) * 86_400_000).toISOString().slice(0, 10);
  const input = recordBattleSchema.parse({
    campaignId: league.campaignId,
    playedOn: day,
    scenario: `Scrap Run ${n + 1}`,
    notes: "",
    source: "manual",
    gangs: [a, b].map((g, i) => ({ gangId: g.id, result: outcome[i], bottledOut: false, fighters: fighters(n + i), vehicles: [] })),
  });
  const recorded = await recordBattle(db, a.ownerId, input);
  if (!recorded.ok) throw new Error(`bench: battle: ${recorded.message}`);
  const confirmed = await confirmBattle(db, b.ownerId, recorded.data.battleId);
  if (!confirmed.ok) throw new Error(`bench: confirm: ${confirmed.message}`);
  for (const g of [a, b]) {
    const { version } = await db.gang.findUniqueOrThrow({ where: { id: g.id }, select: { version: true } });
    const r = await applyPostgame(
      db,
      g.ownerId,
      {
        battleId: recorded.data.battleId,
        gangId: g.id,
        version,
        permanentDamage: [],
        wreckStrips: [],
        injuries: [],
        replacements: [],
        drivingSkills: [],
        techpriest: [],
        advances: [],
        income: { mode: "app", faces: "" },
        credits: [],
        hulkName: "",
      },
      { secret: SECRET },
    );
    if (!r.ok) throw new Error(`bench: post-game: ${r.message}`);
  }
}

/**
 * Plays battles until the league has `total`; returns the milliseconds per battle of the last
 * tenth (the write cost at this size: record, confirm and two post-games).
 */
export async function growLeague(db: Db, league: BenchLeague, total: number, progress?: (done: number) => void): Promise<number> {
  const tail = Math.max(1, Math.floor((total - league.battles) / 10));
  let tailStart = 0;
  for (let n = league.battles; n < total; n++) {
    if (n === total - tail) tailStart = performance.now();
    await playBattle(db, league, n);
    league.battles = n + 1;
    if (progress && league.battles % 100 === 0) progress(league.battles);
  }
  return tailStart ? (performance.now() - tailStart) / tail : 0;
}
