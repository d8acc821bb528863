import { expect, type Browser, type Page } from "@playwright/test";
import { CampaignsPage, SignUpPage, UserMenu } from "./pages";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Creates an account on /signup and lands on My gangs. */
export async function signUp(page: Page, name: string, email: string, password?: string) {
  const signup = new SignUpPage(page);
  await signup.goto();
  await signup.signUp(name, email, password);
}

/** Signs out from the user menu named `name` and lands on sign in. */
export async function signOut(page: Page, name: string) {
  await new UserMenu(page, name).signOut();
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
  const campaign = await new CampaignsPage(organiser).create(name);
  return { code: await campaign.inviteCode(), campaignUrl: campaign.url };
}

/** Joins the campaign with the invite code, bringing the gang the join form offers first. */
export async function joinCampaign(page: Page, code: string) {
  await new CampaignsPage(page).join(code);
}

/** Saves one part of a page at phone width (390 px) under e2e/screenshots/, to look at up close. */
export async function phonePart(page: Page, part: import("@playwright/test").Locator, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await part.screenshot({ path: `e2e/screenshots/${name}-phone-part.png` });
  if (size) await page.setViewportSize(size);
}
