import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applyJsonPatch, diffJson, sameJson } from "./diff";
import { gruntsRoster } from "./fixtures";

describe("roster diff (what undo keeps of a post-game)", () => {
  it("patching the after-document with the diff gives back the before-document, the same text byte for byte", () => {
    const before = gruntsRoster();
    const after = structuredClone(before);
    after.fighters[0]!.xp += 3;
    after.fighters[1]!.injuries.push("Old wound");
    after.vehicles.pop();
    after.ledger.push({ reason: "Income", amount: 30, balanceAfter: after.ledger.at(-1)!.balanceAfter + 30 });
    const undo = diffJson(after, before);
    expect(JSON.stringify(applyJsonPatch(after, undo))).toBe(JSON.stringify(before));
    // only what changed is kept, not a second copy of the roster
    expect(JSON.stringify(undo).length).toBeLessThan(JSON.stringify(before).length / 2);
  });

  it("an appended ledger entry is undone by cutting it off, not by rewriting the ledger", () => {
    const entry = (n: number) => ({ reason: `Income after battle ${n}`, amount: 10, balanceAfter: 10 * n });
    const from = { name: "Grunts", ledger: [1, 2, 3, 4].map(entry) };
    const to = { name: "Grunts", ledger: [1, 2, 3, 4, 5].map(entry) };
    expect(diffJson(to, from)).toEqual([{ p: ["ledger"], at: 4, del: 1, add: [] }]);
    expect(diffJson(from, to)).toEqual([{ p: ["ledger"], at: 4, del: 0, add: [entry(5)] }]);
  });

  it("an object that gained a key is set whole, so its keys keep their order", () => {
    const from = { a: 1, b: 2 };
    const to = { a: 1, x: 0, b: 2 };
    expect(diffJson(from, to)).toEqual([{ p: [], v: to }]);
    expect(Object.keys(applyJsonPatch(from, diffJson(from, to)))).toEqual(["a", "x", "b"]);
  });

  it("the same document needs no edits, and the input is never changed", () => {
    const doc = { list: [1, 2, 3], o: { k: "v" } };
    expect(diffJson(doc, structuredClone(doc))).toEqual([]);
    const copy = structuredClone(doc);
    applyJsonPatch(doc, [
      { p: ["list"], at: 0, del: 3, add: [] },
      { p: ["o", "k"], v: "w" },
    ]);
    expect(doc).toEqual(copy);
  });

  it("a patch that does not fit the document is refused", () => {
    expect(() => applyJsonPatch({ a: 1 }, [{ p: ["b", "c"], v: 1 }])).toThrow(/does not exist/);
    expect(() => applyJsonPatch({ a: { b: 1 } }, [{ p: ["a"], at: 0, del: 1, add: [] }])).toThrow(/not a list/);
  });

  it("sameJson is strict about key order, lengths and types", () => {
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson([1], [1, 2])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it("property: for any two JSON documents, from + diff(from, to) prints exactly as to", () => {
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: "small" }, fc.integer(), fc.string({ maxLength: 3 }), fc.boolean(), fc.constant(null), tie("list"), tie("object")),
      list: fc.array(tie("value"), { maxLength: 5 }),
      object: fc.dictionary(fc.constantFrom("a", "b", "c", "d"), tie("value"), { maxKeys: 4 }),
    })).value;
    fc.assert(
      fc.property(json, json, (from, to) => {
        expect(JSON.stringify(applyJsonPatch(from, diffJson(from, to)))).toBe(JSON.stringify(to));
      }),
      { numRuns: 500 },
    );
  });
});

describe("roster diff: the smallest edits, exactly (what an undo stores)", () => {
  // long items, so cutting or splicing a list costs less than writing it out again
  const items = (letters: string) => letters.split("").map((c) => c.repeat(12));
  const roundTrip = (from: unknown, to: unknown) => JSON.stringify(applyJsonPatch(from, diffJson(from, to))) === JSON.stringify(to);

  it("equal lists and objects that are separate copies need no edit; only the changed value is set", () => {
    expect(diffJson({ l: [1, 2], o: { k: [3] }, n: "x" }, { l: [1, 2], o: { k: [3] }, n: "y" })).toEqual([{ p: ["n"], v: "y" }]);
  });

  it("a list keeps its equal head and tail and cuts or splices only the middle", () => {
    expect(diffJson({ l: items("abcdef") }, { l: items("abcd") })).toEqual([{ p: ["l"], at: 4, del: 2, add: [] }]);
    expect(diffJson({ l: items("abcdef") }, { l: items("cdef") })).toEqual([{ p: ["l"], at: 0, del: 2, add: [] }]);
    expect(diffJson({ l: items("abcd") }, { l: items("xabcd") })).toEqual([{ p: ["l"], at: 0, del: 0, add: items("x") }]);
    expect(diffJson({ l: items("abcd") }, { l: items("abcdef") })).toEqual([{ p: ["l"], at: 4, del: 0, add: items("ef") }]);
    const rows = (letters: string) => items(letters).map((a) => ({ a }));
    expect(diffJson({ l: rows("abcdef") }, { l: rows("abdef") })).toEqual([{ p: ["l"], at: 2, del: 1, add: [] }]);
    // lists inside the list are compared item by item too
    const lists = (letters: string) => items(letters).map((a) => [a]);
    expect(diffJson({ l: lists("abcdef") }, { l: lists("abdef") })).toEqual([{ p: ["l"], at: 2, del: 1, add: [] }]);
  });

  it("a list of equal items that grows or shrinks: the head and the tail never claim the same item", () => {
    expect(diffJson({ l: items("aaaa") }, { l: items("aaaaaa") })).toEqual([{ p: ["l"], at: 4, del: 0, add: items("aa") }]);
    expect(diffJson({ l: items("aaaaaa") }, { l: items("aaaa") })).toEqual([{ p: ["l"], at: 4, del: 2, add: [] }]);
  });

  it("an item changed in place is set where it is; items added or cut beside it are spliced after it", () => {
    expect(diffJson({ l: items("abcdef") }, { l: [...items("ab"), "z", ...items("def")] })).toEqual([{ p: ["l", 2], v: "z" }]);
    expect(diffJson({ l: items("abcXdef") }, { l: items("abcYZdef") })).toEqual([
      { p: ["l", 3], v: "Y".repeat(12) },
      { p: ["l"], at: 4, del: 0, add: items("Z") },
    ]);
    expect(diffJson({ l: items("abcXYdef") }, { l: items("abcZdef") })).toEqual([
      { p: ["l", 3], v: "Z".repeat(12) },
      { p: ["l"], at: 4, del: 1, add: [] },
    ]);
    expect(roundTrip({ l: items("abcXYdef") }, { l: items("abcZdef") })).toBe(true);
  });

  it("edits that would print longer than the value itself (or as long) are replaced by the value", () => {
    expect(diffJson({ l: ["aa", "bb", "cc"] }, { l: ["dd", "ee", "ff"] })).toEqual([{ p: ["l"], v: ["dd", "ee", "ff"] }]);
    // [{"p":["l",1],"v":3}] is as long as {"p":["l"],"v":[1,3]}: the value wins a tie
    expect(diffJson({ l: [1, 2] }, { l: [1, 3] })).toEqual([{ p: ["l"], v: [1, 3] }]);
  });

  it("an object whose keys changed name, or that gained a key at its end, is set whole", () => {
    expect(diffJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toEqual([{ p: [], v: { a: 1, c: 2 } }]);
    expect(diffJson({ a: 1, b: 2 }, { a: 1, b: 2, c: 3 })).toEqual([{ p: [], v: { a: 1, b: 2, c: 3 } }]);
  });

  it("a patch path through a null, or a splice on something that is not a list, is refused naming the path", () => {
    expect(() => applyJsonPatch({ a: null }, [{ p: ["a", "b"], v: 1 }])).toThrow(new Error("patch path a.b does not exist in the document"));
    expect(() => applyJsonPatch({ a: { b: { c: 1 } } }, [{ p: ["a", "b"], at: 0, del: 1, add: [] }])).toThrow(new Error("patch path a.b is not a list"));
  });
});
