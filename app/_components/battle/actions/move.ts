// 003 movement from a vehicle's card: gas engines, slow speed, thrusters and turns under them,
// standing still, a driverless lurch, ramps, and the driving skills used while moving.
import { JUMP_RULES, MOVEMENT_RULES, SKILL_RULES, THRUST_RULES, type JumpLanding, type Leg } from "@/lib/rules/battle";
import { canDrive, hasSkill, num, str, vehicleOptions, type ActionContext, type ActionSpec } from "./catalogue";

const moveLeft = (c: ActionContext) => c.v.card.movement - c.v.moveLoss;
const thrustLeft = (c: ActionContext) => c.v.card.maxThrust - c.v.moveLoss;
const stillMoving = (c: ActionContext) => canDrive(c) && !c.v.activation.ended;
const freshMove = (c: ActionContext) => stillMoving(c) && !c.v.activation.gasMoved && !c.v.activation.slowSpeed;
const skill = (id: Parameters<typeof hasSkill>[1]) => (c: ActionContext) => canDrive(c) && hasSkill(c, id);

export const MOVE_ACTIONS: readonly ActionSpec[] = [
  {
    id: "gas-move",
    events: ["gas-move"],
    group: "move",
    button: "Gas move",
    title: "Move under gas engines",
    cite: MOVEMENT_RULES.gasEngines.cite,
    offered: freshMove,
    hint: (c) => `Up to ${moveLeft(c)}". To turn, each leg is 1" to half the move and each pivot 45° at most.`,
    fields: [
      { kind: "number", key: "inches", label: "Inches", min: 1, max: moveLeft, initial: moveLeft },
      { kind: "number", key: "pivot", label: "Pivot at the end (degrees, − left)", min: -45, max: 45, initial: 0 },
      { kind: "number", key: "then", label: "Then inches (0: no second leg)", min: 0, max: moveLeft, initial: 0 },
      { kind: "number", key: "pivot2", label: "Second pivot (degrees, − left)", min: -45, max: 45, initial: 0, show: (_c, v) => num(v, "then") > 0 },
    ],
    build: (c, v) => {
      const legs: Leg[] = [{ inches: num(v, "inches"), pivot: num(v, "pivot") }];
      if (num(v, "then") > 0) legs.push({ inches: num(v, "then"), pivot: num(v, "pivot2") });
      return { type: "gas-move", vehicle: c.v.key, legs };
    },
  },
  {
    id: "slow-speed",
    events: ["slow-speed"],
    group: "move",
    button: "Slow speed",
    title: "Slow speed manoeuvre",
    cite: MOVEMENT_RULES.slowSpeed.cite,
    offered: (c) => freshMove(c) && c.v.activation.thrusts === 0,
    hint: () => 'Face any way, creep up to 3", then turn up to 90°. No thrusters after it.',
    fields: [
      { kind: "number", key: "inches", label: "Inches (0 to 3)", min: 0, max: 3, initial: 3 },
      { kind: "number", key: "finalTurn", label: "Turn at the end (degrees, − left)", min: -90, max: 90, initial: 0 },
    ],
    build: (c, v) => ({ type: "slow-speed", vehicle: c.v.key, inches: num(v, "inches"), finalTurn: num(v, "finalTurn") }),
  },
  {
    id: "thrust",
    events: ["thrust"],
    group: "move",
    button: "Thrust",
    title: "Fire thrusters",
    cite: THRUST_RULES.thrust.cite,
    offered: (c) => stillMoving(c) && c.v.activation.thrusts < 3,
    fields: [
      { kind: "number", key: "inches", label: (c) => `Inches (1 to ${thrustLeft(c)})`, min: 1, max: thrustLeft, initial: thrustLeft },
      {
        kind: "pick",
        key: "stuntSide",
        label: "Stunt Driver: spin to",
        options: () => [
          ["", "No stunt"],
          ["left", "Left"],
          ["right", "Right"],
        ],
        show: (c) => hasSkill(c, "stunt-driver"),
      },
    ],
    build: (c, v) => {
      const side = str(v, "stuntSide");
      return { type: "thrust", vehicle: c.v.key, inches: num(v, "inches"), ...(side === "left" || side === "right" ? { stuntSide: side } : {}) };
    },
  },
  {
    id: "thrust-turn",
    events: ["thrust-turn"],
    group: "move",
    button: "Turn under thrust",
    title: "Turn under thrust",
    cite: THRUST_RULES.turnUnderThrust.cite,
    offered: (c) => canDrive(c) && c.v.activation.mayTurnAfterThrust,
    hint: (c) =>
      [
        "The driver takes a Cl test; failing, the vehicle skids.",
        c.v.card.steeringJams ? "Steering Jams: he also rolls under his Strength." : "",
        c.v.card.swerveAndThrustTurnClModifier ? "Annoying Squeak: −1 Cl." : "",
      ].join(" "),
    fields: [],
    build: (c) => ({ type: "thrust-turn", vehicle: c.v.key }),
  },
  {
    id: "hold-still",
    events: ["hold-still"],
    group: "move",
    button: "Hold still",
    title: "Hold still",
    cite: MOVEMENT_RULES.holdStill.cite,
    offered: (c) => !c.v.thisTurn.activated,
    hint: () => "It counts as stationary until it moves again.",
    fields: [],
    build: (c) => ({ type: "hold-still", vehicle: c.v.key }),
  },
  {
    id: "driverless-lurch",
    events: ["driverless-lurch"],
    group: "move",
    button: "Lurch (no driver)",
    title: "Lurch with nobody driving",
    cite: MOVEMENT_RULES.driverless.cite,
    offered: (c) => !canDrive(c) && !c.v.flags.immobilised && !c.v.flags.crippled,
    fields: [],
    build: (c) => ({ type: "driverless-lurch", vehicle: c.v.key }),
  },
  {
    id: "ramp-jump",
    events: ["ramp-jump"],
    group: "move",
    button: "Ramp jump",
    title: "Jump off a ramp",
    cite: JUMP_RULES.jump.cite,
    offered: (c) => canDrive(c) && c.v.activation.thrusts >= 1,
    fields: [
      {
        kind: "number",
        key: "thrusts",
        label: "Thrusts before the ramp's top",
        min: 1,
        max: (c) => c.v.activation.thrusts,
        initial: (c) => c.v.activation.thrusts,
      },
      {
        kind: "pick",
        key: "landing",
        label: "It lands",
        options: () => [
          ["clear", "Clear"],
          ["terrain", "On scenery"],
          ["vehicle", "On a vehicle"],
        ],
      },
      { kind: "pick", key: "landedOn", label: "Landed on", options: vehicleOptions, show: (_c, v) => str(v, "landing") === "vehicle" },
    ],
    build: (c, v) => {
      const landing = str(v, "landing") as JumpLanding;
      return { type: "ramp-jump", vehicle: c.v.key, thrusts: num(v, "thrusts"), landing, ...(landing === "vehicle" ? { landedOn: str(v, "landedOn") } : {}) };
    },
  },
  {
    id: "skid-turn",
    events: ["skid-turn"],
    group: "move",
    button: "Skid turn",
    title: "Skid turn",
    cite: SKILL_RULES.skidTurn.cite,
    offered: skill("skid-turns"),
    fields: [],
    build: (c) => ({ type: "skid-turn", vehicle: c.v.key }),
  },
  {
    id: "stunt-respin",
    events: ["stunt-respin"],
    group: "move",
    button: "Stunt re-spin",
    title: "Spin again (Stunt Driver)",
    cite: THRUST_RULES.stuntDriver.cite,
    offered: skill("stunt-driver"),
    fields: [],
    build: (c) => ({ type: "stunt-respin", vehicle: c.v.key }),
  },
  {
    id: "emergency-stop",
    events: ["emergency-stop"],
    group: "move",
    button: "Emergency stop",
    title: "Emergency stop",
    cite: SKILL_RULES.emergencyStop.cite,
    offered: skill("emergency-stop"),
    hint: () => "Riders who fail to hold on are thrown off.",
    fields: [],
    build: (c) => ({ type: "emergency-stop", vehicle: c.v.key }),
  },
];
