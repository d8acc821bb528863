import "server-only";
import { getServerSession } from "next-auth";
import { redirect } from "next/navigation";
import { cache } from "react";
import { authOptions } from "./auth";
import { db } from "./db";

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
}

/** The signed-in user, checked against the database (a deleted account's cookie is no session). */
export const currentUser = cache(async (): Promise<CurrentUser | null> => {
  const session = await getServerSession(authOptions);
  const id = session?.user?.id;
  if (!id) return null;
  return db().user.findUnique({ where: { id }, select: { id: true, email: true, name: true } });
});

/** For pages: the signed-in user, or a redirect to sign in that comes back here. */
export async function requirePageUser(returnTo: string): Promise<CurrentUser> {
  const user = await currentUser();
  if (!user) redirect(`/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  return user;
}
