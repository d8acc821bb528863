import "server-only";
import { readPrintOptions, type PrintOptions } from "@/lib/contracts/print";
import type { Db } from "../prisma";

/** Who may change a gang's print choice: the same as who may print it (findEditableGang). */
const editableBy = (gangId: string, userId: string) => ({
  id: gangId,
  OR: [{ ownerId: userId }, { campaign: { members: { some: { userId, role: "organiser" } } } }],
});

/** Remembers what to print for a gang; false when the gang is not this user's to print. */
export async function savePrintOptions(client: Db, gangId: string, userId: string, options: PrintOptions): Promise<boolean> {
  const { count } = await client.gang.updateMany({ where: editableBy(gangId, userId), data: { printOptions: JSON.stringify(options) } });
  return count === 1;
}

/** The gang's remembered print choice (the defaults when none), for a gang already loaded with its row. */
export const printOptionsOf = (gang: { printOptions: string | null }): PrintOptions => readPrintOptions(gang.printOptions);
