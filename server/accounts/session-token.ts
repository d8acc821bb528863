// No server-only guard: the page cache (server/page-cache-app.ts, started from instrumentation.ts)
// reads when a cookie ends too. It holds no secret of its own; the caller passes it in.
import { decode, type JWT } from "next-auth/jwt";

/**
 * The session cookie's claims, decoded once per cookie per process. next-auth derives its key
 * (HKDF) and decrypts the cookie on every call, and getServerSession encrypts a fresh cookie that a
 * page cannot even send: a fifth of a small page's server time, measured (`npm run bench:web`).
 * A cookie is immutable, so the same cookie always decodes to the same claims; what can change is
 * only whether it has expired (checked on every read, with jose's 15 s tolerance) and whether its
 * session is still live (checked against the user's row on every read by the caller).
 */
const decoded = new Map<string, { secret: string; claims: JWT }>();
/** Cookies remembered at most; past it the oldest go first (about 1 KB each). */
export const DECODED_KEPT = 5000;
const CLOCK_TOLERANCE_S = 15;

const expired = (claims: JWT, nowS: number) => typeof claims.exp === "number" && claims.exp < nowS - CLOCK_TOLERANCE_S;

/** The claims of a session cookie, or null when it is not one of ours (wrong secret, tampered, expired). */
export async function decodeSessionToken(token: string, secret: string, nowMs = Date.now(), kept = DECODED_KEPT): Promise<JWT | null> {
  const known = decoded.get(token);
  const nowS = Math.floor(nowMs / 1000);
  if (known?.secret === secret) {
    if (!expired(known.claims, nowS)) return known.claims;
    decoded.delete(token);
    return null;
  }
  let claims: JWT | null;
  try {
    claims = await decode({ token, secret });
  } catch {
    return null; // not a cookie this secret signed, or one jose finds expired
  }
  if (!claims || expired(claims, nowS)) return null;
  while (decoded.size >= kept) decoded.delete(decoded.keys().next().value!);
  decoded.delete(token); // decoded under another secret before: now the newest entry
  decoded.set(token, { secret, claims });
  return claims;
}

/** For tests: how many cookies are remembered. */
export const decodedCount = () => decoded.size;
