// A finished battle turned into the campaign's battle record: the summary's rows (who went out of
// action, vehicles wrecked, crippled or immobilised, each vehicle's damaging rams and run-overs)
// with the result each side agreed at the table. Nothing the log already knows is typed again.
import type { BattleGangInput } from "@/lib/contracts/campaign";
import type { BattleState } from "./state";
import { summariseBattle } from "./summary";

export type BattleResult = BattleGangInput["result"];

export interface GangOutcome {
  gangId: string;
  result: BattleResult;
  bottledOut: boolean;
}

/**
 * The record's gangs, in the battle's order. A gang with no outcome given is refused with a thrown
 * error: the finish form always gives one per gang. The per-vehicle tallies are what the post-game
 * reads for the driver's experience (003 Drivers and experience: a damaging ram, a fighter run over).
 */
export function battleRecordGangs(state: BattleState, outcomes: readonly GangOutcome[]): BattleGangInput[] {
  const summary = summariseBattle(state);
  return summary.gangs.map((g) => {
    const o = outcomes.find((x) => x.gangId === g.gangId);
    if (!o) throw new Error(`No result given for gang ${g.gangId}`);
    return { gangId: g.gangId, result: o.result, bottledOut: o.bottledOut, fighters: g.fighters, vehicles: g.vehicles };
  });
}
