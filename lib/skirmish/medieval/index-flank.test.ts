// The flank search off the attack index (index-flank.ts) against FlankFinder's search of the list a
// plain reading makes (every die that attacks with 1 or more, every Beam and Laser with a cast left,
// most first, ties in slot order, a unit's die before its spell): at every turn of random games of
// two sides with the attack index, for every target, the same answer and the same parts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededSource } from "../../dice/source";
import { FlankFinder } from "../strife/flank";
import { IN_PLAY, prepareMedieval, type MedievalBattle } from "./battle";
import { playBattle } from "./engine";
import * as indexFlank from "./index-flank";
import { build, game } from "./testing";
import { BEAM, HOLD, LASER, SPELL_COUNT, SPELLS, SpellId } from "./units";

/** The parts of the flank a finder holds: unit, tag (-1: the die), value with its one. */
function partsOf(f: FlankFinder): string {
  return Array.from({ length: f.len }, (_, i) => `${f.pickedUnit(i)}/${f.pickedTag(i)}/${f.pickedValue(i)}`).join(" ");
}

/** p's candidates as a plain list, searched by FlankFinder, for each target: the parts found or "none". */
function plainFlanks(b: MedievalBattle, p: number, targets: number[]): string[] {
  const f = new FlankFinder(3 * b.n, b.n);
  for (let u = b.firstUnit[p]!; u < b.endUnit[p]!; u++) {
    if (b.status[u] !== IN_PLAY || b.spell[u] === HOLD) continue;
    if (b.atkNow[u]! >= 1) f.add(u, b.atkNow[u]!, b.flanker[u]!, -1);
    for (const s of [BEAM, LASER] as number[])
      if (b.spellMask[u]! & (1 << s) && b.casts[u * SPELL_COUNT + s]! > 0) f.add(u, (SPELLS[s] as { value: number }).value, 0, s);
  }
  return targets.map((d) => (f.find(d) ? partsOf(f) : "none"));
}

describe("IndexFlank, the flank search off the attack index", () => {
  it("keeps units.ts's spell numbers and values", () => {
    expect(indexFlank.SpellId.Beam).toBe(SpellId.Beam);
    expect(indexFlank.SpellId.Laser).toBe(SpellId.Laser);
    expect(indexFlank.Value.Beam).toBe((SPELLS[BEAM] as { value: number }).value);
    expect(indexFlank.Value.Laser).toBe((SPELLS[LASER] as { value: number }).value);
  });

  it("at every turn of 300 random games, for every target from 0 to 32, finds what FlankFinder finds in the plain list", () => {
    const targets = Array.from({ length: 33 }, (_, d) => d);
    const problems: string[] = [];
    let searched = 0;
    fc.assert(
      fc.property(game, (g) => {
        const [setup, options] = build(g);
        const b = prepareMedieval(setup, options);
        if (!b.indexed || !b.listed) return;
        playBattle(b, seededSource(g.seed), (turn, id) => {
          const p = b.playerIds.indexOf(id);
          const want = plainFlanks(b, p, targets);
          b.scan.gather(b, p);
          const got = targets.map((d) => (b.scan.find(d) ? partsOf(b.flank) : "none"));
          searched++;
          if (JSON.stringify(got) !== JSON.stringify(want) && problems.length < 3)
            problems.push(`seed ${g.seed}, turn ${turn}, ${id}: ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);
          return undefined;
        });
      }),
      { numRuns: 300, seed: 20261205 },
    );
    expect(problems).toEqual([]);
    expect(searched).toBeGreaterThan(1000);
  });
});
