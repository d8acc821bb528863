// Boarding events on the battle state: climbing on, leaping across, jumping out, taking the
// controls, and the boarding plank.
import { BOARDING_RULES, dropPlank, jumpAcross, jumpOnBoard, jumpOut, shakePlank } from "./boarding";
import type { BoardingEvent } from "./events";
import { refuse } from "./rule";
import { driverOf, driverTest, fighterAt, fighterTest, isStationary, riders, situationOf, vehicleAt } from "./state-read";
import { applyContactDamage, dismount, markMoved } from "./state-write";
import type { BattleState, FighterState } from "./state";
import type { Handlers } from "./step";
import { takeOver, TAKE_OVER_RULES } from "./take-over";
import { describeLanding } from "./thrown";

function mustBeUp(f: FighterState, r = BOARDING_RULES.jumpOn): void {
  if (f.condition !== "active") refuse("fighter-unavailable", `${f.name} is ${f.condition} and cannot do this.`, r);
}

const seatFor = (s: BattleState, f: FighterState, vehicle: string) => (vehicleAt(s, vehicle).gangId === f.gangId ? "passenger" : "boarder");

export const BOARDING_HANDLERS: Handlers<BoardingEvent["type"]> = {
  board: (s, e, dice, step) => {
    const f = fighterAt(s, e.fighter);
    const v = vehicleAt(s, e.vehicle);
    mustBeUp(f);
    if (f.ridesIn) refuse("not-allowed", `${f.name} is already aboard a vehicle: leap across instead.`, BOARDING_RULES.jumpOn);
    const r = step.take(jumpOnBoard(f.name, v.name, { struck: e.struck, stationary: isStationary(v), iTest: fighterTest(s, f.key, "I") }, dice));
    if (r.aboard) Object.assign(f, { ridesIn: v.key, seat: seatFor(s, f, v.key) });
    if (r.thrown) f.condition = "pinned";
    return r.thrown ? `${r.text} ${describeLanding(r.thrown)}.` : r.text;
  },
  "jump-across": (s, e, dice, step) => {
    const f = fighterAt(s, e.fighter);
    mustBeUp(f, BOARDING_RULES.jumpAcross);
    const from = f.ridesIn ? vehicleAt(s, f.ridesIn) : refuse("not-allowed", `${f.name} is on foot: he climbs aboard instead.`, BOARDING_RULES.jumpAcross);
    const to = vehicleAt(s, e.vehicle);
    const plank = from.plank?.onto === to.key || to.plank?.onto === from.key;
    const r = step.take(
      jumpAcross(
        f.name,
        to.name,
        {
          sideBySide: e.sideBySide,
          distance: e.distance,
          stationary: isStationary(to),
          plank,
          polecat: f.seat === "polecat",
          iTest: fighterTest(s, f.key, "I"),
        },
        dice,
      ),
    );
    if (r.aboard) Object.assign(f, { ridesIn: to.key, seat: seatFor(s, f, to.key) });
    else dismount(f);
    return r.text;
  },
  "jump-out": (s, e, dice, step) => {
    const f = fighterAt(s, e.fighter);
    mustBeUp(f, BOARDING_RULES.jumpOut);
    const v = f.ridesIn ? vehicleAt(s, f.ridesIn) : refuse("not-allowed", `${f.name} is not aboard a vehicle.`, BOARDING_RULES.jumpOut);
    const stationary = isStationary(v);
    const r = step.take(jumpOut(f.name, stationary, fighterTest(s, f.key, "I"), dice));
    dismount(f, stationary ? undefined : "pinned");
    return r.thrown ? `${r.text} ${describeLanding(r.thrown)}.` : r.text;
  },
  "take-over": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const f = fighterAt(s, e.fighter);
    if (f.ridesIn !== v.key || f.condition !== "active")
      refuse("fighter-unavailable", `${f.name} must be aboard ${v.name} and on his feet.`, TAKE_OVER_RULES.takeOver);
    const others = riders(s, v.key).filter((x) => x.key !== f.key);
    const r = step.take(
      takeOver(
        situationOf(s, v.key),
        f.name,
        { iTest: fighterTest(s, f.key, "I"), foughtThisTurn: f.foughtThisTurn, bikeTryUsed: v.bikeTakeOverTried, others: others.map((x) => x.name) },
        dice,
      ),
    );
    if (r.drives) {
      others
        .filter((x) => x.seat === "driver")
        .forEach((x) => {
          x.seat = "passenger";
        });
      Object.assign(f, { seat: "driver", tookOver: true });
      v.runaway = false;
      return r.text;
    }
    if (r.lurch) markMoved(v, r.lurch.inches);
    if (r.bikeFalls) {
      Object.assign(v.flags, { crippled: true, immobilised: true });
      [f, ...others].forEach((x) => dismount(x, "pinned"));
    } else v.runaway = true;
    v.bikeTakeOverTried = v.bikeTakeOverTried || r.bikeFalls;
    return r.text;
  },
  "drop-plank": (s, e, _dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const plank =
      v.upgrades.find((u) => u.upgradeId === "boarding-plank" && !u.destroyed) ??
      refuse("not-allowed", `${v.name} has no boarding plank.`, BOARDING_RULES.plank);
    vehicleAt(s, e.target);
    const chase = v.chase?.quarry === e.target ? v.chase.mode : null;
    const passenger = riders(s, v.key).some((f) => f.seat !== "driver" && f.condition === "active");
    step.take(dropPlank({ mounting: plank.mounting ?? "front", chase, distance: e.distance, passenger }));
    v.plank = { onto: e.target };
    return `${v.name} lowers its boarding plank onto ${vehicleAt(s, e.target).name}.`;
  },
  "shake-plank": (s, e, dice, step) => {
    const v = vehicleAt(s, e.vehicle);
    const holder =
      Object.values(s.vehicles).find((x) => x.plank?.onto === v.key) ?? refuse("not-allowed", `No plank lies on ${v.name}.`, BOARDING_RULES.shakePlank);
    const d = driverOf(s, v.key);
    const test = driverTest(s, v.key, "other") ?? refuse("vehicle-driverless", `${v.name} has no driver to shake the plank off.`, BOARDING_RULES.shakePlank);
    const r = step.take(shakePlank(situationOf(s, v.key), d?.name ?? "", test, dice));
    if (!r.shaken || !r.damage) return `${d?.name} fails to shake the plank off.`;
    holder.plank = null;
    return `${d?.name} shakes the plank off. ${applyContactDamage(s, v.key, r.damage, dice, step)}.`;
  },
};
