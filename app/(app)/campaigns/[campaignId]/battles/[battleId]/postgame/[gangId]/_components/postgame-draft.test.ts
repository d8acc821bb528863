import { describe, expect, it } from "vitest";
import { draftKey, readDraft } from "./postgame-draft";

const ref = { battleId: "b1", gangId: "g1", version: 3 };
const values = {
  ...ref,
  permanentDamage: [],
  injuries: [],
  replacements: [],
  drivingSkills: [],
  techpriest: [],
  advances: [],
  income: { mode: "app", faces: "" },
  credits: [],
  hulkName: "Wreck",
};

describe("post-game drafts (answers kept through a reload, per battle, gang and roster version)", () => {
  it("a draft for this post-game comes back with its page", () => {
    expect(readDraft(JSON.stringify({ values, page: 2 }), ref, 5)).toEqual({ values, page: 2 });
    expect(draftKey(ref)).toBe("postgame-draft:b1:g1:3");
  });

  it("another battle, gang or roster version is never restored", () => {
    for (const other of [{ battleId: "b2" }, { gangId: "g2" }, { version: 4 }])
      expect(readDraft(JSON.stringify({ values: { ...values, ...other }, page: 1 }), ref, 5)).toBeNull();
  });

  it("a draft kept from before the fighter half (deaths ticked, no injury answers) is not restored", () => {
    const old = { ...values, injuries: undefined, deaths: [{ fighterId: "f7", died: true }] };
    expect(readDraft(JSON.stringify({ values: old, page: 2 }), ref, 5)).toBeNull();
  });

  it("nothing stored, not JSON or no values: no draft", () => {
    for (const text of [null, "", "{", "null", "[]", JSON.stringify({ page: 1 })]) expect(readDraft(text, ref, 5)).toBeNull();
  });

  it("a page out of range is brought within the steps (0 to the summary)", () => {
    expect(readDraft(JSON.stringify({ values, page: 9 }), ref, 5)?.page).toBe(5);
    expect(readDraft(JSON.stringify({ values, page: -1 }), ref, 5)?.page).toBe(0);
    expect(readDraft(JSON.stringify({ values, page: "2" }), ref, 5)?.page).toBe(0);
  });
});
