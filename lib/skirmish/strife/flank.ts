// The flanking search shared by Medieval Strife and Star Strife (002 core, flanking maneuver: two
// or more contributions adding up to the target, one of them at least half of it). Each candidate
// is one contribution of one unit: its die, or in Medieval Strife a spell it casts (spellflanking),
// so a unit may be listed more than once but contributes once. A candidate may be allowed to add
// one (Flankman, Light Cruiser, Gunboats: "as the owner wishes"). Works in preallocated arrays, so a
// search allocates nothing.

// A candidate's facts other than its value, packed in one number so that keeping the list sorted
// moves two numbers per step: the unit (bits 8 and up), stacking (bit 7), may add one (bit 6) and
// the tag + 1 (bits 0-5: the caller's code, -1 to 62).
const PLUS = 1 << 6,
  STACK = 1 << 7,
  TAG = 63;

/**
 * A candidate's facts packed as `meta` holds them (FlankFinder.pack). A plain function: add calling
 * the static instead cost Star's gatherFlank about 240 instructions a game (callgrind).
 */
function pack(unit: number, plus: number, tag: number, stack = 0): number {
  return (unit << 8) | (stack ? STACK : 0) | (plus ? PLUS : 0) | (tag + 1);
}

/**
 * A list of small whole numbers, all 0. Plain arrays, not typed ones: once any ArrayBuffer in the
 * process has been detached (tsx's loader does), V8 checks every typed array read for it, and the
 * search reads these lists most of all.
 */
const zeros = (n: number): number[] => Array.from({ length: n }, () => 0);

export class FlankFinder {
  /** Candidates, most first (ties in the order added): the value, and the packed facts. */
  readonly value: number[];
  readonly meta: number[];
  m = 0;
  /** The flank found: candidate positions, and whether each added its one. */
  readonly pick: number[];
  readonly pickPlus: number[];
  len = 0;
  /** Per unit slot: 1 while the unit is in the flank being built. */
  private readonly inFlank: number[];
  /**
   * prefix[i]: what candidates 0..i−1 add up to (each at value + plus), so candidates i.. can add
   * up to prefix[m] − prefix[i]; up to date when `summed`. A candidate added at the end (the
   * players add theirs most first) extends it; one put in between leaves it to be summed again.
   * A caller that fills the list itself may write the sums too (`filled`).
   */
  readonly prefix: number[];
  private summed = true;

  constructor(maxCandidates: number, unitSlots: number) {
    this.value = zeros(maxCandidates);
    this.meta = zeros(maxCandidates);
    this.pick = zeros(maxCandidates);
    this.pickPlus = zeros(maxCandidates);
    this.prefix = zeros(maxCandidates + 1);
    this.inFlank = zeros(unitSlots);
  }

  clear(): void {
    this.m = 0;
    this.len = 0;
    // prefix[0] is always 0
    this.summed = true;
  }

  /** A candidate's facts packed as `meta` holds them (for callers that fill the list themselves, see `filled`). */
  static readonly pack = pack;

  /**
   * The caller has written m candidates into value and meta itself, most first (ties in the order
   * add would keep): what m calls of add would leave, without a call per candidate. With `summed`
   * it has written prefix[1..m] as well; else the sums are made when a search first needs them.
   */
  filled(m: number, summed = false): void {
    this.m = m;
    this.len = 0;
    this.summed = summed;
  }

  /** Adds a contribution (value ≥ 1), keeping the list most first; insertion keeps ties in the order added. */
  add(unit: number, value: number, plus: number, tag: number, stack = 0): void {
    const { value: vs, meta: ms } = this;
    const meta = pack(unit, plus, tag, stack);
    let j = this.m++;
    for (; j > 0 && vs[j - 1]! < value; j--) {
      vs[j] = vs[j - 1]!;
      ms[j] = ms[j - 1]!;
    }
    vs[j] = value;
    ms[j] = meta;
    if (this.summed && j === this.m - 1) this.prefix[this.m] = this.prefix[j]! + value + (plus ? 1 : 0);
    else this.summed = false;
  }

  unitAt(k: number): number {
    return this.meta[k]! >> 8;
  }

  plusAt(k: number): number {
    return this.meta[k]! & PLUS ? 1 : 0;
  }

  tagAt(k: number): number {
    return (this.meta[k]! & TAG) - 1;
  }

  stackAt(k: number): boolean {
    return (this.meta[k]! & STACK) !== 0;
  }

  /** The most all candidates can add up to (a unit listed twice counts twice: an upper bound). */
  total(): number {
    this.sums();
    return this.prefix[this.m]!;
  }

  private sums(): void {
    if (this.summed) return;
    this.summed = true;
    const { prefix, value, meta } = this;
    for (let i = 0; i < this.m; i++) prefix[i + 1] = prefix[i]! + value[i]! + (meta[i]! & PLUS ? 1 : 0);
  }

  /**
   * Heuristic "few dice, biggest first": the largest contribution below the target that is at
   * least half of it anchors the flank; the rest is a depth-first subset sum over the smaller
   * ones, highest first, each unit at most once. Exactly the target.
   */
  find(target: number): boolean {
    if (this.m < 2 || target < 2) return false;
    if (this.total() < target) return false;
    const { value, meta, inFlank } = this;
    for (let i = 0; i < this.m; i++) {
      const v = value[i]!,
        mi = meta[i]!;
      const plus = mi & PLUS ? 1 : 0;
      if (2 * (v + plus) < target) break;
      // the value with its one added first (it reaches half sooner), then without
      for (let add = plus; add >= 0; add--) {
        const a = v + add;
        if (a >= target || 2 * a < target) continue;
        this.pick[0] = i;
        this.pickPlus[0] = add;
        inFlank[mi >> 8] = 1;
        const found = this.complete(i, target - a, 1);
        inFlank[mi >> 8] = 0;
        if (found) return true;
      }
    }
    return false;
  }

  /** Candidates after position `after` adding up to r, into pick[depth..]; sets len. */
  private complete(after: number, r: number, depth: number): boolean {
    const { value, meta, inFlank, prefix } = this;
    // candidates j.. add up to less than r when prefix[j] is above this
    const most = prefix[this.m]! - r;
    for (let j = after + 1; j < this.m; j++) {
      if (prefix[j]! > most) return false;
      const mj = meta[j]!;
      const u = mj >> 8;
      if (inFlank[u] === 1) continue;
      for (let add = mj & PLUS ? 1 : 0; add >= 0; add--) {
        const v = value[j]! + add;
        if (v > r) continue;
        this.pick[depth] = j;
        this.pickPlus[depth] = add;
        if (v === r) {
          this.len = depth + 1;
          return true;
        }
        inFlank[u] = 1;
        const found = this.complete(j, r - v, depth + 1);
        inFlank[u] = 0;
        if (found) return true;
      }
    }
    return false;
  }

  /**
   * 002 Star Strife, Stacking: fighters and mecha may put more points into a flank than the
   * target shows. Heuristic: the stacking candidates, most first, until the total reaches the
   * target; two or more, one of them at least half the target (the flank's own rule). Only
   * candidates added as stacking are used.
   */
  findStack(target: number): boolean {
    const { value, meta, inFlank } = this;
    let sum = 0,
      n = 0,
      half = false;
    for (let i = 0; i < this.m && (sum < target || n < 2); i++) {
      const mi = meta[i]!;
      if (!(mi & STACK) || inFlank[mi >> 8] === 1) continue;
      const plus = mi & PLUS ? 1 : 0;
      const v = value[i]! + plus;
      this.pick[n] = i;
      this.pickPlus[n++] = plus;
      inFlank[mi >> 8] = 1;
      sum += v;
      if (2 * v >= target) half = true;
    }
    for (let i = 0; i < n; i++) inFlank[meta[this.pick[i]!]! >> 8] = 0;
    if (n < 2 || sum < target || !half) return false;
    this.len = n;
    return true;
  }

  /** Where the first candidate of this unit stands in the list, or -1. */
  positionOf(unit: number): number {
    for (let k = 0; k < this.m; k++) if (this.meta[k]! >> 8 === unit) return k;
    return -1;
  }

  /** The value the i-th part of the flank found adds. */
  pickedValue(i: number): number {
    return this.value[this.pick[i]!]! + this.pickPlus[i]!;
  }

  pickedUnit(i: number): number {
    return this.meta[this.pick[i]!]! >> 8;
  }

  pickedTag(i: number): number {
    return (this.meta[this.pick[i]!]! & TAG) - 1;
  }
}
