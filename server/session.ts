import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { authOptions } from "./auth";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

/**
 * The signed-in user. next-auth's jwt callback (auth.ts) has read the user's row for this cookie:
 * a deleted account, a signed-out session or one from before a password change is no session.
 * Cached per request, so the row is read once however many components ask.
 */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(authOptions);
  const user = session?.user;
  if (!user?.id || !user.email || typeof user.name !== "string") return null;
  return { id: user.id, email: user.email, name: user.name };
});

/** For pages: the signed-in user, or a redirect to sign in that comes back here. */
export async function requirePageUser(returnTo: string): Promise<CurrentUser> {
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}
