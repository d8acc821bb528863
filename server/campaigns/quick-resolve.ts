import "server-only";
import { recordBattleSchema } from "@/app/_schemas/campaign";
import type { RecordQuickResolveInput } from "@/app/_schemas/quick-resolve";
import { fail, type ActionResult } from "@/app/_schemas/result";
import { exportGang } from "@/lib/export/gang-export";
import { resolveSkirmish } from "@/lib/skirmish/resolve";
import type { Db } from "../prisma";
import { readRoster } from "../rosters/store";
import { recordBattle } from "./mutations";

/**
 * Records a quick-resolve game as a battle. The server does not take the result from the browser:
 * it replays the game from the same gangs and seed (the engines are deterministic), so the record
 * is exactly what the page showed and cannot be edited on the way. Casualties map to fighters out
 * of action and vehicles crippled; the winner "won", everyone else "lost", nobody "won" is a draw.
 */
export async function recordQuickResolve(client: Db, userId: string, input: RecordQuickResolveInput): Promise<ActionResult<{ battleId: string }>> {
  const rows = await client.gang.findMany({ where: { id: { in: input.gangIds }, campaignId: input.campaignId }, include: { roster: true } });
  if (rows.length !== input.gangIds.length) return fail("INVALID_INPUT", "Every gang must play in this campaign.", { gangIds: ["Every gang must play in this campaign"] });
  const ordered = input.gangIds.map((id) => rows.find((r) => r.id === id)!);
  const exports = ordered.map((g) => exportGang({ name: g.name, house: g.house }, readRoster(g.roster!.document)));
  const result = resolveSkirmish({ system: input.system, gangs: exports, seed: input.seed });
  const winnerIndex = result.outcome.winner === null ? -1 : result.sides.indexOf(result.outcome.winner);
  const battle = recordBattleSchema.safeParse({
    campaignId: input.campaignId,
    playedOn: new Date().toISOString().slice(0, 10),
    scenario: input.scenario,
    notes: `Quick-resolved with ${input.system}, seed ${input.seed}${result.outcome.verdict ? `: ${result.outcome.verdict}` : ""}.`,
    source: "quick-resolve",
    gangs: ordered.map((g, i) => {
      const lost = result.casualties[i]!;
      const roster = exports[i]!.roster;
      return {
        gangId: g.id,
        result: winnerIndex < 0 ? "draw" : i === winnerIndex ? "won" : "lost",
        bottledOut: false,
        fighters: roster.fighters.filter((f) => f.status === "active").map((f) => ({ fighterId: f.id, tookPart: true, outOfAction: lost.fightersOutOfAction.includes(f.id), injured: false, kills: 0 })),
        vehicles: roster.vehicles.filter((v) => v.status !== "destroyed").map((v) => ({ vehicleId: v.id, crippled: lost.vehiclesCrippled.includes(v.id), wrecked: false, immobilised: false, damagingRams: 0, runOver: 0 })),
      };
    }),
  });
  if (!battle.success) return fail("INVALID_INPUT", battle.error.issues[0]?.message ?? "That game cannot be recorded.");
  return recordBattle(client, userId, battle.data);
}
