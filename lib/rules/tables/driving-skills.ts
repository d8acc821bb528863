// 003 "DRIVING SKILLS. These skills only come into effect when the Fighter is driving a vehicle."

export interface DrivingSkill {
  roll: number;
  id: string;
  name: string;
  text: string;
}

export const DRIVING_SKILLS = [
  { roll: 1, id: "shadow", name: "Shadow", text: "The warrior is especially skilled in following other vehicles. The driver may re-roll any Cl tests he has to take whilst chasing an enemy vehicle." },
  { roll: 2, id: "skid-start", name: "Skid Start", text: "A driver with this skill may use thrusters actions after making a slow speed manoeuvre action." },
  { roll: 3, id: "get-away-driver", name: "Get Away Driver", text: "The driver is well practised in losing following vehicles. The driver dodges and weaves through the desert and aims for pot holes and cracks in an attempt to shake the tailing vehicle. The chasing driver must pass a INT test at the start of your turn; failure means they cannot chase your skilled driver." },
  { roll: 4, id: "stunt-driver", name: "Stunt Driver", text: "If the vehicle spins for any reason the Scatter dice may be re-rolled if you wish. The dice cannot be re-rolled more than once and the second result always stands. In addition If the vehicle swerves then the player may choose which way the driver turns." },
  { roll: 5, id: "emergency-stop", name: "Emergency Stop", text: "If compulsory movement (like a failed turn under thrusters) makes the warrior's vehicle crash into scenery or collide with another vehicle, the player may choose to make an emergency stop. Before working out the effects of the crash or collision, the driver must test against his CL. If he passes the vehicle stops just short of the obstacle and no damage occurs, but each warrior on board must roll equal to or under their Strength on a D6 to stay on the vehicle. If they fail they are thrown D6\" in the direction of travel and take a Strength 3 hit on a D6 roll of 4+. If the test fails the crash or collision is worked out as normal." },
  { roll: 6, id: "skid-turns", name: "Skid Turns", text: "A driver with this skill may make one skid turn in his vehicle at the start or end of its gas engine move. Roll a D6: on the score of a 1-3 the vehicle goes out of control during the skid turn and moves D6\" in a random direction (roll a Scatter dice) and then spins. On the score of 4-6 the skid turn is successful. The warrior may make a skid turn up to 180°. The vehicle may continue moving after a skid turn even if it is unsuccessful." },
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
