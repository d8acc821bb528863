/** The id of a battle's entry in the battle history: where the focus goes once it is confirmed, withdrawn or voided. */
export const battleAnchor = (battleId: string): string => `battle-${battleId}`;
