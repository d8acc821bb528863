// Runs before every page, route and server action (Next.js 16's proxy, formerly middleware):
// refuses cross-site writes and broken server-action calls with their own status codes, and puts a
// Content-Security-Policy with a fresh nonce (plus HSTS over HTTPS) on every response, and answers
// league pages from the page cache when it holds them (server/page-cache.ts). The headers
// that never change are in next.config.js, so static files get them too.
import { NextResponse, type NextRequest } from "next/server";
import { env } from "./server/env";
import { checkServerActionBody, contentSecurityPolicy, crossSite, edgeError, HSTS, isServerAction, overHttps, type EdgeConfig } from "./server/http/edge";

let edge: EdgeConfig | undefined;

/** The league-page cache (server/page-cache-app.ts), started by instrumentation.ts in this process; reached through globalThis so this bundle stays small. */
type PageCacheHook = { serve(request: Request, nonce: string): Promise<Response | null> };
const pageCache = () => (globalThis as { gorkaPageCache?: PageCacheHook }).gorkaPageCache;
const edgeConfig = (): EdgeConfig => (edge ??= { trustProxy: env().TRUST_PROXY, publicUrl: env().NEXTAUTH_URL, dev: env().NODE_ENV === "development" });

export async function proxy(request: NextRequest) {
  const settings = edgeConfig();
  if (crossSite(request, settings)) return edgeError(403, "CROSS_SITE", "This request came from another site and was refused.");
  if (isServerAction(request)) {
    const refused = await checkServerActionBody(request);
    if (refused) return refused;
  }
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const https = overHttps(request, settings);
  const csp = contentSecurityPolicy(nonce, { dev: settings.dev, https });
  // Next.js reads the nonce from the request's CSP header while rendering; layouts read x-nonce
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("content-security-policy", csp);
  const cached = await pageCache()?.serve(request, nonce);
  const response = cached ?? NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  if (https) response.headers.set("Strict-Transport-Security", HSTS);
  return response;
}

export const config = {
  // everything but the build's static files and the icon (no page, no action)
  matcher: ["/((?!_next/static|_next/image|icon.svg|favicon.ico).*)"],
};
