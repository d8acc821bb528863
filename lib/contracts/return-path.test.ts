import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_PATH, safeReturnPath } from "./return-path";

const origin = "http://127.0.0.1:3000";

describe("safeReturnPath: only a path on this site is followed after sign-in", () => {
  it.each([
    ["/\\127.0.0.2:3999/phish", "the review's bypass: /\\host is //host to a browser"],
    ["\\\\127.0.0.2/phish", "two backslashes"],
    ["/\\/127.0.0.2/phish", "slash, backslash, slash"],
    ["//127.0.0.2/phish", "protocol-relative"],
    ["///127.0.0.2/phish", "three slashes"],
    ["/\t/127.0.0.2/phish", "a tab between the slashes (browsers drop it)"],
    ["/\n/127.0.0.2/phish", "a line break between the slashes"],
    ["\t//127.0.0.2/phish", "a leading tab"],
    [" //127.0.0.2/phish", "a leading space"],
    ["/.//127.0.0.2/phish", "a dot segment that leaves //host"],
    ["http://127.0.0.2:3999/phish", "an absolute URL to another host"],
    ["https://127.0.0.1:3000/gangs", "our host on another scheme"],
    ["http://127.0.0.1:3001/gangs", "our host on another port"],
    ["http://evil.example@127.0.0.1:3000/gangs", "credentials in the URL"],
    ["javascript:alert(1)", "a script URL"],
    ["JaVaScRiPt:alert(1)", "a script URL in mixed case"],
    ["data:text/html,<script>alert(1)</script>", "a data URL"],
    ["http:\\\\127.0.0.2/phish", "a scheme with backslashes"],
    ["", "nothing"],
  ])("%j (%s) goes to the default", (candidate) => {
    expect(safeReturnPath(candidate, origin)).toBe(DEFAULT_RETURN_PATH);
  });

  it("the encoded forms arrive decoded from the query string and are refused the same way", () => {
    for (const encoded of ["/%5C127.0.0.2:3999/phish", "%5C%5C127.0.0.2/phish", "/%09/127.0.0.2/phish", "%2F%2F127.0.0.2/phish", "/%5C%2F127.0.0.2"]) {
      const decoded = new URLSearchParams(`callbackUrl=${encoded}`).get("callbackUrl")!;
      expect(safeReturnPath(decoded, origin), encoded).toBe(DEFAULT_RETURN_PATH);
    }
  });

  it("an encoding that stays encoded is a path on this site, and stays on it", () => {
    expect(safeReturnPath("/%2F127.0.0.2/phish", origin)).toBe("/%2F127.0.0.2/phish");
    expect(safeReturnPath("/%5C127.0.0.2", origin)).toBe("/%5C127.0.0.2");
  });

  it.each([
    ["/gangs", "/gangs"],
    ["/campaigns/abc?tab=battles#standings", "/campaigns/abc?tab=battles#standings"],
    ["/campaigns/join?code=x%2Fy", "/campaigns/join?code=x%2Fy"],
    ["http://127.0.0.1:3000/skirmish", "/skirmish"],
    ["/gangs/../campaigns", "/campaigns"],
    ["http:127.0.0.2/phish", "/127.0.0.2/phish"], // our scheme without slashes is a relative path, as in a browser
  ])("%j is followed as %j", (candidate, path) => {
    expect(safeReturnPath(candidate, origin)).toBe(path);
  });

  it("every path it returns is read by a browser as a path on this site", () => {
    const tries = ["/\\x", "/./\\x", "/%2e/%2e//x", "/a/..//x", "/..//x", "\\/x", "/\u0000/x", "/\r\n/x"];
    for (const t of tries) {
      const path = safeReturnPath(t, origin);
      expect(new URL(path, origin).origin, t).toBe(origin);
      expect(path, t).toMatch(/^\/(?![/\\])/);
    }
  });
});
