// The battle screen's rule catalogue: every action, on a small battle arranged so the state offers
// it, builds from its pre-filled form a body that the battle rules accept (003, cited per action).
import { describe, expect, it } from "vitest";
import { seededDice } from "@/lib/dice";
import { playBattleEvent, type BattleEventBody, type BattleEventType, type BattleState } from "@/lib/rules/battle";
import { battleOf } from "@/lib/rules/battle/testing";
import { ACTIONS, actionById, initialValues, offeredGroups, settle, type ActionContext, type Values } from ".";

const TRUCK = "a/truck";
const BUGGY = "b/buggy";

/** A fresh battle (twoGangs: a's crewed truck and bike, b's buggy with spikes and a plank, b's Runt on foot), arranged by `arrange`. */
function battle(arrange: (s: BattleState) => void = () => undefined): BattleState {
  const s = battleOf();
  arrange(s);
  return s;
}
const truck = (s: BattleState) => s.vehicles[TRUCK]!;
const buggy = (s: BattleState) => s.vehicles[BUGGY]!;
const skill = (id: "skid-turns" | "stunt-driver" | "emergency-stop") => (s: BattleState) => {
  s.fighters["a/grot"]!.drivingSkills = [id];
};
const driverDown = (s: BattleState) => {
  s.fighters["a/grot"]!.condition = "down";
};
const chasing = (mode: "tail" | "race") => (s: BattleState) => {
  truck(s).chase = { quarry: BUGGY, mode, keptPace: false };
};

/** Where each action is tried: the card it starts from and how the battle stands first. */
const CASES: Record<string, { card?: string; arrange?: (s: BattleState) => void }> = {
  // 003 Vehicle Movement, Slow speed manoeuvres, Thrusters, Vehicles without a driver, Ramps and Jumps, Driving skills
  "gas-move": {},
  "slow-speed": {},
  thrust: { arrange: (s) => Object.assign(truck(s).activation, { gasMoved: true }) },
  "thrust-turn": { arrange: (s) => Object.assign(truck(s).activation, { gasMoved: true, thrusts: 1, mayTurnAfterThrust: true }) },
  "hold-still": {},
  "driverless-lurch": { arrange: driverDown },
  "ramp-jump": { arrange: (s) => Object.assign(truck(s).activation, { gasMoved: true, thrusts: 2 }) },
  "skid-turn": { arrange: skill("skid-turns") },
  "stunt-respin": { arrange: skill("stunt-driver") },
  "emergency-stop": { arrange: skill("emergency-stop") },
  // 003 Ramming, Collisions, Crashes, Clips, Rakes and side swipes, Squashing models on foot, Workshop: wrecking ball
  ram: {},
  collision: {},
  crash: {},
  clip: {},
  swipe: {},
  "run-over": {},
  "wrecking-ball": {
    arrange: (s) => truck(s).upgrades.push({ key: `${TRUCK}/wb`, upgradeId: "wrecking-ball", label: "Wrecking ball", destroyed: false }),
  },
  // 003 Boarding: damaging a stationary vehicle (its own crew down, a boarder unopposed on it)
  "damage-stationary": {
    card: BUGGY,
    arrange: (s) => {
      for (const k of ["b/zog", "b/mek"]) s.fighters[k]!.condition = "down";
      Object.assign(s.fighters["a/nob"]!, { ridesIn: BUGGY, seat: "boarder" });
    },
  },
  // 003 Shooting at vehicles, Bolted on weapons, Special weapon rules
  shoot: { card: BUGGY },
  "ammo-roll": {},
  fumble: {},
  knockback: {},
  harpoon: {},
  grapnel: { card: BUGGY },
  // 003 Boarding actions, Jumping from vehicle to vehicle, Drivers and bike riders: take over, Workshop: boarding plank
  board: {},
  "jump-across": { card: BUGGY },
  "jump-out": {},
  "take-over": { arrange: driverDown },
  "fight-on-board": {},
  "drop-plank": { card: BUGGY, arrange: (s) => (buggy(s).chase = { quarry: TRUCK, mode: "tail", keptPace: false }) },
  "shake-plank": { arrange: (s) => (buggy(s).plank = { onto: TRUCK }) },
  // 003 Tailing and racing, Driving skills: Get Away Driver
  chase: {},
  "chase-move": { arrange: chasing("tail") },
  "chase-turn": { arrange: chasing("tail") },
  reposition: { arrange: chasing("race") },
  "get-away": { arrange: (s) => (s.fighters["b/zog"]!.drivingSkills = ["get-away-driver"]) },
  "give-up-chase": { arrange: chasing("race") },
};

function playAll(s: BattleState, bodies: BattleEventBody | readonly BattleEventBody[], seed: number) {
  let state = s;
  const played: BattleEventType[] = [];
  for (const body of Array.isArray(bodies) ? bodies : [bodies]) {
    const r = playBattleEvent(state, body, seededDice(seed));
    if (!r.ok) throw new Error(`${body.type} refused (${r.code}): ${r.message}`);
    state = r.state;
    played.push(r.entry.event.type);
  }
  return played;
}

describe("the battle screen's rule catalogue", () => {
  it("has a case here for every action, and no two actions share an id", () => {
    expect(Object.keys(CASES).sort()).toEqual(ACTIONS.map((a) => a.id).sort());
  });

  it("reaches every event a vehicle card can start (all but the turn, adjustments and the prompts' rolls)", () => {
    const reached = new Set(ACTIONS.flatMap((a) => a.events));
    const elsewhere = ["next-turn", "adjust", "wound-hit", "injury-dice"];
    const all: BattleEventType[] = [
      ...["gas-move", "slow-speed", "thrust", "thrust-turn", "hold-still", "driverless-lurch", "ramp-jump", "skid-turn", "stunt-respin", "emergency-stop"],
      ...["ram", "collision", "crash", "clip", "swipe", "run-over", "wrecking-ball", "damage-stationary"],
      ...["shoot-vehicle", "ammo-roll", "fumble", "knockback", "harpoon", "grapnel"],
      ...["board", "jump-across", "jump-out", "take-over", "drop-plank", "shake-plank", "fighter-status"],
      ...["chase", "chase-move", "chase-turn", "reposition", "get-away", "give-up-chase"],
    ] as BattleEventType[];
    expect([...reached].sort()).toEqual(all.sort());
    expect(all.some((t) => elsewhere.includes(t))).toBe(false);
  });

  for (const spec of ACTIONS) {
    it(`${spec.id} (${spec.cite}): offered, and its pre-filled body is accepted on a seeded roll`, () => {
      const { card = TRUCK, arrange } = CASES[spec.id] ?? {};
      const state = battle(arrange);
      const c: ActionContext = { state, v: state.vehicles[card]! };
      expect(spec.offered(c)).toBe(true);
      const played = playAll(state, spec.build(c, initialValues(spec, c)), 7);
      expect(played[0]).toBe(spec.events[0]);
    });
  }

  it("run over and out of action (003 Drivers and experience): the hit, then the fighter's status credited to the driver", () => {
    const s = battle();
    const spec = actionById("run-over")!;
    const c = { state: s, v: truck(s) };
    const values: Values = { ...initialValues(spec, c), outOfAction: true };
    expect(values.fighter).toBe("b/runt");
    expect(playAll(s, spec.build(c, values), 3)).toEqual(["run-over", "fighter-status"]);
  });

  it("a head-on ram carries both chosen chicken faces (003 Head on rams)", () => {
    const s = battle();
    const spec = actionById("ram")!;
    const c = { state: s, v: truck(s) };
    const body = spec.build(c, { ...initialValues(spec, c), struck: "front", rammer: 2, chickenTarget: 5 });
    expect(body).toMatchObject({ type: "ram", target: BUGGY, struck: "front", chicken: { rammer: 2, target: 5 } });
  });

  it("the shot's weapon falls back to a carried one when the firer changes to someone with no bolted-on weapon", () => {
    const s = battle();
    const spec = actionById("shoot")!;
    const c = { state: s, v: buggy(s) };
    const first = initialValues(spec, c);
    const withStubber = settle(spec, c, { ...first, firer: "a/nob", weapon: `${TRUCK}/stubber` });
    expect(withStubber.weapon).toBe(`${TRUCK}/stubber`);
    expect(settle(spec, c, { ...withStubber, firer: "a/spanna" }).weapon).toBe("carried");
  });

  it("a wrecked vehicle offers nothing (003 Drivers, until wrecked)", () => {
    const s = battle((x) => (truck(x).flags.wrecked = true));
    expect(offeredGroups({ state: s, v: truck(s) })).toEqual([]);
  });

  it("only offers what the state allows: no lurch with a driver, no chase moves without a chase, no plank without one", () => {
    const s = battle();
    const ids = offeredGroups({ state: s, v: truck(s) }).flatMap((g) => g.actions.map((a) => a.id));
    expect(ids).toEqual(expect.arrayContaining(["gas-move", "ram", "shoot", "chase"]));
    for (const absent of ["driverless-lurch", "thrust-turn", "chase-move", "reposition", "give-up-chase", "drop-plank", "shake-plank", "take-over"])
      expect(ids).not.toContain(absent);
  });
});
