import "next-auth";
import "next-auth/jwt";

declare module "next-auth" {
  interface Session {
    user?: { id?: string; name?: string | null; email?: string | null; image?: string | null };
  }
  interface User {
    /** The user's session version when signing in (server/accounts/sessions.ts). */
    sessionVersion: number;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    uid?: string;
    /** The session version this cookie was issued under. */
    sv?: number;
    /** This session's id, for signing it out alone. */
    sid?: string;
  }
}
