// Test fixtures for army files (lib/contracts/army.test.ts, server/armies/armies.test.ts).

/**
 * 200 rows of long names, ids and accented letters: under ARMY_FILE_MAX_BYTES written compactly,
 * over it laid out one field a line, as an army is kept and exported.
 */
export const bulkyArmyUnits = () =>
  Array.from({ length: 200 }, (_, i) => ({
    type: "T".repeat(120),
    die: 6,
    count: 1,
    name: "é".repeat(120),
    id: `unit-${String(i).padStart(3, "0")}-${"x".repeat(50)}`,
  }));
