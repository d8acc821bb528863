// 002 Star Strife game loop, through a played game (dice typed in: see testing.ts).
import { describe, expect, it } from "vitest";
import { endOf, playWith, two } from "./testing";

describe("002 Star Strife game loop", () => {
  it("a side chosen by the options (the first listed) is logged as chosen, and the turn cap ends the game as a turn limit (dice 4 4 | 6)", () => {
    const out = playWith(two(["Destroyer", "Destroyer"], ["Heavy Cruiser"]), { maxTurns: 1 }, [4, 4, 6]);
    expect(out.log[0]).toEqual({ turn: 0, text: "Red acts first in every turn (chosen).", data: { action: "first", player: "Red" } });
    expect(endOf(out)).toMatchObject({ ending: "turn limit", turns: 1 });
  });
});
