// 003 Permanent damage, DESTROYED, between two post-games: a vehicle's permanent-damage roll is one
// fact that both sides' post-games read, whichever runs first. The server stores it (a WreckRoll)
// while an applied post-game depends on it; these functions decide what each side is offered.
import type { PermanentDamageResultId } from "../tables/permanent-damage";
import { parseBattleDetails } from "./plan";

/** One gang's part in the battle, as the wreck rules need it. */
export interface BattleSide {
  gangId: string;
  gangName: string;
  bottledOut: boolean;
  /** The BattleGang details JSON (who went out of action, which vehicles were crippled or wrecked). */
  details: string;
  /** Names of the gang's vehicles by id (destroyed ones too). */
  vehicleNames: Record<string, string>;
}

/** A permanent-damage roll made already, as stored. */
export interface StoredWreckRoll {
  gangId: string;
  vehicleId: string;
  faces: number[];
  result: PermanentDamageResultId;
  rolledByGangId: string;
  strippedByGangId: string | null;
}

/** A roll made already, as a wizard shows it. */
export interface KnownWreckRoll {
  faces: number[];
  result: PermanentDamageResultId;
  rolledBy: string;
  strippedBy: string | null;
}

/** A wreck of a gang that bottled out, which this gang may strip. */
export interface WreckToStrip {
  ownerGangId: string;
  ownerGangName: string;
  vehicleId: string;
  vehicleName: string;
  known: KnownWreckRoll | null;
}

const nameOf = (sides: readonly BattleSide[], id: string | null) => (id ? (sides.find((s) => s.gangId === id)?.gangName ?? "another gang") : null);

function known(sides: readonly BattleSide[], r: StoredWreckRoll): KnownWreckRoll {
  return { faces: r.faces, result: r.result, rolledBy: nameOf(sides, r.rolledByGangId)!, strippedBy: nameOf(sides, r.strippedByGangId) };
}

/**
 * 003 "If one gang bottled out, the other gang can ... strip it": the gang that held the field.
 * ruling: a gang strips its own wreck only when another gang bottled out and it did not; in a
 * battle of three or more, any gang that did not bottle out may strip a wreck of one that did,
 * and the first to apply its post-game takes it.
 */
export function holdsTheField(gangId: string, sides: readonly BattleSide[]): boolean {
  const me = sides.find((s) => s.gangId === gangId);
  return !!me && !me.bottledOut && sides.some((s) => s.gangId !== gangId && s.bottledOut);
}

/** The wrecks this gang may strip: vehicles of gangs that bottled out, recorded crippled or wrecked. */
export function wrecksToStrip(gangId: string, sides: readonly BattleSide[], rolls: readonly StoredWreckRoll[]): WreckToStrip[] {
  const me = sides.find((s) => s.gangId === gangId);
  if (!me || me.bottledOut) return [];
  return sides
    .filter((s) => s.gangId !== gangId && s.bottledOut)
    .flatMap((s) =>
      parseBattleDetails(s.details)
        .vehicles.filter((v) => (v.crippled || v.wrecked) && s.vehicleNames[v.vehicleId])
        .map((v) => {
          const roll = rolls.find((r) => r.gangId === s.gangId && r.vehicleId === v.vehicleId);
          return {
            ownerGangId: s.gangId,
            ownerGangName: s.gangName,
            vehicleId: v.vehicleId,
            vehicleName: s.vehicleNames[v.vehicleId]!,
            known: roll ? known(sides, roll) : null,
          };
        }),
    );
}

/** Rolls already made for this gang's own vehicles (by the gang that stripped them, or earlier). */
export function knownRollsOf(gangId: string, sides: readonly BattleSide[], rolls: readonly StoredWreckRoll[]): Record<string, KnownWreckRoll> {
  return Object.fromEntries(rolls.filter((r) => r.gangId === gangId).map((r) => [r.vehicleId, known(sides, r)]));
}
