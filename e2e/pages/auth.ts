import { expect, type Locator, type Page } from "@playwright/test";
import { press } from "./act";

/** The password every test account gets unless a test says otherwise. */
export const PASSWORD = "correct-horse-1";

/** /signup: a new account. */
export class SignUpPage {
  constructor(readonly page: Page) {}

  /** Opens the sign-up page. */
  async goto() {
    await this.page.goto("/signup");
  }

  /** Fills the form and sends it, without waiting for the answer (for refusals). */
  async trySignUp(name: string, email: string, password = PASSWORD) {
    await this.page.getByLabel("Name").fill(name);
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await press(this.page.getByRole("button", { name: "Create account" }));
  }

  /** Creates the account and lands on My gangs. */
  async signUp(name: string, email: string, password = PASSWORD) {
    await this.trySignUp(name, email, password);
    await expect(this.page).toHaveURL(/\/gangs$/);
  }
}

/** /signin: an existing account. */
export class SignInPage {
  /** The form's message when sign-in is refused. */
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.alert = page.locator("#main").getByRole("alert");
  }

  /** Opens the sign-in page. */
  async goto() {
    await this.page.goto("/signin");
  }

  /** Fills the form and sends it, without waiting for the answer (for refusals). */
  async trySignIn(email: string, password = PASSWORD) {
    await this.page.getByLabel("Email").fill(email);
    await this.page.getByLabel("Password").fill(password);
    await press(this.page.getByRole("button", { name: "Sign in" }));
  }

  /** Signs in and leaves the sign-in page (for My gangs, or where the player was sent from). */
  async signIn(email: string, password = PASSWORD) {
    await this.trySignIn(email, password);
    await expect(this.page).not.toHaveURL(/\/signin/);
  }
}

/** The signed-in player's menu in the site header (their name, then Sign out). */
export class UserMenu {
  /** The menu's button, named after the player. */
  readonly button: Locator;
  /** Sign out, inside the open menu. */
  readonly signOutButton: Locator;

  constructor(
    readonly page: Page,
    name: string,
  ) {
    this.button = page.getByRole("button", { name: new RegExp(name) });
    this.signOutButton = page.getByRole("button", { name: "Sign out" });
  }

  /** Opens (or closes) the menu. */
  async toggle() {
    await press(this.button);
  }

  /** Signs out from the menu and lands on sign in. */
  async signOut() {
    await this.toggle();
    await press(this.signOutButton);
    await expect(this.page).toHaveURL(/\/signin/);
  }
}
