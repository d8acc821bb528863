/**
 * A name none of `taken` has: `name` itself, else "name (2)", "name (3)"… cut to fit `max`
 * characters. A name already numbered counts on from its number ("Grunts (2)" → "Grunts (3)").
 */
export function freeName(name: string, taken: readonly string[], max = 60): string {
  const used = new Set(taken.map((t) => t.trim().toLowerCase()));
  if (!used.has(name.trim().toLowerCase())) return name;
  const numbered = /^(.*) \((\d+)\)$/.exec(name);
  const base = numbered ? numbered[1]! : name;
  for (let n = numbered ? Number(numbered[2]) + 1 : 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${base.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
