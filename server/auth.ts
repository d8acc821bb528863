import "server-only";
import bcrypt from "bcryptjs";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { signInSchema } from "@/lib/contracts/account";
import { safeReturnPath } from "@/lib/contracts/return-path";
import { authSecret } from "./auth-secret";
import { db } from "./db";

// Sessions are signed JWTs in a cookie: no server memory, so any instance behind a load
// balancer can read them as long as all share NEXTAUTH_SECRET.
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
      async authorize(credentials) {
        const parsed = signInSchema.safeParse(credentials);
        if (!parsed.success) return null;
        const user = await db().user.findUnique({ where: { email: parsed.data.email } });
        // Compare even when the user is unknown, so timing does not reveal which emails exist.
        const ok = await bcrypt.compare(parsed.data.password, user?.passwordHash ?? "$2b$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva");
        return user && ok ? { id: user.id, email: user.email, name: user.name } : null;
      },
    }),
  ],
  callbacks: {
    // next-auth's own redirects (after its sign-in and sign-out routes) stay on this site too
    redirect({ url, baseUrl }) {
      return new URL(safeReturnPath(url, baseUrl), baseUrl).toString();
    },
    jwt({ token, user }) {
      if (user) token.uid = user.id;
      return token;
    },
    session({ session, token }) {
      if (session.user && typeof token.uid === "string") session.user.id = token.uid;
      return session;
    },
  },
};
