import { expect, test, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots } from "./helpers";
import { CampaignPage, gangWithCrewedTruck, openGroup, press, rollWith as rollForm, useRule } from "./pages";

/** Plays the open rule form with dice typed at the table ("3 1 6 6"). */
const rollWith = (page: Page, faces: string) => rollForm(page, /^(Ram|Shoot at a vehicle|Collision|Move under gas engines)/, faces);

test("the battle screen at 390 px: a ram and shots until the engines are destroyed, offline and reloaded, then sent once with the driver's ram counted", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const alice = await player(browser, "Alice");
  await gangWithCrewedTruck(alice, "Rust Rats");
  const { code, campaignUrl } = await newCampaign(alice, "Screen League");
  await joinCampaign(alice, code);
  const bob = await player(browser, "Bob");
  await gangWithCrewedTruck(bob, "Dune Dogs");
  await joinCampaign(bob, code);

  await alice.setViewportSize({ width: 390, height: 844 });
  await alice.goto(`${campaignUrl}/battles/play`);
  await press(alice.getByRole("button", { name: "Open the battle screen" }));
  // the pre-battle check of each gang before the first turn (003 Drivers and Gunners, Campaign rules: mounted)
  await expect(alice.getByRole("heading", { name: "Ready for battle (Rust Rats)" })).toBeVisible();
  await expect(alice.getByRole("heading", { name: "Ready for battle (Dune Dogs)" })).toBeVisible();
  await press(alice.getByRole("button", { name: "Start the battle" }));
  const mine = alice.getByRole("listitem", { name: "Rust Rats Truck" });
  const theirs = alice.getByRole("listitem", { name: "Dune Dogs Truck" });
  await expect(theirs.getByRole("img", { name: "Engines: 5 of 5 wounds left" })).toBeVisible();

  // 003 Rams: move, then ram the Dune Dogs' truck side on (t-bone): Rust Rats hit on 3, 1 damage to their engines (6), pushed right (6)
  await useRule(mine, "Movement", "Gas move");
  await press(alice.getByRole("button", { name: "Roll", exact: true }));
  await useRule(mine, "Contact", "Ram");
  await expect(alice.getByRole("region", { name: "Ram: Rust Rats Truck" }).getByLabel("Target")).toHaveValue(/.+/);
  await rollWith(alice, "3 1 6 6");
  const log = alice.getByRole("list", { name: "Battle log entries" });
  await expect(log.getByText(/Rust Rats Truck rams Dune Dogs Truck \(t-bone\)/)).toBeVisible();
  await expect(log.getByText("Rule: 003 Ramming")).toBeVisible();
  await expect(theirs.getByRole("img", { name: "Engines: 4 of 5 wounds left" })).toBeVisible();

  // a die outside its faces is refused with the rule's words, and nothing is played
  await useRule(theirs, "Shooting", "Shoot at Dune Dogs Truck");
  const shot = alice.getByRole("region", { name: "Shoot at a vehicle: Dune Dogs Truck" });
  await shot.getByLabel(/^Firer/).selectOption({ label: "Rust Rats Boss (Rust Rats Truck)" });
  await shot.getByLabel("Damage").fill("2");
  await shot.getByLabel("Your dice (leave empty for the app to roll)").fill("7 6");
  await press(shot.getByRole("button", { name: "Use my dice" }));
  await expect(alice.getByRole("alert").getByText(/Each typed die must show one of its faces/)).toBeVisible();
  // 003 Shooting at vehicles: two shots at the engines (hit 6, location 6; wound 6, save 1), 2 damage each
  await rollWith(alice, "6 6");
  const prompts = alice.getByRole("region", { name: /To roll now/ });
  await prompts.getByLabel("Your dice (leave empty for the app to roll)").fill("6 1");
  await press(prompts.getByRole("button", { name: "Use my dice" }));
  await expect(theirs.getByRole("img", { name: "Engines: 2 of 5 wounds left" })).toBeVisible();
  await useRule(theirs, "Shooting", "Shoot at Dune Dogs Truck");
  await alice
    .getByRole("region", { name: "Shoot at a vehicle: Dune Dogs Truck" })
    .getByLabel(/^Firer/)
    .selectOption({ label: "Rust Rats Boss (Rust Rats Truck)" });
  await alice.getByRole("region", { name: "Shoot at a vehicle: Dune Dogs Truck" }).getByLabel("Damage").fill("2");
  await rollWith(alice, "6 6");
  await prompts.getByLabel("Your dice (leave empty for the app to roll)").fill("6 1");
  await press(prompts.getByRole("button", { name: "Use my dice" }));
  await expect(theirs.getByRole("img", { name: "Engines: 0 of 5 wounds left" })).toBeVisible();
  await expect(prompts.getByText(/engines at 0 wounds: injury dice/)).toBeVisible();
  await screenshots(alice, "battle-screen");

  // the service worker keeps the page before the connection goes
  await alice.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => alice.evaluate(async () => Boolean(await caches.match(location.href, { ignoreVary: true }))), { timeout: 20_000 }).toBe(true);
  await alice.context().setOffline(true);
  await expect(alice.getByText(/Offline\. The battle goes on and is kept on this device/)).toBeVisible();
  // 003 Damage tables: the injury dice (flesh wound) on the engines, typed; then a collision and the next turn, offline
  await prompts.getByLabel("Your dice (leave empty for the app to roll)").fill("1 1 1 1 1");
  await press(prompts.getByRole("button", { name: "Use my dice" }));
  await expect(log.getByText(/Dune Dogs Truck: Thruster jam\. The thrusters fire/)).toBeVisible();
  await useRule(mine, "Contact", "Collide");
  await alice.getByRole("region", { name: "Collision: Rust Rats Truck" }).getByLabel("How they meet").selectOption({ label: "Side to side, same way" });
  await rollWith(alice, "3 3");
  await expect(log.getByText(/Rust Rats Truck collides with Dune Dogs Truck/)).toBeVisible();
  await press(alice.getByRole("button", { name: "Next turn" }));
  await expect(alice.getByText("Turn 2", { exact: true })).toBeVisible();

  // reloaded offline: the page comes from the service worker, the battle from the device
  await alice.reload();
  await expect(alice.getByText("Turn 2", { exact: true })).toBeVisible();
  await expect(theirs.getByRole("img", { name: "Engines: 0 of 5 wounds left" })).toBeVisible();
  await expect(log.getByRole("listitem")).toHaveCount(9);
  // undo the next turn, and take it again
  await press(log.getByRole("button", { name: "Undo entry 9" }));
  await expect(alice.getByText("Turn 1", { exact: true })).toBeVisible();
  await press(alice.getByRole("button", { name: "Next turn" }));

  // finished offline: it waits, said so; back online it is sent once
  await alice.getByLabel("Scenario").fill("Screen Fight");
  await press(alice.getByRole("button", { name: "Finish and send the record" }));
  await expect(alice.getByText(/Waiting to be sent: Screen Fight/)).toBeVisible();
  await alice.context().setOffline(false);
  await expect(alice.getByText(/Sent: the battle is recorded in the campaign/)).toBeVisible({ timeout: 30_000 });

  // the other side confirms as today; the post-game reads the driver's ram with nothing retyped
  const bobCampaign = new CampaignPage(bob, campaignUrl);
  await bobCampaign.goto();
  await expect(bobCampaign.battle("Screen Fight").getByText("Awaiting confirmation")).toBeVisible();
  await bobCampaign.confirmResult("Screen Fight");
  const aliceCampaign = new CampaignPage(alice, campaignUrl);
  await aliceCampaign.goto();
  // recorded once: one battle of that name in the history
  await expect(aliceCampaign.history.getByRole("button", { name: "Void… Screen Fight" })).toHaveCount(1);
  const wizard = await aliceCampaign.runPostgame("Rust Rats");
  await wizard.goTo("Driver experience");
  await expect(alice.getByText(/Rust Rats Grot.*\+1 for the first ram that caused damage/)).toBeVisible();

  await screenshots(alice, "battle-campaign-link");

  // a friendly game between any two gangs Alice can see: recorded nowhere; a thrust before a gas move is refused with the rule's words
  await alice.goto("/gangs");
  await press(alice.getByRole("link", { name: "Play a friendly battle" }));
  await alice.getByLabel("Second gang").selectOption({ label: "Dune Dogs" });
  await screenshots(alice, "battle-friendly-choose");
  await press(alice.getByRole("button", { name: "Open the battle screen" }));
  await press(alice.getByRole("button", { name: "Start the battle" }));
  await useRule(mine, "Movement", "Thrust");
  await press(alice.getByRole("button", { name: "Roll", exact: true }));
  await expect(alice.getByRole("alert").getByText(/must move under gas engines before firing its thrusters/)).toBeVisible();
  // nobody is on foot: running over is not offered
  await openGroup(mine, "Contact");
  await expect(mine.getByRole("button", { name: "Ram", exact: true })).toBeVisible();
  await expect(mine.getByRole("button", { name: "Run over" })).toHaveCount(0);
  await screenshots(alice, "battle-friendly");
  await press(alice.getByRole("button", { name: "End and clear this battle" }));
  await press(alice.getByRole("button", { name: "Yes, throw it away" }));
  await expect(alice.getByRole("button", { name: "Start the battle" })).toBeVisible();
});
