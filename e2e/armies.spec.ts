import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots, signUp, uniqueEmail } from "./helpers";
import { ArmiesPage, GangsPage, SkirmishPage, press } from "./pages";

// Issue 15: armies of one's own (built, checked, saved, exported, fought against a gang) and the
// skirmish page for campaigns (other members' gangs read-only, fresh seeds replayed, Medieval
// Strife and Star Strife resolved with their odds at phone width).

const GRUNTS_EXPORT = readFileSync("scripts/fixtures/da-grunts.json", "utf8");
const SPIKES_EXPORT = readFileSync("scripts/fixtures/da-spikes.json", "utf8");

test("an army built, checked and saved, then fought against another member's campaign gang, its seed replayed", async ({ browser }) => {
  test.setTimeout(180_000);
  const n = Date.now() % 100000;
  const league = `Army League ${n}`,
    rivals = `Da Rivals ${n}`,
    mine = `Da Mine ${n}`,
    army = `Ironhold ${n}`;
  const organiser = await player(browser, "Warlord");
  const { code } = await newCampaign(organiser, league);
  const rival = await player(browser, "Rival");
  const rivalGang = await new GangsPage(rival).create(rivals);
  await rivalGang.recruit("Grimtooth", "Leader", 60);
  await rivalGang.recruit("Snotling", "Ganger", 25);
  await joinCampaign(rival, code);
  const page = await player(browser, "General");
  await (await new GangsPage(page).create(mine)).recruit("Bosskar", "Leader", 60);
  await joinCampaign(page, code);

  // build a Medieval Strife army: the text's rule is said as soon as it is broken
  const armies = new ArmiesPage(page);
  await armies.goto();
  // a new army's empty name is no problem yet: it becomes one when Save is pressed
  await press(page.getByRole("link", { name: "Build an army" }));
  await expect(armies.problems).toHaveText("Name the army to save it.");
  await expect(page.getByText("the army needs a name")).toHaveCount(0);
  await press(page.getByRole("button", { name: "Save army" }));
  await expect(armies.problems).toHaveText("name: the army needs a name");
  await expect(page.getByLabel("Army name")).toHaveAttribute("aria-invalid", "true");
  await armies.goto();
  // the armies page and the editor send players to the help pages, never to the README
  await expect(page.getByRole("link", { name: "the five systems in brief" })).toHaveAttribute("href", "/help/skirmish");
  await expect(page.getByText(/README/)).toHaveCount(0);
  await armies.build(army, "Medieval Strife");
  await expect(page.getByRole("link", { name: "what each unit can do" })).toHaveAttribute("href", "/help/skirmish#medieval-units");
  await expect(page.getByText(/README/)).toHaveCount(0);
  await armies.setUnit(1, "Footman", 3);
  await armies.addUnit();
  await armies.setUnit(2, "Archer");
  await expect(armies.problems).toContainText(
    "units.1.type: all of an army's d6s are one unit type: Footman (units.0) or Archer, not both (002 Medieval Strife, Rules)",
  );
  await expect(page.getByText("all of an army's d6s are one unit type").nth(1)).toBeVisible(); // under the field too
  await armies.setUnit(2, "Knight", 2);
  await expect(armies.problems).toContainText("A legal army: 5 units.");
  // a second row of Footmen (no id field outside Star Strife) is numbered on, not refused as a clash;
  // the new row takes the focus, and a removed row hands it to "Add a unit"
  await armies.addUnit();
  await expect(page.getByLabel("Unit 3 type")).toBeFocused();
  await armies.setUnit(3, "Footman", 2);
  await expect(armies.problems).toContainText("A legal army: 7 units.");
  await page.getByRole("button", { name: "Remove unit 3" }).press("Enter");
  await expect(page.getByRole("button", { name: "Add a unit" })).toBeFocused();
  // an arrow key on the focused game changes it; going back brings the rows back
  await page.getByLabel("Game").press("ArrowDown");
  await expect(page.getByLabel("Game")).toHaveValue("star");
  await page.getByLabel("Game").selectOption("medieval");
  await expect(page.getByLabel("Unit 2 type")).toHaveValue("Knight");
  await expect(armies.problems).toContainText("A legal army: 5 units.");
  // Star Strife: more drones than a ship's channels are marked on the drones' row, not on the ship's empty "controlled by"
  await page.getByLabel("Game").selectOption("star");
  await armies.addUnit();
  await armies.setUnit(2, "Space Combat Drone", 4);
  // the ships' ids, as the file numbers them, are offered on the field
  await expect(page.getByLabel("Unit 2 controlled by (ship id)")).toHaveAttribute("list", "army-ship-ids");
  await expect(page.locator("#army-ship-ids option")).toHaveCount(2);
  expect(await page.locator("#army-ship-ids option").evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value))).toEqual(["destroyer-1", "destroyer-2"]);
  await page.getByLabel("Unit 2 controlled by (ship id)").fill("destroyer-1");
  await expect(armies.problems).toContainText("units.0.controller: destroyer-1: 4 units in its control channels but it has 3");
  await expect(page.getByLabel("Unit 2 controlled by (ship id)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Unit 1 controlled by (ship id)")).not.toHaveAttribute("aria-invalid");
  // a station for the attacker: the role is marked, and the rule is said under it
  await armies.addUnit();
  await armies.setUnit(3, "Base Station");
  await expect(page.getByLabel("Strategic role")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#army-role-error")).toHaveText("base-station: only the strategic defender may have a station (002 Star Strife: Stations)");
  await page.getByLabel("Strategic role").selectOption("defender");
  await expect(page.getByLabel("Strategic role")).not.toHaveAttribute("aria-invalid");
  await page.getByLabel("Game").selectOption("medieval");
  await expect(armies.problems).toContainText("A legal army: 5 units.");
  await expect(page.getByRole("link", { name: "Export (JSON)" })).toHaveAttribute("download", `${army}.army.json`);
  await screenshots(page, "army-editor");
  // saved, and a second press while the list loads saves no second copy
  const listShown = /\/skirmish\/armies\?saved=/;
  await page.route(listShown, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const listAsked = page.waitForRequest(listShown);
  await armies.save();
  await listAsked;
  await page.getByRole("button", { name: /^(Save army|Saving…)$/ }).dispatchEvent("click");
  await expect(page.getByRole("status").filter({ hasText: `Saved ${army}.` })).toBeVisible();
  await page.unroute(listShown);
  await expect(armies.list.getByRole("link", { name: army, exact: true })).toHaveCount(1);
  await expect(armies.list).toContainText("Medieval Strife · 5 units");

  // a file that is not an army is refused with its JSON path; nothing is imported
  await page
    .getByLabel("Army file contents (JSON)")
    .fill('{"format":"gorka-garage.army","version":1,"game":"star","name":"Vega","units":[{"type":"Base Station","die":"eight"}]}');
  await press(page.getByRole("button", { name: "Import army" }));
  await expect(page.locator("#army-file-problems")).toContainText("units.0.die: a die is written as its number of sides");
  // a file far over the size of an army is refused by its size, never read into the form, and the box is cleared
  await page.getByLabel("Or upload the file").setInputFiles({ name: "big.army.json", mimeType: "application/json", buffer: Buffer.alloc(150_000, 32) });
  await expect(page.locator("#army-file-problems")).toContainText("big.army.json is 150 KB; army files up to 100 KB can be imported.");
  await expect(page.getByLabel("Army file contents (JSON)")).toHaveValue("");
  await screenshots(page, "armies");

  // the skirmish page: another member's gang of the shared campaign, read-only, against the army
  const skirmish = new SkirmishPage(page);
  await skirmish.goto();
  const gang1 = page.getByLabel("Gang 1", { exact: true });
  await expect(gang1.locator("optgroup", { hasText: rivals })).toHaveAttribute("label", `${league} (read-only)`);
  await gang1.selectOption({ label: `${rivals} (Rival)` });
  await expect(page.getByRole("group", { name: "Gang 1" }).getByText(`${rivals}: 2 fighters, 0 vehicles`)).toBeVisible();
  await page.getByLabel("Gang 2", { exact: true }).selectOption({ label: `${army} (Medieval Strife)` });
  // the game follows the army
  await expect(page.getByLabel("System")).toHaveValue("medieval");
  await skirmish.resolve();
  await expect(skirmish.result.locator("#result-headline")).toHaveText(/wins|No winner/);
  const seed = await skirmish.playedSeed();
  const headline = await skirmish.result.locator("#result-headline").textContent();
  const log = await skirmish.log.textContent();
  // fighters and army units by name, never by id
  expect(log).toMatch(/Grimtooth|Snotling/);
  expect(log).toMatch(/Footman \d|Knight \d/);
  expect(log).not.toContain(`${army}/`);

  // a fresh seed each time, until one is replayed: then the very same game
  let other = seed;
  for (let i = 0; i < 5 && other === seed; i++) {
    await skirmish.resolve();
    await expect(skirmish.result).toBeVisible();
    other = await skirmish.playedSeed();
  }
  expect(other).not.toBe(seed);
  await skirmish.replaySeed(seed);
  await skirmish.resolve();
  await expect(skirmish.result.getByText(`Played with Medieval Strife, seed ${seed}.`)).toBeVisible();
  await expect(skirmish.result.locator("#result-headline")).toHaveText(headline!);
  expect(await skirmish.log.textContent()).toBe(log);
  await press(skirmish.result.getByRole("button", { name: `Replay seed ${seed}` }));
  await expect(page.getByLabel("Replay this seed")).toHaveValue(seed);

  // odds of the army against the gang, shared over the workers; at 1280×900 the progress is in view under the button
  await page.setViewportSize({ width: 1280, height: 900 });
  await skirmish.runOdds(600);
  await expect(page.getByRole("progressbar", { name: "Games played" })).toBeInViewport();
  await expect(skirmish.oddsButton).toBeInViewport();
  await expect(skirmish.odds.getByText("Finished: 600 games.")).toBeVisible({ timeout: 60_000 });
  await expect(skirmish.odds.getByRole("row", { name: new RegExp(`${army} wins`) })).toContainText("%");
  await screenshots(page, "skirmish-army");

  // delete, asked first
  await armies.goto();
  page.once("dialog", (d) => void d.accept());
  // the button's name carries the army's name out of sight ("Delete" then the name)
  await press(
    armies.list
      .getByRole("listitem")
      .filter({ hasText: army })
      .getByRole("button", { name: /^Delete/ }),
  );
  await expect(page.getByText("You have no armies yet")).toBeVisible();
  for (const p of [organiser, rival, page]) await p.context().close();
});

test("an army file imported is saved at once, and says so", async ({ page }) => {
  await signUp(page, "Importer", uniqueEmail("import"));
  const armies = new ArmiesPage(page);
  await armies.goto();
  await page.getByLabel("Or upload the file").setInputFiles("scripts/fixtures/carrier-group.army.json");
  await expect(page.getByLabel("Army file contents (JSON)")).toHaveValue(/Carrier Group Vega/);
  await press(page.getByRole("button", { name: "Import army" }));
  await expect(page.getByRole("heading", { level: 1, name: "Carrier Group Vega" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Imported and saved Carrier Group Vega." })).toBeVisible();
  await armies.goto();
  await expect(armies.list).toContainText("Star Strife · 10 units");
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Resolves one game and runs the odds of `system`, the progress in view under the button as soon as it is pressed. */
  async function resolveAndOdds(page: Page, skirmish: SkirmishPage, system: string) {
    await skirmish.chooseSystem(system);
    await skirmish.resolve();
    await expect(skirmish.result.getByText(new RegExp(`^Played with ${system}, seed \\d+\\.$`))).toBeVisible();
    await expect(skirmish.log.getByRole("heading", { name: "End of the battle" })).toBeVisible();
    await expect(skirmish.log).toContainText("Skarfang");
    await skirmish.runOdds(1_000_000);
    await expect(page.getByRole("progressbar", { name: "Games played" })).toBeInViewport();
    await expect(skirmish.oddsButton).toBeInViewport();
    await press(skirmish.odds.getByRole("button", { name: "Cancel" }));
    await skirmish.runOdds(400);
    await expect(skirmish.odds.getByText("Finished: 400 games.")).toBeVisible({ timeout: 60_000 });
    await expect(skirmish.odds.getByRole("row", { name: /Da Spikes wins/ })).toContainText("%");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  test("an army with a long name of one word never makes a page wider than the phone", async ({ page }) => {
    test.setTimeout(60_000);
    await signUp(page, "Longname", uniqueEmail("longname"));
    const name = "W".repeat(120);
    const armies = new ArmiesPage(page);
    await armies.goto();
    await armies.build(name, "Star Strife");
    await page.getByLabel("Unit 1 name (optional)").fill("N".repeat(120));
    await armies.save();
    await expect(armies.list.getByRole("link", { name, exact: true })).toBeVisible();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width(), "the list").toBeLessThanOrEqual(390);
    await press(armies.list.getByRole("link", { name, exact: true }));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(await width(), "the editor").toBeLessThanOrEqual(390);
    const skirmish = new SkirmishPage(page);
    await skirmish.goto();
    await page.getByLabel("Gang 1", { exact: true }).selectOption({ label: `${name} (Star Strife)` });
    await skirmish.pasteGang(2, GRUNTS_EXPORT);
    await skirmish.resolve();
    await expect(skirmish.result.locator("#result-headline")).toHaveText(/wins|No winner/);
    // the name wraps, the score column's head stays one word on one line
    const scoreHead = skirmish.result.getByRole("columnheader", { name: "Score" });
    expect((await scoreHead.boundingBox())!.height).toBeLessThan(30);
    await skirmish.runOdds(200);
    await expect(skirmish.odds.getByText("Finished: 200 games.")).toBeVisible({ timeout: 60_000 });
    expect(await width(), "the skirmish result and odds").toBeLessThanOrEqual(390);
  });

  test("Medieval Strife and Star Strife each resolved and their odds run from the page", async ({ page }) => {
    test.setTimeout(120_000);
    await signUp(page, "Strifer", uniqueEmail("strife"));
    const skirmish = new SkirmishPage(page);
    await skirmish.goto();
    // no gangs and no campaigns: the page says where to get some
    await expect(page.getByText("You have no gangs yet, of your own or in a campaign")).toBeVisible();
    await expect(page.getByRole("link", { name: "create a gang" })).toHaveAttribute("href", "/gangs");
    await expect(page.getByRole("link", { name: "join a campaign" })).toHaveAttribute("href", "/campaigns");
    // an empty paste box says what to do, not an error in red
    const gang1 = page.getByRole("group", { name: "Gang 1" });
    await expect(gang1.getByText("Paste a gang export or upload its file.")).toBeVisible();
    await expect(gang1.getByRole("listitem")).toHaveCount(0);
    // a file far too big for a gang export is refused by its size, never read into the page
    await page.getByLabel("Upload gang 1 export").setInputFiles({ name: "huge.json", mimeType: "application/json", buffer: Buffer.alloc(1_500_000, " ") });
    await expect(page.getByRole("alert").filter({ hasText: "huge.json is" })).toContainText("gang files up to 1 MB can be imported.");
    await expect(page.getByLabel("Gang 1 export JSON")).toHaveValue("");
    await skirmish.pasteGang(1, GRUNTS_EXPORT);
    await expect(page.getByRole("alert").filter({ hasText: "huge.json is" })).toHaveCount(0);
    await skirmish.pasteGang(2, SPIKES_EXPORT);
    await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicle")).toBeVisible();
    await resolveAndOdds(page, skirmish, "Medieval Strife");
    // what each unit type does is on the help page, not only in the README
    await expect(page.getByText("written down in the README")).toHaveCount(0);
    const units = page.getByRole("link", { name: "the Medieval Strife units" });
    await expect(units).toHaveAttribute("href", "/help/skirmish#medieval-units");
    const help = await page.context().newPage();
    await help.goto("/help/skirmish#medieval-units");
    await expect(help.getByRole("heading", { name: "Medieval Strife: what each unit can do" })).toBeInViewport();
    await expect(help.getByRole("row", { name: /^d6 Archer \+1 −1 archer \(field themes\)$/ })).toBeVisible();
    expect(await help.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await help.close();
    await page.screenshot({ path: "e2e/screenshots/phone-skirmish-medieval.png", fullPage: true });
    await resolveAndOdds(page, skirmish, "Star Strife");
    await expect(page.getByText("Two gangs. Fighters and vehicles become dice")).toBeVisible();
    await page.screenshot({ path: "e2e/screenshots/phone-skirmish-star.png", fullPage: true });
    // a seed pasted whole from somewhere else is refused before it is printed under the result
    await skirmish.replaySeed("7".repeat(300));
    await skirmish.resolve();
    await expect(page.getByRole("alert").filter({ hasText: "A seed to replay is at most 64 characters (this one has 300)" })).toBeVisible();
    await expect(skirmish.result).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
