import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { safeReturnPath } from "@/lib/contracts/return-path";
import { authenticate } from "./accounts/sign-in";
import { endSession, liveSessionUser, newSessionId } from "./accounts/sessions";
import { authSecret } from "./auth-secret";
import { clientAddress } from "./client-address";
import { db } from "./db";
import { env } from "./env";

/** A cookie whose session was signed out (here, everywhere, or by a password change). */
class SessionEndedError extends Error {
  name = "SessionEndedError";
}

// Sessions are signed JWTs in a cookie: no server memory, so any instance behind a load balancer
// can read them as long as all share NEXTAUTH_SECRET. Each carries the user's session version and
// a session id, checked against the user's row on every request (accounts/sessions.ts), so a
// signed-out cookie opens nothing even though it is still validly signed.
export const authOptions: NextAuthOptions = {
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/signin" },
  get secret() {
    return authSecret();
  },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        return authenticate(db(), credentials, clientAddress(req.headers ?? {}, env().TRUST_PROXY));
      },
    }),
  ],
  callbacks: {
    // next-auth's own redirects (after its sign-in and sign-out routes) stay on this site too
    redirect({ url, baseUrl }) {
      return new URL(safeReturnPath(url, baseUrl), baseUrl).toString();
    },
    async jwt({ token, user }) {
      if (user) return { ...token, uid: user.id, sv: user.sessionVersion, sid: newSessionId() };
      // every other read of the cookie (each request's getServerSession, /api/auth/session):
      // a session that has ended throws, and next-auth answers "no session" (and clears the cookie)
      const live = await liveSessionUser(db(), token);
      if (!live) throw new SessionEndedError();
      return { ...token, name: live.name, email: live.email };
    },
    session({ session, token }) {
      if (session.user && typeof token.uid === "string") session.user = { id: token.uid, name: token.name, email: token.email };
      return session;
    },
  },
  events: {
    // "Sign out" ends this session on the server, not only in this browser
    async signOut({ token }) {
      if (token) await endSession(db(), token, typeof token.exp === "number" ? token.exp : Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60);
    },
  },
  logger: {
    error(code, metadata) {
      if (code === "JWT_SESSION_ERROR" && metadata instanceof SessionEndedError) return; // an old cookie, not a fault
      console.error(`[next-auth][error][${code}]`, metadata instanceof Error ? `${metadata.name}: ${metadata.message}` : metadata);
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
};
