// 003 Driving skills (a D6 table): a skill works only while its fighter is at the wheel.

export interface DrivingSkill {
  roll: number;
  id: string;
  name: string;
  /** Where the rule is: text, table and row. */
  cite: string;
  /** What the skill does at the table, in our words. */
  text: string;
}

export const DRIVING_SKILLS = [
  {
    roll: 1,
    id: "shadow",
    name: "Shadow",
    cite: "003 Driving skills, 1",
    text: "While chasing (tailing or racing) an enemy vehicle, the driver may re-roll any CL test.",
  },
  {
    roll: 2,
    id: "skid-start",
    name: "Skid Start",
    cite: "003 Driving skills, 2",
    text: "The vehicle may use thrusters after a slow speed manoeuvre, which otherwise rules them out.",
  },
  {
    roll: 3,
    id: "get-away-driver",
    name: "Get Away Driver",
    cite: "003 Driving skills, 3",
    text: "At the start of your turn, a driver chasing this vehicle takes an INT test; if he fails, he cannot chase it.",
  },
  {
    roll: 4,
    id: "stunt-driver",
    name: "Stunt Driver",
    cite: "003 Driving skills, 4",
    text: "When the vehicle spins, you may re-roll the Scatter dice once (the re-roll stands). When it swerves, you pick left or right.",
  },
  {
    roll: 5,
    id: "emergency-stop",
    name: "Emergency Stop",
    cite: "003 Driving skills, 5",
    text: 'When forced movement (a failed thrust turn, say) would crash the vehicle into scenery or into another vehicle, the driver may take a CL test first. Pass: it halts just short and takes no damage, but each fighter aboard rolls a D6 and needs his Strength or less to hold on, or is thrown D6" in the direction of travel and takes a S3 hit on a 4+. Fail: work out the crash or collision as usual.',
  },
  {
    roll: 6,
    id: "skid-turns",
    name: "Skid Turns",
    cite: "003 Driving skills, 6",
    text: 'Once, at the start or end of the gas engine move, the vehicle may turn up to 180°. Roll a D6: 4-6 it works; 1-3 it loses control, moves D6" in a random direction (Scatter dice) and then spins. Either way it may go on moving.',
  },
] as const satisfies readonly DrivingSkill[];

export type DrivingSkillId = (typeof DRIVING_SKILLS)[number]["id"];
export const DRIVING_SKILL_IDS = DRIVING_SKILLS.map((s) => s.id) as [DrivingSkillId, ...DrivingSkillId[]];

export function drivingSkillByRoll(d6: number): DrivingSkill & { id: DrivingSkillId } {
  const skill = DRIVING_SKILLS.find((s) => s.roll === d6);
  if (!skill) throw new RangeError(`Driving skills: ${d6} is not a D6 score`);
  return skill;
}

export function drivingSkill(id: DrivingSkillId): DrivingSkill {
  return DRIVING_SKILLS.find((s) => s.id === id)!;
}
