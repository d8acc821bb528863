import { expect, test } from "@playwright/test";
import { screenshots, signOut, signUp, uniqueEmail } from "./helpers";
import { GangsPage, SignInPage, SignUpPage, UserMenu } from "./pages";

test("sign up, create a gang, see it listed, sign out, and be sent to sign in from the gang page", async ({ page }) => {
  await signUp(page, "Grotsnik", uniqueEmail("grotsnik"));
  await expect(page.getByText("You have no gangs yet")).toBeVisible();
  await screenshots(page, "gangs-empty");

  const gangs = new GangsPage(page);
  await gangs.create("Da Rust Boyz", { house: "Goffs" });
  const gangUrl = page.url();
  await screenshots(page, "gang");

  await page.getByRole("link", { name: "My gangs" }).click();
  await expect(gangs.list.getByRole("link", { name: "Da Rust Boyz" })).toBeVisible();
  await expect(page.getByText("Goffs · 1000 credits")).toBeVisible();

  // the user menu: Escape closes it wherever focus is inside it (focus back on its button); so do Tab out and a click elsewhere
  const menu = new UserMenu(page, "Grotsnik");
  await menu.toggle();
  await menu.signOutButton.focus();
  await page.keyboard.press("Escape");
  await expect(menu.signOutButton).toBeHidden();
  await expect(menu.button).toBeFocused();
  await menu.toggle();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu.signOutButton).toBeHidden();

  await menu.signOut();
  await page.goto(gangUrl);
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("bad input: field errors from the same schema, duplicate email, wrong password", async ({ page }) => {
  const email = uniqueEmail("dupe");
  const signup = new SignUpPage(page);
  await signup.goto();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Enter a name other players will see")).toBeVisible();
  await expect(page.getByText("Use at least 8 characters")).toBeVisible();

  await signUp(page, "Dupe", email);
  await new GangsPage(page).tryCreate("x".repeat(61), { credits: -3 });
  await expect(page.getByText("Gang names can be at most 60 characters")).toBeVisible();
  await expect(page.getByText("Starting credits cannot be negative")).toBeVisible();
  await signOut(page, "Dupe");

  await signup.goto();
  await signup.trySignUp("Dupe again", email.toUpperCase(), "another-pass-1");
  await expect(page.getByText("An account with this email already exists. Sign in instead?")).toBeVisible();

  const signin = new SignInPage(page);
  await signin.goto();
  await signin.trySignIn(email, "wrong-password");
  await expect(signin.alert).toHaveText("That email and password do not match an account.");
});

test("another user's gang and unknown routes answer not found", async ({ page, browser }) => {
  await signUp(page, "Owner", uniqueEmail("owner"));
  await new GangsPage(page).create("Private Mob");
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
