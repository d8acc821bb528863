import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { player, uniqueEmail } from "./helpers";
import { CampaignPage, CampaignsPage, GangsPage, SignInPage, SignUpPage, SkirmishPage, UserMenu, press } from "./pages";

// The journeys players make at the table and between games, at phone size with touch (the "phone"
// project: 390×844). The page objects tap on this project; every step checks the page fits the
// phone and saves e2e/screenshots/phone-<step>.png for a reviewer to look at.

const PHONE_WIDTH = 390;

/**
 * The page fits a phone: it never scrolls sideways as a whole (wide tables scroll in their own
 * box), and each main button is shown, inside the screen's width once scrolled to, and at least
 * 24 CSS px each way (WCAG 2.2 target size, minimum). Then a full-page screenshot.
 */
async function fitsPhone(page: Page, step: string, mainButtons: Locator[] = []) {
  expect(page.viewportSize()?.width, "the phone project's screen").toBe(PHONE_WIDTH);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${step}: the page scrolls sideways`).toBeLessThanOrEqual(PHONE_WIDTH);
  for (const button of mainButtons) {
    await expect(button, `${step}: a main button is hidden`).toBeVisible();
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(box.x, `${step}: ${await button.textContent()} starts off the screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${step}: ${await button.textContent()} sticks out of the screen`).toBeLessThanOrEqual(PHONE_WIDTH);
    expect(Math.min(box.width, box.height), `${step}: ${await button.textContent()} is too small to tap`).toBeGreaterThanOrEqual(24);
  }
  await page.screenshot({ path: `e2e/screenshots/phone-${step}.png`, fullPage: true });
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const link = (page: Page, name: string) => page.getByRole("link", { name, exact: true });

test("sign up, create a gang, sign out and sign in again on a phone", async ({ page }) => {
  const email = uniqueEmail("thumbs");
  const signup = new SignUpPage(page);
  await signup.goto();
  await fitsPhone(page, "signup", [button(page, "Create account")]);
  await signup.signUp("Thumbs", email);
  await expect(page.getByText("You have no gangs yet")).toBeVisible();
  await fitsPhone(page, "gangs-empty", [button(page, "Create gang")]);

  const gang = await new GangsPage(page).create("Da Thumb Boyz", { house: "Goffs" });
  await expect(gang.stat("Credits")).toHaveText("1000");
  await fitsPhone(page, "gang-new", [link(page, "Print cards"), button(page, "Recruit"), button(page, "Buy vehicle")]);

  // the user menu opens from a tap and stays on the screen
  const menu = new UserMenu(page, "Thumbs");
  await menu.toggle();
  await fitsPhone(page, "user-menu", [menu.signOutButton]);
  await press(menu.signOutButton);
  await expect(page).toHaveURL(/\/signin/);

  const signin = new SignInPage(page);
  await signin.trySignIn(email, "not-my-password");
  await expect(signin.alert).toHaveText("That email and password do not match an account.");
  await fitsPhone(page, "signin-refused", [button(page, "Sign in")]);
  await signin.signIn(email);
  await expect(page).toHaveURL(/\/gangs$/);
  await expect(new GangsPage(page).list.getByRole("link", { name: "Da Thumb Boyz" })).toBeVisible();
  await fitsPhone(page, "gangs");
});

test("recruit, buy and crew a vehicle, bolt on a weapon and print the cards on a phone", async ({ page }) => {
  test.setTimeout(120_000);
  const signup = new SignUpPage(page);
  await signup.goto();
  await signup.signUp("Spanner", uniqueEmail("spanner"));
  const gang = await new GangsPage(page).create("Da Spanner Boyz");

  await gang.recruit("Gutrot", "Leader", 120);
  await gang.recruit("Grimgob", "Ganger", 50);
  await fitsPhone(page, "gang-fighters", [button(page, "Recruit")]);

  await gang.buyVehicle("Big Red", "Truck");
  const truck = gang.vehicle("Big Red");
  await truck.addToCrew("Grimgob", "driver");
  await truck.addToCrew("Gutrot", "gunner");
  await expect(truck.card).toContainText("Grimgob (Driver, Ganger)");
  await expect(truck.card).toContainText("Gutrot (Gunner, Leader)");
  await truck.boltOn("Heavy stubber", "Gutrot");
  await expect(truck.root.getByText(/Heavy stubber \[Unwieldy, Rapid Fire\] → Gutrot/)).toBeVisible();
  await expect(gang.stat("Vehicles")).toHaveText("1");
  await fitsPhone(page, "gang-vehicle", [
    truck.crewForm.getByRole("button", { name: "Add to crew" }),
    truck.weaponForm.getByRole("button", { name: "Bolt on" }),
    truck.upgradeForm.getByRole("button", { name: "Buy upgrade" }),
  ]);
  // one vehicle panel alone, as the player sees it while crewing
  await truck.root.screenshot({ path: "e2e/screenshots/phone-vehicle-panel.png" });

  // a refusal is said under its field, on the screen
  await truck.addToCrew("Grimgob", "gunner");
  const refusal = truck.crewForm.getByText(/Only a Leader, Champion or Specialist can be a gunner/);
  await expect(refusal).toBeVisible();
  await fitsPhone(page, "gang-vehicle-refused");

  // the print view: the roster's table scrolls in its own box, the cards stack
  const print = await gang.printCards();
  await expect(print.heading).toContainText("Da Spanner Boyz");
  await expect(page.getByText(/Scroll for more →/)).toBeVisible();
  await expect(print.vehicleCard("Big Red")).toContainText("Heavy stubber");
  await expect(print.fighterCard("Gutrot")).toBeVisible();
  await fitsPhone(page, "print", [print.pdfButton, link(page, "← Back to Da Spanner Boyz")]);
  await press(link(page, "← Back to Da Spanner Boyz"));
  await expect(gang.heading).toHaveText("Da Spanner Boyz");
});

test("a campaign battle recorded and confirmed at the table, then the post-game wizard, on three phones", async ({ browser }) => {
  test.setTimeout(240_000);
  const organiser = await player(browser, "Boss");
  const campaign = await new CampaignsPage(organiser).create("Pocket League");
  const code = await campaign.inviteCode();
  await fitsPhone(organiser, "campaign-new", [link(organiser, "Record a battle")]);

  // Alice: Gutrot guns and Grimgob drives the Big Red, Nob walks; Bob's Dune Dogs have only a boss
  const alice = await player(browser, "Alice");
  expect(alice.viewportSize()?.width, "a second player's browser is a phone too").toBe(PHONE_WIDTH);
  const aliceGang = await new GangsPage(alice).create("Rust Rats");
  const aliceGangUrl = alice.url();
  await aliceGang.recruit("Gutrot", "Leader", 100);
  await aliceGang.recruit("Grimgob", "Ganger", 40);
  await aliceGang.recruit("Nob", "Ganger", 40);
  await aliceGang.buyVehicle("Big Red", "Truck");
  await aliceGang.vehicle("Big Red").addToCrew("Grimgob", "driver");
  await aliceGang.vehicle("Big Red").addToCrew("Gutrot", "gunner");
  const aliceCampaign = await new CampaignsPage(alice).join(code);
  await fitsPhone(alice, "campaign-joined", [link(alice, "Record a battle")]);

  const bob = await player(browser, "Bob");
  const bobGang = await new GangsPage(bob).create("Dune Dogs");
  await bobGang.recruit("Skab", "Leader", 80);
  await new CampaignsPage(bob).join(code);

  // Alice records at the table: Rust Rats won, Grimgob went out of action
  const record = await aliceCampaign.recordBattle();
  await record.setSide(1, "Rust Rats", "Won");
  await record.setSide(2, "Dune Dogs", "Lost");
  await record.tick("Grimgob out of action");
  await record.scenario("Pocket Rumble");
  // the side's fighter table scrolls sideways in its own box to the kills, keeping the names in view
  const kills = record.form.getByLabel("Grimgob kills");
  await kills.scrollIntoViewIfNeeded();
  await expect(kills).toBeInViewport();
  await expect(record.form.getByRole("rowheader", { name: "Grimgob" })).toBeInViewport();
  await fitsPhone(alice, "record-battle", [record.form.getByRole("button", { name: "Record battle" })]);
  await record.record("Pocket Rumble"); // back on the campaign, awaiting confirmation

  // Bob, the other side, confirms with a tap (saying yes to the question)
  const bobCampaign = new CampaignPage(bob, campaign.url);
  await bobCampaign.goto();
  await fitsPhone(bob, "campaign-to-confirm", [bobCampaign.battle("Pocket Rumble").getByRole("button", { name: "Confirm result" })]);
  await bobCampaign.confirmResult("Pocket Rumble");
  await expect(bobCampaign.points("Rust Rats")).toHaveText("3");
  await fitsPhone(bob, "campaign-confirmed");

  // Alice's post-game: Grimgob died (no roll), Nob takes the wheel, and 15 credits besides the income
  await aliceGang.goto(aliceGangUrl);
  const before = await aliceGang.credits();
  await aliceCampaign.goto();
  const wizard = await aliceCampaign.runPostgame("Rust Rats");
  // the fighters' experience from the record comes first (the fighter half of the post-game)
  await expect(wizard.step).toContainText("Experience (step 1 of");
  await fitsPhone(alice, "postgame-first-step", [button(alice, "Next")]);
  await wizard.markDead("Grimgob");
  await wizard.replaceDriver("Grimgob", "Nob");
  await fitsPhone(alice, "postgame-deaths", [button(alice, "Next")]);
  await wizard.addCredits(15, "Scrap sold after the rumble");
  await fitsPhone(alice, "postgame-credits", [button(alice, "Back"), button(alice, "Add credits"), button(alice, "Next")]);
  await wizard.showSummary();
  await expect(alice.getByText(/Grimgob/).first()).toBeVisible();
  await fitsPhone(alice, "postgame-summary", [button(alice, "Confirm and apply to the roster")]);
  await wizard.apply();
  await fitsPhone(alice, "postgame-applied");

  // the roster shows it: Grimgob dead, Nob drives, the income in the ledger
  await aliceGang.goto(aliceGangUrl);
  await expect(aliceGang.fighter("Grimgob").heading).toContainText("dead");
  await expect(aliceGang.vehicle("Big Red").card).toContainText("Nob (Driver, Ganger)");
  expect(await aliceGang.credits()).toBe(before + 15 + 30); // and the starter pack's income for a win
  await fitsPhone(alice, "gang-after-postgame");

  // the organiser sees the post-game done
  await campaign.goto();
  await expect(campaign.battle("Pocket Rumble").getByRole("link", { name: /Post-game done: Rust Rats/ })).toBeVisible();
  await fitsPhone(organiser, "campaign-postgame-done", [link(organiser, "Record a battle")]);
  for (const p of [organiser, alice, bob]) await p.context().close();
});

test("resolve a skirmish and run the odds on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  const signup = new SignUpPage(page);
  await signup.goto();
  await signup.signUp("Dicey", uniqueEmail("dicey"));
  const skirmish = new SkirmishPage(page);
  await skirmish.goto();
  await skirmish.replaySeed("42");
  await skirmish.pasteGang(1, readFileSync("scripts/fixtures/da-grunts.json", "utf8"));
  await skirmish.pasteGang(2, readFileSync("scripts/fixtures/da-spikes.json", "utf8"));
  await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicle")).toBeVisible();
  await fitsPhone(page, "skirmish", [skirmish.resolveButton, skirmish.oddsButton]);

  await skirmish.resolve();
  await expect(skirmish.result.getByText("Played with Roll Out the (Gun) Barrels, seed 42.")).toBeVisible();
  await expect(skirmish.log.getByRole("heading", { name: "End of the battle" })).toBeVisible();
  await fitsPhone(page, "skirmish-result");

  await skirmish.runOdds(300);
  await expect(skirmish.odds.getByText("Finished: 300 games.")).toBeVisible({ timeout: 30_000 });
  await expect(skirmish.odds.getByRole("img", { name: /Bar chart of 300 games/ })).toBeVisible();
  await fitsPhone(page, "skirmish-odds", [skirmish.resolveButton, skirmish.oddsButton]);
});
