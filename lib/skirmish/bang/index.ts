// Bang! (000), the Gnoblar powder-keg game, as a quick-resolve skirmish engine.
export { playBang, runBattle, outcome, rivalsStanding, MAX_TURNS } from "./game";
export { GNOBLAR, ARENA_SIZE, BASE_SIZE, bangFighterSchema, bangSetupSchema, bangOptionsSchema } from "./profile";
export type { BangFighter, BangSetup, BangOptions } from "./profile";
export { createBattle, seatingOrder, type Battle, type Fighter } from "./state";
export { toHitNeeded, bangNeeded, stupidityLd, toWoundNeeded } from "./tables";
export { chooseChargeTarget, chooseCombatTarget, chooseReaction, stopGap, mayStandAndShoot } from "./players";
export { twelveAside } from "./fixtures";
