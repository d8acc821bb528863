// The demo campaign in motion: three recorded battles (two confirmed, one awaiting confirmation)
// and one finished post-game that left a vehicle damaged, all through the app's own server code.
import { recordBattleSchema } from "@/lib/contracts/campaign";
import { confirmBattle, recordBattle } from "../server/campaigns/mutations";
import { applyPostgame } from "../server/postgames/apply";
import type { Db } from "../server/prisma";

interface Side {
  gangId: string;
  ownerId: string;
}

const side = (s: Side, result: "won" | "lost" | "draw", bottledOut: boolean, crippled: string[] = []) => ({
  gangId: s.gangId,
  result,
  bottledOut,
  fighters: [],
  vehicles: crippled.map((vehicleId) => ({ vehicleId, crippled: true, wrecked: false, immobilised: false, damagingRams: 0, runOver: 0 })),
});

async function battle(
  db: Db,
  campaignId: string,
  recorder: Side,
  confirmer: Side,
  playedOn: string,
  scenario: string,
  gangs: ReturnType<typeof side>[],
  confirm: boolean,
) {
  const input = recordBattleSchema.parse({ campaignId, playedOn, scenario, notes: "", source: "manual", gangs });
  const r = await recordBattle(db, recorder.ownerId, input);
  if (!r.ok) throw new Error(`demo battle: ${r.message}`);
  if (confirm) {
    const c = await confirmBattle(db, confirmer.ownerId, r.data.battleId);
    if (!c.ok) throw new Error(`demo confirm: ${c.message}`);
  }
  return r.data.battleId;
}

export async function seedDemoLeague(db: Db, campaignId: string, riderz: Side, snatchas: Side) {
  // Battle 1: the Riderz win, the Snatchas bottle out with their truck crippled.
  const first = await battle(
    db,
    campaignId,
    riderz,
    snatchas,
    "2026-11-01",
    "Scrap Grab",
    [side(riderz, "won", false), side(snatchas, "lost", true, ["truck"])],
    true,
  );
  await battle(db, campaignId, snatchas, riderz, "2026-11-08", "Convoy Ambush", [side(snatchas, "draw", false), side(riderz, "draw", false)], true);
  await battle(db, campaignId, riderz, snatchas, "2026-11-15", "Fuel Run", [side(riderz, "lost", true), side(snatchas, "won", false)], false);

  // The Snatchas' post-game for battle 1, dice typed in: D66 5,2 = 52 Boneshaker on the truck.
  const gang = await db.gang.findUniqueOrThrow({ where: { id: snatchas.gangId } });
  const r = await applyPostgame(
    db,
    snatchas.ownerId,
    {
      battleId: first,
      gangId: snatchas.gangId,
      version: gang.version,
      permanentDamage: [{ vehicleId: "truck", benchFighterId: "", stripperId: "", mode: "manual", faces: "5 2" }],
      wreckStrips: [],
      injuries: [],
      replacements: [],
      drivingSkills: [],
      techpriest: [],
      advances: [],
      // the pack's income for the loss is paid by its own step; this is a bonus the organiser gave
      income: { mode: "app", faces: "" },
      credits: [{ amount: 110, reason: "Organiser's bonus for the Scrap Grab" }],
      hulkName: "",
    },
    { secret: "demo" },
  );
  if (!r.ok) throw new Error(`demo post-game: ${r.message}`);
}
