// History lines that say what an edit changed, so a gang's history reads without the old roster.
import { FIGHTER_TYPE_NAMES, STAT_NAMES } from "../tables/fighters";
import type { FighterRecord } from "./edits";
import type { Fighter } from "./schema";

const listed = (items: readonly string[]) => items.join(", ") || "none";
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** "Champ: status dead, XP 4": each field the edit changes, by the fighter's name before the edit. */
export function describeFighterEdit(before: Fighter | undefined, record: FighterRecord): string {
  if (!before) return `Updated ${record.name}`;
  const changes: string[] = [];
  if (record.name !== before.name) changes.push(`renamed ${record.name}`);
  if (record.type !== undefined && record.type !== before.type) changes.push(`type ${FIGHTER_TYPE_NAMES[record.type]}`);
  if (record.cost !== undefined && record.cost !== before.cost) changes.push(`cost ${record.cost} credits`);
  if (record.status !== before.status) changes.push(`status ${record.status}`);
  if (record.xp !== before.xp) changes.push(`XP ${record.xp}`);
  for (const s of STAT_NAMES) if (record.stats && record.stats[s] !== before.stats[s]) changes.push(`${s} ${record.stats[s]}`);
  if (!same(record.skills, before.skills)) changes.push(`skills ${listed(record.skills)}`);
  if (!same(record.injuries, before.injuries)) changes.push(`injuries ${listed(record.injuries)}`);
  return `${before.name}: ${changes.join(", ") || "no changes"}`;
}
