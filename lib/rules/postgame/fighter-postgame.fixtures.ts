// Shared by the fighter post-game sequence tests: a battle of the pack test gang (Da Grunts with
// Mags, Dex and Tich from the default pack), the plan the wizard gets, and its answers.
import type { PostgameInput } from "@/lib/contracts/postgame";
import type { Pack } from "@/lib/packs/schema/pack";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { packGang } from "@/lib/packs/postgame/test-gang";
import type { Roster } from "../roster/schema";
import { defaultPostgameInput, planPostgame, type PostgamePlan } from "./plan";
import { runPostgame } from "./run";
import { buildSteps } from "./sequence";

type Line = { fighterId: string; outOfAction?: boolean; tookPart?: boolean; kills?: number; outOfActionCaused?: number; extraXp?: number };

/** A battle record: every fighter named took part (unless told), none out of action unless told. */
export function record(fighters: Line[], vehicles: { vehicleId: string; crippled?: boolean; damagingRams?: number; runOver?: number }[] = []): string {
  return JSON.stringify({
    fighters: fighters.map((f) => ({ tookPart: true, outOfAction: false, injured: false, kills: 0, ...f })),
    vehicles: vehicles.map((v) => ({ crippled: false, wrecked: false, immobilised: false, damagingRams: 0, runOver: 0, ...v })),
  });
}

/** Grot (truck driver), Nob (truck gunner), Mags (10 XP, kit) and Tich went out of action; the truck rammed. */
export const BATTLE = record(
  [
    { fighterId: "grot", outOfAction: true },
    { fighterId: "nob", outOfAction: true },
    { fighterId: "mags", outOfAction: true, kills: 1 },
    { fighterId: "tich", outOfAction: true },
    { fighterId: "dex", extraXp: 5 },
    { fighterId: "boss" },
  ],
  [{ vehicleId: "truck", damagingRams: 1 }],
);

export function planFor(o: { details?: string; result?: string; roster?: Roster; pack?: Pack } = {}): PostgamePlan {
  return planPostgame({
    battleId: "b1",
    gangId: "g1",
    details: o.details ?? BATTLE,
    result: o.result ?? "won",
    otherGangBottledOut: false,
    roster: o.roster ?? packGang(),
    pack: o.pack ?? DEFAULT_PACK,
  });
}

type Fate = PostgameInput["injuries"][number];
export const fate = (fighterId: string, outcome: Fate["outcome"], faces = ""): Fate => ({ fighterId, outcome, mode: faces ? "manual" : "app", faces });
export const advance = (fighterId: string, o: Partial<PostgameInput["advances"][number]> = {}): PostgameInput["advances"][number] => ({
  fighterId,
  how: "chosen",
  advancementId: "",
  categoryId: "",
  skillId: "",
  mode: "app",
  faces: "",
  ...o,
});

/** The wizard's answers: its defaults with `o` on top (no lasting injury for anyone not named). */
export function answersFor(plan: PostgamePlan, o: Partial<PostgameInput> = {}): PostgameInput {
  const d = defaultPostgameInput(plan, 1);
  return { ...d, injuries: d.injuries.map((x) => ({ ...x, outcome: "none" as const })), ...o };
}

/** A stand-in for the server's keyed seeds: the same key, the same dice. */
export const seedOf = (k: { step: string; subject: string; index: number }) => `${k.step}:${k.subject}:${k.index}`;

/** Builds and runs the post-game as the server does, on the pack test gang. */
export function run(o: { plan?: PostgamePlan; input?: Partial<PostgameInput>; roster?: Roster; pack?: Pack } = {}) {
  const roster = o.roster ?? packGang();
  const pack = o.pack ?? DEFAULT_PACK;
  const plan = o.plan ?? planFor({ roster, pack });
  const built = buildSteps(plan, answersFor(plan, o.input));
  if (!built.ok) return built;
  return runPostgame(roster, built.steps, seedOf, pack);
}
