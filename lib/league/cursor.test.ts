import { describe, expect, it } from "vitest";
import { campaignPageSearchSchema } from "../contracts/league";
import { decodeCursor, encodeCursor, pageOf } from "./cursor";

const row = (n: number) => ({ at: n, created: n, id: `b${n}` });

describe("keyset pages of a league's battles", () => {
  it("a cursor goes into a URL and comes back the same; anything else is refused", () => {
    const c = { at: 1762000000000, created: 1762000000123, id: "ckabc_1-2" };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of ["", "1.2", "1.2.<script>", "a.b.c", `1.2.${"x".repeat(65)}`]) expect(decodeCursor(bad)).toBeNull();
  });

  it("the first page offers older rows only when there are more than a page", () => {
    expect(pageOf([row(9), row(8), row(7)], 2, "older", false, (r) => r)).toEqual({ rows: [row(9), row(8)], older: "8.8.b8", newer: null });
    expect(pageOf([row(9), row(8)], 2, "older", false, (r) => r)).toEqual({ rows: [row(9), row(8)], older: null, newer: null });
  });

  it("the last page (read older) offers newer rows, not older ones", () => {
    expect(pageOf([row(2), row(1)], 2, "older", true, (r) => r)).toEqual({ rows: [row(2), row(1)], older: null, newer: "2.2.b2" });
  });

  it("a page read newer comes back newest first, with both links when rows lie on both sides", () => {
    expect(pageOf([row(3), row(4), row(5)], 2, "newer", true, (r) => r)).toEqual({ rows: [row(4), row(3)], older: "3.3.b3", newer: "4.4.b4" });
  });

  it("the page's address: a bad status, gang or cursor falls back to the first page, unfiltered", () => {
    expect(campaignPageSearchSchema.parse({ status: "won", gang: "<b>", older: "nope", newer: ["1.2.x", "3.4.y"] })).toEqual({
      status: undefined,
      gang: undefined,
      older: undefined,
      newer: "1.2.x",
      feedOlder: undefined,
      feedNewer: undefined,
    });
    expect(campaignPageSearchSchema.parse({})).toEqual({});
  });
});
