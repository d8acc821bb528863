import "server-only";
import { isCustomType, splitPackChoice, type PackRosterActionInput, type PackRosterOp } from "@/lib/contracts/pack-roster";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { placedUnderFields } from "@/lib/contracts/roster-refusals";
import { buyFromPack, offersForFighter } from "@/lib/packs/equipment";
import { boltOnFromPack, mapToPackType, packOfFighter } from "@/lib/packs/gang-packs";
import { packFighterType, packItem } from "@/lib/packs/lookup";
import { recruitFromPack } from "@/lib/packs/recruit";
import type { Roster, WeaponAllocation } from "@/lib/rules/roster/schema";
import { issue } from "@/lib/rules/validation/issues";
import { findEditableGang } from "../gangs/access";
import type { Db } from "../prisma";
import { applyRosterOp } from "../rosters/apply-op";
import { changeRoster, readRoster, type RosterEdit } from "../rosters/store";
import { isUsable, packsForGang, type ResolvedPack } from "./queries";

interface PackPlan {
  kind: string;
  summary: string;
  change: RosterEdit;
  /** The form field a refusal is shown under. */
  field: string;
}

const refusedPlan = (field: string, message: string): PackPlan => ({
  kind: "refused",
  summary: message,
  field,
  change: () => ({ ok: false, issues: [issue("not-allowed", [], message)] }),
});
const fighterName = (r: Roster, id: string) => r.fighters.find((f) => f.id === id)?.name ?? "a fighter";
const toAllocation = (v: string): WeaponAllocation | null => (!v ? null : v === "driver" ? { role: "driver" } : { role: "gunner", fighterId: v });

/** Turns a checked pack form into a library change, its history line and the field its refusal goes under. */
export function planPackChange(op: PackRosterOp, roster: Roster, packs: readonly ResolvedPack[]): PackPlan {
  const usable = packs.filter(isUsable);
  const find = (key: string) => usable.find((p) => p.key === key);
  switch (op.type) {
    case "recruit": {
      const { pack: key, entry } = splitPackChoice(op.fighterType);
      const p = find(key);
      const t = p && packFighterType(p.pack, entry);
      if (!p || !t) return refusedPlan("fighterType", "That fighter type is not in a pack this gang can use: reload the page.");
      return {
        kind: "fighter",
        field: "fighterType",
        summary: `Recruited ${op.name} (${t.name}, ${p.pack.name}) for ${t.cost} credits`,
        change: (r) => recruitFromPack(r, p.pack, t.id, { name: op.name }),
      };
    }
    case "buyFromPack": {
      const { pack: key, entry } = splitPackChoice(op.item);
      const p = find(key);
      const f = roster.fighters.find((x) => x.id === op.fighterId);
      if (!p || !packItem(p.pack, entry)) return refusedPlan("item", "That item is not in a pack this gang can use: reload the page.");
      // a fighter of a pack type buys from his type's list only
      const own =
        f &&
        packOfFighter(
          usable.map((x) => x.pack),
          f,
        );
      if (f && own && own.id !== p.key) return refusedPlan("item", `${f.name} buys from his type's list in ${own.name}.`);
      const price = f ? offersForFighter(p.pack, f).find((o) => o.itemId === entry)?.cost : undefined;
      const item = packItem(p.pack, entry)!.item;
      return {
        kind: "equipment",
        field: "item",
        summary: `${fighterName(roster, op.fighterId)} bought ${item.name}${price === undefined ? "" : ` for ${price} credits`}`,
        change: (r) => buyFromPack(r, p.pack, op.fighterId, entry),
      };
    }
    case "mapFighterType": {
      const { pack: key, entry } = splitPackChoice(op.fighterType);
      const p = find(key);
      const t = p && packFighterType(p.pack, entry);
      if (!p || !t) return refusedPlan("fighterType", "That fighter type is not in a pack this gang can use: reload the page.");
      return {
        kind: "fighter",
        field: "fighterType",
        summary: `${fighterName(roster, op.fighterId)} is now a ${t.name} (${p.pack.name})`,
        change: (r) => mapToPackType(r, p.pack, op.fighterId, t.id),
      };
    }
    case "boltOnFromPack": {
      const { pack: key, entry } = splitPackChoice(op.item);
      const p = find(key);
      const found = p && packItem(p.pack, entry);
      if (!p || !found || found.kind !== "weapon") return refusedPlan("item", "That weapon is not in a pack this gang can use: reload the page.");
      const vehicle = roster.vehicles.find((v) => v.id === op.vehicleId)?.name ?? "a vehicle";
      const cost = op.twinLinked ? found.item.cost * 2 : found.item.cost;
      return {
        kind: "weapon",
        field: "item",
        summary: `Bolted ${op.twinLinked ? "twin-linked " : ""}${found.item.name} (${p.pack.name}) on ${vehicle} for ${cost} credits`,
        change: (r) => boltOnFromPack(r, p.pack, op.vehicleId, entry, { twinLinked: op.twinLinked, allocatedTo: toAllocation(op.allocation) }),
      };
    }
  }
}

/**
 * One pack form on the gang page by a signed-in user: the owner, or an organiser of its campaign
 * (arbitration), as every roster change. A custom-type recruit goes the way it always went; a pack
 * one reads the packs the gang can use now. A refusal comes back under the form's field, in the
 * pack's words (a type's limit, its list).
 */
export async function applyPackRosterOp(
  client: Db,
  userId: string,
  { gangId, version, op }: PackRosterActionInput,
): Promise<ActionResult<{ version: number }>> {
  if (op.type === "recruit" && isCustomType(op.fighterType)) {
    return applyRosterOp(client, userId, { gangId, version, op: { type: "recruitFighter", name: op.name, fighterType: op.fighterType, cost: op.cost } });
  }
  const gang = await findEditableGang(client, gangId, userId);
  if (!gang?.roster) return fail("NOT_FOUND", "That gang does not exist or is not yours to change.");
  const plan = planPackChange(op, readRoster(gang.roster.document), await packsForGang(client, gangId));
  const result = await changeRoster(client, {
    gangId,
    actorId: userId,
    version,
    kind: plan.kind,
    summary: plan.summary,
    change: placedUnderFields(op.type, plan.change, plan.field),
    arbitration: gang.ownerId !== userId,
  });
  if (result.ok) return { ok: true, data: { version: result.data.version } };
  if (result.code !== "REFUSED") return result;
  // each refusal under its own field (a bolt-on's gunner under "Who fires it"), the rest under the form's
  return fail("REFUSED", result.message, result.fieldErrors ?? { [plan.field]: [result.message] });
}
