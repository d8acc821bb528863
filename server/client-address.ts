// Which client an attempt comes from, for the limits per client address (rate-limit.ts).
//
// Next.js does not hand the connection's address to route handlers or server actions: it only
// copies it into X-Forwarded-For when the request has none, so a client that writes its own
// X-Forwarded-For chooses its address. Hence:
// - TRUST_PROXY=N (N proxies in front, each appending the address it saw): the N-th address from
//   the right of X-Forwarded-For, the one our own outermost proxy saw;
// - otherwise the connection's own address, which installPeerAddressHeader() (called once at
//   start from instrumentation.ts) writes into PEER_ADDRESS_HEADER, over anything the client sent.
// Without either there is no address: the limits per address are skipped (never one shared bucket
// for everybody), the limits per account still hold. A connection from this machine itself
// (127.0.0.0/8, ::1) is a local reverse proxy, or a test, not a client: no address either (behind
// such a proxy, set TRUST_PROXY so the limits see the clients).
import type { IncomingMessage, Server } from "node:http";
import http from "node:http";

export const PEER_ADDRESS_HEADER = "x-gorka-peer-address";

type HeaderBag = Headers | Record<string, string | string[] | undefined>;
const header = (headers: HeaderBag, name: string): string | undefined => {
  const v = headers instanceof Headers ? (headers.get(name) ?? undefined) : headers[name];
  return Array.isArray(v) ? v.join(",") : v;
};

/** The client's address as the limits count it, or null when it cannot be known. */
export function clientAddress(headers: HeaderBag, trustProxy: number): string | null {
  if (trustProxy > 0) {
    const hops = (header(headers, "x-forwarded-for") ?? "")
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    const seen = hops[Math.max(0, hops.length - trustProxy)];
    if (seen) return addressBucket(seen);
  }
  const peer = header(headers, PEER_ADDRESS_HEADER);
  if (!peer) return null;
  const bucket = addressBucket(peer);
  return /^127\./.test(bucket) || bucket === "0:0:0:0::/64" ? null : bucket;
}

/**
 * IPv4 as it is (an IPv4 address in IPv6 form too); IPv6 by its /64, since one household or
 * server gets a whole /64 and could otherwise count as 2^64 clients.
 */
export function addressBucket(address: string): string {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (v4) return v4[1]!;
  if (!a.includes(":")) return a;
  const [head, tail] = a.split("::") as [string, string | undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

let installed = false;
/**
 * Writes each request's connection address into PEER_ADDRESS_HEADER, replacing any value the
 * client sent, before Next.js sees the request. A small patch of http.Server's emit, because
 * `next start` owns the server and offers no hook at the connection.
 */
export function installPeerAddressHeader(): void {
  if (installed) return;
  installed = true;
  const proto = http.Server.prototype as Server & { emit: (event: string | symbol, ...args: unknown[]) => boolean };
  const emit = proto.emit;
  proto.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as IncomingMessage;
      req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "";
    }
    return emit.call(this, event, ...args);
  };
}
