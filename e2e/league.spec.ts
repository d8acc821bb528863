import { expect, test, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots } from "./helpers";
import { CampaignPage, GangsPage, VehiclePanel } from "./pages";

// Issue 16 (league scale) and issue 19 (charts), at phone width: the campaign page shows its
// battles a page at a time with plain Older/Newer links, a gang's timeline is read when opened,
// and the charts have a time axis, labelled axes and an accessible name.
test.use({ viewport: { width: 390, height: 844 } });

/** Console errors a page logs (a refused inline style under the CSP would show here). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

test("a league of 22 battles at phone width: paged battles, timelines on demand, readable charts", async ({ browser }) => {
  test.setTimeout(300_000);
  const organiser = await player(browser, "Organiser");
  const errors = consoleErrors(organiser);
  const { code, campaignUrl } = await newCampaign(organiser, "Long Road League");
  const alice = await player(browser, "Alice");
  const gang = await new GangsPage(alice).create("Rust Rats");
  await gang.buyVehicle("Rat Wagon", "Truck");
  const gangUrl = alice.url();
  await joinCampaign(alice, code);
  const bob = await player(browser, "Bob");
  await new GangsPage(bob).create("Dune Dogs");
  await joinCampaign(bob, code);

  // the organiser records 22 battles; the first two are confirmed (the charts draw confirmed ones)
  const campaign = new CampaignPage(organiser, campaignUrl);
  for (let i = 1; i <= 22; i++) {
    await campaign.goto();
    const record = await campaign.recordBattle();
    await record.setSide(1, i % 3 === 0 ? "Dune Dogs" : "Rust Rats", "Won");
    await record.setSide(2, i % 3 === 0 ? "Rust Rats" : "Dune Dogs", "Lost");
    await record.record(`Scrap Fight ${i}`);
    if (i <= 2) await campaign.confirmResult(`Scrap Fight ${i}`);
  }

  // first page: the 20 newest, an Older link and no Newer one
  await campaign.goto();
  await expect(campaign.history.getByRole("listitem").filter({ hasText: /^Scrap Fight \d+ ·/ })).toHaveCount(20);
  await expect(campaign.battle("Scrap Fight 22 ·")).toBeVisible();
  await expect(campaign.battle("Scrap Fight 2 ·")).toHaveCount(0);
  const battlePages = organiser.getByRole("navigation", { name: "Battles pages" });
  await expect(battlePages.getByRole("link", { name: /Newer battles/ })).toHaveCount(0);
  await battlePages.getByRole("link", { name: /Older battles/ }).click();
  // last page: the two oldest, a Newer link back and no Older one
  await expect(campaign.battle("Scrap Fight 2 ·")).toBeVisible();
  await expect(campaign.battle("Scrap Fight 1 ·")).toBeVisible();
  await expect(campaign.battle("Scrap Fight 3 ·")).toHaveCount(0);
  await expect(battlePages.getByRole("link", { name: /Older battles/ })).toHaveCount(0);
  await battlePages.getByRole("link", { name: /Newer battles/ }).click();
  await expect(campaign.battle("Scrap Fight 22 ·")).toBeVisible();

  // the charts: a time axis labelled with the battle dates, a value axis, an accessible name
  const rating = organiser.getByRole("img", { name: /Gang rating after each battle, by battle date/ });
  await expect(rating).toBeVisible();
  await expect(rating.getByText("Battle date", { exact: true })).toBeVisible();
  await expect(rating.getByText("Gang rating", { exact: true })).toBeVisible();
  await expect(organiser.getByRole("img", { name: /Credits after each battle/ })).toBeVisible();

  // a timeline is read when opened
  const timelines = organiser.getByRole("region", { name: "Gang timelines" });
  await expect(organiser.getByRole("list", { name: "Timeline of Rust Rats, newest first" })).toHaveCount(0);
  await timelines.getByText("Rust Rats").click();
  const ratsTimeline = organiser.getByRole("list", { name: "Timeline of Rust Rats, newest first" });
  await expect(ratsTimeline.getByRole("listitem").first()).toBeVisible();
  await expect(ratsTimeline).toContainText("Rat Wagon");
  await screenshots(organiser, "league-campaign");
  expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);

  // the gang page builds a vehicle's forms when its panel opens
  const aliceErrors = consoleErrors(alice);
  await alice.goto(gangUrl);
  const wagon = new VehiclePanel(alice, "Rat Wagon");
  await expect(wagon.crewForm).toHaveCount(0);
  await wagon.open();
  await expect(wagon.upgradeForm.getByLabel("Upgrade")).toBeVisible();
  await screenshots(alice, "league-gang");
  expect(aliceErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
});
