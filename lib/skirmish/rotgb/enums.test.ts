// The one-front loop keeps the numbers it uses from battlefield.ts and attack.ts as enums of its
// own (so that each use is written in as a number, one file at a time or bundled): each member must
// be the other file's.
import { describe, expect, it } from "vitest";
import * as attack from "./attack";
import * as field from "./battlefield";
import * as oneFront from "./onefront";

describe("onefront.ts's enums", () => {
  it("every member is battlefield.ts's or attack.ts's", () => {
    expect({ ...oneFront.St }).toMatchObject({ IN_PLAY: field.IN_PLAY, TAKEN: field.TAKEN });
    expect(oneFront.Owner.CONTESTED).toBe(field.CONTESTED);
    expect(oneFront.Ranked.MAX_UNITS).toBe(field.MAX_RANKED_UNITS);
    expect([oneFront.Kind.NO_ATTACK, oneFront.Kind.ASSAULT, oneFront.Kind.FLANK]).toEqual([attack.NO_ATTACK, attack.ASSAULT, attack.FLANK]);
  });
});
