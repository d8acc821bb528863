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
   * The seeded source's own draw (seededSource's next(n) is 1 + ⌊float() × n⌋), read once per game,
   * or null for any other source. One call site for the seeded sources and another for the rest:
   * a site that sees both (a replay, a recording wrapper) stays fast for the seeded ones.
   */
  private float: (() => number) | null = null;

  /** A new game: its source, and whether to record the faces. */
  start(source: RandomSource, record: boolean): void {
    this.source = source;
    const float = (source as { float?: unknown }).float;
    this.float = typeof float === "function" ? (float as () => number) : null;
    this.faces = record ? [] : null;
  }

  /** A face from 1 to `sides`. A d1 always shows 1, so no number is drawn for it. */
  roll(sides: number): number {
    if (sides === 1) return 1;
    const float = this.float;
    const face = float !== null ? 1 + Math.floor(float() * sides) : this.source.next(sides);
    if (this.faces !== null) this.faces.push(face);
    return face;
  }
}
