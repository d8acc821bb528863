import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("configuration", () => {
  it("nothing set means the SQLite default under data/", () => {
    expect(parseEnv({})).toMatchObject({ DATA_DIR: "data", NODE_ENV: "development" });
  });

  it("a DATABASE_URL that is neither PostgreSQL nor a file is refused with a clear message", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(EnvError);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres:\/\//);
  });

  it("PostgreSQL in production needs a shared NEXTAUTH_SECRET", () => {
    expect(() => parseEnv({ DATABASE_URL: "postgresql://h/db", NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET is required with PostgreSQL/);
    expect(parseEnv({ DATABASE_URL: "postgresql://h/db", NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(32) }).DATABASE_URL).toBe("postgresql://h/db");
  });

  it("a short secret and a malformed NEXTAUTH_URL are each named", () => {
    expect(() => parseEnv({ NEXTAUTH_SECRET: "short" })).toThrow(/NEXTAUTH_SECRET must be at least 32 characters/);
    expect(() => parseEnv({ NEXTAUTH_URL: "localhost" })).toThrow(/NEXTAUTH_URL must be a full URL/);
  });

  it("empty strings count as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", NEXTAUTH_SECRET: "" }).DATABASE_URL).toBeUndefined();
  });

  it("TRUST_PROXY: unset or false trusts no proxy, true one, a number that many; anything else is named", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "TRUE" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY must be true, false or the number of proxies/);
  });
});
