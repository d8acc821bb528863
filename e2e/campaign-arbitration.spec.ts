import { expect, test, type Page } from "@playwright/test";
import { newCampaign, player, screenshots } from "./helpers";
import { CampaignPage, CampaignsPage, GangsPage } from "./pages";

/** A gang with nobody in it yet: enough to fight a recorded battle. */
async function gangInCampaign(page: Page, gang: string, code: string) {
  await new GangsPage(page).create(gang);
  await new CampaignsPage(page).join(code);
}

/** Da Rust Riderz beat Dune Dogs, recorded on the form, today. */
async function recordWin(campaign: CampaignPage, scenario: string) {
  const record = await campaign.recordBattle();
  await record.setSide(1, "Da Rust Riderz", "Won");
  await record.setSide(2, "Dune Dogs", "Lost");
  await record.record(scenario);
}

test("an organiser voids a confirmed battle with a reason: it stays in the history as voided and leaves the standings; the recorder withdraws a pending one", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const organiser = await player(browser, "Arbiter");
  const { code, campaignUrl } = await newCampaign(organiser, "Scrap Court");

  const alice = await player(browser, "Alice");
  await gangInCampaign(alice, "Da Rust Riderz", code);
  const bob = await player(browser, "Bob");
  await gangInCampaign(bob, "Dune Dogs", code);
  const aliceCampaign = new CampaignPage(alice, campaignUrl);
  const bobCampaign = new CampaignPage(bob, campaignUrl);
  const organiserCampaign = new CampaignPage(organiser, campaignUrl);

  // Alice records a win; Bob, the other side, is asked before confirming: dismissed, nothing happens
  await aliceCampaign.goto();
  await recordWin(aliceCampaign, "Wrong Date Run");
  await bobCampaign.goto();
  await expect(bobCampaign.battle("Wrong Date Run").getByRole("button", { name: "Withdraw" })).toHaveCount(0);
  const asked: string[] = [];
  bob.once("dialog", (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await bobCampaign.battle("Wrong Date Run").getByRole("button", { name: "Confirm result" }).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^Confirm this result\? Wrong Date Run: Da Rust Riderz won · Dune Dogs lost\./);
  await bob.reload();
  await expect(bobCampaign.battle("Wrong Date Run").getByText("Awaiting confirmation")).toBeVisible();
  bob.once("dialog", (d) => void d.accept());
  await bobCampaign.battle("Wrong Date Run").getByRole("button", { name: "Confirm result" }).click();
  await expect(bobCampaign.battle("Wrong Date Run").getByText("Confirmed", { exact: true })).toBeVisible();
  // the Confirm button is gone: the keyboard focus is on the battle, now marked Confirmed, not lost to the page
  await expect(bob.locator('li[id^="battle-"]', { hasText: "Wrong Date Run" })).toBeFocused();
  await expect(bobCampaign.standing("Da Rust Riderz").nth(3)).toHaveText("1");
  await expect(bobCampaign.standing("Da Rust Riderz").nth(7)).toHaveText("3");

  // The organiser opens "Void…" from the keyboard: the reason has focus, Escape closes it
  await organiserCampaign.goto();
  const item = organiserCampaign.battle("Wrong Date Run");
  await expect(item.getByRole("link", { name: "Run post-game for Da Rust Riderz" })).toBeVisible();
  const voidButton = item.getByRole("button", { name: "Void… Wrong Date Run", exact: true });
  await voidButton.focus();
  await organiser.keyboard.press("Enter");
  const form = item.getByRole("form", { name: "Void Wrong Date Run" });
  const reason = form.getByLabel("Reason for voiding");
  await expect(reason).toBeFocused();
  await organiser.keyboard.press("Escape");
  await expect(form).toHaveCount(0);
  await expect(voidButton).toBeFocused();
  await organiser.keyboard.press("Enter");
  await expect(reason).toBeFocused();

  // no reason: refused under the field, nothing sent
  await form.getByRole("button", { name: "Void battle" }).click();
  await expect(form.getByText("Give the reason for voiding this battle")).toBeVisible();
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await expect(reason).toHaveAccessibleDescription(/Give the reason for voiding this battle/);
  await screenshots(organiser, "campaign-void-form");
  await expect(item.getByText("Confirmed", { exact: true })).toBeVisible();

  await reason.fill("Wrong date: it was played next week");
  await organiser.keyboard.press("Enter");
  await expect(item.getByText("Voided: not counted in the standings")).toBeVisible();
  await expect(item.getByText("Voided by Arbiter: Wrong date: it was played next week")).toBeVisible();
  await expect(organiser.locator('li[id^="battle-"]', { hasText: "Wrong Date Run" })).toBeFocused();
  await expect(item.getByRole("button")).toHaveCount(0);
  await expect(item.getByRole("link", { name: /post-game/ })).toHaveCount(0);
  await expect(organiserCampaign.standing("Da Rust Riderz").nth(3)).toHaveText("0");
  await expect(organiserCampaign.standing("Da Rust Riderz").nth(7)).toHaveText("0");
  await expect(organiserCampaign.standing("Dune Dogs").nth(3)).toHaveText("0");
  await expect(organiserCampaign.activity.getByText("Wrong Date Run voided by Arbiter: Wrong date: it was played next week")).toBeVisible();
  await screenshots(organiser, "campaign-voided");

  // the status filter finds it under Voided, not under Confirmed
  await organiserCampaign.filterByStatus("Voided");
  await expect(organiser).toHaveURL(/status=void/);
  await expect(organiserCampaign.battle("Wrong Date Run")).toBeVisible();
  await organiserCampaign.filterByStatus("Confirmed");
  await expect(organiser).toHaveURL(/status=confirmed/);
  await expect(organiser.getByText("No battles recorded match these filters.")).toBeVisible();

  // the other side sees it voided, with nothing left to confirm
  await bob.reload();
  await expect(bobCampaign.battle("Wrong Date Run").getByText("Voided by Arbiter: Wrong date: it was played next week")).toBeVisible();
  await expect(bobCampaign.battle("Wrong Date Run").getByRole("button")).toHaveCount(0);

  // Alice, who recorded it, withdraws a pending battle after saying yes; the standings do not move
  await aliceCampaign.goto();
  await recordWin(aliceCampaign, "Oops Run");
  alice.once("dialog", (d) => void d.accept());
  await aliceCampaign.battle("Oops Run").getByRole("button", { name: "Withdraw" }).click();
  await expect(aliceCampaign.battle("Oops Run").getByText("Voided by Alice: withdrawn by the recorder before it was confirmed")).toBeVisible();
  await expect(aliceCampaign.battle("Oops Run").getByRole("button")).toHaveCount(0);
  await expect(aliceCampaign.standing("Da Rust Riderz").nth(3)).toHaveText("0");
});
