import "server-only";
import { recordBattleSchema } from "@/lib/contracts/campaign";
import { DUPLICATE_GANG_MESSAGE, duplicateGangIndexes, type RecordQuickResolveInput } from "@/lib/contracts/quick-resolve";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { reserveLists, reservesInWords, terrainUnits } from "@/lib/skirmish/rotgb-reserves";
import { checkRotgbRules, type RotgbRulesForm } from "@/lib/contracts/rotgb-rules-schema";
import { exportGang, type GangExport } from "@/lib/export/gang-export";
import { SkirmishMappingError, toRotgb } from "@/lib/skirmish/mapping";
import { resolveSkirmish, systemName, type SkirmishOptions } from "@/lib/skirmish/resolve";
import { RotgbSetupError } from "@/lib/skirmish/rotgb";
import type { Db } from "../prisma";
import { readRoster } from "../rosters/store";
import { campaignRole } from "./access";
import { recordBattle, refuseRetired } from "./mutations";

const NOTES_MAX = 2000;

/**
 * Records a quick-resolve game as a battle. The server does not take the result from the browser:
 * it replays the game from the same gangs, seed and rules in play (the engines are deterministic),
 * so the record is exactly what the page showed and cannot be edited on the way. Casualties map to
 * fighters out of action and vehicles crippled; the winner (a gang, or every gang of the winning
 * alliance) "won", everyone else "lost", nobody "won" is a draw. The notes name the seed and the rules, so anyone can replay the game.
 */
export async function recordQuickResolve(client: Db, userId: string, input: RecordQuickResolveInput): Promise<ActionResult<{ battleId: string }>> {
  // the action's schema refuses a gang chosen twice; checked here too, with the same words, for any other caller
  const again = duplicateGangIndexes(input.gangIds);
  if (again.length > 0) return fail("INVALID_INPUT", DUPLICATE_GANG_MESSAGE, Object.fromEntries(again.map((i) => [`gangIds.${i}`, [DUPLICATE_GANG_MESSAGE]])));
  // who may record is settled before any roster is read or any game replayed: the rules' messages
  // name units, and an outsider must learn nothing of a campaign's gangs (recordBattle checks again)
  const role = await campaignRole(client, input.campaignId, userId);
  if (!role) return fail("NOT_FOUND", "That campaign does not exist or you are not in it.");
  const rows = await client.gang.findMany({ where: { id: { in: input.gangIds }, campaignId: input.campaignId }, include: { roster: true } });
  if (rows.length !== input.gangIds.length)
    return fail("INVALID_INPUT", "Every gang must play in this campaign.", { gangIds: ["Every gang must play in this campaign"] });
  if (role !== "organiser" && !rows.some((g) => g.ownerId === userId)) return fail("NOT_FOUND", "Players record battles their own gang fought.");
  const ordered = input.gangIds.map((id) => rows.find((r) => r.id === id)!);
  const retired = refuseRetired(ordered, "gangIds");
  if (retired) return retired;
  const exports = ordered.map((g) => exportGang({ name: g.name, house: g.house }, readRoster(g.roster!.document)));
  const rules = input.system === "rotgb" && input.rules ? rotgbRules(input.rules, exports) : { ok: true as const, options: {}, summary: [] };
  if (!rules.ok) return rules.failure;
  let result;
  try {
    result = resolveSkirmish({ system: input.system, gangs: exports, seed: input.seed, options: rules.options });
  } catch (err) {
    // a gang with nobody to fight, or a set-up the rules refuse: both say what to change
    if (err instanceof SkirmishMappingError || err instanceof RotgbSetupError) return fail("REFUSED", err.message);
    throw err;
  }
  // with alliances the winner is an alliance (002: allies "score together"): every gang in it won
  const winner = result.outcome.winner;
  const alliances = rules.options.mapping?.rotgb?.alliances;
  const sideOf = (i: number) => alliances?.[i] ?? result.sides[i];
  const battle = recordBattleSchema.safeParse({
    campaignId: input.campaignId,
    playedOn: new Date().toISOString().slice(0, 10),
    scenario: input.scenario,
    notes: quickResolveNotes(input, rules.summary, result.outcome.verdict),
    source: "quick-resolve",
    gangs: ordered.map((g, i) => {
      const lost = result.casualties[i]!;
      const roster = exports[i]!.roster;
      return {
        gangId: g.id,
        result: winner === null ? "draw" : sideOf(i) === winner ? "won" : "lost",
        bottledOut: false,
        fighters: roster.fighters
          .filter((f) => f.status === "active")
          .map((f) => ({ fighterId: f.id, tookPart: true, outOfAction: lost.fightersOutOfAction.includes(f.id), injured: false, kills: 0 })),
        vehicles: roster.vehicles
          .filter((v) => v.status !== "destroyed")
          .map((v) => ({ vehicleId: v.id, crippled: lost.vehiclesCrippled.includes(v.id), wrecked: false, immobilised: false, damagingRams: 0, runOver: 0 })),
      };
    }),
  });
  if (!battle.success) return fail("INVALID_INPUT", battle.error.issues[0]?.message ?? "That game cannot be recorded.");
  return recordBattle(client, userId, battle.data);
}

type RulesInPlay = { ok: true; options: SkirmishOptions; summary: string[] } | { ok: false; failure: ActionResult<never> };

/** The ROtGB form checked against these gangs exactly as the page checks it, as the engine's options and in words. */
function rotgbRules(form: RotgbRulesForm, gangs: GangExport[]): RulesInPlay {
  let mapped;
  try {
    mapped = toRotgb(gangs);
  } catch (err) {
    if (err instanceof SkirmishMappingError) return { ok: false, failure: fail("REFUSED", err.message) };
    throw err;
  }
  const check = checkRotgbRules(form, { sides: mapped.sides, unitCounts: reserveLists(mapped).map((u) => u.length), units: terrainUnits(mapped) });
  if (!check.ok) {
    const fieldErrors = Object.fromEntries(Object.entries(check.fieldErrors).flatMap(([path, message]) => (message ? [[`rules.${path}`, [message]]] : [])));
    const first = Object.values(check.fieldErrors)[0];
    return { ok: false, failure: fail("INVALID_INPUT", `Check the rules in play: ${first ?? "they do not fit these gangs"}`, fieldErrors) };
  }
  const options: SkirmishOptions = { rotgb: check.options, ...(check.mapping && { mapping: check.mapping }) };
  return { ok: true, options, summary: [...check.summary, ...reservesInWords(options, gangs)] };
}

/** "Quick-resolved with Roll Out the (Gun) Barrels, seed 42 (rules: fronts: north, south; handicapping): Pyrrhic victory." */
function quickResolveNotes(input: RecordQuickResolveInput, rules: string[], verdict: string | undefined): string {
  const head = `Quick-resolved with ${systemName(input.system)}, seed ${input.seed}`;
  const tail = `${verdict ? `: ${verdict}` : ""}.`;
  // the notes field holds 2,000 characters: a very long list of rules is cut rather than the battle refused
  const room = NOTES_MAX - head.length - tail.length - " (rules: )".length;
  const joined = rules.join("; ");
  const ruleText = rules.length === 0 ? "" : ` (rules: ${joined.length > room ? `${joined.slice(0, Math.max(0, room - 1))}…` : joined})`;
  return `${head}${ruleText}${tail}`;
}
