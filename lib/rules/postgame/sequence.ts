// The post-game sequence as ordered steps: the player's answers and the plan become the steps run
// in 003's order, each with its dice (app-rolled from a seed key, typed in, or none).
import type { PostgameInput } from "@/lib/contracts/postgame";
import { parseFaces } from "@/lib/contracts/postgame";
import { fail, type ActionResult } from "@/lib/contracts/result";
import { adjustCredits, clearNextBattleMarks, customUpgrade, type PostgameStepInput, type Roster } from "../index";
import type { RollEntry } from "@/lib/dice";
import type { FighterPostgameStepInput, TableRowUsed } from "@/lib/packs/postgame";
import type { PostgamePlan } from "./plan";
import { advanceSteps, diedWithoutRoll, experienceStep, incomeStep, injurySteps, kitStep, remindersStep, type FighterStepContext } from "./fighter-sequence";

/** What an app-rolled step's seed is derived from (the server keys it with its secret). */
export interface SeedKey {
  battleId: string;
  gangId: string;
  /** The step's name: "permanent-damage", "driving-skill", "rogue-techpriest". */
  step: string;
  /** What the step rolls for (the vehicle, the driver) and the how-manieth time for it (0 first). */
  subject: string;
  index: number;
}

/** The step kinds: 003's vehicle steps, the pack's fighter steps, and the wizard's own (see buildSteps). */
export type StepKind = "clear-marks" | PostgameStepInput["step"] | FighterPostgameStepInput["step"] | "credits";

export type StepDice = { mode: "app"; key: SeedKey } | { mode: "manual"; faces: number[] } | { mode: "none" };

/** One step ready to run: what it is, its input as stored, where its errors go, and its dice. */
export interface PlannedStep {
  kind: StepKind;
  label: string;
  /** The form field a dice error or a refusal of this step is shown under. */
  field: string;
  /** Where a dice error goes instead, when the answer has its own dice box. */
  diceField?: string;
  /** An advance's other fields: a skill still to choose, or too little experience, is said there. */
  choiceFields?: { category: string; skill: string; experience: string };
  /**
   * For the library's steps, the input runPostgameStep (vehicle) or runFighterPostgameStep (pack)
   * takes; credits and clear-marks carry their own.
   */
  input:
    | PostgameStepInput
    | FighterPostgameStepInput
    | { step: "credits"; input: { reason: string; amount: number } }
    | { step: "clear-marks"; input: Record<string, never> };
  dice: StepDice;
}

/** One step as run: stored on the PostGame row and shown in the summary. */
export interface StepOutcome {
  kind: StepKind;
  label: string;
  input: PlannedStep["input"];
  mode: StepDice["mode"];
  log: RollEntry[];
  changes: string[];
  notices: string[];
  /** The table rows the dice landed on (fighter steps); absent on steps stored before packs. */
  rows?: TableRowUsed[];
}

type Built = { ok: true; steps: PlannedStep[] } | Extract<ActionResult<never>, { ok: false }>;

const diceOf = (d: { mode: "app" | "manual"; faces: string }, key: SeedKey): StepDice =>
  d.mode === "manual" ? { mode: "manual", faces: parseFaces(d.faces) } : { mode: "app", key };

/**
 * The ordered steps for the player's answers, 003's vehicle steps in 003's order with the pack's
 * fighter steps (issue 13) placed among them:
 * clear last battle's marks → experience from the battle record → permanent damage per crippled
 * vehicle (salvage inside it) → wrecks of gangs that bottled out, stripped (003 Destroyed) →
 * lasting injuries → crew deaths and replacements → the kit of the dead to the stash → driver
 * experience → driving skills → advances → rogue Techpriest visits → income → credits → hulk
 * salvage → reminders to recruit.
 * ruling: credits come before hulk salvage, because "cannot afford to replace them" is only known
 * once this post-game's income is in (a gang earning enough for a bike gets no hulk); the pack's
 * income comes just before the credits for the same reason.
 * ruling: experience from the battle record is earned in the battle, so it comes first, before
 * anyone can die of his injuries here (a fighter who then dies keeps it on his dead card).
 * ruling: lasting injuries come before 003's crew deaths, so the vehicle steps after them see who
 * is left. A fighter who dies of his roll goes through 003's crew deaths inside his own injury step
 * (his seat empties, a driver or gunner gives the usual notice); the crew-deaths step takes only
 * those who died without a roll, with the replacements chosen for them: each dead fighter once.
 * ruling: advances come after all of this battle's experience is in (the record's and 003's driver
 * experience), so a driver may spend what his rams earned.
 * ruling: the reminder to recruit reads the roster as the post-game leaves it, so it comes last.
 */
export function buildSteps(plan: PostgamePlan, input: PostgameInput): Built {
  const errors: Record<string, string[]> = {};
  const { battleId, gangId } = plan;
  const seen = new Map<string, number>();
  const key = (step: string, subject: string): SeedKey => {
    const k = `${step}:${subject}`;
    const index = seen.get(k) ?? 0;
    seen.set(k, index + 1);
    return { battleId, gangId, step, subject, index };
  };
  const name = (id: string) => plan.fighters.find((f) => f.fighterId === id)?.name ?? plan.outOfAction.find((f) => f.fighterId === id)?.name ?? id;
  const fighterSteps: FighterStepContext = { plan, input, key, diceOf, name, error: (field, message) => void (errors[field] ??= []).push(message) };

  const dead = diedWithoutRoll(fighterSteps);
  const alive = (id: string, field: string) => {
    if (id && dead.has(id)) (errors[field] ??= []).push(`${name(id)} died in this battle: choose someone else.`);
  };

  const steps: PlannedStep[] = [
    { kind: "clear-marks", label: "Back from the last battle", field: "_form", input: { step: "clear-marks", input: {} }, dice: { mode: "none" } },
  ];
  steps.push(...experienceStep(fighterSteps));

  plan.crippled.forEach((c) => {
    const i = input.permanentDamage.findIndex((p) => p.vehicleId === c.vehicleId);
    const choice = input.permanentDamage[i] ?? { vehicleId: c.vehicleId, benchFighterId: "", stripperId: "", mode: "app" as const, faces: "" };
    const field = `permanentDamage.${Math.max(i, 0)}`;
    alive(choice.benchFighterId, `${field}.benchFighterId`);
    alive(choice.stripperId, `${field}.stripperId`);
    const permanentDamageKey = key("permanent-damage", c.vehicleId);
    // A roll made already in the post-game of the gang that stripped the wreck stands: its dice
    // replace whatever was chosen here.
    const known = c.knownRoll;
    steps.push({
      kind: "permanent-damage",
      label: known ? `Permanent damage: ${c.name} (rolled in the post-game of ${known.rolledBy})` : `Permanent damage: ${c.name}`,
      field: `${field}.faces`,
      input: {
        step: "permanent-damage",
        input: {
          vehicleId: c.vehicleId,
          otherGangBottledOut: plan.otherGangBottledOut,
          benchFighterId: choice.benchFighterId || null,
          stripperId: choice.stripperId || null,
          strippedBy: known?.strippedBy ?? null,
        },
      },
      dice: known ? { mode: "manual", faces: known.faces } : diceOf(choice, permanentDamageKey),
    });
  });

  plan.wrecksToStrip.forEach((w) => {
    // nothing to strip: not destroyed, or another gang got there first
    if (w.known && (w.known.result !== "destroyed" || w.known.strippedBy)) return;
    const i = input.wreckStrips.findIndex((x) => x.gangId === w.ownerGangId && x.vehicleId === w.vehicleId);
    const choice = input.wreckStrips[i] ?? { gangId: w.ownerGangId, vehicleId: w.vehicleId, stripperId: "", mode: "app" as const, faces: "" };
    const field = `wreckStrips.${Math.max(i, 0)}`;
    alive(choice.stripperId, `${field}.stripperId`);
    // ruling: an app roll for a wreck its gang has not rolled yet comes from that gang's own
    // permanent-damage seed, so it is the same roll whichever gang's post-game makes it.
    const appKey: SeedKey = w.known
      ? key("strip-wreck", `${w.ownerGangId}:${w.vehicleId}`)
      : { battleId, gangId: w.ownerGangId, step: "permanent-damage", subject: w.vehicleId, index: 0 };
    steps.push({
      kind: "strip-wreck",
      label: `Strip the wreck: ${w.vehicleName} (${w.ownerGangName})`,
      field: `${field}.faces`,
      input: {
        step: "strip-wreck",
        input: {
          ownerGangId: w.ownerGangId,
          vehicleId: w.vehicleId,
          ownerGangName: w.ownerGangName,
          vehicleName: w.vehicleName,
          knownResult: w.known?.result ?? null,
          stripperId: choice.stripperId || null,
        },
      },
      dice: choice.mode === "manual" ? { mode: "manual", faces: parseFaces(choice.faces) } : { mode: "app", key: appKey },
    });
  });

  steps.push(...injurySteps(fighterSteps));

  if (dead.size > 0) {
    // The form has a slot per gunner seat; the library takes new gunners in the order the dead
    // gunners sat, with "" where the player chooses later.
    const replacements = plan.vehicles.flatMap((v) => {
      const r = input.replacements.find((x) => x.vehicleId === v.vehicleId);
      if (!r) return [];
      const gunnerIds = v.gunnerIds.flatMap((g, gi) => (dead.has(g) ? [r.gunnerIds[gi] ?? ""] : []));
      return r.driverId || gunnerIds.some(Boolean) ? [{ vehicleId: v.vehicleId, ...(r.driverId ? { driverId: r.driverId } : {}), gunnerIds }] : [];
    });
    input.replacements.forEach((r, i) => {
      alive(r.driverId, `replacements.${i}.driverId`);
      r.gunnerIds.forEach((g, gi) => alive(g, `replacements.${i}.gunnerIds.${gi}`));
    });
    steps.push({
      kind: "crew-deaths",
      label: "Crew deaths and replacements",
      field: "injuries",
      input: { step: "crew-deaths", input: { deadFighterIds: [...dead], replacements } },
      dice: { mode: "none" },
    });
    steps.push(...kitStep(dead));
  }

  for (const x of plan.driverExperience) {
    if (dead.has(x.fighterId)) continue;
    steps.push({
      kind: "driver-experience",
      label: `Driver experience: ${x.fighterName} (${x.vehicleName})`,
      field: "_form",
      input: { step: "driver-experience", input: { fighterId: x.fighterId, damagingRams: x.damagingRams, footFightersRunOver: x.runOver } },
      dice: { mode: "none" },
    });
  }

  input.drivingSkills.forEach((s, i) => {
    if (!s.gained) return;
    if (!plan.drivers.some((d) => d.fighterId === s.fighterId))
      (errors[`drivingSkills.${i}.gained`] ??= []).push("Only nominated Drivers can roll on the driving skills table.");
    // The wizard no longer offers a driver ticked dead; this is the safety net, worded for a checkbox.
    if (dead.has(s.fighterId)) (errors[`drivingSkills.${i}.gained`] ??= []).push(`${name(s.fighterId)} died in this battle, so rolls no driving skill.`);
    steps.push({
      kind: "driving-skill",
      label: `Driving skill: ${name(s.fighterId)}`,
      field: `drivingSkills.${i}.faces`,
      input: { step: "driving-skill", input: { fighterId: s.fighterId } },
      dice: diceOf(s, key("driving-skill", s.fighterId)),
    });
  });

  steps.push(...advanceSteps(fighterSteps, dead));

  input.techpriest.forEach((t, i) => {
    alive(t.visitorId, `techpriest.${i}.visitorId`);
    const vehicle = plan.vehicles.find((v) => v.vehicleId === t.vehicleId)?.name ?? t.vehicleId;
    steps.push({
      kind: "rogue-techpriest",
      label: `Rogue Techpriest: ${customUpgrade(t.upgradeId).name} for ${vehicle} (${name(t.visitorId)} visits)`,
      field: `techpriest.${i}.faces`,
      input: { step: "rogue-techpriest", input: { visitorId: t.visitorId, vehicleId: t.vehicleId, upgradeId: t.upgradeId } },
      dice: diceOf(t, key("rogue-techpriest", t.vehicleId)),
    });
  });

  steps.push(...incomeStep(fighterSteps));

  input.credits.forEach((c, i) => {
    steps.push({
      kind: "credits",
      label: `Credits: ${c.reason}`,
      field: `credits.${i}.amount`,
      input: { step: "credits", input: { reason: c.reason, amount: c.amount } },
      dice: { mode: "none" },
    });
  });

  steps.push({
    kind: "wreck-and-ruin",
    label: "Hulk salvage",
    field: "hulkName",
    input: { step: "wreck-and-ruin", input: input.hulkName ? { hulkName: input.hulkName } : {} },
    dice: { mode: "none" },
  });
  steps.push(...remindersStep());

  if (Object.keys(errors).length > 0) return fail("INVALID_INPUT", Object.values(errors)[0]![0], errors) as Built;
  return { ok: true, steps };
}

/** Marks cleared, in words, for the summary. */
export function clearMarks(roster: Roster): { roster: Roster; changes: string[] } {
  const changes = [
    ...roster.fighters.filter((f) => f.missesNextBattle).map((f) => `${f.name} is available again (${f.missesNextBattle}).`),
    ...roster.vehicles.filter((v) => v.benchedNextBattle).map((v) => `${v.name} is fixed and can be used again.`),
  ];
  return { roster: clearNextBattleMarks(roster), changes };
}

export function creditsStep(roster: Roster, reason: string, amount: number) {
  const r = adjustCredits(roster, reason, amount);
  return r.ok
    ? { roster: r.roster, issues: [] as string[], changes: [`${reason}: ${amount > 0 ? "+" : ""}${amount} credits.`] }
    : { roster, issues: r.issues.map((i) => i.message), changes: [] as string[] };
}
