// Helpers for the security review tests: real databases (server/testing), real users, real
// campaign/gang mutations; every call makes its own users so one database serves many tests.
import type { Roster } from "@/lib/rules";
import { demoRoster } from "@/scripts/demo-rosters";
import { createUser } from "../accounts/mutations";
import { createCampaign, joinCampaign } from "../campaigns/mutations";
import type { Db } from "../prisma";
import { createGangWithRoster } from "../rosters/store";
import { CAMPAIGN_INPUT } from "../testing/league";

let n = 0;

/** One account per name, with emails unique in this database. */
export async function users<K extends string>(db: Db, ...names: K[]): Promise<Record<K, string>> {
  const ids = {} as Record<K, string>;
  const tag = `${process.pid}-${++n}`;
  for (const name of names) {
    const r = await createUser(db, { name, email: `${name.toLowerCase()}-${tag}@example.com`, password: "password1" });
    if (!r.ok) throw new Error(`user ${name}: ${r.reason}`);
    ids[name] = r.id;
  }
  return ids;
}

export async function inviteCode(db: Db, campaignId: string): Promise<string> {
  return (await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).inviteCode!;
}

export interface SecurityLeague {
  campaignId: string;
  u: Record<"organiser" | "owner" | "other" | "third" | "outsider", string>;
  ownerGang: string;
  otherGang: string;
  thirdGang: string;
}

/**
 * A campaign (organiser) with three players' gangs in it, each a full demo roster (fighters f1..f8,
 * vehicles truck, track, bike), joined through joinCampaign; and an outsider who is in nothing.
 */
export async function league(db: Db, opts: { emptyRosters?: boolean } = {}): Promise<SecurityLeague> {
  const u = await users(db, "organiser", "owner", "other", "third", "outsider");
  const campaignId = (await createCampaign(db, u.organiser, { ...CAMPAIGN_INPUT, name: `Review League ${n}` })).id;
  const code = await inviteCode(db, campaignId);
  const gang = async (who: string, name: string) => {
    const roster: Roster | undefined = opts.emptyRosters ? undefined : demoRoster(name, []);
    const id = (await createGangWithRoster(db, who, { name, house: "", credits: 1000 }, roster)).id;
    const joined = await joinCampaign(db, who, code, id);
    if (!joined.ok) throw new Error(`join: ${joined.message}`);
    return id;
  };
  return {
    campaignId,
    u,
    ownerGang: await gang(u.owner, "Owner Gang"),
    otherGang: await gang(u.other, "Other Gang"),
    thirdGang: await gang(u.third, "Third Gang"),
  };
}

export const noDetails = { fighters: [], vehicles: [] };

export async function gangState(db: Db, gangId: string) {
  const g = await db.gang.findUniqueOrThrow({ where: { id: gangId }, include: { roster: true } });
  return {
    version: g.version,
    credits: g.credits,
    rating: g.rating,
    campaignId: g.campaignId,
    retired: g.retired,
    doc: g.roster!.document,
    events: await db.gangEvent.count({ where: { gangId } }),
  };
}
