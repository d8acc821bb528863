// Shared by the vehicle post-game sequence tests (sequence.test.ts, run.test.ts): a battle of Da
// Grunts, the plan the wizard gets for it, and its answers.
import type { PostgameInput } from "@/lib/contracts/postgame";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { gruntsRoster } from "../roster/fixtures";
import type { Roster } from "../roster/schema";
import { defaultPostgameInput, planPostgame, type PostgamePlan } from "./plan";
import { runPostgame } from "./run";
import { buildSteps, type PlannedStep } from "./sequence";
import type { WreckToStrip } from "./wrecks";

// Da Grunts (roster fixtures): Grot drives the Grunt Truck with Nob as its gunner, Spanna rides the
// bike Speedy. The record: Nob went out of action; Speedy was crippled, rammed twice and ran one
// foot fighter over; the truck was wrecked.
export const vehicleRow = (vehicleId: string, o: object = {}) => ({
  vehicleId,
  crippled: false,
  wrecked: false,
  immobilised: false,
  damagingRams: 0,
  runOver: 0,
  ...o,
});
export const fighterRow = (fighterId: string, o: object = {}) => ({ fighterId, tookPart: true, outOfAction: false, injured: false, kills: 0, ...o });
export const DETAILS = JSON.stringify({
  fighters: [fighterRow("nob", { outOfAction: true }), fighterRow("grot")],
  vehicles: [vehicleRow("bike", { crippled: true, damagingRams: 2, runOver: 1 }), vehicleRow("truck", { wrecked: true })],
});

export const wreck = (o: Partial<WreckToStrip> = {}): WreckToStrip => ({
  ownerGangId: "g2",
  ownerGangName: "Da Uvvers",
  vehicleId: "v9",
  vehicleName: "Rusty",
  known: null,
  ...o,
});

export function planOf(
  o: { details?: string; roster?: Roster; toStrip?: WreckToStrip[]; known?: NonNullable<PostgamePlan["crippled"][number]["knownRoll"]> } = {},
) {
  return planPostgame({
    battleId: "b1",
    gangId: "g1",
    details: o.details ?? DETAILS,
    result: "won",
    otherGangBottledOut: true,
    roster: o.roster ?? gruntsRoster(),
    pack: DEFAULT_PACK,
    wrecks: { known: o.known ? { truck: o.known } : {}, toStrip: o.toStrip ?? [] },
  });
}

/** The wizard's defaults (nobody dies, nobody rolls a lasting injury) with `o` on top. */
export function answers(plan: PostgamePlan, o: Partial<PostgameInput> = {}): PostgameInput {
  const d = defaultPostgameInput(plan, 1);
  return { ...d, injuries: d.injuries.map((x) => ({ ...x, outcome: "none" as const })), ...o };
}

export function stepsOf(plan: PostgamePlan, o: Partial<PostgameInput> = {}): PlannedStep[] {
  const b = buildSteps(plan, answers(plan, o));
  if (!b.ok) throw new Error(`${b.message} ${JSON.stringify(b.fieldErrors)}`);
  return b.steps;
}

/** A stand-in for the server's keyed seeds: the same key, the same dice. */
export const seedOf = (k: { step: string; subject: string; index: number }) => `${k.step}:${k.subject}:${k.index}`;

/** Builds and runs the post-game as the server does, on Da Grunts (or the roster given). */
export function runOf(o: { roster?: Roster; plan?: PostgamePlan; input?: Partial<PostgameInput> } = {}) {
  const roster = o.roster ?? gruntsRoster();
  const plan = o.plan ?? planOf({ roster });
  return runPostgame(roster, stepsOf(plan, o.input), seedOf, DEFAULT_PACK);
}
