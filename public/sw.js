// The battle screen's service worker: a battle started online goes on offline and survives a
// reload. It keeps the battle screen's pages (network first, the last copy when offline) and the
// build's static files they load (cache first: their names change with each build). Nothing else
// is touched: every other page and every server action goes to the network as before.
const CACHE = "gorka-battle-v1";
const PLAY_PAGE = /^\/(campaigns\/[^/]+\/)?battles\/play\/?$/;
const STATIC = /^\/(_next\/static\/|icons\/|icon\.svg$|manifest\.webmanifest$)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
    await self.clients.claim();
  })());
});

const keep = (response) => response.ok && !response.redirected && response.type === "basic";

// Only a battle page opened while signed in (a kept page, never a redirect to sign in) makes the
// cache; reading it and keeping static files never do. So after sign-out deleted it (the page's
// sign-out-cleanup.ts), nothing comes back until a battle page is opened again.
async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (keep(response)) await (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (e) {
    const cached =
      (await caches.match(request, { cacheName: CACHE, ignoreVary: true })) ??
      (await caches.match(request, { cacheName: CACHE, ignoreSearch: true, ignoreVary: true }));
    if (cached) return cached;
    throw e;
  }
}

async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (keep(response) && (await caches.has(CACHE))) await (await caches.open(CACHE)).put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && PLAY_PAGE.test(url.pathname)) event.respondWith(networkFirst(request));
  else if (STATIC.test(url.pathname)) event.respondWith(cacheFirst(request));
});

// The page that registered the worker was loaded before the worker ran: it sends its own address
// and the static files it loaded, to be kept now.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "keep" || !Array.isArray(data.urls)) return;
  event.waitUntil((async () => {
    for (const href of data.urls) {
      const url = new URL(href, self.location.origin);
      if (url.origin !== self.location.origin || !(PLAY_PAGE.test(url.pathname) || STATIC.test(url.pathname))) continue;
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        if (keep(response)) await (await caches.open(CACHE)).put(url, response);
      } catch {
        // offline already: kept next time
      }
    }
  })());
});
