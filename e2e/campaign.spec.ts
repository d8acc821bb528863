import { expect, test, type Locator, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots } from "./helpers";
import { CampaignPage, CampaignsPage, GangPage, GangsPage } from "./pages";

/** A gang with a Leader, a Ganger and a truck; the player stays on its page. */
async function gangWithTruck(page: Page, gang: string): Promise<GangPage> {
  const roster = await new GangsPage(page).create(gang);
  await roster.recruit(`${gang} Boss`, "Leader", 50);
  await roster.recruit(`${gang} Grot`, "Ganger", 50);
  await roster.buyVehicle(`${gang} Truck`, "Truck");
  return roster;
}

test("an organiser and two players: join, record a battle, confirm, post-game Destroyed with salvage, standings change", async ({ browser }) => {
  test.setTimeout(180_000);
  const organiser = await player(browser, "Organiser");
  const { code, campaignUrl } = await newCampaign(organiser, "Dust Bowl League");

  const alice = await player(browser, "Alice");
  const aliceGang = await gangWithTruck(alice, "Rust Rats");
  const aliceGangUrl = alice.url();
  // a wrong code is said once, under the code
  await new CampaignsPage(alice).tryJoin("WRONGCODE");
  await expect(alice.getByText("No campaign has that invite code: check it with your organiser")).toBeVisible();
  await expect(alice.getByText(/No campaign has that invite code/)).toHaveCount(1);
  await new CampaignsPage(alice).join(code);
  const aliceCampaign = new CampaignPage(alice, campaignUrl);
  const bob = await player(browser, "Bob");
  await gangWithTruck(bob, "Dune Dogs");
  await joinCampaign(bob, code);

  // Alice records: her Rust Rats won, their truck crippled; Bob's Dune Dogs bottled out.
  const record = await aliceCampaign.recordBattle();
  await record.scenario("Wreck Race");
  await record.tick("Rust Rats Truck crippled");
  await record.side(2).getByText("Bottled out").click();
  await record.submit();
  await expect(aliceCampaign.history.getByText("Awaiting confirmation")).toBeVisible();
  await expect(alice.getByRole("button", { name: "Confirm result" })).toHaveCount(0);

  // Bob, the other side, confirms; the standings count it.
  const bobCampaign = new CampaignPage(bob, campaignUrl);
  await bobCampaign.goto();
  await bobCampaign.confirmResult("Wreck Race"); // says yes to "Confirm this result?"
  await expect(bobCampaign.history.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(bobCampaign.standing("Rust Rats").nth(7)).toHaveText("3");
  await expect(bobCampaign.standing("Dune Dogs").nth(7)).toHaveText("0");

  // Alice runs the post-game with her own dice: D66 6,4 = 64 DESTROYED; salvage 2D6 3,5 = 80 credits.
  await aliceGang.goto(aliceGangUrl);
  const before = await aliceGang.credits();
  await aliceCampaign.goto();
  const wizard = await aliceCampaign.runPostgame("Rust Rats");
  // the fighters' experience from the record comes first (the fighter half of the post-game)
  await expect(alice.getByRole("heading", { name: /^Experience/ })).toBeVisible();
  await wizard.next();
  await expect(alice.getByRole("heading", { name: /Permanent damage: Rust Rats Truck/ })).toBeVisible();
  await wizard.stripWreckWith("Rust Rats Grot");
  await wizard.enterDice("6 4 3 5");
  // a reload keeps the answers typed so far (the browser first asks whether to leave)
  alice.once("dialog", (d) => void d.accept());
  await alice.reload();
  await expect(alice.getByText("Your answers from before were kept")).toBeVisible();
  await expect(alice.getByLabel("Dice you rolled, in order")).toHaveValue("6 4 3 5");
  await expect(alice.getByLabel("If it is DESTROYED: fighter left behind to strip it")).toHaveValue(/.+/);
  // The rogue Techpriest: a visit is a post-game action, one per Leader or Champion, so with the Boss
  // visiting nobody is left to add (the visit is taken back: this battle buys no upgrade).
  await wizard.goTo("Rogue Techpriest");
  await wizard.addVisit();
  await expect(alice.getByText("Every living Leader and Champion visits already: a visit is their post-game action, one each.")).toBeVisible();
  await expect(alice.getByRole("button", { name: "Add a visit" })).toHaveCount(0);
  await screenshots(alice, "postgame-techpriest-one-visit-each");
  await wizard.removeVisit(1);
  await expect(alice.getByRole("button", { name: "Add a visit" })).toBeVisible();
  await wizard.showSummary();
  await expect(alice.getByText(/DESTROYED/).first()).toBeVisible();
  await screenshots(alice, "postgame-summary");
  await wizard.apply();

  // The truck is gone from play and the salvage is in the ledger.
  await aliceGang.goto(aliceGangUrl);
  expect(await aliceGang.credits()).toBe(before + 80 + 30); // the salvage and the default pack's income for a win
  await expect(aliceGang.vehicle("Rust Rats Truck").root.getByText("DESTROYED")).toBeVisible();
  await expect(aliceGang.stat("Vehicles")).toHaveText("0");

  await organiser.goto(campaignUrl);
  await expect(organiser.getByText(/Post-game done: Rust Rats/)).toBeVisible();
  await screenshots(organiser, "campaign");
});

test("a player records a battle quick-resolved with Roll Out the (Gun) Barrels on two fronts with handicapping", async ({ browser }) => {
  test.setTimeout(120_000);
  const organiser = await player(browser, "Marshal");
  const { code } = await newCampaign(organiser, "Paper Wars");
  const carla = await player(browser, "Carla");
  await gangWithTruck(carla, "Scrap Hounds");
  await joinCampaign(carla, code);
  const dan = await player(browser, "Dan");
  await gangWithTruck(dan, "Sand Wyrms");
  await joinCampaign(dan, code);

  const form = (await new CampaignPage(carla).recordBattle()).quickForm;
  await expect(form).toBeVisible();
  await screenshots(carla, "battle-new");
  await expect(form.getByLabel("System")).toHaveValue("rotgb");
  await form.getByLabel("Gang 2", { exact: true }).selectOption({ label: "Sand Wyrms" });
  const rules = form.getByRole("group", { name: "Rules in play" });
  // the same checks as the Skirmish page: one front is refused under the field, nothing is sent
  await rules.getByLabel("Fronts", { exact: true }).fill("north");
  await expect(rules.getByText("Name 2 to 30 fronts")).toBeVisible();
  await form.getByRole("button", { name: "Resolve and record" }).click();
  await expect(form.getByText("Check the rules in play")).toBeVisible();
  await rules.getByLabel("Fronts", { exact: true }).fill("north, south");
  await expect(form.getByText("Check the rules in play")).toHaveCount(0);
  await rules.getByLabel(/^Handicapping/).check();
  await rules.getByLabel("Held pass").selectOption("north");
  await rules.getByLabel("Pass held by").selectOption({ label: "held by Scrap Hounds" });
  await expect(rules.getByText("Name 2 to 30 fronts")).toHaveCount(0);
  await form.getByLabel("Seed").fill("42");
  await form.getByLabel("Scenario").fill("Two-front scrap");
  await formScreenshots(carla, form, "campaign-quick-resolve");
  await form.getByRole("button", { name: "Resolve and record" }).click();

  const battle = new CampaignPage(carla).battle("Two-front scrap");
  await expect(battle.getByText("Two-front scrap · ")).toContainText("quick-resolved");
  await expect(
    battle.getByText(
      /^Quick-resolved with Roll Out the \(Gun\) Barrels, seed 42 \(rules: fronts: north, south; a pass at north held by Scrap Hounds; handicapping\)/,
    ),
  ).toBeVisible();
  await expect(battle.getByText("Awaiting confirmation")).toBeVisible();
  await screenshots(carla, "campaign-quick-resolved");
});

test("a player quick-resolves a three-gang battle with alliances: a gang chosen twice is refused, gangs are added and removed from the keyboard", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const organiser = await player(browser, "Warden");
  const { code } = await newCampaign(organiser, "Three Ways");
  const carla = await player(browser, "Carla");
  await gangWithTruck(carla, "Scrap Hounds");
  await joinCampaign(carla, code);
  for (const [name, gang] of [
    ["Dan", "Sand Wyrms"],
    ["Eve", "Dust Devils"],
  ] as const) {
    const other = await player(browser, name);
    await gangWithTruck(other, gang);
    await joinCampaign(other, code);
  }

  const form = (await new CampaignPage(carla).recordBattle()).quickForm;
  const gangsBox = form.getByRole("group", { name: /^Gangs/ });
  await expect(gangsBox).toHaveAccessibleName("Gangs (two to three)");
  await expect(gangsBox.getByLabel(/^Gang \d$/)).toHaveCount(2);
  // the campaign has three gangs: one more can be added, then no more
  await gangsBox.getByRole("button", { name: "Add a gang" }).click();
  await expect(gangsBox.getByLabel("Gang 3", { exact: true })).toBeFocused();
  await expect(gangsBox.getByRole("button", { name: "Add a gang" })).toHaveCount(0);
  // a gang chosen twice is refused under its field, and nothing is sent
  await gangsBox.getByLabel("Gang 3", { exact: true }).selectOption({ label: "Scrap Hounds" });
  await expect(gangsBox.getByText("This gang is already in the battle: choose another one.")).toBeVisible();
  await form.getByRole("button", { name: "Resolve and record" }).click();
  await expect(gangsBox.getByText("This gang is already in the battle: choose another one.")).toBeVisible();
  await expect(carla).toHaveURL(/\/battles\/new$/);
  await gangsBox.getByLabel("Gang 3", { exact: true }).selectOption({ label: "Sand Wyrms" });
  await expect(gangsBox.getByText("This gang is already in the battle")).toHaveCount(0);

  const rules = form.getByRole("group", { name: "Rules in play" });
  await rules.getByLabel(/^Alliances/).check();
  await rules.getByLabel("Alliance of Sand Wyrms").selectOption({ label: "Alliance 2" });
  // removing a gang from the keyboard: alliances are refused with two gangs, and the gang comes back the same way
  await gangsBox.getByRole("button", { name: "Remove gang 3" }).focus();
  await carla.keyboard.press("Enter");
  await expect(gangsBox.getByLabel(/^Gang \d$/)).toHaveCount(2);
  await expect(rules.getByText("Alliances need three or more gangs")).toBeVisible();
  await gangsBox.getByRole("button", { name: "Add a gang" }).focus();
  await carla.keyboard.press("Enter");
  await expect(gangsBox.getByLabel("Gang 3", { exact: true })).toBeFocused();
  await expect(rules.getByLabel("Alliance of Sand Wyrms")).toBeVisible();
  await expect(rules.getByText("Alliances need three or more gangs")).toHaveCount(0);
  await rules.getByLabel("Alliance of Sand Wyrms").selectOption({ label: "Alliance 2" });
  await form.getByLabel("Seed").fill("42");
  await form.getByLabel("Scenario").fill("Three-way scrap");
  await formScreenshots(carla, form, "campaign-quick-resolve-alliances");
  await form.getByRole("button", { name: "Resolve and record" }).click();

  const battle = new CampaignPage(carla).battle("Three-way scrap");
  await expect(battle.getByText("Three-way scrap · ")).toContainText("quick-resolved");
  await expect(
    battle.getByText(
      /^Quick-resolved with Roll Out the \(Gun\) Barrels, seed 42 \(rules: alliances: Alliance 1 \(Scrap Hounds\) against Alliance 2 \(Dust Devils, Sand Wyrms\)\)/,
    ),
  ).toBeVisible();
  // allies share the result: Dust Devils and Sand Wyrms both won or both lost
  const results = await battle.getByText(/Scrap Hounds (won|lost|draw)/).textContent({ timeout: 10_000 });
  const resultOf = (gang: string) => new RegExp(`${gang} (won|lost|draw)`).exec(results!)?.[1];
  expect(resultOf("Dust Devils")).toBe(resultOf("Sand Wyrms"));
  expect(resultOf("Scrap Hounds")).toBe({ won: "lost", lost: "won", draw: "draw" }[resultOf("Sand Wyrms")!]);
  await screenshots(carla, "campaign-quick-resolved-alliances");
});

test("recording a battle with too-long notes, negative kills and a fighter out of action who did not take part: each field says why, nothing is saved until fixed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const organiser = await player(browser, "Clerk");
  const { code } = await newCampaign(organiser, "Paperwork League");
  const greta = await player(browser, "Greta");
  await gangWithTruck(greta, "Bone Crushers");
  await joinCampaign(greta, code);
  const hal = await player(browser, "Hal");
  await gangWithTruck(hal, "Iron Jaws");
  await joinCampaign(hal, code);

  const newBattle = await new CampaignPage(greta).recordBattle();
  const record = newBattle.form;
  // with only two gangs in the campaign, the quick-resolve list takes exactly two
  await expect(newBattle.quickForm.getByRole("group", { name: "Gangs (two)", exact: true })).toBeVisible();
  await newBattle.scenario("Bad Paperwork");
  await record.getByLabel("Date played").fill("2099-12-31");
  await record.getByLabel("Bone Crushers Grot kills").fill("-5");
  await record.getByLabel("Bone Crushers Truck damaging rams").fill("99999999");
  await record.getByLabel("Bone Crushers Boss took part").uncheck();
  await record.getByLabel("Bone Crushers Boss out of action").check();
  await record.getByLabel("Notes").fill("x".repeat(2001));
  await newBattle.submit();

  // every refused field says why, next to it or in its table's list (naming the row), and is marked invalid
  const kills = "Bone Crushers Grot: kills must be a whole number from 0 to 99";
  const rams = "Bone Crushers Truck: damaging rams must be a whole number from 0 to 99";
  const stayedHome = "Bone Crushers Boss: did not take part, so cannot be out of action";
  await expect(record.getByText("Nothing was saved: fix the marked fields.")).toBeVisible();
  await expect(record.getByText("At most 2,000 characters", { exact: true })).toBeVisible();
  await expect(record.getByLabel("Notes")).toHaveAttribute("aria-invalid", "true");
  await expect(record.getByLabel("Notes")).toHaveAccessibleDescription(/At most 2,000 characters/);
  await expect(record.getByText("A battle cannot be played in the future.")).toBeVisible();
  await expect(record.getByLabel("Date played")).toHaveAttribute("aria-invalid", "true");
  for (const [label, message] of [
    ["Bone Crushers Grot kills", kills],
    ["Bone Crushers Truck damaging rams", rams],
    ["Bone Crushers Boss out of action", stayedHome],
  ] as const) {
    await expect(record.getByText(message, { exact: true })).toBeVisible();
    await expect(record.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(record.getByLabel(label)).toHaveAccessibleDescription(message);
  }
  // on a phone the page stays phone-wide with the messages shown, and the name column stays put
  // while the vehicle table scrolls sideways in its own box
  await screenshots(greta, "battle-new-errors");
  await greta.setViewportSize({ width: 390, height: 844 });
  await record.getByLabel("Bone Crushers Truck foot fighters run over").scrollIntoViewIfNeeded();
  await expect(record.getByLabel("Bone Crushers Truck foot fighters run over")).toBeInViewport();
  await expect(record.getByRole("rowheader", { name: "Bone Crushers Truck" })).toBeInViewport();
  await greta.setViewportSize({ width: 1280, height: 900 });
  await expect(greta).toHaveURL(/\/battles\/new$/);

  // fixed, the messages go and the battle is recorded
  await record.getByLabel("Bone Crushers Boss took part").check();
  await expect(record.getByText(stayedHome)).toHaveCount(0);
  await record.getByLabel("Date played").fill(new Date().toISOString().slice(0, 10));
  await record.getByLabel("Bone Crushers Grot kills").fill("1");
  await record.getByLabel("Bone Crushers Truck damaging rams").fill("1");
  await record.getByLabel("Notes").fill("Filled in twice.");
  await expect(record.getByText(kills)).toHaveCount(0);
  await newBattle.submit();
  await expect(new CampaignPage(greta).battle("Bad Paperwork").getByText("Awaiting confirmation")).toBeVisible();
});

/** One form alone, at phone (390 px) and desktop width, under e2e/screenshots/. */
async function formScreenshots(page: Page, form: Locator, name: string) {
  const size = page.viewportSize();
  for (const [device, width] of [
    ["phone", 390],
    ["desktop", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // the form itself sticks out nowhere at this width
    const box = await form.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await form.screenshot({ path: `e2e/screenshots/${name}-${device}.png` });
  }
  if (size) await page.setViewportSize(size);
}
