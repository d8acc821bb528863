import { createUser } from "../accounts/mutations";
import type { Db } from "../prisma";

/** Accounts for a test, one per name ("alice" → alice@example.com); returns their ids by name. */
export async function testUsers<K extends string>(db: Db, ...names: K[]): Promise<Record<K, string>> {
  const ids = {} as Record<K, string>;
  for (const name of names) {
    const r = await createUser(db, { name, email: `${name.toLowerCase()}@example.com`, password: "password1" });
    if (!r.ok) throw new Error(`test user ${name}: ${r.reason}`);
    ids[name] = r.id;
  }
  return ids;
}
