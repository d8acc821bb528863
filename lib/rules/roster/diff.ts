// A compact diff between two JSON documents (a roster before and after a post-game), so undo keeps
// only what changed instead of two whole copies. Key order is kept: a document patched back is the
// same text, byte for byte, as the one the diff was taken from.

export type JsonPath = (string | number)[];
/** Set the value at a path (the whole document when the path is empty). */
export type SetOp = { p: JsonPath; v: unknown };
/** Cut `del` items from the array at a path, starting at `at`, and put `add` there. */
export type SpliceOp = { p: JsonPath; at: number; del: number; add: unknown[] };
export type JsonPatch = (SetOp | SpliceOp)[];

type Obj = Record<string, unknown>;
const isObject = (x: unknown): x is Obj => typeof x === "object" && x !== null && !Array.isArray(x);

/** Same value and, for objects, the same keys in the same order (so both print the same). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k, i) => k === kb[i] && sameJson(a[k], b[k]));
  }
  return false;
}

const sameKeys = (a: Obj, b: Obj) => {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k, i) => k === kb[i]);
};

function diffArrays(from: unknown[], to: unknown[], path: JsonPath): JsonPatch {
  let k = 0;
  while (k < from.length && k < to.length && sameJson(from[k], to[k])) k++;
  let s = 0;
  while (s < from.length - k && s < to.length - k && sameJson(from[from.length - 1 - s], to[to.length - 1 - s])) s++;
  const a = from.slice(k, from.length - s);
  const b = to.slice(k, to.length - s);
  const m = Math.min(a.length, b.length);
  const ops: JsonPatch = [];
  for (let i = 0; i < m; i++) ops.push(...diffAt(a[i], b[i], [...path, k + i]));
  if (a.length !== b.length) ops.push({ p: path, at: k + m, del: a.length - m, add: b.slice(m) });
  return ops;
}

function diffAt(from: unknown, to: unknown, path: JsonPath): JsonPatch {
  if (sameJson(from, to)) return [];
  let ops: JsonPatch | null = null;
  if (Array.isArray(from) && Array.isArray(to)) ops = diffArrays(from, to, path);
  // an object that gained or lost a key is set whole, so its keys keep their order
  else if (isObject(from) && isObject(to) && sameKeys(from, to)) ops = Object.keys(to).flatMap((key) => diffAt(from[key], to[key], [...path, key]));
  const whole: SetOp = { p: path, v: to };
  // a rewritten list (every entry shifted) costs more as edits than as itself
  return ops && JSON.stringify(ops).length < JSON.stringify(whole).length ? ops : [whole];
}

/** The edits that turn `from` into `to` (both plain JSON). */
export const diffJson = (from: unknown, to: unknown): JsonPatch => diffAt(from, to, []);

/** `doc` with the patch applied; `doc` itself is left as it was. */
export function applyJsonPatch<T>(doc: T, patch: JsonPatch): T {
  let root: unknown = structuredClone(doc);
  for (const op of patch) {
    if (op.p.length === 0 && "v" in op) {
      root = structuredClone(op.v);
      continue;
    }
    const last = "v" in op ? op.p.length - 1 : op.p.length;
    let at: unknown = root;
    for (const key of op.p.slice(0, last)) {
      at = (at as Record<string | number, unknown>)[key];
      if (typeof at !== "object" || at === null) throw new Error(`patch path ${op.p.join(".")} does not exist in the document`);
    }
    if ("v" in op) (at as Record<string | number, unknown>)[op.p[last]!] = structuredClone(op.v);
    else if (Array.isArray(at)) at.splice(op.at, op.del, ...structuredClone(op.add));
    else throw new Error(`patch path ${op.p.join(".")} is not a list`);
  }
  return root as T;
}
