import "server-only";
import bcrypt from "bcryptjs";
import type { SignUpInput } from "@/lib/contracts/account";
import type { Db } from "../prisma";
import { isUniqueViolation } from "../prisma-errors";

export type CreateUserResult = { ok: true; id: string } | { ok: false; reason: "EMAIL_TAKEN" };

/** Hashes with bcrypt (cost 10); the password itself is never stored or logged. */
export async function createUser(client: Db, input: SignUpInput): Promise<CreateUserResult> {
  const passwordHash = await bcrypt.hash(input.password, 10);
  try {
    const user = await client.user.create({ data: { email: input.email, name: input.name, passwordHash }, select: { id: true } });
    return { ok: true, id: user.id };
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, reason: "EMAIL_TAKEN" };
    throw e;
  }
}

