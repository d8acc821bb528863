import { describe, expect, it } from "vitest";
import { applyBattleEvent } from "./apply";
import { battleOf } from "./testing";
import { parseTypedFaces } from "./typed-dice";

describe("dice typed in at the table", () => {
  it("nothing typed: the app rolls", () => expect(parseTypedFaces("  ")).toEqual({ ok: true, faces: null }));
  it("faces separated by spaces or commas, or one digit per die", () => {
    expect(parseTypedFaces("3 5")).toEqual({ ok: true, faces: [3, 5] });
    expect(parseTypedFaces("3,5, 6")).toEqual({ ok: true, faces: [3, 5, 6] });
    expect(parseTypedFaces("6442")).toEqual({ ok: true, faces: [6, 4, 4, 2] });
  });
  it("anything but whole numbers is refused before a rule is played", () => {
    expect(parseTypedFaces("3 five")).toMatchObject({ ok: false, message: expect.stringMatching(/whole number/) });
    expect(parseTypedFaces("2.5")).toMatchObject({ ok: false });
  });
  it("003 Rams: a 7 typed for a D6 is refused by the rule itself (dice-out-of-range), the battle unchanged", () => {
    const s = battleOf();
    const faces = parseTypedFaces("7 4 4 2");
    if (!faces.ok || !faces.faces) throw new Error("parse");
    const r = applyBattleEvent(s, { type: "ram", vehicle: "a/truck", target: "b/buggy", struck: "side", faces: faces.faces });
    expect(r).toMatchObject({ ok: false, code: "dice-out-of-range", state: s });
  });
});

describe("dice typed in at the table: the edges", () => {
  it("spaces around and between are forgiven; semicolons and runs of separators split too", () => {
    expect(parseTypedFaces(" 35 ")).toEqual({ ok: true, faces: [3, 5] });
    expect(parseTypedFaces("3;5")).toEqual({ ok: true, faces: [3, 5] });
    expect(parseTypedFaces("3 ,  5")).toEqual({ ok: true, faces: [3, 5] });
    expect(parseTypedFaces("12 4")).toEqual({ ok: true, faces: [12, 4] });
  });
  it("a stray letter anywhere is refused with the words the screen shows", () => {
    for (const t of ["a35", "35a", "3 5x", "x3 5"])
      expect(parseTypedFaces(t)).toEqual({ ok: false, message: "Type each die's face as a whole number, separated by spaces (for example 3 5)." });
  });
});
