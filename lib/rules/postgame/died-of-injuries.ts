// A fighter who dies of his lasting-injury roll is only known once the dice are read, after the
// player has answered every step. The steps after his roll that name him are then left out or
// trimmed, each saying why, rather than refused: the player sees it in the summary before applying.
import type { Roster } from "../roster/schema";
import type { PlannedStep } from "./sequence";

const diedHere = (r: Roster, id: string | null | undefined) => !!id && r.fighters.find((f) => f.id === id)?.status === "dead";
const nameOf = (r: Roster, id: string) => r.fighters.find((f) => f.id === id)?.name ?? id;
const died = (r: Roster, id: string) => `${nameOf(r, id)} died of his injuries in this post-game`;

export type ForTheLiving = { step: PlannedStep; skipped: null; notes: string[] } | { step: null; skipped: string; notes: [] };

/**
 * The step as it can still run on this roster: unchanged; with a dead replacement dropped (003's
 * crew deaths then asks for another, as for a seat nobody was chosen for); or skipped with the
 * reason. ruling: only steps after the injuries name such a fighter (sequence.ts), and only these
 * kinds name a fighter who could have died there: a stripper or a ganger left to fix a vehicle is
 * chosen in steps that run before the injuries.
 */
export function forTheLiving(step: PlannedStep, r: Roster): ForTheLiving {
  const s = step.input;
  const skip = (id: string, what: string): ForTheLiving => ({ step: null, skipped: `${died(r, id)}, so ${what}.`, notes: [] });
  switch (s.step) {
    case "driver-experience":
      return diedHere(r, s.input.fighterId) ? skip(s.input.fighterId, "gains no driver experience") : { step, skipped: null, notes: [] };
    case "driving-skill":
      return diedHere(r, s.input.fighterId) ? skip(s.input.fighterId, "rolls no driving skill") : { step, skipped: null, notes: [] };
    case "rogue-techpriest":
      return diedHere(r, s.input.visitorId) ? skip(s.input.visitorId, "does not visit the Techpriest (nothing is paid)") : { step, skipped: null, notes: [] };
    case "advance":
      return diedHere(r, s.input.fighterId) ? skip(s.input.fighterId, "takes no advance") : { step, skipped: null, notes: [] };
    case "crew-deaths": {
      const notes: string[] = [];
      const replacements = (s.input.replacements ?? []).map((x) => {
        const driverId = x.driverId && diedHere(r, x.driverId) ? (notes.push(`${died(r, x.driverId)}, so cannot take the wheel.`), undefined) : x.driverId;
        const gunnerIds = x.gunnerIds?.map((g) => (diedHere(r, g) ? (notes.push(`${died(r, g)}, so cannot take a gunner's seat.`), "") : g));
        return { vehicleId: x.vehicleId, ...(driverId ? { driverId } : {}), ...(gunnerIds ? { gunnerIds } : {}) };
      });
      if (notes.length === 0) return { step, skipped: null, notes };
      return { step: { ...step, input: { step: "crew-deaths", input: { ...s.input, replacements } } }, skipped: null, notes };
    }
    default:
      return { step, skipped: null, notes: [] };
  }
}
