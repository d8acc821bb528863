import { describe, expect, it } from "vitest";
import { signUpSchema } from "./account";
import { recordBattleSchema } from "./campaign";
import { createGangSchema } from "./gang";
import { recordSchema } from "./roster";
import { invalid } from "./result";

describe("form schemas", () => {
  it("sign up: each bad field gets its own message", () => {
    const r = signUpSchema.safeParse({ name: "", email: "not-an-email", password: "short" });
    expect(r.success).toBe(false);
    const out = invalid(r.error!);
    expect(out).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    if (out.ok) return;
    expect(out.fieldErrors).toEqual({
      name: ["Enter a name other players will see"],
      email: ["Enter a valid email address, like name@example.com"],
      password: ["Use at least 8 characters"],
    });
  });

  it("gang: too-long names, negative or fractional credits are refused with clear words", () => {
    const r = createGangSchema.safeParse({ name: "x".repeat(61), house: "", credits: -5 });
    expect(r.error?.issues.map((i) => i.message)).toEqual(["Gang names can be at most 60 characters", "Starting credits cannot be negative"]);
    expect(createGangSchema.safeParse({ name: "A", house: "", credits: 10.5 }).error?.issues[0]?.message).toBe("Starting credits must be a whole number");
    expect(createGangSchema.safeParse({ name: "A", house: "", credits: "abc" }).error?.issues[0]?.message).toBe("Starting credits must be a number");
    // a number too big to be a whole number in JavaScript is first of all too big
    expect(createGangSchema.safeParse({ name: "A", house: "", credits: "99999999999999999999" }).error?.issues[0]?.message).toBe(
      "Starting credits can be at most 100,000",
    );
  });

  it("record on a vehicle: the value is a row of the table for the kind recorded (003 permanent damage D66, rogue Techpriest custom upgrades)", () => {
    const record = (what: string, value: string) => recordSchema.safeParse({ type: "record", vehicleId: "truck", what, value });
    expect(record("permanentDamage", "ard-looking").success).toBe(true);
    expect(record("customUpgrade", "faster").success).toBe(true);
    expect(record("permanentDamage", "exploded").error?.issues).toMatchObject([
      { path: ["value"], message: "Choose a lasting permanent damage from the list" },
    ]);
    // a custom upgrade's id is not a permanent damage, and the other way round
    expect(record("permanentDamage", "faster").success).toBe(false);
    expect(record("customUpgrade", "ard-looking").error?.issues).toMatchObject([{ path: ["value"], message: "Choose a custom upgrade from the list" }]);
  });

  it("gang: form strings are trimmed and credits coerced from the number field", () => {
    expect(createGangSchema.parse({ name: "  Da Boyz ", house: " Goffs ", credits: "1000" })).toEqual({ name: "Da Boyz", house: "Goffs", credits: 1000 });
  });
});

describe("recordBattleSchema: who won", () => {
  const battle = (...results: ("won" | "lost" | "draw")[]) =>
    recordBattleSchema.safeParse({
      campaignId: "c1",
      playedOn: "2026-11-20",
      scenario: "Scrap",
      notes: "",
      source: "manual",
      gangs: results.map((result, i) => ({ gangId: `g${i}`, result, bottledOut: false, fighters: [], vehicles: [] })),
    }).success;

  it("takes one winning gang, or the gangs of one winning alliance (002 Alliances), with the rest lost, or a draw for all", () => {
    expect(battle("won", "lost")).toBe(true);
    expect(battle("lost", "won", "won")).toBe(true);
    expect(battle("draw", "draw", "draw")).toBe(true);
  });

  it("refuses nobody winning, everybody winning, and a draw mixed with a result", () => {
    expect(battle("lost", "lost")).toBe(false);
    expect(battle("won", "won", "won")).toBe(false);
    expect(battle("won", "draw", "lost")).toBe(false);
  });
});
