import { expect, test, type Page } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";
import { GangPage, GangsPage } from "./pages";

// Issue 16: league pages are kept rendered until the database changes (server/page-cache.ts).
// What a player must never notice: a kept page is the same page, its scripts run under the new
// response's CSP nonce, and what they just changed shows on the next load.

/** Loads the page and says whether the server sent it from the cache ("hit") or rendered it ("miss"). */
async function load(page: Page, url: string): Promise<string | null> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return response!.headers()["x-page-cache"] ?? null;
}

test("a gang page is sent again from the cache, works as rendered, and shows a change at once", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy|nonce/i.test(m.text())) refused.push(m.text());
  });
  await signUp(page, "Cached Carl", uniqueEmail("cached"));
  await new GangsPage(page).create(`Kept Crew ${Date.now().toString(36)}`);
  const url = page.url();

  await load(page, url); // rendered, or already kept from the visit that created the gang
  expect(await load(page, url)).toBe("hit");
  // the kept page hydrates: a form on it works (its scripts ran under this response's nonce)
  const kept = new GangPage(page);
  await kept.recruit("Quick Vex", "Ganger", 25);
  await expect(page.getByText("Quick Vex").first()).toBeVisible();

  // the recruit wrote to the database: the next load renders again and shows her
  expect(await load(page, url)).toBe("miss");
  await expect(page.getByText("Quick Vex").first()).toBeVisible();
  expect(await load(page, url)).toBe("hit");
  await expect(page.getByText("Quick Vex").first()).toBeVisible();
  expect(refused).toEqual([]);
  await screenshots(page, "page-cache-gang");
});

test("another visitor never gets a signed-in player's kept page", async ({ page, browser }) => {
  await signUp(page, "Owner Olga", uniqueEmail("olga"));
  await new GangsPage(page).create(`Private Pack ${Date.now().toString(36)}`);
  const url = page.url();
  await load(page, url);
  expect(await load(page, url)).toBe("hit");

  // a stranger (no session) asking for the same address is sent to sign in, not given the page
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(url);
  await expect(other).toHaveURL(/\/signin\?callbackUrl=/);
  // and another signed-in player gets their own answer (not found), not Olga's page
  await signUp(other, "Nosy Ned", uniqueEmail("ned"));
  const response = await other.goto(url);
  expect(response?.status()).toBe(404);
  await expect(other.getByText("Private Pack")).toHaveCount(0);
  await stranger.close();
});
