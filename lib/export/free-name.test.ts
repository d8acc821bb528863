import { describe, expect, it } from "vitest";
import { freeName } from "./free-name";

describe("re-importing a gang whose name the player already has names it '… (2)'", () => {
  it("keeps a name nobody has, numbers one that is taken (case and spaces aside)", () => {
    expect(freeName("Da Grunts", ["Spikes"])).toBe("Da Grunts");
    expect(freeName("Da Grunts", ["da grunts "])).toBe("Da Grunts (2)");
    expect(freeName("Da Grunts", ["Da Grunts", "Da Grunts (2)"])).toBe("Da Grunts (3)");
  });
  it("counts on from a number the name already has, and stays within the 60 characters of a gang name", () => {
    expect(freeName("Da Grunts (2)", ["Da Grunts", "Da Grunts (2)"])).toBe("Da Grunts (3)");
    const long = "x".repeat(60);
    expect(freeName(long, [long])).toBe(`${"x".repeat(56)} (2)`);
  });
});
