import { expect, test } from "@playwright/test";
import { screenshots, signOut, signUp, uniqueEmail } from "./helpers";

test("sign up, create a gang, see it listed, sign out, and be sent to sign in from the gang page", async ({ page }) => {
  await signUp(page, "Grotsnik", uniqueEmail("grotsnik"));
  await expect(page.getByText("You have no gangs yet")).toBeVisible();
  await screenshots(page, "gangs-empty");

  await page.getByLabel("Gang name").fill("Da Rust Boyz");
  await page.getByLabel("House or faction").fill("Goffs");
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Da Rust Boyz" })).toBeVisible();
  const gangUrl = page.url();
  await screenshots(page, "gang");

  await page.getByRole("link", { name: "My gangs" }).click();
  await expect(page.getByRole("list", { name: "Gangs" }).getByRole("link", { name: "Da Rust Boyz" })).toBeVisible();
  await expect(page.getByText("Goffs · 1000 credits")).toBeVisible();

  // the user menu: Escape closes it wherever focus is inside it (focus back on its button); so do Tab out and a click elsewhere
  const menuButton = page.getByRole("button", { name: /Grotsnik/ });
  await menuButton.click();
  await page.getByRole("button", { name: "Sign out" }).focus();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeHidden();

  await signOut(page, "Grotsnik");
  await page.goto(gangUrl);
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("bad input: field errors from the same schema, duplicate email, wrong password", async ({ page }) => {
  const email = uniqueEmail("dupe");
  await page.goto("/signup");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter a name other players will see")).toBeVisible();
  await expect(page.getByText("Use at least 8 characters")).toBeVisible();

  await signUp(page, "Dupe", email);
  await page.getByLabel("Gang name").fill("x".repeat(61));
  await page.getByLabel("Starting credits").fill("-3");
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByText("Gang names can be at most 60 characters")).toBeVisible();
  await expect(page.getByText("Starting credits cannot be negative")).toBeVisible();
  await signOut(page, "Dupe");

  await page.goto("/signup");
  await page.getByLabel("Name").fill("Dupe again");
  await page.getByLabel("Email").fill(email.toUpperCase());
  await page.getByLabel("Password").fill("another-pass-1");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("An account with this email already exists. Sign in instead?")).toBeVisible();

  await page.goto("/signin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("#main").getByRole("alert")).toHaveText("That email and password do not match an account.");
});

test("another user's gang and unknown routes answer not found", async ({ page, browser }) => {
  await signUp(page, "Owner", uniqueEmail("owner"));
  await page.getByLabel("Gang name").fill("Private Mob");
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Private Mob" })).toBeVisible();
  const gangUrl = page.url();

  const other = await browser.newPage();
  await signUp(other, "Snoop", uniqueEmail("snoop"));
  const res = await other.goto(gangUrl);
  expect(res?.status()).toBe(404);
  await expect(other.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(other.getByText("Private Mob")).toHaveCount(0);

  const missing = await other.goto("/no/such/page");
  expect(missing?.status()).toBe(404);
  await other.close();
});
