// The action's schema takes the rules' shape; their fit to the gangs is checked on the server.
import { describe, expect, it } from "vitest";
import { recordQuickResolveSchema } from "./quick-resolve";
import { NO_RULES } from "./rotgb-rules-schema";

const game = { campaignId: "c1", system: "rotgb", gangIds: ["a", "b"], seed: "42", scenario: "Paper fight" } as const;

describe("recordQuickResolveSchema", () => {
  it("takes ROtGB rules in play, or none", () => {
    expect(recordQuickResolveSchema.safeParse({ ...game, rules: { ...NO_RULES, fronts: "north, south", handicap: true } }).success).toBe(true);
    expect(recordQuickResolveSchema.safeParse(game).success).toBe(true);
  });

  it("refuses rules with another system, and a malformed rules object, under the field", () => {
    const bench = recordQuickResolveSchema.safeParse({ ...game, system: "bench", rules: NO_RULES });
    expect(bench.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["rules", "Rules in play are for Roll Out the (Gun) Barrels only."]]);
    const bad = recordQuickResolveSchema.safeParse({ ...game, rules: { ...NO_RULES, handicap: "yes" } });
    expect(bad.error?.issues.map((i) => i.path.join("."))).toEqual(["rules.handicap"]);
  });
});
