import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededDice } from "../../dice";
import { applyBattleEvent, playBattleEvent, VEHICLE_ACTIONS } from "./apply";
import type { BattleEvent, BattleEventBody } from "./events";
import { replayBattle, undoEntry } from "./replay";
import type { BattleState } from "./state";
import { battleOf, play } from "./testing";

const vehicles = ["a/truck", "a/bike", "b/buggy"] as const;
const fighters = ["a/grot", "a/nob", "a/snag", "a/spanna", "b/zog", "b/mek", "b/runt"] as const;
const v = fc.constantFrom(...vehicles);
const f = fc.constantFrom(...fighters);
const side = fc.constantFrom("front", "side", "rear" as const);
const face = fc.integer({ min: 1, max: 6 });
const prompt = fc.integer({ min: 1, max: 4 });

/** Any event the battle screen could send, most of them refused in most states. */
const anyEvent: fc.Arbitrary<BattleEventBody> = fc.oneof(
  fc.record({
    type: fc.constant("gas-move" as const),
    vehicle: v,
    legs: fc.array(fc.record({ inches: fc.integer({ min: 0, max: 5 }), pivot: fc.constantFrom(0, 45, -45, 90) }), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({
    type: fc.constant("gas-move" as const),
    vehicle: v,
    legs: fc.constant([
      { inches: 4, pivot: 45 },
      { inches: 3, pivot: 0 },
    ]),
  }),
  fc.record({ type: fc.constant("thrust" as const), vehicle: v, inches: fc.integer({ min: 0, max: 7 }) }),
  fc.record({ type: fc.constant("thrust" as const), vehicle: v, inches: fc.constant(5) }),
  fc.record({
    type: fc.constantFrom(
      "thrust-turn" as const,
      "hold-still" as const,
      "driverless-lurch" as const,
      "chase-move" as const,
      "chase-turn" as const,
      "give-up-chase" as const,
      "fumble" as const,
      "shake-plank" as const,
    ),
    vehicle: v,
  }),
  fc.record({ type: fc.constant("slow-speed" as const), vehicle: v, inches: fc.integer({ min: 0, max: 4 }), finalTurn: fc.constantFrom(0, 90, 120) }),
  fc.record({ type: fc.constant("ram" as const), vehicle: v, target: v, struck: side, chicken: fc.record({ rammer: face, target: face }) }),
  fc.record({
    type: fc.constant("collision" as const),
    vehicle: v,
    target: v,
    collision: fc.constantFrom(
      "front-to-front" as const,
      "front-or-rear-into-side-or-rear" as const,
      "side-to-side-opposite" as const,
      "side-to-side-same" as const,
    ),
  }),
  fc.record({ type: fc.constant("crash" as const), vehicle: v, face: side }),
  fc.record({
    type: fc.constant("swipe" as const),
    vehicle: v,
    target: v,
    swipe: fc.constantFrom("rake" as const, "sideswipe" as const),
    distance: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ type: fc.constant("run-over" as const), vehicle: v, fighter: f, how: fc.constantFrom("ram" as const, "collision" as const) }),
  fc.record({
    type: fc.constant("shoot-vehicle" as const),
    target: v,
    firer: f,
    weapon: fc.constant({ carried: { unwieldy: false, pistol: true, template: false } }),
    needed: fc.integer({ min: 2, max: 6 }),
    special: fc.constantFrom("standard" as const, "blast" as const, "template" as const, "harpoon" as const),
    blastCentred: fc.boolean(),
    damage: fc.integer({ min: 1, max: 3 }),
    meltaShortRange: fc.boolean(),
  }),
  fc.record({ type: fc.constant("wound-hit" as const), prompt, woundNeeded: fc.integer({ min: 2, max: 6 }), damage: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ type: fc.constant("wound-hit" as const), prompt, woundNeeded: fc.constant(2), damage: fc.constant(3) }),
  fc.record({
    type: fc.constant("injury-dice" as const),
    prompt,
    injury: fc.constantFrom("flesh-wound" as const, "serious-injury" as const, "skull" as const),
  }),
  fc.record({
    type: fc.constant("injury-dice" as const),
    prompt,
    injury: fc.constantFrom("flesh-wound" as const, "serious-injury" as const, "skull" as const),
  }),
  fc.record({ type: fc.constantFrom("board" as const), vehicle: v, fighter: f, struck: side }),
  fc.record({ type: fc.constantFrom("jump-out" as const, "knockback" as const, "harpoon" as const), fighter: f }),
  fc.record({ type: fc.constant("take-over" as const), vehicle: v, fighter: f }),
  fc.record({
    type: fc.constant("chase" as const),
    vehicle: v,
    target: v,
    mode: fc.constantFrom("tail" as const, "race" as const),
    distance: fc.integer({ min: 0, max: 3 }),
    placed: fc.boolean(),
  }),
  fc.record({
    type: fc.constant("fighter-status" as const),
    fighter: f,
    condition: fc.constantFrom("active" as const, "pinned" as const, "down" as const, "out-of-action" as const),
    cause: fc.constantFrom("crew-hit" as const, "fight-on-board" as const),
  }),
  fc.record({
    type: fc.constant("adjust" as const),
    change: fc.record({
      what: fc.constant("location-wounds" as const),
      vehicle: v,
      location: fc.constantFrom("weapons" as const, "upgrades" as const, "wheels" as const, "engines" as const),
      wounds: fc.integer({ min: -1, max: 6 }),
    }),
  }),
  fc.constant({ type: "next-turn" as const }),
);

/** Plays the events with seeded dice, keeping those that went ahead, checking `each` after every one. */
function playAll(bodies: BattleEventBody[], seed: number, each: (s: BattleState) => void = () => {}) {
  const dice = seededDice(seed);
  const initial = battleOf();
  let state = initial;
  const events: BattleEvent[] = [];
  for (const body of bodies) {
    const r = playBattleEvent(state, body, dice);
    if (!r.ok) continue;
    state = r.state;
    events.push(r.entry.event);
    each(state);
  }
  return { initial, state, events };
}

const run = fc.record({ bodies: fc.array(anyEvent, { minLength: 10, maxLength: 50 }), seed: fc.integer() });

describe("the battle state's promises (fast-check)", () => {
  it("wounds never go below 0 or above the location's (or the fighter's) most", () => {
    fc.assert(
      fc.property(run, ({ bodies, seed }) => {
        playAll(bodies, seed, (s) => {
          for (const x of Object.values(s.vehicles)) for (const l of Object.values(x.locations)) expect(l.wounds >= 0 && l.wounds <= l.max).toBe(true);
          for (const x of Object.values(s.fighters)) expect(x.wounds >= 0 && x.wounds <= x.maxWounds).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("a wrecked vehicle takes no action: every vehicle action by it is refused, whatever the dice", () => {
    fc.assert(
      fc.property(run, fc.constantFrom(...vehicles), anyEvent, fc.array(face, { maxLength: 12 }), ({ bodies, seed }, wreck, action, faces) => {
        const { state } = playAll(bodies, seed);
        const wrecked = play(state, { type: "adjust", change: { what: "vehicle-flag", vehicle: wreck, flag: "wrecked", value: true } }).state;
        if (!(VEHICLE_ACTIONS as readonly string[]).includes(action.type) || !("vehicle" in action)) return;
        const r = applyBattleEvent(wrecked, { ...action, vehicle: wreck, faces } as BattleEvent);
        expect(r.ok).toBe(false);
        expect(r.state).toBe(wrecked);
      }),
      { numRuns: 60 },
    );
  });

  it("the log replays from the first state to the same state and the same entries", () => {
    fc.assert(
      fc.property(run, ({ bodies, seed }) => {
        const { initial, state, events } = playAll(bodies, seed);
        const replay = replayBattle(initial, events);
        expect(replay.setAside).toEqual([]);
        expect(replay.state).toEqual(state);
        expect(replay.log.map((e) => e.event)).toEqual(events);
      }),
      { numRuns: 60 },
    );
  });

  it("undo of any entry is the log replayed without it, and playing never changes the state it was given", () => {
    fc.assert(
      fc.property(run, fc.nat(), ({ bodies, seed }, pick) => {
        const { initial, events } = playAll(bodies, seed);
        const before = structuredClone(initial);
        if (events.length === 0) return;
        const i = pick % events.length;
        const undone = undoEntry(initial, events, i);
        const without = replayBattle(initial, [...events.slice(0, i), ...events.slice(i + 1)]);
        expect(undone.state).toEqual(without.state);
        expect(undone.log.length + undone.setAside.length).toBe(events.length - 1);
        expect(initial).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });
});
