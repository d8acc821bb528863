// Who may confirm a recorded battle as "the other side" (an organiser always may).

export interface BattleSide {
  ownerId: string;
  result: "won" | "lost" | "draw" | string;
}

/**
 * A battle counts once the other side confirms it. ruling: the other side is a player who owns a gang
 * in the battle that fought against every gang the recorder owns in it. Gangs that won together were
 * allies (the winner is a gang or the gangs of one alliance), so a co-winner cannot confirm for the
 * recorder; everyone else in the battle fought against them — the losers, and in a draw every other
 * gang. The recorder never confirms their own record; an organiser recording a battle they did not play
 * owns none of its gangs, so any player in it may confirm.
 */
export function isOtherSide(gangs: readonly BattleSide[], recordedById: string, userId: string): boolean {
  if (!userId || userId === recordedById) return false;
  const recorders = gangs.filter((g) => g.ownerId === recordedById);
  const allies = (a: BattleSide, b: BattleSide) => a.result === "won" && b.result === "won";
  return gangs.some((g) => g.ownerId === userId && recorders.every((r) => !allies(r, g)));
}
