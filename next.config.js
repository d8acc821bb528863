/**
 * Headers every response gets, static files included (issue 17). The Content-Security-Policy,
 * which needs a fresh nonce per page, and HSTS, only over HTTPS, are set by proxy.ts.
 */
const SECURITY_HEADERS = [
  // no site may show these pages in a frame (clickjacking); the CSP says frame-ancestors 'none' too
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  // share links carry their token in the path: another site never sees our addresses
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Native drivers and the Argon2 binding stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "pg", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "@node-rs/argon2"],
  poweredByHeader: false,
  experimental: {
    // Gang imports are JSON pasted into a server action; the import schema allows up to 2 MB.
    // proxy.ts answers 413 above it (SERVER_ACTION_BODY_LIMIT in server/http/edge.ts: keep in step).
    serverActions: { bodySizeLimit: "2mb" },
    // the proxy reads a server action's body to check it: a little over the limit is enough to refuse
    proxyClientMaxBodySize: "3mb",
  },
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
  // `npm test` runs `tsc --noEmit` over the whole project (lib/, tests, scripts included) before
  // building, so the build does not type-check a second time.
  typescript: { ignoreBuildErrors: true },
};

module.exports = nextConfig;
