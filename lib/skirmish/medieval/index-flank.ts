// The flank search of two sides with the attack index (players.ts's findTwoSided): FlankFinder's
// find (strife/flank.ts) over the very candidates gatherFlank lists, in the same order, walked
// straight off the index's masks instead of a list written out first, so the same flank is found.
// Writing the list cost more than searching it (callgrind, bundle: about 7,500 instructions a game
// against 4,200), and a value too big to be a part is passed in one step, with the sum of its
// candidates, where find passes its candidates one by one: 57,700 → 52,300 instructions a game.
// The sums FlankFinder keeps (what the candidates from a place on add up to) only cut short a
// search that would find nothing, and a game's searches are short (the benchmark's armies: about 12
// calls of complete and 8 candidates tried a game), while summing the candidates at every gather
// cost about 4,000 instructions a game (callgrind): a search starts without them, and only one that
// runs long (a side of many small dice and a sum they cannot make: it could try every subset) is
// started again with them, as find would search.
// The flank found is left in the finder's arrays, as find leaves it.
import { FlankFinder } from "../strife/flank";
import type { MedievalBattle } from "./battle";

// The numbers of other files this one's hot code uses, as enums of its own (see players.ts);
// enums.test.ts checks each member against its file's.
/** units.ts's SpellId (the members used here). */
export enum SpellId {
  Beam = 2,
  Laser = 6,
}
/** What Beam and Laser attack with (units.ts's SPELLS). */
export enum Value {
  Beam = 3,
  Laser = 5,
}

const packCandidate = FlankFinder.pack;

/** The search's limits (IndexFlank's steps and total). */
enum Steps {
  /** Candidates a search tries before it starts again with the sums (a game's searches try about one each). */
  Unsummed = 64,
  /**
   * A number no search reaches: the steps once summed (no limit), and the total before the sums are
   * made (above any target, so that no search is cut short).
   */
  Unlimited = 0x3fffffff,
}

/**
 * One side's flank candidates as the attack index holds them: its dice by value (withAttack, bits
 * of the side's slots), most first, each value's in slot order; Beam's casters beside the dice
 * showing 3 and Laser's beside those showing 5, a unit's die before its spell. A place in that
 * order is a value and the bits of that value's candidates not yet passed (dice and spells apart).
 */
export class IndexFlank {
  private withAttack: Int32Array = new Int32Array(0);
  /** The side's masks in withAttack start here (p × 32); its first slot. */
  private at = 0;
  private first = 0;
  /** Bit v set when some candidate has value v. */
  private values = 0;
  /** The side's Beam and Laser casters now, and its dice that may add one (Flankman). */
  private beam = 0;
  private laser = 0;
  private flankers = 0;
  /**
   * What every candidate adds up to (each at its value and its one): FlankFinder's prefix[m]; Steps.Unlimited
   * until summed, so that no search is cut short by it.
   */
  private total = Steps.Unlimited;
  /** starts[v]: what the candidates above value v add up to (FlankFinder's prefix at v's first), once summed. */
  private readonly starts = new Int32Array(32);
  /** Candidates the search may still try before it starts again with the sums (Steps). */
  private steps = 0;
  /**
   * The parts of the flank being built, one number each: the unit's slot (bits 0-4), its spell
   * rather than its die (bit 5), the one it adds (bit 6) and its value (bits 7 and up). Written
   * into the finder only once a flank is found: the search writes a part at every candidate tried.
   */
  private readonly parts = new Int32Array(32);

  constructor(private readonly finder: FlankFinder) {}

  /** p's candidates now (gatherFlank's, with the same masks), not summed yet. */
  gather(b: MedievalBattle, p: number): void {
    const at = p * 32;
    this.withAttack = b.withAttack;
    this.at = at;
    this.first = b.firstOf[p]!;
    const able = b.able[p]!;
    const beam = able & b.castLeft[2 * p]!,
      laser = able & b.castLeft[2 * p + 1]!;
    this.beam = beam;
    this.laser = laser;
    this.flankers = b.flankers[p]!;
    this.values = b.attacks[p]! | (beam !== 0 ? 1 << Value.Beam : 0) | (laser !== 0 ? 1 << Value.Laser : 0);
    this.total = Steps.Unlimited;
  }

  /** The sums before each value's candidates, and their total. */
  private sum(): void {
    const flankers = this.flankers;
    let sum = 0;
    for (let left = this.values; left !== 0;) {
      const v = 31 - Math.clz32(left);
      left ^= 1 << v;
      this.starts[v] = sum;
      const dice = this.withAttack[this.at + v]!;
      sum += v * (popCount(dice) + popCount(this.castersAt(v))) + popCount(dice & flankers);
    }
    this.total = sum;
  }

  /** The casters whose spell attacks with v: Beam's at 3, Laser's at 5 (masks, not a branch on v). */
  private castersAt(v: number): number {
    return (this.beam & -(((v ^ Value.Beam) - 1) >>> 31)) | (this.laser & -(((v ^ Value.Laser) - 1) >>> 31));
  }

  /** FlankFinder.find(target) over the candidates gathered: true when found, the parts left in the finder. */
  find(target: number): boolean {
    return this.look(target) && this.found();
  }

  /**
   * find without filling the finder's arrays: true when found, the count of parts in the finder's
   * len and each part read with unitOf and tagOf (quick.ts's loop, which reads nothing else of it).
   */
  look(target: number): boolean {
    // (fewer than two candidates find nothing either way: no count is kept)
    if (target < 2 || this.values === 0) return false;
    if (this.total === Steps.Unlimited) {
      this.steps = Steps.Unsummed;
      if (this.search(target)) return true;
      if (this.steps >= 0) return false;
      // (the search ran long: again, with the sums)
      this.sum();
    }
    this.steps = Steps.Unlimited;
    return this.total >= target && this.search(target);
  }

  /** find's search, stopped (steps below 0, nothing found) once it has tried `steps` candidates. */
  private search(target: number): boolean {
    let v = 31 - Math.clz32(this.values),
      dice = this.withAttack[this.at + v]!,
      spells = this.castersAt(v),
      before = 0;
    for (;;) {
      // (no candidate of the target's value or more anchors: those values are passed at once,
      // with the sum of their candidates, instead of one candidate at a time as find does)
      while ((dice | spells) === 0 || v >= target) {
        const rest = this.values & ((1 << (v < target ? v : target)) - 1);
        if (rest === 0) return false;
        v = 31 - Math.clz32(rest);
        dice = this.withAttack[this.at + v]!;
        spells = this.castersAt(v);
        before = this.starts[v]!;
      }
      const both = dice | spells,
        low = both & -both;
      const die = (dice & low) !== 0;
      if (die) dice ^= low;
      else spells ^= low;
      const plus = die && (this.flankers & low) !== 0 ? 1 : 0;
      // the anchor: the largest part at least half the target, as find takes it
      if (2 * (v + plus) < target) return false;
      for (let add = plus; add >= 0; add--) {
        const a = v + add;
        if (a >= target || 2 * a < target) continue;
        this.parts[0] = (31 - Math.clz32(low)) | (die ? 0 : 32) | (add << 6) | (v << 7);
        if (this.complete(v, dice, spells, before + v + plus, target - a, 1, low)) return true;
        if (this.steps < 0) return false;
      }
      before += v + plus;
    }
  }

  /**
   * FlankFinder's complete: the candidates after the place (v, dice, spells), whose sums start at
   * `before`, adding up to r without the units of `used` (bits), into parts depth and on.
   */
  private complete(v: number, dice: number, spells: number, before: number, r: number, depth: number, used: number): boolean {
    // the candidates from here on add up to less than r once those before add up to more than this
    const most = this.total - r;
    for (;;) {
      // (no candidate of a value above r can be a part: those values are passed at once, as above)
      while ((dice | spells) === 0 || v > r) {
        const rest = this.values & ((1 << (v <= r ? v : r + 1)) - 1);
        if (rest === 0) return false;
        v = 31 - Math.clz32(rest);
        dice = this.withAttack[this.at + v]!;
        spells = this.castersAt(v);
        before = this.starts[v]!;
      }
      if (before > most || --this.steps < 0) return false;
      const both = dice | spells,
        low = both & -both;
      const die = (dice & low) !== 0;
      if (die) dice ^= low;
      else spells ^= low;
      const plus = die && (this.flankers & low) !== 0 ? 1 : 0;
      if ((used & low) === 0)
        for (let add = plus; add >= 0; add--) {
          const value = v + add;
          if (value > r) continue;
          this.parts[depth] = (31 - Math.clz32(low)) | (die ? 0 : 32) | (add << 6) | (v << 7);
          if (value === r) {
            this.finder.len = depth + 1;
            return true;
          }
          if (this.complete(v, dice, spells, before + v + plus, r - value, depth + 1, used | low)) return true;
        }
      before += v + plus;
    }
  }

  /** The unit of part i of the flank found (the finder's pickedUnit). */
  unitOf(i: number): number {
    return this.first + (this.parts[i]! & 31);
  }

  /** The spell of part i of the flank found, -1 for its die (the finder's pickedTag): Beam at 3, Laser at 5. */
  tagOf(i: number): number {
    const part = this.parts[i]!;
    return (part & 32) === 0 ? -1 : part >> 7 === Value.Beam ? SpellId.Beam : SpellId.Laser;
  }

  /** The parts found, into the finder as find leaves them: part i is candidate i, with its value and its one. */
  private found(): true {
    const f = this.finder;
    for (let i = 0; i < f.len; i++) {
      const part = this.parts[i]!,
        slot = part & 31,
        v = part >> 7;
      // a die may add one when it is a Flankman's
      const tag = this.tagOf(i);
      f.meta[i] = packCandidate(this.first + slot, tag === -1 ? (this.flankers >> slot) & 1 : 0, tag);
      f.value[i] = v;
      f.pick[i] = i;
      f.pickPlus[i] = (part >> 6) & 1;
    }
    return true;
  }
}

/** Bits set in a 32-bit x. */
function popCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
