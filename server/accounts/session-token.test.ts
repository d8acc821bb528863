import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { decodeSessionToken, decodedCount, DECODED_KEPT } from "./session-token";

const SECRET = "a-test-secret-of-enough-length-0123456789";
const claims = { uid: "u1", sv: 3, sid: "s1", name: "Ada", email: "ada@example.org" };

describe("decodeSessionToken: the session cookie's claims, decoded once per cookie", () => {
  it("reads next-auth's own cookie, and the same claims again from memory", async () => {
    const token = await encode({ token: claims, secret: SECRET });
    const first = await decodeSessionToken(token, SECRET);
    expect(first).toMatchObject(claims);
    expect(await decodeSessionToken(token, SECRET)).toBe(first);
  });

  it("refuses a cookie of another secret and a tampered cookie", async () => {
    const token = await encode({ token: claims, secret: SECRET });
    expect(await decodeSessionToken(token, `${SECRET}-other`)).toBeNull();
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    expect(await decodeSessionToken(tampered, SECRET)).toBeNull();
    expect(await decodeSessionToken("not-a-jwt", SECRET)).toBeNull();
  });

  it("a remembered cookie stops opening anything once it expires (15 s tolerance, as jose's)", async () => {
    const token = await encode({ token: claims, secret: SECRET, maxAge: 60 });
    const now = Date.now();
    expect(await decodeSessionToken(token, SECRET, now)).not.toBeNull();
    expect(await decodeSessionToken(token, SECRET, now + 70_000)).not.toBeNull(); // 60 s + 10 s: within the tolerance
    expect(await decodeSessionToken(token, SECRET, now + 80_000)).toBeNull(); // 60 s + 20 s: expired
    expect(await decodeSessionToken(token, SECRET, now + 80_000)).toBeNull(); // and forgotten, not revived
  });

  it("an expired cookie never decoded before is refused too", async () => {
    const token = await encode({ token: claims, secret: SECRET, maxAge: -60 });
    expect(await decodeSessionToken(token, SECRET)).toBeNull();
  });

  it("remembers at most the cookies it may keep, forgetting the oldest first", async () => {
    const tokens = await Promise.all([1, 2, 3, 4].map((n) => encode({ token: { ...claims, sid: `s${n}` }, secret: SECRET })));
    const now = Date.now();
    const first = await decodeSessionToken(tokens[0]!, SECRET, now, 3);
    for (const t of tokens.slice(1)) await decodeSessionToken(t, SECRET, now, 3);
    expect(decodedCount()).toBe(3);
    const again = await decodeSessionToken(tokens[0]!, SECRET, now, 3); // forgotten: decoded anew
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(DECODED_KEPT).toBe(5000);
  });
});
