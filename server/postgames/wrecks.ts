import "server-only";
import type { PlanWrecks } from "@/lib/rules/postgame/plan";
import type { StepOutcome } from "@/lib/rules/postgame/sequence";
import { knownRollsOf, wrecksToStrip, type BattleSide, type StoredWreckRoll } from "@/lib/rules/postgame/wrecks";
import { PERMANENT_DAMAGE_RESULT_IDS, permanentDamage, type PermanentDamageResultId } from "@/lib/rules/tables/permanent-damage";
import type { Db, Tx } from "../prisma";
import { readRoster } from "../rosters/store";

// 003 Destroyed between the post-games of a battle: the WreckRoll rows are the permanent-damage
// rolls both sides read. Written when a post-game that makes or uses one is applied, released
// when the last applied post-game that depends on one is undone.

export interface BattleWrecks {
  sides: BattleSide[];
  rolls: StoredWreckRoll[];
}

const isResult = (x: string): x is PermanentDamageResultId => (PERMANENT_DAMAGE_RESULT_IDS as readonly string[]).includes(x);

/** The battle's sides and stored rolls; the rosters are read only for gangs that bottled out. */
export async function loadBattleWrecks(client: Db | Tx, battleId: string): Promise<BattleWrecks> {
  const gangs = await client.battleGang.findMany({
    where: { battleId },
    select: { gangId: true, bottledOut: true, details: true, gang: { select: { name: true } } },
  });
  if (!gangs.some((g) => g.bottledOut))
    return { sides: gangs.map((g) => ({ gangId: g.gangId, gangName: g.gang.name, bottledOut: false, details: g.details, vehicleNames: {} })), rolls: [] };
  const [rosters, rows] = await Promise.all([
    client.roster.findMany({ where: { gangId: { in: gangs.filter((g) => g.bottledOut).map((g) => g.gangId) } }, select: { gangId: true, document: true } }),
    client.wreckRoll.findMany({ where: { battleId } }),
  ]);
  const names = new Map(rosters.map((r) => [r.gangId, Object.fromEntries(readRoster(r.document).vehicles.map((v) => [v.id, v.name]))]));
  return {
    sides: gangs.map((g) => ({
      gangId: g.gangId,
      gangName: g.gang.name,
      bottledOut: g.bottledOut,
      details: g.details,
      vehicleNames: names.get(g.gangId) ?? {},
    })),
    rolls: rows.flatMap((r) =>
      isResult(r.result)
        ? [
            {
              gangId: r.gangId,
              vehicleId: r.vehicleId,
              faces: JSON.parse(r.faces) as number[],
              result: r.result,
              rolledByGangId: r.rolledByGangId,
              strippedByGangId: r.strippedByGangId,
            },
          ]
        : [],
    ),
  };
}

export function planWrecks(gangId: string, w: BattleWrecks): PlanWrecks {
  return { known: knownRollsOf(gangId, w.sides, w.rolls), toStrip: wrecksToStrip(gangId, w.sides, w.rolls) };
}

/** The D66 a step rolled for a permanent-damage result, read back from its log. */
function d66Of(step: StepOutcome): number[] | null {
  return step.log.find((e) => e.dice === "D66" && e.purpose.startsWith("Permanent damage"))?.faces ?? null;
}

/**
 * After the steps ran, inside the apply transaction: the rolls this post-game made that another
 * gang may need, and the wrecks it stripped. A wreck another gang stripped in the meantime makes
 * the unique row or the conditional update fail, and the whole apply is refused as stale.
 */
export async function recordWrecks(tx: Tx, battleId: string, gangId: string, w: BattleWrecks, steps: StepOutcome[]): Promise<boolean> {
  const me = w.sides.find((s) => s.gangId === gangId);
  for (const step of steps) {
    if (step.input.step === "permanent-damage" && me?.bottledOut) {
      const vehicleId = step.input.input.vehicleId;
      const faces = d66Of(step);
      if (!faces || w.rolls.some((r) => r.gangId === gangId && r.vehicleId === vehicleId)) continue;
      const result = permanentDamage(faces[0]! * 10 + faces[1]!).id;
      await tx.wreckRoll.create({ data: { battleId, gangId, vehicleId, faces: JSON.stringify(faces), result, rolledByGangId: gangId } });
    }
    if (step.input.step === "strip-wreck" && step.input.input.stripperId) {
      const wreck = { ownerGangId: step.input.input.ownerGangId, vehicleId: step.input.input.vehicleId };
      const known = w.rolls.find((r) => r.gangId === wreck.ownerGangId && r.vehicleId === wreck.vehicleId);
      if (known) {
        const taken = await tx.wreckRoll.updateMany({
          where: { battleId, gangId: wreck.ownerGangId, vehicleId: wreck.vehicleId, strippedByGangId: null, result: "destroyed" },
          data: { strippedByGangId: gangId },
        });
        if (taken.count !== 1) return false;
      } else {
        // rolled here: kept only when it is a wreck this gang stripped (nothing else depends on it)
        const faces = d66Of(step);
        if (!faces || permanentDamage(faces[0]! * 10 + faces[1]!).id !== "destroyed") continue;
        await tx.wreckRoll.create({
          data: {
            battleId,
            gangId: wreck.ownerGangId,
            vehicleId: wreck.vehicleId,
            faces: JSON.stringify(faces),
            result: "destroyed",
            rolledByGangId: gangId,
            strippedByGangId: gangId,
          },
        });
      }
    }
  }
  return true;
}

/**
 * Undo of `gangId`'s post-game: its claim on wrecks it stripped is given back, and the rolls it
 * made go unless another applied post-game depends on them (the wreck's own gang applied with
 * it, or another gang stripped it): a roll that stands for someone else stays.
 */
export async function releaseWrecks(tx: Tx, battleId: string, gangId: string): Promise<void> {
  await tx.wreckRoll.updateMany({ where: { battleId, strippedByGangId: gangId }, data: { strippedByGangId: null } });
  const made = await tx.wreckRoll.findMany({ where: { battleId, rolledByGangId: gangId, strippedByGangId: null } });
  for (const roll of made) {
    const ownerApplied = roll.gangId !== gangId && (await tx.postGame.count({ where: { battleId, gangId: roll.gangId, status: "applied" } })) > 0;
    if (!ownerApplied) await tx.wreckRoll.delete({ where: { id: roll.id } });
  }
}
