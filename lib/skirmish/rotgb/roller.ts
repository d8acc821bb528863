// A tiny roller for dice of any size over a RandomSource: no allocation per roll, and an optional
// flat record of the faces drawn so a game can be replayed with manualSource(faces).
import type { RandomSource } from "../../dice/source";

export class Roller {
  /** Faces drawn, in order (only when recording). */
  readonly faces: number[] | null;

  constructor(
    private readonly source: RandomSource,
    record: boolean,
  ) {
    this.faces = record ? [] : null;
  }

  /** A face from 1 to `sides`. A d1 always shows 1, so no number is drawn for it. */
  roll(sides: number): number {
    if (sides === 1) return 1;
    const face = this.source.next(sides);
    if (this.faces !== null) this.faces.push(face);
    return face;
  }
}
