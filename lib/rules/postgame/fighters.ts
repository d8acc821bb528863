// Small look-ups the post-game steps share.
import type { Fighter, Roster } from "../roster/schema";

export const fighterIndex = (roster: Roster, id: string) => roster.fighters.findIndex((f) => f.id === id);

/** A fighter who can be chosen for a post-game job: on the roster and not dead, captured or retired. */
export function availableFighter(roster: Roster, id: string): Fighter | undefined {
  const f = roster.fighters.find((x) => x.id === id);
  return f && (f.status === "active" || f.status === "recovering") ? f : undefined;
}

export const vehicleIndex = (roster: Roster, id: string) => roster.vehicles.findIndex((v) => v.id === id && v.status !== "destroyed");

/** The vehicle a fighter drives, if any. */
export const drivenBy = (roster: Roster, fighterId: string) => roster.vehicles.find((v) => v.status !== "destroyed" && v.crew.driverId === fighterId);

/** Clears "can't be used in the next battle" marks once that battle has been fought. */
export function clearNextBattleMarks(roster: Roster): Roster {
  const r = structuredClone(roster);
  for (const f of r.fighters) f.missesNextBattle = null;
  for (const v of r.vehicles) v.benchedNextBattle = false;
  return r;
}
