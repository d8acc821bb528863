// Test fixtures: a campaign with an organiser, two players with full demo gangs, an outsider, and
// battles between the gangs, written straight to the database (the battle pages are not needed).
import { demoRoster } from "@/scripts/demo-rosters";
import type { InjuryOutcome, PostgameInput } from "@/lib/contracts/postgame";
import { createUser } from "../accounts/mutations";
import type { Db } from "../prisma";
import { createGangWithRoster } from "../rosters/store";

export const TEST_SECRET = "postgame-test-secret";

let n = 0;
async function user(db: Db, name: string): Promise<string> {
  const u = await createUser(db, { name, email: `${name.toLowerCase()}-${process.pid}-${++n}@example.com`, password: "password1" });
  if (!u.ok) throw new Error(`fixture user ${name}`);
  return u.id;
}

export interface League {
  campaignId: string;
  organiser: string;
  owner: string;
  rival: string;
  outsider: string;
  gangId: string;
  rivalGangId: string;
}

export async function league(db: Db): Promise<League> {
  const [organiser, owner, rival, outsider] = [await user(db, "Organiser"), await user(db, "Owner"), await user(db, "Rival"), await user(db, "Outsider")];
  const campaign = await db.campaign.create({ data: { name: `League ${++n}`, ownerId: organiser } });
  await db.campaignMember.createMany({
    data: [
      { campaignId: campaign.id, userId: organiser, role: "organiser" },
      { campaignId: campaign.id, userId: owner, role: "player" },
      { campaignId: campaign.id, userId: rival, role: "player" },
    ],
  });
  const gang = await createGangWithRoster(
    db,
    owner,
    { name: "Grunts", house: "", credits: 0 },
    demoRoster("Grunts", ["Nazgrub", "Grak", "Snag", "Ruk", "Zog", "Dreg", "Mek", "Git"]),
  );
  const rivalGang = await createGangWithRoster(
    db,
    rival,
    { name: "Spikes", house: "", credits: 0 },
    demoRoster("Spikes", ["Boss", "Krud", "Fang", "Nib", "Lug", "Mog", "Rot", "Tik"]),
  );
  await db.gang.updateMany({ where: { id: { in: [gang.id, rivalGang.id] } }, data: { campaignId: campaign.id } });
  return { campaignId: campaign.id, organiser, owner, rival, outsider, gangId: gang.id, rivalGangId: rivalGang.id };
}

const vehicle = (vehicleId: string, o: Partial<{ crippled: boolean; damagingRams: number; runOver: number }> = {}) => ({
  vehicleId,
  crippled: false,
  wrecked: false,
  immobilised: false,
  damagingRams: 0,
  runOver: 0,
  ...o,
});
const fighter = (fighterId: string, outOfAction = false) => ({ fighterId, tookPart: true, outOfAction, injured: false, kills: 0 });

/**
 * Grunts won: their truck was crippled (and rammed once), Grak (f2, half-track gunner) and Mek (f7)
 * went out of action (or whoever outOfAction names among f1, f2, f5 and f7), Spikes bottled out.
 */
export async function battle(db: Db, l: League, status: "confirmed" | "pending" = "confirmed", outOfAction: string[] = ["f2", "f7"]): Promise<string> {
  const b = await db.battle.create({
    data: {
      campaignId: l.campaignId,
      playedOn: new Date("2026-03-01"),
      scenario: "Scrap Run",
      status,
      recordedById: l.owner,
      gangs: {
        create: [
          {
            gangId: l.gangId,
            result: "won",
            bottledOut: false,
            details: JSON.stringify({
              fighters: ["f1", "f2", "f5", "f7"].map((id) => fighter(id, outOfAction.includes(id))),
              vehicles: [vehicle("truck", { crippled: true, damagingRams: 1 }), vehicle("bike", { runOver: 2 })],
            }),
          },
          { gangId: l.rivalGangId, result: "lost", bottledOut: true, details: JSON.stringify({ fighters: [], vehicles: [] }) },
        ],
      },
    },
  });
  return b.id;
}

/** A confirmed battle the Grunts won with only these fighters' lines (nothing crippled), Spikes lost. */
export async function fighterBattle(
  db: Db,
  l: League,
  fighters: { fighterId: string; outOfAction?: boolean; kills?: number; extraXp?: number }[],
): Promise<string> {
  const b = await db.battle.create({
    data: {
      campaignId: l.campaignId,
      playedOn: new Date("2026-03-08"),
      scenario: "Grudge Match",
      status: "confirmed",
      recordedById: l.owner,
      gangs: {
        create: [
          {
            gangId: l.gangId,
            result: "won",
            bottledOut: false,
            details: JSON.stringify({
              fighters: fighters.map((f) => ({ ...fighter(f.fighterId, f.outOfAction), outOfActionCaused: 0, extraXp: 0, ...f })),
              vehicles: [],
            }),
          },
          { gangId: l.rivalGangId, result: "lost", bottledOut: false, details: JSON.stringify({ fighters: [], vehicles: [] }) },
        ],
      },
    },
  });
  return b.id;
}

/** What became of a fighter taken out of action (dice typed in when `faces` is given). */
export const fate = (fighterId: string, outcome: InjuryOutcome, faces = ""): PostgameInput["injuries"][number] => ({
  fighterId,
  outcome,
  mode: faces ? "manual" : "app",
  faces,
});

/** Nothing chosen, every roll by the app, no lasting injury for Mek (f7). */
export function answers(l: League, battleId: string, version: number, o: Partial<PostgameInput> = {}): PostgameInput {
  return {
    battleId,
    gangId: l.gangId,
    version,
    permanentDamage: [{ vehicleId: "truck", benchFighterId: "", stripperId: "", mode: "app", faces: "" }],
    wreckStrips: [],
    injuries: [fate("f7", "none")],
    replacements: [],
    drivingSkills: [],
    techpriest: [],
    advances: [],
    income: { mode: "app", faces: "" },
    credits: [],
    hulkName: "",
    ...o,
  };
}
