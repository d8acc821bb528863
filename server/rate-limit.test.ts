import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { addressBucket, clientAddress, installPeerAddressHeader, PEER_ADDRESS_HEADER } from "./client-address";
import { clearAttempts, countAttempt, countAttempts } from "./rate-limit";
import { testDatabases, type TestDatabase } from "./testing/databases";

const policy = { limit: 3, windowMs: 60_000 };

describe.each(testDatabases())("limits kept in the database, on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  it("counts attempts in a window: the limit's worth pass, the next waits until the window ends, then a new window starts", async () => {
    const now = 1_800_000_000_000;
    for (let i = 0; i < 3; i++) expect(await countAttempt(t.db, "k:window", policy, now + i)).toEqual({ ok: true });
    expect(await countAttempt(t.db, "k:window", policy, now + 10_000)).toEqual({ ok: false, retryAfterMs: 50_000 });
    expect(await countAttempt(t.db, "k:window", policy, now + 60_000)).toEqual({ ok: true });
    expect(await t.db.rateLimit.findUniqueOrThrow({ where: { key: "k:window" } })).toMatchObject({ count: 1, resetAt: BigInt(now + 120_000) });
  });

  it("100 attempts at once (as from many instances) are counted 100 times: exactly the limit pass", async () => {
    const verdicts = await Promise.all(Array.from({ length: 100 }, () => countAttempt(t.db, "k:parallel", policy)));
    expect(verdicts.filter((v) => v.ok)).toHaveLength(3);
    expect((await t.db.rateLimit.findUniqueOrThrow({ where: { key: "k:parallel" } })).count).toBe(100);
  });

  it("several keys: refused if any is over, with the longest wait; an unknown (null) key is not counted", async () => {
    const now = 1_800_000_000_000;
    for (let i = 0; i < 3; i++) await countAttempt(t.db, "k:short", { limit: 3, windowMs: 10_000 }, now);
    for (let i = 0; i < 3; i++) await countAttempt(t.db, "k:long", policy, now);
    expect(
      await countAttempts(
        t.db,
        [
          ["k:short", { limit: 3, windowMs: 10_000 }],
          ["k:long", policy],
          [null, policy],
        ],
        now,
      ),
    ).toEqual({ ok: false, retryAfterMs: 60_000 });
    await clearAttempts(t.db, "k:long");
    expect(await t.db.rateLimit.findUnique({ where: { key: "k:long" } })).toBeNull();
  });
});

describe("the client address the limits count", () => {
  it("without TRUST_PROXY: the connection's own address; X-Forwarded-For, which the client writes, is ignored", () => {
    expect(clientAddress({ "x-forwarded-for": "1.2.3.4", [PEER_ADDRESS_HEADER]: "::ffff:203.0.113.9" }, 0)).toBe("203.0.113.9");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4" }), 0)).toBeNull();
  });

  it("a connection from this machine (a local reverse proxy) is no client address: set TRUST_PROXY behind one", () => {
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "127.0.0.1" }, 0)).toBeNull();
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1" }, 0)).toBeNull();
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "::1" }, 0)).toBeNull();
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "::1", "x-forwarded-for": "198.51.100.4" }, 1)).toBe("198.51.100.4");
  });

  it("the peer-address hook writes the connection's address over the one a client sends", async () => {
    installPeerAddressHeader();
    const server = http.createServer((req, res) => res.end(String(req.headers[PEER_ADDRESS_HEADER])));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const body = await fetch(`http://127.0.0.1:${port}/`, { headers: { [PEER_ADDRESS_HEADER]: "6.6.6.6" } }).then((r) => r.text());
    await new Promise((resolve) => server.close(resolve));
    expect(body).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=N: the address the outermost of our N proxies saw (N-th from the right)", () => {
    const headers = { "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.2", [PEER_ADDRESS_HEADER]: "10.0.0.3" };
    expect(clientAddress(headers, 1)).toBe("10.0.0.2");
    expect(clientAddress(headers, 2)).toBe("198.51.100.4");
    expect(clientAddress({ "x-forwarded-for": "198.51.100.4" }, 2)).toBe("198.51.100.4");
    expect(clientAddress({ [PEER_ADDRESS_HEADER]: "10.0.0.3" }, 1)).toBe("10.0.0.3");
  });

  it("IPv6 counts by its /64 (one household), IPv4 as it is", () => {
    expect(addressBucket("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressBucket("[2001:DB8:0001:0002::9]")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("::1")).toBe("0:0:0:0::/64");
    expect(addressBucket("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(addressBucket("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});
