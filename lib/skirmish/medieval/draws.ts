// The dice of one compiled battle, kept from game to game (no allocation per game or per roll), with
// an optional flat record of the faces drawn so a game can be replayed with manualSource(faces).
import type { RandomSource } from "../../dice/source";

/** Before the first game: a source that is never asked. */
const NO_SOURCE: RandomSource = { next: () => 1 };

export class BattleDice {
  /** Faces drawn, in order (only when recording). */
  faces: number[] | null = null;
  private source: RandomSource = NO_SOURCE;
  /**
   * The source again when it is a seeded one (seededSource, the source of every odds and bench game)
   * and the faces are not recorded, else null. Its draws have a call site of their own, which only
   * ever sees seeded sources, so it stays fast where another source (a replay, a recording wrapper)
   * is used too. Read by quick.ts's loop once a game, which then draws from it without asking
   * the dice object again at every roll (it never records).
   */
  seeded: RandomSource | null = null;

  /** A new game: its source, and whether to record the faces. */
  start(source: RandomSource, record: boolean): void {
    this.source = source;
    this.seeded = !record && typeof (source as { float?: unknown }).float === "function" ? source : null;
    this.faces = record ? [] : null;
  }

  /** A face from 1 to `sides`. A d1 always shows 1, so no number is drawn for it. */
  roll(sides: number): number {
    if (sides === 1) return 1;
    // small enough to be inlined where the engine rolls: the seeded source unrecorded, else drawOther
    const seeded = this.seeded;
    return seeded !== null ? seeded.next(sides) : this.drawOther(sides);
  }

  /** A draw from any other source, or one recorded. */
  private drawOther(sides: number): number {
    const face = this.source.next(sides);
    if (this.faces !== null) this.faces.push(face);
    return face;
  }
}
