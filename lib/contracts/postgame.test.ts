import { describe, expect, it } from "vitest";
import { drivingSkillChoiceSchema, ONE_VISIT_EACH, parseFaces, permanentDamageChoiceSchema, postgameSchema } from "./postgame";

const damage = (faces: string, mode: "manual" | "app" = "manual") =>
  permanentDamageChoiceSchema.safeParse({ vehicleId: "truck", benchFighterId: "", stripperId: "", mode, faces });
const messages = (r: ReturnType<typeof damage>) => r.error?.issues.map((i) => i.message) ?? [];

describe("post-game dice typed in from the table (every post-game roll is read off six-sided dice)", () => {
  it("faces as typed: spaces, commas, or a D66 run together", () => {
    expect([parseFaces("6 4"), parseFaces("6,4"), parseFaces("64"), parseFaces("")]).toEqual([[6, 4], [6, 4], [6, 4], []]);
  });

  it("D66 6 4 (64, 003 permanent damage) is accepted", () => {
    expect(damage("6 4").success).toBe(true);
  });

  it("a face outside 1 to 6 is refused on its own step, naming it (7 1 for a D66)", () => {
    expect(messages(damage("7 1"))).toEqual(["These are six-sided dice: 7 is not a face (1 to 6)"]);
    expect(messages(damage("0 3"))).toEqual(["These are six-sided dice: 0 is not a face (1 to 6)"]);
  });

  it("no dice typed in manual mode asks for them; the app rolling needs none", () => {
    expect(messages(damage(""))).toEqual(["Enter the dice you rolled"]);
    expect(damage("", "app").success).toBe(true);
  });

  it("a driving skill not taken needs no dice, even wrong ones left in the box", () => {
    expect(drivingSkillChoiceSchema.safeParse({ fighterId: "grot", gained: false, mode: "manual", faces: "9" }).success).toBe(true);
    expect(drivingSkillChoiceSchema.safeParse({ fighterId: "grot", gained: true, mode: "manual", faces: "9" }).success).toBe(false);
  });
});

describe("003 rogue Techpriest visits", () => {
  const postgame = (visitors: string[]) =>
    postgameSchema.safeParse({
      battleId: "b",
      gangId: "g",
      version: 1,
      permanentDamage: [],
      injuries: [],
      replacements: [],
      drivingSkills: [],
      advances: [],
      income: { mode: "app", faces: "" },
      credits: [],
      hulkName: "",
      techpriest: visitors.map((visitorId) => ({ visitorId, vehicleId: "truck", upgradeId: "faster", mode: "app", faces: "" })),
    });

  it("ruling: 003 Rogue Techpriest visit is a post-game action, one each: the same boss twice is refused on the second visit", () => {
    const twice = postgame(["boss", "nob", "boss"]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["techpriest.2.visitorId", ONE_VISIT_EACH]]);
    expect(postgame(["boss", "nob"]).success).toBe(true);
  });
});
