// The action's schema takes the rules' shape; their fit to the gangs is checked on the server.
import { describe, expect, it } from "vitest";
import { SYSTEMS } from "@/lib/skirmish/resolve";
import { DUPLICATE_GANG_MESSAGE, QUICK_RESOLVE_MAX_GANGS, recordQuickResolveSchema } from "./quick-resolve";
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

describe("recordQuickResolveSchema: the gangs", () => {
  it("takes two to six different gangs, as many as every system plays", () => {
    const offered: readonly string[] = recordQuickResolveSchema.shape.system.options;
    expect(QUICK_RESOLVE_MAX_GANGS).toBe(Math.min(...SYSTEMS.filter((s) => offered.includes(s.id)).map((s) => s.maxGangs)));
    expect(recordQuickResolveSchema.safeParse({ ...game, gangIds: ["a", "b", "c", "d", "e", "f"] }).success).toBe(true);
    const seven = recordQuickResolveSchema.safeParse({ ...game, gangIds: ["a", "b", "c", "d", "e", "f", "g"] });
    expect(seven.error?.issues.map((i) => i.path.join("."))).toEqual(["gangIds"]);
  });

  it("refuses a gang chosen twice under the repeated gang's field, even while another field is wrong", () => {
    const twice = recordQuickResolveSchema.safeParse({ ...game, seed: "", gangIds: ["a", "b", "a", "b"] });
    expect(twice.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["gangIds.2", DUPLICATE_GANG_MESSAGE],
      ["gangIds.3", DUPLICATE_GANG_MESSAGE],
      ["seed", "Enter a seed"],
    ]);
  });
});
