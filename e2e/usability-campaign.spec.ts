import { expect, test, type Locator, type Page } from "@playwright/test";
import { newCampaign, phonePart, player, screenshots, signUp, uniqueEmail } from "./helpers";
import { CampaignPage, GangsPage } from "./pages";
import { press } from "./pages/act";

/** A gang with a Leader, a Champion, a Ganger and a truck; the player stays on its page. */
async function gangWithTruck(page: Page, gang: string) {
  const roster = await new GangsPage(page).create(gang);
  await roster.recruit(`${gang} Boss`, "Leader", 50);
  await roster.recruit(`${gang} Nob`, "Champion", 40);
  await roster.recruit(`${gang} Grot`, "Ganger", 30);
  await roster.buyVehicle(`${gang} Truck`, "Truck");
  return roster;
}

/** A box is on screen at phone width: not cut off on the right, no sideways scrolling needed. */
async function inPhoneView(box: Locator) {
  const b = await box.boundingBox();
  expect(b, "the box is laid out").not.toBeNull();
  expect(b!.x + b!.width).toBeLessThanOrEqual(390);
}

test("invitations that work: the full link with Copy and a QR code, the join page names the campaign, an organiser enters their own gang", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const organiser = await context.newPage();
  await signUp(organiser, "Ringleader", uniqueEmail("ringleader"));
  await gangWithTruck(organiser, "Boss Boyz");
  const { code, campaignUrl } = await newCampaign(organiser, "Invite League");

  // the whole link, copied with a button, and a QR code for the table
  const link = `${baseURL}/campaigns/join?code=${code}`;
  await expect(organiser.getByRole("textbox", { name: "Invite link" })).toHaveValue(link);
  await press(organiser.getByRole("button", { name: "Copy invite link" }));
  await expect(organiser.getByText("Copied.")).toBeVisible();
  expect(await organiser.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(organiser.getByRole("img", { name: /^QR code for the invite link/ }).locator("svg")).toBeVisible();

  // the organiser who plays enters a gang right here
  const enter = organiser.getByRole("form", { name: "Enter one of my gangs" });
  await expect(enter.getByLabel("Enter one of my gangs")).toHaveValue(/.+/);
  await phonePart(organiser, enter, "usability-enter-gang");
  await press(enter.getByRole("button", { name: "Enter gang" }));
  await expect(organiser.getByRole("row").filter({ hasText: "Boss Boyz" })).toBeVisible();
  await expect(enter).toHaveCount(0);
  await screenshots(organiser, "usability-campaign-organiser");
  await phonePart(organiser, organiser.getByRole("region", { name: "Invite players" }), "usability-invite");

  // a player opens the link: the campaign and its organisers are named before a gang is chosen
  const alice = await player(browser, "Alice");
  await gangWithTruck(alice, "Rust Rats");
  await alice.goto(link);
  await expect(alice.getByRole("heading", { level: 1, name: "Join Invite League" })).toBeVisible();
  await expect(alice.getByText("Organised by Ringleader.")).toBeVisible();
  await screenshots(alice, "usability-join-page");
  await press(alice.getByRole("button", { name: "Join campaign" }));
  await expect(alice.getByRole("heading", { level: 2, name: "Standings" })).toBeVisible();
  expect(new URL(alice.url()).pathname).toBe(new URL(campaignUrl).pathname);
  await context.close();
});

test("a phone records a battle without scrolling sideways; the owner undoes their own post-game until the gang's next battle; the Techpriest's price in words", async ({
  browser,
}) => {
  test.setTimeout(200_000);
  const organiser = await player(browser, "Marshal");
  const { code, campaignUrl } = await newCampaign(organiser, "Undo League");
  const alice = await player(browser, "Alice");
  await gangWithTruck(alice, "Rust Rats");
  await new CampaignPage(alice).page.goto(`/campaigns/join?code=${code}`);
  await press(alice.getByRole("button", { name: "Join campaign" }));
  const bob = await player(browser, "Bob");
  await gangWithTruck(bob, "Dune Dogs");
  await bob.goto(`/campaigns/join?code=${code}`);
  await press(bob.getByRole("button", { name: "Join campaign" }));
  await expect(bob.getByRole("heading", { level: 2, name: "Standings" })).toBeVisible();

  // At 390 px the battle record shows Injured and Kills of every fighter without sideways scrolling
  const campaign = new CampaignPage(alice, campaignUrl);
  await campaign.goto();
  const record = await campaign.recordBattle();
  await alice.setViewportSize({ width: 390, height: 844 });
  await inPhoneView(record.form.getByLabel("Rust Rats Grot injured"));
  await inPhoneView(record.form.getByLabel("Rust Rats Grot kills"));
  await inPhoneView(record.form.getByLabel("Rust Rats Truck foot fighters run over"));
  await alice.setViewportSize({ width: 1280, height: 900 });
  await screenshots(alice, "usability-battle-record");
  await phonePart(alice, record.side(1), "usability-battle-record");
  await record.form.getByLabel("Rust Rats Grot kills").fill("1");
  await record.side(2).getByText("Bottled out").click();
  await record.record("First Blood");

  await new CampaignPage(bob, campaignUrl).goto();
  await new CampaignPage(bob, campaignUrl).confirmResult("First Blood");

  // Alice's post-game, with a visit to the Techpriest, and the price said in words
  await campaign.goto();
  const wizard = await campaign.runPostgame("Rust Rats");
  const postgameUrl = alice.url();
  await wizard.goTo("Rogue Techpriest");
  await wizard.addVisit();
  await wizard.showSummary();
  await expect(alice.getByText(/paid the rogue Techpriest (\d+) credits \(D3 = (\d), \(\2\+3\)×10 = \1 credits\)/)).toBeVisible();
  await expect(alice.getByText(/^Rogue Techpriest: price of .*:$/).first()).toBeVisible();
  await wizard.apply();

  // the owner may undo their own post-game, and is told until when
  await expect(alice.getByText(/You can undo your own post-game until Rust Rats's next battle is recorded/)).toBeVisible();
  await expect(alice.getByRole("button", { name: "Undo this post-game" })).toBeVisible();
  await screenshots(alice, "usability-postgame-owner-undo");
  await phonePart(alice, alice.getByRole("listitem").filter({ hasText: "paid the rogue Techpriest" }).first(), "usability-techpriest");

  // once the gang's next battle is recorded, only an organiser may
  await campaign.goto();
  await (await campaign.recordBattle()).record("Second Round");
  await alice.goto(postgameUrl);
  await expect(alice.getByText("The gang's next battle (Second Round) is recorded: only an organiser can undo this post-game now.")).toBeVisible();
  await expect(alice.getByRole("button", { name: "Undo this post-game" })).toHaveCount(0);
  await organiser.goto(postgameUrl);
  await press(organiser.getByRole("button", { name: "Undo this post-game" }));
  await press(organiser.getByRole("button", { name: "Yes, undo it" }));
  await expect(organiser.getByText(/This post-game was undone/)).toBeVisible({ timeout: 20_000 });
});
