import "server-only";
import { randomBytes } from "node:crypto";
import type { Db } from "../prisma";

/**
 * Sessions that end (issue 17). A session is a signed cookie (next-auth JWT) that carries the
 * user's id, the user's `sessionVersion` when it was issued and a random session id. It opens a
 * session only while the user still has that version and has not signed that session id out:
 * one read of the user's row per request (liveSessionUser), which the page needs anyway.
 */
export interface SessionClaims {
  uid?: unknown;
  sv?: unknown;
  sid?: unknown;
}

export const newSessionId = () => randomBytes(16).toString("base64url");

/** Ended sessions kept on one user at most; past it, signing out ends every session of the user. */
export const MAX_SIGNED_OUT_SESSIONS = 100;

type Entry = { sid: string; expires: number };
const parse = (list: string): Entry[] =>
  list
    .split(" ")
    .filter(Boolean)
    .map((e) => {
      const [sid = "", expires = "0"] = e.split(":");
      return { sid, expires: Number(expires) };
    });
const format = (entries: Entry[]) => entries.map((e) => `${e.sid}:${e.expires}`).join(" ");

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The user this cookie's claims still open a session for, or null (signed out, everywhere, password changed, account gone). */
export async function liveSessionUser(client: Db, claims: SessionClaims): Promise<SessionUser | null> {
  if (typeof claims.uid !== "string" || typeof claims.sv !== "number" || typeof claims.sid !== "string") return null;
  const user = await client.user.findUnique({
    where: { id: claims.uid },
    select: { id: true, email: true, name: true, sessionVersion: true, signedOutSessions: true },
  });
  if (!user || user.sessionVersion !== claims.sv) return null;
  if (parse(user.signedOutSessions).some((e) => e.sid === claims.sid)) return null;
  return { id: user.id, email: user.email, name: user.name };
}

/**
 * Signs one session out (the browser's "Sign out"): its id joins the user's ended sessions until
 * the cookie would have expired anyway (`expires`, seconds since 1970). Written only if the row did
 * not change meanwhile (two sign-outs at once both land), retried a few times.
 */
export async function endSession(client: Db, claims: SessionClaims, expires: number, now = Date.now()): Promise<void> {
  if (typeof claims.uid !== "string" || typeof claims.sid !== "string") return;
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = await client.user.findUnique({ where: { id: claims.uid }, select: { sessionVersion: true, signedOutSessions: true } });
    if (!user || user.sessionVersion !== claims.sv) return; // already ended with every other session
    const live = parse(user.signedOutSessions).filter((e) => e.expires * 1000 > now && e.sid !== claims.sid);
    if (live.length >= MAX_SIGNED_OUT_SESSIONS) return endEverySession(client, claims.uid);
    const { count } = await client.user.updateMany({
      where: { id: claims.uid, sessionVersion: user.sessionVersion, signedOutSessions: user.signedOutSessions },
      data: { signedOutSessions: format([...live, { sid: claims.sid, expires }]) },
    });
    if (count === 1) return;
  }
  await endEverySession(client, claims.uid); // still racing after five tries: end them all rather than leave this one open
}

/** "Sign out everywhere" and a password change: every cookie issued so far stops opening a session. */
export async function endEverySession(client: Db, userId: string): Promise<void> {
  await client.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 }, signedOutSessions: "" } });
}
