import { expect, test, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots, signUp, uniqueEmail } from "./helpers";
import { CampaignPage, GangsPage, type GangPage } from "./pages";

/** A gang with a Leader, a Ganger and a truck; the player stays on its page. */
async function gangWithTruck(page: Page, gang: string): Promise<GangPage> {
  const roster = await new GangsPage(page).create(gang);
  await roster.recruit(`${gang} Boss`, "Leader", 50);
  await roster.recruit(`${gang} Grot`, "Ganger", 50);
  await roster.buyVehicle(`${gang} Truck`, "Truck");
  return roster;
}

test("pre-battle check on the gang page: what to fix, then ready for battle", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Checker", uniqueEmail("checker"));
  const gang = await gangWithTruck(page, "Sand Rats");
  // 003 Mounted and Drivers: nobody aboard, the truck has no driver
  const check = page.getByRole("region", { name: /Before the next battle|Ready for battle/ });
  await expect(check.getByRole("heading")).toHaveText("Before the next battle: 3 to fix");
  await expect(check).toContainText("Name a driver for Sand Rats Truck");
  await expect(check).toContainText("Put Sand Rats Boss in a vehicle's crew");
  await expect(check).toContainText("(003 Campaign rules: Mounted)");
  await screenshots(page, "pre-battle-to-fix");
  const truck = gang.vehicle("Sand Rats Truck");
  await truck.addToCrew("Sand Rats Grot", "driver");
  // a gunner with nothing to fire is listed, not refused: the roster is built in any order
  await truck.addToCrew("Sand Rats Boss", "gunner");
  await expect(check).toContainText("Sand Rats Boss guns Sand Rats Truck with no bolted-on weapon to fire");
  await truck.boltOn("Heavy stubber", "Sand Rats Boss");
  await expect(check.getByRole("heading")).toHaveText("Ready for battle");
  await screenshots(page, "pre-battle-ready");
});

test("003 Destroyed: the gang that held the field strips the wreck of the gang that bottled out, whichever post-game runs first", async ({ browser }) => {
  test.setTimeout(240_000);
  const organiser = await player(browser, "Organiser");
  const { code, campaignUrl } = await newCampaign(organiser, "Wreckers League");
  const alice = await player(browser, "Alice");
  const aliceGang = await gangWithTruck(alice, "Rust Rats");
  const aliceGangUrl = alice.url();
  await joinCampaign(alice, code);
  const bob = await player(browser, "Bob");
  const bobGang = await gangWithTruck(bob, "Dune Dogs");
  const bobGangUrl = bob.url();
  await joinCampaign(bob, code);

  // Alice records: Rust Rats won; the Dune Dogs bottled out with their truck crippled.
  const aliceCampaign = new CampaignPage(alice, campaignUrl);
  await aliceCampaign.goto();
  const record = await aliceCampaign.recordBattle();
  await record.setSide(1, "Rust Rats", "Won");
  await record.setSide(2, "Dune Dogs", "Lost", { bottledOut: true });
  await record.tick("Dune Dogs Truck crippled");
  await record.record("Scrapyard Brawl");
  const bobCampaign = new CampaignPage(bob, campaignUrl);
  await bobCampaign.goto();
  await bobCampaign.confirmResult("Scrapyard Brawl");

  // Alice's post-game runs first: she rolls the Dune Dogs' truck for them, D66 6,4 = 64 DESTROYED,
  // leaves Grot behind to strip it, and the salvage is 2D6 3,5 = 80 credits.
  await aliceGang.goto(aliceGangUrl);
  const before = await aliceGang.credits();
  await aliceCampaign.goto();
  const wizard = await aliceCampaign.runPostgame("Rust Rats");
  await wizard.goTo("Strip the other side's wrecks");
  await expect(alice.getByText("Dune Dogs has not run its post-game yet")).toBeVisible();
  await alice.getByLabel("Fighter left behind to strip it").selectOption({ label: "Rust Rats Grot" });
  await wizard.enterDice("6 4 3 5");
  await screenshots(alice, "wreck-strip-step");
  await wizard.showSummary();
  await expect(alice.getByText("Stripped 80 credits of scrap from the wreck of Dune Dogs Truck (Dune Dogs).")).toBeVisible();
  await wizard.apply();
  await aliceGang.goto(aliceGangUrl);
  expect(await aliceGang.credits()).toBe(before + 80 + 30); // the salvage and the starter pack's income for a win
  await expect(alice.getByText(/Rust Rats Grot sits this battle out \(Left behind to strip Dune Dogs Truck \(Dune Dogs\)\)/)).toBeVisible();

  // Bob's post-game then shows the roll Alice made: it stands, and the wreck was stripped.
  await bobCampaign.goto();
  const bobWizard = await bobCampaign.runPostgame("Dune Dogs");
  await bobWizard.goTo("Permanent damage: Dune Dogs Truck");
  await expect(bob.getByText(/rolled in Rust Rats's post-game/)).toBeVisible();
  await expect(bob.getByText("6 4 = 64, DESTROYED")).toBeVisible();
  await expect(bob.getByText("Rust Rats left a fighter behind and stripped the wreck.")).toBeVisible();
  await screenshots(bob, "wreck-known-roll");
  await bobWizard.showSummary();
  await bobWizard.apply();
  await bobGang.goto(bobGangUrl);
  await expect(bobGang.vehicle("Dune Dogs Truck").root.getByText("DESTROYED")).toBeVisible();
  for (const p of [organiser, alice, bob]) await p.context().close();
});
