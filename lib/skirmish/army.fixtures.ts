// Test helpers for armies of one's own (army.test.ts, army-edges.test.ts): an army file of a game,
// the refusals of one as "path: message" lines, and a file that must read.
import { readArmy, type Army } from "./army";

export const army = (game: Army["game"], units: Army["units"], extra: Partial<Army> = {}): unknown => ({
  format: "gorka-garage.army",
  version: 1,
  game,
  name: "Test",
  units,
  ...extra,
});

export const problems = (data: unknown): string[] => {
  const r = readArmy(data);
  return r.ok ? [] : r.problems.map((p) => `${p.path}: ${p.message}`);
};

export const must = (data: unknown): Army => {
  const r = readArmy(data);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.army;
};
