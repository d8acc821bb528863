import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { battleFighterSchema, FUTURE_BATTLE_MESSAGE, NOT_TAKING_PART, recordBattleSchema } from "./campaign";
import { invalid } from "./result";

type Fighter = { fighterId: string; tookPart: boolean; outOfAction: boolean; injured: boolean; kills: unknown; outOfActionCaused?: unknown; extraXp?: unknown };
type Vehicle = { vehicleId: string; crippled: boolean; wrecked: boolean; immobilised: boolean; damagingRams: unknown; runOver: unknown };

const fighter = (o: Partial<Fighter> = {}): Fighter => ({ fighterId: "skarfang", tookPart: true, outOfAction: false, injured: false, kills: 0, ...o });
const vehicle = (o: Partial<Vehicle> = {}): Vehicle => ({
  vehicleId: "truck",
  crippled: false,
  wrecked: false,
  immobilised: false,
  damagingRams: 0,
  runOver: 0,
  ...o,
});

/** A battle the form would send (numbers as the inputs give them: strings), with one side's rows to vary. */
const battle = (o: { playedOn?: string; notes?: string; fighters?: Fighter[]; vehicles?: Vehicle[] } = {}) => ({
  campaignId: "c1",
  playedOn: o.playedOn ?? "2026-11-20",
  scenario: "Scrap",
  notes: o.notes ?? "",
  source: "manual",
  gangs: [
    { gangId: "g1", result: "won", bottledOut: false, fighters: o.fighters ?? [fighter()], vehicles: o.vehicles ?? [vehicle()] },
    { gangId: "g2", result: "lost", bottledOut: false, fighters: [], vehicles: [] },
  ],
});

/** The messages by field, as the server action answers them and the form puts them under its fields. */
const fieldErrors = (input: unknown) => {
  const r = recordBattleSchema.safeParse(input);
  if (r.success) return {};
  const out = invalid(r.error);
  return out.ok ? {} : (out.fieldErrors ?? {});
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-29T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("recordBattleSchema: per-fighter and per-vehicle numbers", () => {
  it.each([["-5"], ["100"], ["99999999"], ["1.5"], ["abc"]])("kills %s is refused in words: a whole number from 0 to 99", (kills) => {
    expect(fieldErrors(battle({ fighters: [fighter({ kills })] }))).toEqual({ "gangs.0.fighters.0.kills": ["Kills must be a whole number from 0 to 99"] });
  });

  it("damaging rams and foot fighters run over are refused in the words of their columns", () => {
    expect(fieldErrors(battle({ vehicles: [vehicle({ damagingRams: "99999999", runOver: "-1" })] }))).toEqual({
      "gangs.0.vehicles.0.damagingRams": ["Damaging rams must be a whole number from 0 to 99"],
      "gangs.0.vehicles.0.runOver": ["Foot fighters run over must be a whole number from 0 to 99"],
    });
  });

  it("the bounds themselves, 0 and 99, are taken (and coerced from the inputs' strings)", () => {
    const r = recordBattleSchema.parse(battle({ fighters: [fighter({ kills: "99" })], vehicles: [vehicle({ damagingRams: "0", runOver: "99" })] }));
    expect(r.gangs[0]!.fighters[0]!.kills).toBe(99);
    expect(r.gangs[0]!.vehicles[0]).toMatchObject({ damagingRams: 0, runOver: 99 });
  });
});

describe("recordBattleSchema: the fighter experience columns (enemies taken out of action, extra XP)", () => {
  it("left out, as by a record stored before them, both read as 0", () => {
    expect(battleFighterSchema.parse(fighter())).toMatchObject({ outOfActionCaused: 0, extraXp: 0 });
    expect(recordBattleSchema.parse(battle()).gangs[0]!.fighters[0]).toMatchObject({ outOfActionCaused: 0, extraXp: 0 });
  });
  it("extra XP is a whole number from 0 to 20; enemies taken out of action from 0 to 99, each in its own words", () => {
    expect(recordBattleSchema.parse(battle({ fighters: [fighter({ extraXp: "20", outOfActionCaused: "99" })] })).gangs[0]!.fighters[0]).toMatchObject({
      extraXp: 20,
      outOfActionCaused: 99,
    });
    expect(fieldErrors(battle({ fighters: [fighter({ extraXp: "21", outOfActionCaused: "-1" })] }))).toEqual({
      "gangs.0.fighters.0.extraXp": ["Extra XP must be a whole number from 0 to 20"],
      "gangs.0.fighters.0.outOfActionCaused": ["Enemies taken out of action must be a whole number from 0 to 99"],
    });
    expect(fieldErrors(battle({ fighters: [fighter({ extraXp: "1.5" })] }))).toEqual({
      "gangs.0.fighters.0.extraXp": ["Extra XP must be a whole number from 0 to 20"],
    });
  });
  it("a fighter who did not take part earns no extra XP and took nobody out of action", () => {
    expect(fieldErrors(battle({ fighters: [fighter({ tookPart: false, extraXp: "3", outOfActionCaused: "1" })] }))).toEqual({
      "gangs.0.fighters.0.outOfActionCaused": [NOT_TAKING_PART.outOfActionCaused],
      "gangs.0.fighters.0.extraXp": ["Did not take part, so earns no extra XP"],
    });
  });
});

describe("recordBattleSchema: notes", () => {
  it("notes of 2,000 characters are taken, 2,001 are refused under the notes", () => {
    expect(fieldErrors(battle({ notes: "x".repeat(2000) }))).toEqual({});
    expect(fieldErrors(battle({ notes: "x".repeat(2001) }))).toEqual({ notes: ["At most 2,000 characters"] });
  });
});

describe("ruling: the date played cannot be more than one day in the future (time zones)", () => {
  it("on 2026-11-29 (UTC), today and tomorrow are taken: east of UTC it may already be the 30th", () => {
    expect(fieldErrors(battle({ playedOn: "2026-11-29" }))).toEqual({});
    expect(fieldErrors(battle({ playedOn: "2026-11-30" }))).toEqual({});
    vi.setSystemTime(new Date("2026-11-29T00:00:00Z"));
    expect(fieldErrors(battle({ playedOn: "2026-11-30" }))).toEqual({});
  });

  it("on 2026-11-29 (UTC), two days ahead and 2099-12-31 are refused: a battle cannot be played in the future", () => {
    expect(fieldErrors(battle({ playedOn: "2026-12-01" }))).toEqual({ playedOn: [FUTURE_BATTLE_MESSAGE] });
    expect(fieldErrors(battle({ playedOn: "2099-12-31" }))).toEqual({ playedOn: ["A battle cannot be played in the future."] });
    vi.setSystemTime(new Date("2026-11-29T23:59:59Z"));
    expect(fieldErrors(battle({ playedOn: "2026-12-01" }))).toEqual({ playedOn: [FUTURE_BATTLE_MESSAGE] });
  });

  it("a date that is no date gets its own message only, not the future's", () => {
    expect(fieldErrors(battle({ playedOn: "" }))).toEqual({ playedOn: ["Enter the date the battle was played"] });
  });
});

describe("ruling: a fighter who did not take part cannot be out of action, injured or have kills", () => {
  it("each such field is refused on its own row, with the reason", () => {
    expect(
      fieldErrors(battle({ fighters: [fighter(), fighter({ fighterId: "grukk", tookPart: false, outOfAction: true, injured: true, kills: "2" })] })),
    ).toEqual({
      "gangs.0.fighters.1.outOfAction": [NOT_TAKING_PART.outOfAction],
      "gangs.0.fighters.1.injured": ["Did not take part, so cannot be injured"],
      "gangs.0.fighters.1.kills": ["Did not take part, so cannot have kills"],
    });
    expect(NOT_TAKING_PART.outOfAction).toBe("Did not take part, so cannot be out of action");
  });

  it("a fighter who stayed home with nothing else marked is taken, and one who took part may be all of it", () => {
    expect(fieldErrors(battle({ fighters: [fighter({ tookPart: false })] }))).toEqual({});
    expect(fieldErrors(battle({ fighters: [fighter({ outOfAction: true, injured: true, kills: "3" })] }))).toEqual({});
  });

  it("is checked together with the rest of the form, so every problem shows at once", () => {
    expect(
      Object.keys(fieldErrors(battle({ playedOn: "2099-12-31", notes: "x".repeat(2001), fighters: [fighter({ tookPart: false, outOfAction: true })] }))).sort(),
    ).toEqual(["gangs.0.fighters.0.outOfAction", "notes", "playedOn"]);
  });

  it("is a recording check only: a stored battle record is still read back as it was written", () => {
    expect(battleFighterSchema.safeParse(fighter({ tookPart: false, outOfAction: true })).success).toBe(true);
  });
});

describe("one row per fighter and per vehicle in a gang's record", () => {
  it("a fighter or a vehicle named twice is refused on the repeated row (a repeat would roll 003's permanent damage twice for one truck)", () => {
    expect(
      fieldErrors(
        battle({ fighters: [fighter(), fighter({ fighterId: "grukk" }), fighter()], vehicles: [vehicle({ crippled: true }), vehicle({ crippled: true })] }),
      ),
    ).toEqual({
      "gangs.0.fighters.2.fighterId": ["This fighter is already in the record once"],
      "gangs.0.vehicles.1.vehicleId": ["This vehicle is already in the record once"],
    });
  });
});

describe("a gang takes part once", () => {
  it("the repeated gang is refused under its own choice (the second Gang field), with the reason", () => {
    const b = battle();
    expect(fieldErrors({ ...b, gangs: [b.gangs[0], b.gangs[1], { ...b.gangs[0], result: "lost" }] })).toEqual({
      "gangs.2.gangId": ["This gang is already in the battle: a gang takes part once"],
    });
  });
});
