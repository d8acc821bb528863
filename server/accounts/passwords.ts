import "server-only";
import { hash, verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

/**
 * Argon2id with OWASP's minimum (19 MiB of memory, 2 passes, 1 lane), written out so that a new
 * version of the package cannot lower it. Why not bcrypt: it reads only the first 72 bytes, so two
 * long passwords sharing those were the same password. Argon2 reads all of it (a password is at
 * most 200 characters: signUpSchema).
 */
const ARGON2ID = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PARAMS = `m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}`;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash is bcrypt or weaker Argon2: store hashPassword(password) now that it is known. */
  rehash: boolean;
}

/** Checks a password against its stored hash (Argon2id, or bcrypt from before). */
export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  if (stored.startsWith("$argon2")) {
    const ok = await verify(stored, password).catch(() => false);
    return { ok, rehash: ok && !stored.startsWith(`$argon2id$v=19$${CURRENT_PARAMS}$`) };
  }
  if (/^\$2[aby]\$/.test(stored)) {
    const ok = await bcrypt.compare(password, stored);
    return { ok, rehash: ok };
  }
  return { ok: false, rehash: false };
}

let decoy: Promise<string> | undefined;
/**
 * Spends the time a real check takes when no account has the email, so the answer's timing does
 * not tell which emails have accounts.
 */
export async function checkNoPassword(password: string): Promise<void> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  await verify(await decoy, password).catch(() => false);
}
