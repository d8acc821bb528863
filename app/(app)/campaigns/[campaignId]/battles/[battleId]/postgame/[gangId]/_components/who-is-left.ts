// Who the later wizard steps still offer once the player has answered "Died (no roll)" on
// "Lasting injuries and deaths". The server refuses the dead anyway; this keeps them off the page.
// A fighter who dies of his lasting-injury roll is only known at the summary, which says so.

/** The injury answers as the form holds them while the player edits (fields may be missing). */
export type InjuryAnswers = readonly ({ fighterId?: string; outcome?: string } | undefined)[] | undefined;

export function deadIn(injuries: InjuryAnswers): Set<string> {
  return new Set((injuries ?? []).flatMap((d) => (d?.outcome === "died" && d.fighterId ? [d.fighterId] : [])));
}

/**
 * The rows of a plan list whose fighter is still alive, each with its index in the list (the form
 * keeps one answer per row of plan.drivers, dead or not).
 */
export function stillAlive<T extends { fighterId: string }>(rows: readonly T[], dead: ReadonlySet<string>): { row: T; index: number }[] {
  return rows.flatMap((row, index) => (dead.has(row.fighterId) ? [] : [{ row, index }]));
}

/** "A, B and C". */
const list = (names: string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

/**
 * 003 Campaign Rules, Skills: every nominated driver may roll a driving skill, but one who died in
 * this post-game rolls nothing. When every driver died, the step says so instead of standing empty.
 */
export function nobodyLeftToRoll(drivers: readonly { name: string; vehicleName: string }[]): string {
  const who = list(drivers.map((d) => `${d.name} (${d.vehicleName})`));
  return `Nobody left to roll: ${who} ${drivers.length === 1 ? "died" : "all died"} in this battle.`;
}
