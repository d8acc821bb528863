import { expect, type Browser, type Page } from "@playwright/test";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export async function signUp(page: Page, name: string, email: string, password = "correct-horse-1") {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/gangs$/);
}

export async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/signin/);
}

/** Saves a screenshot for a reviewer under e2e/screenshots/ (phone 390 px and desktop). */
export async function screenshots(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `e2e/screenshots/${name}-phone.png`, fullPage: true });
  // a phone never scrolls the whole page sideways (wide tables scroll in their own box)
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than a phone`).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `e2e/screenshots/${name}-desktop.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** A new user in a browser context of their own (several players at one table). */
export async function player(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, name, uniqueEmail(name.toLowerCase()));
  return page;
}

/** Creates a campaign as `organiser`, who stays on its page; returns its invite code and address. */
export async function newCampaign(organiser: Page, name: string): Promise<{ code: string; campaignUrl: string }> {
  await organiser.goto("/campaigns");
  await organiser.getByLabel("Campaign name").fill(name);
  await organiser.getByRole("button", { name: "Create campaign" }).click();
  await expect(organiser.getByRole("heading", { level: 1, name })).toBeVisible();
  return { code: (await organiser.getByTestId("invite-code").textContent())!.trim(), campaignUrl: organiser.url() };
}

/** Joins the campaign with the invite code, bringing the gang the join form offers first. */
export async function joinCampaign(page: Page, code: string) {
  await page.goto(`/campaigns/join?code=${code}`);
  await page.getByRole("button", { name: "Join campaign" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Standings" })).toBeVisible();
}
