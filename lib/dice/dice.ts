// The dice the rules texts use, each roll written to a roll log (what for, which dice, result)
// that the app stores and shows, and from which a whole sequence can be replayed.
import { DiceExhaustedError, DiceRangeError, manualSource, seededSource, type RandomSource } from "./source";

export type DieKind = "D3" | "D6" | "2D6" | "D66" | "D100" | "D10" | "scatter";

export interface RollEntry {
  /** What the roll is for, in the game's words: "Permanent damage: Grunt Truck". */
  purpose: string;
  dice: DieKind;
  /** The faces read off the dice, in order (D66: tens then units; 2D6: each die). */
  faces: number[];
  /** The number the rules use: the total, the D66 value, the D3 result… */
  result: number;
}

/** Scatter die: two faces of six show a hit symbol, the others an arrow (direction as a clock face). */
export interface ScatterResult {
  hit: boolean;
  /** Direction of the arrow in degrees clockwise from "12 o'clock" (0 when `hit`). */
  degrees: number;
}

/** A source's refusal (typed-in dice that run out or do not fit) re-worded to name the roll it was for; other errors unchanged. */
export function withPurpose(e: unknown, purpose: string): unknown {
  if (e instanceof DiceRangeError) return new DiceRangeError(e.value, e.sides, purpose);
  if (e instanceof DiceExhaustedError) return new DiceExhaustedError(purpose);
  return e;
}

export class Dice {
  readonly log: RollEntry[] = [];

  constructor(
    private readonly source: RandomSource,
    private readonly logging = true,
  ) {}

  // One face or two: the faces array is built only when the roll is logged, so the odds runner's
  // thousands of games (logging off) allocate nothing per roll.
  private record(purpose: string, dice: DieKind, first: number, result: number, second?: number): number {
    if (this.logging) this.log.push({ purpose, dice, faces: second === undefined ? [first] : [first, second], result });
    return result;
  }

  private face(sides: number, purpose: string): number {
    try {
      return this.source.next(sides);
    } catch (e) {
      throw withPurpose(e, purpose);
    }
  }

  /**
   * The bare source when these dice keep no roll log (`new Dice(source, false)`, the odds
   * runner's dice), else null. Such dice only pass each draw through, so a hot loop may draw from
   * the source itself: the same numbers in the same order, without a call, a try/catch and a log
   * check per die (name a refused die with `withPurpose`, as the dice would).
   */
  quietSource(): RandomSource | null {
    return this.logging ? null : this.source;
  }

  d6(purpose: string): number {
    const f = this.face(6, purpose);
    return this.record(purpose, "D6", f, f);
  }

  /** D3: a D6 halved, rounding up (1-2 → 1, 3-4 → 2, 5-6 → 3); the face rolled is logged. */
  d3(purpose: string): number {
    const f = this.face(6, purpose);
    return this.record(purpose, "D3", f, Math.ceil(f / 2));
  }

  twoD6(purpose: string): number {
    const a = this.face(6, purpose);
    const b = this.face(6, purpose);
    return this.record(purpose, "2D6", a, a + b, b);
  }

  /** D66: the first D6 is the tens, the second the units (11 to 66). */
  d66(purpose: string): number {
    const tens = this.face(6, purpose);
    const units = this.face(6, purpose);
    return this.record(purpose, "D66", tens, tens * 10 + units, units);
  }

  d10(purpose: string): number {
    const f = this.face(10, purpose);
    return this.record(purpose, "D10", f, f);
  }

  d100(purpose: string): number {
    const f = this.face(100, purpose);
    return this.record(purpose, "D100", f, f);
  }

  /**
   * ruling: a scatter die is a D6 whose faces 1-2 show the hit symbol; an arrow's direction is
   * a second roll on a clock face (D12: 12 = straight ahead/up the table), i.e. 30° steps.
   */
  scatter(purpose: string): ScatterResult {
    const f = this.face(6, purpose);
    if (f <= 2) {
      this.record(purpose, "scatter", f, 0);
      return { hit: true, degrees: 0 };
    }
    const clock = this.face(12, purpose);
    const degrees = (clock % 12) * 30;
    this.record(purpose, "scatter", f, degrees, clock);
    return { hit: false, degrees };
  }

  /**
   * The little arrow on the scatter die's HIT symbol, for rules that always want a direction (a
   * Gnoblar wandering, a vehicle spinning to a new facing). ruling: the little arrow points
   * anywhere, so its direction is read as a clock face from two more D6: the first says which half
   * (1-3: 1 to 6 o'clock, 4-6: 7 to 12), the second the hour. Degrees clockwise from 12 o'clock.
   */
  hitArrow(purpose: string): number {
    const half = this.d6(`${purpose}: HIT arrow half`) <= 3 ? 0 : 6;
    return ((this.d6(`${purpose}: HIT arrow hour`) + half) % 12) * 30;
  }
}

export function seededDice(seed: string | number, logging = true): Dice {
  return new Dice(seededSource(seed), logging);
}

export function manualDice(values: readonly number[]): Dice {
  return new Dice(manualSource(values));
}

/** A log replayed: the same faces in the same order, so the same code path gives the same result. */
export function replayDice(log: readonly RollEntry[]): Dice {
  return manualDice(log.flatMap((e) => e.faces));
}
