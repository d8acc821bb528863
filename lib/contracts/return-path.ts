// Where the browser goes after signing in. The sign-in page takes the return path from its URL
// (?callbackUrl=…), which anyone can write into a link: only a path on this very site is followed.

export const DEFAULT_RETURN_PATH = "/gangs";

/**
 * The path to follow on `origin` (the app's own, e.g. window.location.origin), or the default.
 * The candidate is resolved as the browser would resolve it (backslashes as slashes, tabs and line
 * breaks dropped, percent-escapes kept), and only a result on the same origin is taken; then the
 * path alone is returned, never one a browser could read as another host ("//host", "/\host").
 * Why: a prefix check ("starts with / but not //") let `/\evil.example/phish` through.
 */
export function safeReturnPath(candidate: string | null | undefined, origin: string): string {
  if (!candidate) return DEFAULT_RETURN_PATH;
  let own: URL, url: URL;
  try {
    own = new URL(origin);
    url = new URL(candidate, own);
  } catch {
    return DEFAULT_RETURN_PATH;
  }
  if (url.origin !== own.origin || url.username || url.password) return DEFAULT_RETURN_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // e.g. "/.//evil.example" resolves to the path "//evil.example": a protocol-relative URL again
  if (!path.startsWith("/") || /^\/[/\\]/.test(path)) return DEFAULT_RETURN_PATH;
  return path;
}
