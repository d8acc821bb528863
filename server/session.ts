import "server-only";
import { getToken } from "next-auth/jwt";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { decodeSessionToken } from "./accounts/session-token";
import { liveSessionUser } from "./accounts/sessions";
import { authSecret } from "./auth-secret";
import { db } from "./db";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

type TokenRequest = Parameters<typeof getToken>[0]["req"];

/**
 * The signed-in user: the session cookie's claims (next-auth's own cookie name and format, read by
 * its getToken) and then the user's row, as the jwt callback in auth.ts checks them: a deleted
 * account, a signed-out session or one from before a password change is no session. Not
 * getServerSession: it would also encrypt a renewed cookie that a page cannot send. Only the
 * cookie counts (no Authorization header). Cached per request: the row is read once however many
 * components ask.
 */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const req = { cookies: await cookies(), headers: new Headers() } as unknown as TokenRequest;
  const claims = await getToken({ req, secret: authSecret(), decode: ({ token, secret }) => (token ? decodeSessionToken(token, String(secret)) : null) });
  if (!claims) return null;
  return liveSessionUser(db(), claims);
});

/** For pages: the signed-in user, or a redirect to sign in that comes back here. */
export async function requirePageUser(returnTo: string): Promise<CurrentUser> {
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}
