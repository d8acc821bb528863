import { expect, type Page } from "@playwright/test";

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
