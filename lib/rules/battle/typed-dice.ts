// Dice typed in at the table: "3 5", "3,5" or "35" for two D6. Only whole numbers are read; whether
// each is a face of its die is the rule's own check when the event is played (dice-out-of-range).

export type TypedFaces = { ok: true; faces: number[] | null } | { ok: false; message: string };

/** null faces: nothing typed, so the app rolls. A single run of digits is read one die per digit (every die here has at most 6 faces, bar the D66 read as two). */
export function parseTypedFaces(text: string): TypedFaces {
  const t = text.trim();
  if (t === "") return { ok: true, faces: null };
  const parts = /^\d+$/.test(t) ? [...t] : t.split(/[\s,;]+/);
  if (parts.some((p) => !/^\d+$/.test(p))) return { ok: false, message: "Type each die's face as a whole number, separated by spaces (for example 3 5)." };
  return { ok: true, faces: parts.map(Number) };
}
