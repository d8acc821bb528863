// The post-game steps as data: what the wizard submits and the app stores beside the step's roll
// log, so any step can be run again (replayDice) from its stored record.
import { z } from "zod";
import type { Dice } from "../../dice";
import type { Roster } from "../roster/schema";
import { CUSTOM_UPGRADE_IDS } from "../tables/techpriest";
import { rollPermanentDamage, type PermanentDamageInput } from "./permanent-damage";
import { visitRogueTechpriest, type TechpriestVisitInput } from "./techpriest";
import { gainDrivingSkill } from "./driving-skills";
import { awardDriverExperience, type DriverExperienceInput } from "./driver-experience";
import { resolveCrewDeaths, type CrewDeathsInput } from "./crew-deaths";
import { wreckAndRuin } from "./wreck-and-ruin";
import { stripWreck, type StripWreckInput } from "./strip-wreck";
import { PERMANENT_DAMAGE_RESULT_IDS } from "../tables/permanent-damage";
import type { PostgameResult } from "./result";

const id = z.string().min(1);
const count = z.number().int().min(0);

export const permanentDamageInputSchema = z.object({
  vehicleId: id,
  otherGangBottledOut: z.boolean(),
  benchFighterId: id.nullable().optional(),
  stripperId: id.nullable().optional(),
  strippedBy: z.string().min(1).nullable().optional(),
}) satisfies z.ZodType<PermanentDamageInput>;

export const stripWreckInputSchema = z.object({
  ownerGangId: id,
  vehicleId: id,
  ownerGangName: z.string().min(1),
  vehicleName: z.string().min(1),
  knownResult: z.enum(PERMANENT_DAMAGE_RESULT_IDS).nullable(),
  stripperId: id.nullable(),
}) satisfies z.ZodType<StripWreckInput>;

export const techpriestVisitInputSchema = z.object({
  visitorId: id,
  vehicleId: id,
  upgradeId: z.enum(CUSTOM_UPGRADE_IDS),
}) satisfies z.ZodType<TechpriestVisitInput>;
export const drivingSkillInputSchema = z.object({ fighterId: id });
export const driverExperienceInputSchema = z.object({
  fighterId: id,
  damagingRams: count,
  footFightersRunOver: count,
}) satisfies z.ZodType<DriverExperienceInput>;
export const crewDeathsInputSchema = z.object({
  deadFighterIds: z.array(id),
  replacements: z.array(z.object({ vehicleId: id, driverId: id.optional(), gunnerIds: z.array(id).optional() })).optional(),
}) satisfies z.ZodType<CrewDeathsInput>;
export const wreckAndRuinInputSchema = z.object({ hulkName: z.string().min(1).optional() });

export const postgameStepSchema = z.discriminatedUnion("step", [
  z.object({ step: z.literal("permanent-damage"), input: permanentDamageInputSchema }),
  z.object({ step: z.literal("rogue-techpriest"), input: techpriestVisitInputSchema }),
  z.object({ step: z.literal("driving-skill"), input: drivingSkillInputSchema }),
  z.object({ step: z.literal("driver-experience"), input: driverExperienceInputSchema }),
  z.object({ step: z.literal("crew-deaths"), input: crewDeathsInputSchema }),
  z.object({ step: z.literal("wreck-and-ruin"), input: wreckAndRuinInputSchema }),
  z.object({ step: z.literal("strip-wreck"), input: stripWreckInputSchema }),
]);
export type PostgameStepInput = z.infer<typeof postgameStepSchema>;

/** Runs one stored or submitted step. */
export function runPostgameStep(roster: Roster, s: PostgameStepInput, dice: Dice): PostgameResult {
  switch (s.step) {
    case "permanent-damage":
      return rollPermanentDamage(roster, s.input, dice);
    case "rogue-techpriest":
      return visitRogueTechpriest(roster, s.input, dice);
    case "driving-skill":
      return gainDrivingSkill(roster, s.input, dice);
    case "driver-experience":
      return awardDriverExperience(roster, s.input, dice);
    case "crew-deaths":
      return resolveCrewDeaths(roster, s.input, dice);
    case "wreck-and-ruin":
      return wreckAndRuin(roster, s.input, dice);
    case "strip-wreck":
      return stripWreck(roster, s.input, dice);
  }
}
