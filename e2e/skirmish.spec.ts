import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";
import { GangsPage, SkirmishPage } from "./pages";

const SPIKES_EXPORT = readFileSync("scripts/fixtures/da-spikes.json", "utf8");
const GRUNTS_EXPORT = readFileSync("scripts/fixtures/da-grunts.json", "utf8");

async function resolveWith(skirmish: SkirmishPage, system: string) {
  await skirmish.chooseSystem(system);
  await skirmish.resolve();
  await expect(skirmish.result.locator("#result-headline")).toHaveText(/wins|No winner/);
  await expect(skirmish.result.getByRole("list", { name: "Casualties" }).getByText(/^Da Spikes: /)).toBeVisible();
  await expect(skirmish.log.getByRole("heading", { name: "End of the battle" })).toBeVisible();
}

test("fight one of my gangs against a pasted export with each system, set Bench Fighting positions, and run the odds", async ({ page }) => {
  test.setTimeout(120_000);
  const gang = `Skirmish Boyz ${Date.now() % 100000}`;
  await signUp(page, "Warboss", uniqueEmail("skirmish"));
  const roster = await new GangsPage(page).create(gang);
  await roster.buyVehicle("Rattla", "Buggy");
  await roster.recruit("Gorbag", "Leader", 60);
  await roster.recruit("Snikrot", "Ganger", 25);

  const skirmish = new SkirmishPage(page);
  await skirmish.goto();
  // a fixed seed, so the outcomes below are the ones the command line gives for --seed 42
  await skirmish.replaySeed("42");
  await expect(page.getByRole("heading", { level: 1, name: "Skirmish on paper" })).toBeVisible();
  await expect(page.getByLabel("Gang 1", { exact: true })).toHaveValue(/.+/);
  await expect(page.getByText(`${gang}: 2 fighters, 1 vehicle`)).toBeVisible();

  // the second gang: a bad paste first (its problems with their paths), then the real export
  await page.getByLabel("Gang 2", { exact: true }).selectOption({ label: "Paste or upload an export…" });
  await skirmish.pasteGang(2, '{"format":"gorka-garage.gang","version":2}');
  await expect(page.getByText("version: version must be 1")).toBeVisible();
  await skirmish.pasteGang(2, SPIKES_EXPORT);
  await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicle")).toBeVisible();

  await resolveWith(skirmish, "Roll Out the (Gun) Barrels");
  await resolveWith(skirmish, "Bang!");

  // Bench Fighting: positions by hand, checked by the engine's validator (001 Constraints)
  await skirmish.chooseSystem("Bench Fighting");
  await expect(page.getByText("The automated player decides every skirmish").first()).toBeVisible();
  await page.getByLabel(`Set ${gang}'s positions for skirmish 1 by hand`).check();
  await page.getByLabel("Gorbag (60 points)").selectOption({ label: "Forward scout" });
  await page.getByLabel("Snikrot (25 points)").selectOption({ label: "Left flank" });
  await page.getByLabel("Rattla (200 points)").selectOption({ label: "Not fielded" });
  await expect(page.getByText("The main force needs at least one squad.").first()).toBeVisible();
  await skirmish.resolve();
  await expect(page.getByRole("alert").filter({ hasText: "main force needs at least one squad" })).toBeVisible();
  await page.getByLabel("Rattla (200 points)").selectOption({ label: "Main force" });
  await expect(page.getByText("Skirmish 1 costs 285 of 2850 points in the battle pool.")).toBeVisible();
  await resolveWith(skirmish, "Bench Fighting");
  await expect(skirmish.log).toContainText("forward scout 60 (Gorbag)");

  // any other skirmish by hand: skirmish 3, each checked on its own, the others left to the automated player
  const positions = page.getByRole("group", { name: `${gang}: positions` });
  await positions.getByLabel(`Skirmish for ${gang}`).selectOption({ label: "Skirmish 3: automated" });
  await positions.getByLabel(`Set ${gang}'s positions for skirmish 3 by hand`).check();
  await expect(positions.getByLabel("Gorbag (60 points)")).toHaveValue("scout"); // starts from skirmish 1
  await positions.getByLabel("Rattla (200 points)").selectOption({ label: "Not fielded" });
  await positions.getByLabel("Snikrot (25 points)").selectOption({ label: "Right flank" });
  await expect(positions.getByText("Skirmish 3: The main force needs at least one squad.")).toBeVisible();
  await skirmish.resolve();
  await expect(page.getByRole("alert").filter({ hasText: `${gang}, skirmish 3: The main force needs at least one squad.` })).toBeVisible();
  await positions.getByLabel("Gorbag (60 points)").selectOption({ label: "Main force" });
  await expect(positions.getByText("By hand: skirmishes 1 and 3. The automated player decides the others.")).toBeVisible();
  await expect(positions.getByText(/^Skirmish 3 costs 85 points; at most 2565 are left/)).toBeVisible();
  await skirmish.resolve();
  const log = skirmish.log;
  await expect(log.getByRole("heading", { name: "Skirmish 3" })).toBeVisible();
  await expect(log).toContainText("main force 60 (Gorbag)");
  await positions.getByRole("button", { name: "Use these positions in all 10 skirmishes" }).click();
  await expect(positions.getByText("By hand: skirmishes 1, 2, 3, 4, 5, 6, 7, 8, 9 and 10.")).toBeVisible();
  await positions.getByLabel(`Skirmish for ${gang}`).focus();
  await page.keyboard.press("ArrowDown"); // keyboard: the next skirmish
  await expect(positions.getByLabel(`Set ${gang}'s positions for skirmish 4 by hand`)).toBeChecked();
  // new positions dropped the last result; looking at another skirmish keeps the new one
  await expect(skirmish.result).toHaveCount(0);
  await skirmish.resolve();
  await expect(skirmish.result.getByText("Played with Bench Fighting, seed 42.")).toBeVisible();
  await positions.getByLabel(`Skirmish for ${gang}`).selectOption({ label: "Skirmish 1: by hand" });
  await expect(skirmish.result.getByText("Played with Bench Fighting, seed 42.")).toBeVisible();
  await screenshots(page, "skirmish-bench");

  // odds in a worker, with a progress bar that finishes
  await skirmish.chooseSystem("Roll Out the (Gun) Barrels");
  await skirmish.runOdds(500);
  await expect(page.getByRole("progressbar", { name: "Games played" })).toBeVisible();
  await expect(page.getByText("Finished: 500 games.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar", { name: "Games played" })).toHaveAttribute("value", "500");
  await expect(page.getByText("500 of 500")).toBeVisible();
  const odds = skirmish.odds;
  await expect(odds.getByRole("row", { name: new RegExp(`${gang} wins`) })).toContainText("%");
  await expect(odds.getByRole("row", { name: /Da Spikes wins/ })).toContainText("%");
  await expect(odds.getByRole("img", { name: /Bar chart of 500 games/ })).toBeVisible();

  // a long run can be cancelled, and the page keeps rendering its progress meanwhile
  // keyboard: a run puts the focus on the Odds heading (Cancel is the next Tab); Cancel gives it back
  // to Odds; the page's one status region says the run's quarters, not every 250 games
  await page.getByLabel("Games for the odds").fill("1000000");
  await skirmish.oddsButton.press("Enter");
  await expect(page.getByRole("heading", { name: "Odds", exact: true })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: /Odds: (playing 1,000,000 games|\d+% of 1,000,000 games played)/ })).toHaveCount(1);
  await expect(page.getByText(/^[1-9][\d,]* of 1,000,000$/)).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/Cancelled after [\d,]+ games/)).toBeVisible();
  await expect(skirmish.oddsButton).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: /Odds cancelled after [\d,]+ games\./ })).toHaveCount(1);

  await skirmish.runOdds(500);
  await expect(page.getByText("Finished: 500 games.")).toBeVisible({ timeout: 30_000 });
  await skirmish.resolve();
  await screenshots(page, "skirmish");
});

test("Roll Out the (Gun) Barrels with the letter's variant and two fronts: the rules checked, shown with the result and used by the odds", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Grot Boss", uniqueEmail("skirmish-rules"));
  const skirmish = new SkirmishPage(page);
  await skirmish.goto();
  // a fixed seed, so the outcomes below are the ones the command line gives for --seed 42
  await skirmish.replaySeed("42");
  await skirmish.pasteGang(1, GRUNTS_EXPORT);
  await skirmish.pasteGang(2, SPIKES_EXPORT);
  await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicle")).toBeVisible();

  const rules = skirmish.rules;
  await rules.getByLabel(/The letter's variant/).check();
  await rules.getByLabel("Fronts", { exact: true }).fill("north");
  await expect(rules.getByText("Name 2 to 30 fronts, separated by commas")).toBeVisible();
  await skirmish.resolve();
  await expect(page.getByRole("alert").filter({ hasText: "Check the rules in play" })).toBeVisible();

  // seed 42: Da Spikes flank on both fronts in turn 1, and their dice drop by two
  await rules.getByLabel("Fronts", { exact: true }).fill("north, south");
  await expect(rules.getByText("Name 2 to 30 fronts")).toHaveCount(0);
  await skirmish.resolve();
  const result = skirmish.result;
  await expect(result.getByText("Rules in play: the letter's variant (flanking dice drop by two); fronts: north, south.")).toBeVisible();
  const log = skirmish.log;
  await expect(log).toContainText("Da Grunts rolls at north:");
  await expect(log).toContainText("Da Spikes at south:");
  await expect(log).toContainText("they drop by two:");
  await expect(log).not.toContainText("they re-roll:");

  // a pass on a front, and the odds in the worker with the same rules
  await rules.getByLabel("Held pass").selectOption("north");
  await rules.getByLabel("Pass held by").selectOption({ label: "held by Da Grunts" });
  await skirmish.runOdds(300);
  await expect(page.getByText("Finished: 300 games.")).toBeVisible({ timeout: 30_000 });
  await rules.getByLabel("Fronts", { exact: true }).fill("south, east");
  await expect(rules.getByText('No front is called "north" any more')).toBeVisible();
  await rules.getByLabel("Fronts", { exact: true }).fill("north, south");

  // 002 Reinforcements: a third of each gang waits in reserve (smallest dice first) unless picked by hand
  await rules.getByLabel("Reinforcements every … turns").fill("0");
  await expect(rules.getByText("A whole number of turns from 1 to 1,000")).toBeVisible();
  await rules.getByLabel("Reinforcements every … turns").fill("2");
  const grunts = rules.getByRole("group", { name: "Da Grunts: in reserve" });
  await expect(grunts.getByLabel("Yoof (d4 juve)")).toBeChecked();
  await expect(grunts.getByLabel("Snag (d6 ganger)")).toBeChecked();
  await expect(grunts.getByText("Automatic: a third of the gang")).toBeVisible();
  await grunts.getByLabel("Snag (d6 ganger)").uncheck();
  await grunts.getByLabel("Grunt Truck (d12 truck)").check();
  await expect(grunts.getByText("Picked by hand.")).toBeVisible();
  await rules.getByLabel("Held pass").selectOption("");
  await skirmish.resolve();
  await expect(
    result.getByText(
      "Rules in play: the letter's variant (flanking dice drop by two); fronts: north, south; reinforcements: one unit every 2 turns; in reserve: Da Grunts: Yoof, Grunt Truck; Da Spikes: Zogbit, Nitwit.",
    ),
  ).toBeVisible();
  await expect(log).toContainText("Da Grunts's reinforcement Grunt Truck (d12 truck) arrives at north");
  await skirmish.oddsButton.click();
  await expect(page.getByText("Finished: 300 games.")).toBeVisible({ timeout: 30_000 });
  // every unit in reserve is refused under the gang
  const spikes = rules.getByRole("group", { name: "Da Spikes: in reserve" });
  for (const name of ["Skarfang", "Bonecrusher", "Gitbasha", "Rattla"]) await spikes.getByLabel(new RegExp(`^${name} `)).check();
  await expect(spikes.getByText("Da Spikes holds every unit in reserve: leave at least one to start the battle.")).toBeVisible();
  await spikes.getByRole("button", { name: "Automatic choice for Da Spikes" }).click();
  await expect(spikes.getByLabel("Skarfang (d10 leader)")).not.toBeChecked();
  await screenshots(page, "skirmish-rules");
});

/** The "Rules in play" fieldset alone, at phone (390 px) and desktop width, under e2e/screenshots/. */
async function rulesScreenshots(page: Page, name: string) {
  const rules = new SkirmishPage(page).rules;
  const size = page.viewportSize();
  for (const [device, width] of [
    ["phone", 390],
    ["desktop", 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // nothing sticks out sideways at this width
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await rules.screenshot({ path: `e2e/screenshots/${name}-${device}.png` });
  }
  if (size) await page.setViewportSize(size);
}

test("Roll Out the (Gun) Barrels terrain: unit types restricted to fronts, checked, shown with the result and used by the odds", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Grot Boss", uniqueEmail("skirmish-terrain"));
  const skirmish = new SkirmishPage(page);
  await skirmish.goto();
  // a fixed seed, so the outcomes below are the ones the command line gives for --seed 42
  await skirmish.replaySeed("42");
  await skirmish.pasteGang(1, GRUNTS_EXPORT);
  await skirmish.pasteGang(2, SPIKES_EXPORT);
  await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicle")).toBeVisible();

  const rules = skirmish.rules;
  await expect(rules.getByText("Name two fronts or more to restrict them.", { exact: false })).toBeVisible();
  await rules.getByLabel("Fronts", { exact: true }).fill("road, hills");
  const road = rules.getByRole("group", { name: "Who may stand on road" });
  const hills = rules.getByRole("group", { name: "Who may stand on hills" });

  // by keyboard: Space ticks the restriction, Tab walks to the types, Space ticks them
  await road.getByLabel("Only some unit types on road").focus();
  await page.keyboard.press("Space");
  await expect(road.getByText("Tick the unit types that may stand on road, or let every unit stand there.")).toBeVisible();
  await expect(road.getByRole("group", { name: "Fighters" }).getByRole("checkbox")).toHaveCount(5);
  await road.getByLabel("truck", { exact: true }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(road.getByLabel("buggy", { exact: true })).toBeFocused();
  await page.keyboard.press("Space");
  await road.getByLabel("bike", { exact: true }).check();
  await expect(road.getByText("Tick the unit types")).toHaveCount(0);

  // a restriction that leaves units with nowhere to stand is refused, naming the types and the units
  await hills.getByLabel("Only some unit types on hills").check();
  await hills.getByLabel("juve", { exact: true }).check();
  const stranded =
    "No front allows a leader, champion, specialist or ganger, so Da Boss (Da Grunts), Nob (Da Grunts), Spanna (Da Grunts) and 6 more would have nowhere to stand";
  await expect(rules.getByText(stranded)).toBeVisible();
  await rulesScreenshots(page, "skirmish-terrain-refused");
  await skirmish.resolve();
  await expect(page.getByRole("alert").filter({ hasText: "Check the rules in play" })).toBeVisible();
  await hills.getByLabel("Only some unit types on hills").uncheck();
  await expect(rules.getByText(stranded)).toHaveCount(0);

  // seed 42: the vehicles alone stand on road, as with --allow road=truck+bike+buggy on the command line
  await skirmish.resolve();
  const result = skirmish.result;
  await expect(result.getByText("Rules in play: fronts: road, hills; only truck, buggy and bike may stand on road.")).toBeVisible();
  const log = skirmish.log;
  await expect(log).toContainText("Da Grunts rolls at road: Grunt Truck (d12 truck) 7, Speedy (d8 bike) 8.");
  await expect(log).toContainText("Da Spikes rolls at road: Rattla (d10 buggy) 4.");

  // the odds in the worker play the same terrain; renaming a front lifts its restriction, naming it again brings it back
  await skirmish.runOdds(300);
  await expect(page.getByText("Finished: 300 games.")).toBeVisible({ timeout: 30_000 });
  await rules.getByLabel("Fronts", { exact: true }).fill("river, hills");
  await expect(rules.getByLabel("Only some unit types on river")).not.toBeChecked();
  await rules.getByLabel("Fronts", { exact: true }).fill("road, hills");
  await expect(road.getByLabel("bike", { exact: true })).toBeChecked();
  await rulesScreenshots(page, "skirmish-terrain");
});

test("Roll Out the (Gun) Barrels with three gangs in two alliances", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Grot Boss", uniqueEmail("skirmish-alliances"));
  const skirmish = new SkirmishPage(page);
  await skirmish.goto();
  // a fixed seed, so the outcomes below are the ones the command line gives for --seed 42
  await skirmish.replaySeed("42");
  await skirmish.pasteGang(1, GRUNTS_EXPORT);
  await skirmish.pasteGang(2, SPIKES_EXPORT);
  const rules = skirmish.rules;
  await rules.getByLabel(/^Alliances/).check();
  await expect(rules.getByText("Alliances need three or more gangs")).toBeVisible();

  await page.getByRole("button", { name: "Add a gang" }).click();
  await skirmish.pasteGang(3, GRUNTS_EXPORT);
  await expect(rules.getByText("Alliances need three or more gangs")).toHaveCount(0);
  // alliances 1, 2, 1 to start with; all in one alliance is refused, and so is handicapping three sides
  await expect(rules.getByLabel("Alliance of Da Grunts (2)")).toHaveValue("1");
  await rules.getByLabel("Alliance of Da Spikes").selectOption({ label: "Alliance 1" });
  await expect(rules.getByText("Put the gangs in two alliances or more")).toBeVisible();
  await rules.getByLabel("Alliance of Da Spikes").selectOption({ label: "Alliance 2" });
  await rules.getByLabel("Alliance of Da Grunts (2)").selectOption({ label: "Alliance 3" });
  await rules.getByLabel(/^Handicapping/).check();
  await expect(rules.getByText("Handicapping is for two sides")).toBeVisible();
  await skirmish.resolve();
  await expect(page.getByRole("alert").filter({ hasText: "Check the rules in play" })).toBeVisible();
  await rules.getByLabel("Alliance of Da Grunts (2)").selectOption({ label: "Alliance 1" });
  await expect(rules.getByText("Handicapping is for two sides")).toHaveCount(0);

  await skirmish.resolve();
  const result = skirmish.result;
  await expect(result.locator("#result-headline")).toHaveText(/Alliance [12] wins|No winner/);
  await expect(result.getByText("Rules in play: handicapping; alliances: Alliance 1 (Da Grunts, Da Grunts (2)) against Alliance 2 (Da Spikes).")).toBeVisible();
  await expect(result.getByRole("list", { name: "Casualties" }).getByText(/^Da Grunts \(2\): /)).toBeVisible();
  // allies never attack each other: no entry has one Da Grunts gang taking the other's dice
  const entries = skirmish.log.getByRole("listitem");
  await expect(entries.filter({ hasText: /Da Spikes: .*(assaults|flank) Da Grunts/ }).first()).toBeVisible();
  await expect(entries.filter({ hasText: /^Da Grunts(?: \(2\))?: .*(assaults|flank) Da Grunts/ })).toHaveCount(0);

  await skirmish.oddsButton.click();
  await expect(page.getByRole("alert").filter({ hasText: "Odds are for two gangs: remove the others." })).toBeVisible();
  await screenshots(page, "skirmish-alliances");
});

test("a result names the system and seed it was played with, and changing the form drops it or stops its odds run", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Grot Boss", uniqueEmail("skirmish-stale"));
  const skirmish = new SkirmishPage(page);
  await skirmish.goto();
  // a fixed seed, so the outcomes below are the ones the command line gives for --seed 42
  await skirmish.replaySeed("42");
  await skirmish.pasteGang(1, GRUNTS_EXPORT);
  await skirmish.pasteGang(2, SPIKES_EXPORT);
  await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicle")).toBeVisible();
  const result = skirmish.result;
  const odds = skirmish.odds;

  // one game names its system and seed; another system drops it instead of leaving it under the new name
  await skirmish.resolve();
  await expect(result.getByText("Played with Roll Out the (Gun) Barrels, seed 42.")).toBeVisible();
  // ROtGB keeps its verdict (npm run skirmish -- --seed 42 says "Winner: Da Grunts (victory)")
  await expect(result.locator("#result-headline")).toHaveText(/^(Da (Grunts|Spikes) wins \(victory\)|No winner \(draw\))$/);
  await skirmish.chooseSystem("Bang!");
  await expect(result).toHaveCount(0);
  await skirmish.resolve();
  await expect(result.getByText("Played with Bang!, seed 42.")).toBeVisible();
  // Bang! says who won once: "Da Grunts wins", not "Da Grunts wins (Da Grunts wins)"
  await expect(result.locator("#result-headline")).toHaveText(/^Da (Grunts|Spikes) wins$/);
  await skirmish.replaySeed("7");
  await expect(result).toHaveCount(0);

  // an odds run of ROtGB stops when the system changes while it runs: nothing of it shows under Bang!
  await skirmish.chooseSystem("Roll Out the (Gun) Barrels");
  await skirmish.runOdds(1_000_000);
  await expect(odds.getByText("Played with Roll Out the (Gun) Barrels, seed 7 (game n with seed 7#n).")).toBeVisible();
  await expect(odds.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(odds.getByText(/^[1-9][\d,]* of 1,000,000$/)).toBeVisible();
  await skirmish.chooseSystem("Bang!");
  await expect(odds).toHaveCount(0);
  await expect(skirmish.oddsButton).toBeEnabled();

  // Bang!'s own odds finish and say so; the stopped ROtGB run never comes back
  await skirmish.runOdds(300);
  await expect(odds.getByText("Finished: 300 games.")).toBeVisible({ timeout: 30_000 });
  await expect(odds.getByText("Played with Bang!, seed 7 (game n with seed 7#n).")).toBeVisible();
  await skirmish.resolve();
  await expect(result.getByText("Played with Bang!, seed 7.")).toBeVisible();
  await expect(page.getByText(/Roll Out the \(Gun\) Barrels, seed/)).toHaveCount(0);
  await expect(page.getByText(/of 1,000,000/)).toHaveCount(0);

  // a gang changed into something that is not an export: both results go, and only the problem shows
  await skirmish.pasteGang(2, "{");
  await expect(result).toHaveCount(0);
  await expect(odds).toHaveCount(0);
  await skirmish.resolve();
  await expect(page.getByRole("alert").filter({ hasText: "Each gang needs to be one of your gangs or a valid export" })).toBeVisible();
  await expect(result).toHaveCount(0);
  await skirmish.oddsButton.click();
  await expect(odds).toHaveCount(0);
});

test("the skirmish page asks a visitor to sign in first", async ({ page }) => {
  await page.goto("/skirmish");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fskirmish/);
});
