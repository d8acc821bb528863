// A campaign with two players' gangs in it, as the campaign tests start from: an organiser, the
// two owners and an outsider who is in nothing.
import { createCampaign, joinCampaign } from "../campaigns/mutations";
import type { Db } from "../prisma";
import { createGangWithRoster } from "../rosters/store";
import { testUsers } from "./users";

export const CAMPAIGN_INPUT = {
  name: "Scrap League",
  description: "",
  houseRules: "",
  startsOn: "",
  endsOn: "",
  startingCredits: 1000,
  isPublic: false,
  pointsWin: 3,
  pointsDraw: 1,
  pointsLoss: 0,
};

export type LeagueUsers = Record<"organiser" | "owner" | "other" | "outsider", string>;

export async function twoGangLeague(db: Db, names: { campaign: string; ownerGang: string; otherGang: string }) {
  const u: LeagueUsers = await testUsers(db, "organiser", "owner", "other", "outsider");
  const campaignId = (await createCampaign(db, u.organiser, { ...CAMPAIGN_INPUT, name: names.campaign })).id;
  const code = (await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).inviteCode!;
  const ownerGang = (await createGangWithRoster(db, u.owner, { name: names.ownerGang, house: "", credits: 1000 })).id;
  const otherGang = (await createGangWithRoster(db, u.other, { name: names.otherGang, house: "", credits: 1000 })).id;
  for (const [who, gang] of [
    [u.owner, ownerGang],
    [u.other, otherGang],
  ] as const) {
    const joined = await joinCampaign(db, who, code, gang);
    if (!joined.ok) throw new Error(`joining the test league failed: ${joined.message}`);
  }
  return { u, campaignId, ownerGang, otherGang };
}
