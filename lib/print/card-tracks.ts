// Tick tracks printed on a card: what a player marks during a battle.

/**
 * The armour plates' special save from the one the vehicle starts with: 003 Workshop, Armour
 * plates — each save it makes worsens the save by one for the rest of the battle, so a 4+ goes
 * 4+, 5+, 6+, then none. One box per step; none without plates.
 */
export function armourPlateTrack(save: number | null): number[] {
  if (save === null) return [];
  const steps: number[] = [];
  for (let s = Math.max(2, save); s <= 6; s++) steps.push(s);
  return steps;
}

/** A location's wound boxes: its Wounds when it is a number; a crew or driver location uses the fighter's own card. */
export function woundBoxes(wounds: unknown): number {
  return typeof wounds === "number" && Number.isInteger(wounds) && wounds > 0 ? Math.min(wounds, 12) : 0;
}

/**
 * A QR code's dark modules as one SVG path (one unit per module, a 4-module quiet zone added by
 * the caller's viewBox): each run of dark modules along a row is one rectangle.
 */
export function qrPath(size: number, isDark: (row: number, col: number) => boolean, quiet = 4): string {
  let d = "";
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!isDark(r, c)) continue;
      let end = c;
      while (end + 1 < size && isDark(r, end + 1)) end++;
      d += `M${c + quiet} ${r + quiet}h${end - c + 1}v1h-${end - c + 1}z`;
      c = end;
    }
  }
  return d;
}
