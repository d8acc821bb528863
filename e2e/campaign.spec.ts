import { expect, test, type Browser, type Page } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";

async function player(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, name, uniqueEmail(name.toLowerCase()));
  return page;
}

async function gangWithTruck(page: Page, gang: string) {
  await page.getByLabel("Gang name").fill(gang);
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: gang })).toBeVisible();
  for (const [name, type] of [[`${gang} Boss`, "Leader"], [`${gang} Grot`, "Ganger"]] as const) {
    await page.getByLabel("Fighter name").fill(name);
    await page.getByLabel("Fighter type").selectOption({ label: type });
    await page.getByLabel("Cost (credits)").fill("50");
    await page.getByRole("button", { name: "Recruit" }).click();
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await page.getByLabel("Vehicle name").fill(`${gang} Truck`);
  await page.getByLabel("Vehicle", { exact: true }).selectOption({ label: "Truck (200 credits)" });
  await page.getByRole("button", { name: "Buy vehicle" }).click();
  await expect(page.getByRole("article", { name: `Vehicle ${gang} Truck` })).toBeVisible();
}

async function join(page: Page, code: string) {
  await page.goto(`/campaigns/join?code=${code}`);
  await page.getByRole("button", { name: "Join campaign" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Standings" })).toBeVisible();
}

const credits = async (page: Page) => Number(await page.getByText("Credits", { exact: true }).locator("xpath=following-sibling::dd").textContent());

test("an organiser and two players: join, record a battle, confirm, post-game Destroyed with salvage, standings change", async ({ browser }) => {
  test.setTimeout(180_000);
  const organiser = await player(browser, "Organiser");
  await organiser.goto("/campaigns");
  await organiser.getByLabel("Campaign name").fill("Dust Bowl League");
  await organiser.getByRole("button", { name: "Create campaign" }).click();
  await expect(organiser.getByRole("heading", { level: 1, name: "Dust Bowl League" })).toBeVisible();
  const code = (await organiser.getByTestId("invite-code").textContent())!.trim();
  const campaignUrl = organiser.url();

  const alice = await player(browser, "Alice");
  await gangWithTruck(alice, "Rust Rats");
  const aliceGangUrl = alice.url();
  await join(alice, code);
  const bob = await player(browser, "Bob");
  await gangWithTruck(bob, "Dune Dogs");
  await join(bob, code);

  // Alice records: her Rust Rats won, their truck crippled; Bob's Dune Dogs bottled out.
  await alice.getByRole("link", { name: "Record a battle" }).click();
  const record = alice.getByRole("form", { name: "Record a battle" });
  await record.getByLabel("Scenario").fill("Wreck Race");
  await record.getByLabel("Rust Rats Truck crippled").check();
  await record.locator("fieldset").nth(1).getByText("Bottled out").click();
  await record.getByRole("button", { name: "Record battle" }).click();
  await expect(alice.getByRole("list", { name: "Battle history" }).getByText("Awaiting confirmation")).toBeVisible();
  await expect(alice.getByRole("button", { name: "Confirm result" })).toHaveCount(0);

  // Bob, the other side, confirms; the standings count it.
  await bob.goto(campaignUrl);
  await bob.getByRole("button", { name: "Confirm result" }).click();
  await expect(bob.getByRole("list", { name: "Battle history" }).getByText("Confirmed", { exact: true })).toBeVisible();
  const row = (p: Page, gang: string) => p.getByRole("row").filter({ hasText: gang });
  await expect(row(bob, "Rust Rats").getByRole("cell").nth(7)).toHaveText("3");
  await expect(row(bob, "Dune Dogs").getByRole("cell").nth(7)).toHaveText("0");

  // Alice runs the post-game with her own dice: D66 6,4 = 64 DESTROYED; salvage 2D6 3,5 = 80 credits.
  await alice.goto(aliceGangUrl);
  const before = await credits(alice);
  await alice.goto(campaignUrl);
  await alice.getByRole("link", { name: "Run post-game for Rust Rats" }).click();
  await expect(alice.getByRole("heading", { name: /Permanent damage: Rust Rats Truck/ })).toBeVisible();
  await alice.getByLabel("If it is DESTROYED: fighter left behind to strip it").selectOption({ label: "Rust Rats Grot" });
  await alice.getByLabel("Enter my dice").check();
  await alice.getByLabel("Dice you rolled, in order").fill("6 4 3 5");
  for (let i = 0; i < 10 && (await alice.getByRole("button", { name: "Show the summary" }).count()) === 0; i++) {
    await alice.getByRole("button", { name: /^(Next|Review)$/ }).click();
  }
  await alice.getByRole("button", { name: "Show the summary" }).click();
  await expect(alice.getByText(/DESTROYED/).first()).toBeVisible();
  await screenshots(alice, "postgame-summary");
  await alice.getByRole("button", { name: "Confirm and apply to the roster" }).click();
  await expect(alice.getByRole("button", { name: "Confirm and apply to the roster" })).toHaveCount(0, { timeout: 20_000 });

  // The truck is gone from play and the salvage is in the ledger.
  await alice.goto(aliceGangUrl);
  expect(await credits(alice)).toBe(before + 80);
  await expect(alice.getByRole("article", { name: "Vehicle Rust Rats Truck" }).getByText("DESTROYED")).toBeVisible();
  await expect(alice.getByText("Vehicles", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("0");

  await organiser.goto(campaignUrl);
  await expect(organiser.getByText(/Post-game done: Rust Rats/)).toBeVisible();
  await screenshots(organiser, "campaign");
});
