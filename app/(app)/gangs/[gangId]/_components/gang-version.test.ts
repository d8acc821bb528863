import { describe, expect, it } from "vitest";
import { noteVersion, versionToSend } from "./gang-version";

describe("the version a roster form sends", () => {
  it("is the page's until a change succeeds, then the newest the server answered, until the page catches up", () => {
    expect(versionToSend("g1", 3)).toBe(3);
    noteVersion("g1", { ok: true, data: { version: 4 } });
    expect(versionToSend("g1", 3)).toBe(4);
    expect(versionToSend("g1", 5)).toBe(5);
    expect(versionToSend("g2", 3)).toBe(3);
  });
  it("ignores refusals and answers without a version", () => {
    noteVersion("g3", { ok: false });
    noteVersion("g3", { ok: true, data: { id: "x" } });
    expect(versionToSend("g3", 1)).toBe(1);
  });
});
