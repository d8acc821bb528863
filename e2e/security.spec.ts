// Issue 17 against the production build: the open redirect after sign-in, the security headers and
// a CSP every page passes, sessions that end on the server, the limits on guessing, invitations
// instead of silent organisers, and server-action errors answered with their own status codes.
import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { signOut, signUp, uniqueEmail } from "./helpers";

const SPIKES_EXPORT = readFileSync("scripts/fixtures/da-spikes.json", "utf8");
const GRUNTS_EXPORT = readFileSync("scripts/fixtures/da-grunts.json", "utf8");
const PASSWORD = "correct-horse-1";

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Every CSP violation the page reports (the document's and its workers' console), to expect none. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply|create)/i.test(m.text())) seen.push(m.text());
  });
  page.on("worker", (w) =>
    w.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) seen.push(`worker: ${m.text()}`);
    }),
  );
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return seen;
}

test("after sign-in only a path on this site is followed: /\\host, \\\\host, /%09/host, //host and absolute URLs land on My gangs", async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail("redirect");
  await signUp(page, "Redirekt", email);
  await signOut(page, "Redirekt");
  for (const callback of [
    "/%5C127.0.0.2:3999/phish",
    "%5C%5C127.0.0.2:3999/phish",
    "/%09/127.0.0.2:3999/phish",
    "//127.0.0.2:3999/phish",
    "http%3A%2F%2F127.0.0.2%3A3999%2Fphish",
    "/%5C%2F127.0.0.2:3999",
  ]) {
    await page.goto(`/signin?callbackUrl=${callback}`);
    await signIn(page, email);
    await expect(page, callback).toHaveURL(`${baseURL}/gangs`);
    await signOut(page, "Redirekt");
  }
  // a path on this site is followed, as before
  await page.goto(`/signin?callbackUrl=${encodeURIComponent("/campaigns?x=1")}`);
  await signIn(page, email);
  await expect(page).toHaveURL(`${baseURL}/campaigns?x=1`);
});

test("every response carries the security headers; pages a CSP with a fresh nonce on Next.js's own scripts; no HSTS over plain HTTP", async ({ request }) => {
  const first = await request.get("/signin");
  const second = await request.get("/signin");
  const h = first.headers();
  expect(h["x-frame-options"]).toBe("DENY");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("same-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  expect(h["strict-transport-security"]).toBeUndefined();
  const csp = h["content-security-policy"]!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).toContain(`nonce="${nonce}"`);
  // static files and API answers get the fixed headers too
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
  expect((await request.get(chunk)).headers()["x-content-type-options"]).toBe("nosniff");
  expect((await request.get("/api/auth/providers")).headers()["x-frame-options"]).toBe("DENY");
});

test("under the CSP every page works: import, gang, print, PDF, share, campaign, standings, account, and the skirmish odds in their Web Worker", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const violations = cspViolations(page);
  await signUp(page, "Kspee", uniqueEmail("csp"));
  await page.goto("/gangs/import");
  await page.getByLabel("Gang file contents (JSON)").fill(GRUNTS_EXPORT);
  await page.getByRole("button", { name: "Import gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Da Grunts" })).toBeVisible();
  const gangUrl = page.url();
  const gangId = gangUrl.split("/").at(-1)!;

  await page.getByRole("link", { name: "Print cards" }).click();
  await expect(page).toHaveURL(new RegExp(`/gangs/${gangId}/print$`));
  // the print layout's own <style> applies (it carries the nonce): on paper the site header is hidden
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header.site-header")).toBeHidden();
  await page.emulateMedia({ media: "screen" });
  const pdf = await page.request.get(`/api/gangs/${gangId}/pdf?paper=a4`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  await page.goto(gangUrl);
  await page.getByRole("button", { name: "Create share link" }).click();
  const sharePath = (await page.getByRole("link", { name: "Open share link" }).getAttribute("href"))!;
  const visitor = await (await browser.newContext()).newPage();
  const visitorViolations = cspViolations(visitor);
  await visitor.goto(sharePath);
  await expect(visitor.getByRole("heading", { level: 1, name: "Da Grunts" })).toBeVisible();
  expect(visitorViolations).toEqual([]);

  await page.goto("/campaigns");
  await page.getByLabel("Campaign name").fill(`CSP League ${Date.now() % 100000}`);
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Standings" })).toBeVisible();
  await page.goto(`${page.url()}/standings`);
  await expect(page.getByRole("heading", { level: 1, name: /league table/ })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  await page.goto("/skirmish");
  await expect(page.getByLabel("Gang 1", { exact: true })).toHaveValue(/.+/);
  await page.getByLabel("Gang 2", { exact: true }).selectOption({ label: "Paste or upload an export…" });
  await page.getByLabel("Gang 2 export JSON").fill(SPIKES_EXPORT);
  await page.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByRole("region", { name: "Result" }).locator("#result-headline")).toHaveText(/wins|No winner/);
  await page.getByLabel("Games for the odds").fill("200");
  await page.getByRole("button", { name: "Odds" }).click();
  await expect(page.getByText("Finished: 200 games.")).toBeVisible({ timeout: 30_000 });
  expect(violations).toEqual([]);
});

test("signing out ends the session on the server: the old cookie opens nothing, not even /api/auth/session", async ({ page, browser }) => {
  await signUp(page, "Leaver", uniqueEmail("leaver"));
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.includes("session-token"))).toBe(true);
  await signOut(page, "Leaver");

  const thief: BrowserContext = await browser.newContext();
  await thief.addCookies(cookies);
  const stolen = await thief.newPage();
  await stolen.goto("/gangs");
  await expect(stolen).toHaveURL(/\/signin\?callbackUrl=%2Fgangs/);
  expect(await (await thief.request.get("/api/auth/session")).json()).toEqual({});
});

test("sign out everywhere and a password change end the other devices' sessions; the device that changed it stays signed in", async ({ page, browser }) => {
  const email = uniqueEmail("two-devices");
  await signUp(page, "Twodev", email);
  const phone = await (await browser.newContext()).newPage();
  await phone.goto("/signin");
  await signIn(phone, email);
  await expect(phone).toHaveURL(/\/gangs$/);

  // password change on the laptop: the phone is signed out, the laptop carries on with the new password
  await page.getByRole("button", { name: /Twodev/ }).click();
  await page.getByRole("link", { name: "Password and sessions" }).click();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill("brand-new-pass-2");
  await page.getByLabel("New password again").fill("brand-new-pass-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed. Every other device is signed out.")).toBeVisible();
  await page.goto("/gangs");
  await expect(page).toHaveURL(/\/gangs$/);
  await phone.goto("/gangs");
  await expect(phone).toHaveURL(/\/signin/);

  // the phone signs in with the new password; "Sign out everywhere" on the laptop ends both
  await signIn(phone, email, "brand-new-pass-2");
  await expect(phone).toHaveURL(/\/gangs$/);
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/signin/);
  await phone.goto("/campaigns");
  await expect(phone).toHaveURL(/\/signin/);
});

test("guessing a password: after 10 wrong ones even the right one waits, and the form says for how long", async ({ page }) => {
  const email = uniqueEmail("guessed");
  await signUp(page, "Guessed", email);
  await signOut(page, "Guessed");
  for (let i = 0; i < 10; i++) {
    await signIn(page, email, `wrong-guess-${i}`);
    await expect(page.getByRole("alert").filter({ hasText: "That email and password do not match an account." })).toBeVisible();
  }
  await signIn(page, email);
  await expect(page.getByRole("alert").filter({ hasText: "Too many attempts. Try again in 15 minutes." })).toBeVisible();
  await expect(page).toHaveURL(/\/signin/);
});

test("an organiser invites by email; the person accepts on their Campaigns page; the organiser never learns a name", async ({ browser }) => {
  const inviteeEmail = uniqueEmail("invitee");
  const invitee = await (await browser.newContext()).newPage();
  await signUp(invitee, "Invitee Grot", inviteeEmail);
  const organiser = await (await browser.newContext()).newPage();
  await signUp(organiser, "Orga", uniqueEmail("orga"));
  await organiser.goto("/campaigns");
  const name = `Invite League ${Date.now() % 100000}`;
  await organiser.getByLabel("Campaign name").fill(name);
  await organiser.getByRole("button", { name: "Create campaign" }).click();
  await expect(organiser.getByRole("heading", { level: 1, name })).toBeVisible();

  for (const email of [inviteeEmail, uniqueEmail("no-account")]) {
    await organiser.getByLabel("Invite an organiser (email)").fill(email);
    await organiser.getByRole("button", { name: "Invite organiser" }).click();
    await expect(organiser.getByRole("status").filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  }
  await expect(organiser.getByText("Invitee Grot")).toHaveCount(0);
  await expect(organiser.getByText(/^Organisers: Orga$/)).toBeVisible();

  await invitee.goto("/campaigns");
  await expect(invitee.getByText(`Orga invites you to organise ${name}.`)).toBeVisible();
  await invitee.getByRole("button", { name: `Accept: organise ${name}` }).click();
  await expect(invitee.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(invitee.getByText("You are an organiser")).toBeVisible();
});

test("server-action requests the app cannot take are answered 403, 413 and 400 with a code, not 500", async ({ request, baseURL }) => {
  const action = { "Next-Action": "7f0000000000000000000000000000000000000000", "Content-Type": "text/plain;charset=UTF-8" };
  const crossSite = await request.post("/signup", { headers: { ...action, Origin: "http://evil.example" }, data: "[]" });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({ error: { code: "CROSS_SITE", message: "This request came from another site and was refused." } });
  const tooLarge = await request.post("/signup", { headers: { ...action, Origin: baseURL! }, data: `["${"x".repeat(2_200_000)}"]` });
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).error.code).toBe("TOO_LARGE");
  for (const body of ["{not json", '{"not":"a list"}', ""]) {
    const malformed = await request.post("/signup", { headers: { ...action, Origin: baseURL! }, data: body });
    expect(malformed.status(), body).toBe(400);
    expect((await malformed.json()).error.code).toBe("INVALID_INPUT");
  }
});
