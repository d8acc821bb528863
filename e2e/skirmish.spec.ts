import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";

const SPIKES_EXPORT = readFileSync("scripts/fixtures/da-spikes.json", "utf8");
const GRUNTS_EXPORT = readFileSync("scripts/fixtures/da-grunts.json", "utf8");

async function resolveWith(page: Page, system: string) {
  await page.getByLabel("System").selectOption({ label: system });
  await page.getByRole("button", { name: "Resolve" }).click();
  const result = page.getByRole("region", { name: "Result" });
  await expect(result.getByRole("status")).toHaveText(/wins|No winner/);
  await expect(result.getByRole("list", { name: "Casualties" }).getByText(/^Da Spikes: /)).toBeVisible();
  await expect(page.getByRole("region", { name: "Battle log" }).getByRole("heading", { name: "End of the battle" })).toBeVisible();
}

test("fight one of my gangs against a pasted export with each system, set Bench Fighting positions, and run the odds", async ({ page }) => {
  test.setTimeout(120_000);
  const gang = `Skirmish Boyz ${Date.now() % 100000}`;
  await signUp(page, "Warboss", uniqueEmail("skirmish"));
  await page.getByLabel("Gang name").fill(gang);
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: gang })).toBeVisible();

  await page.getByLabel("Vehicle name").fill("Rattla");
  await page.getByLabel("Vehicle", { exact: true }).selectOption("buggy");
  await page.getByRole("button", { name: "Buy vehicle" }).click();
  await expect(page.getByRole("article", { name: "Vehicle Rattla" })).toBeVisible();
  for (const [name, type, cost] of [["Gorbag", "Leader", "60"], ["Snikrot", "Ganger", "25"]] as const) {
    await page.getByLabel("Fighter name").fill(name);
    await page.getByLabel("Fighter type").selectOption({ label: type });
    await page.getByLabel("Cost (credits)").fill(cost);
    await page.getByRole("button", { name: "Recruit" }).click();
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${name} `) })).toBeVisible();
  }

  await page.goto("/skirmish");
  await expect(page.getByRole("heading", { level: 1, name: "Skirmish on paper" })).toBeVisible();
  await expect(page.getByLabel("Gang 1", { exact: true })).toHaveValue(/.+/);
  await expect(page.getByText(`${gang}: 2 fighters, 1 vehicles`)).toBeVisible();

  // the second gang: a bad paste first (its problems with their paths), then the real export
  await page.getByLabel("Gang 2", { exact: true }).selectOption({ label: "Paste or upload an export…" });
  await page.getByLabel("Gang 2 export JSON").fill('{"format":"gorka-garage.gang","version":2}');
  await expect(page.getByText("version: version must be 1")).toBeVisible();
  await page.getByLabel("Gang 2 export JSON").fill(SPIKES_EXPORT);
  await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicles")).toBeVisible();

  await resolveWith(page, "Roll Out the (Gun) Barrels");
  await resolveWith(page, "Bang!");

  // Bench Fighting: positions by hand, checked by the engine's validator (001 Constraints)
  await page.getByLabel("System").selectOption({ label: "Bench Fighting" });
  await page.getByLabel(`Set ${gang}'s positions by hand`).check();
  await page.getByLabel("Gorbag (60 points)").selectOption({ label: "Forward scout" });
  await page.getByLabel("Snikrot (25 points)").selectOption({ label: "Left flank" });
  await page.getByLabel("Rattla (200 points)").selectOption({ label: "Not fielded" });
  await expect(page.getByText("The main force needs at least one squad.").first()).toBeVisible();
  await page.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "main force needs at least one squad" })).toBeVisible();
  await page.getByLabel("Rattla (200 points)").selectOption({ label: "Main force" });
  await expect(page.getByText("Skirmish 1 costs 285 of 2850 points in the battle pool.")).toBeVisible();
  await resolveWith(page, "Bench Fighting");
  await expect(page.getByRole("region", { name: "Battle log" })).toContainText("forward scout 60 (1/");

  // odds in a worker, with a progress bar that finishes
  await page.getByLabel("System").selectOption({ label: "Roll Out the (Gun) Barrels" });
  await page.getByLabel("Games for the odds").fill("500");
  await page.getByRole("button", { name: "Odds" }).click();
  await expect(page.getByRole("progressbar", { name: "Games played" })).toBeVisible();
  await expect(page.getByText("Finished: 500 games.")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("progressbar", { name: "Games played" })).toHaveAttribute("value", "500");
  await expect(page.getByText("500 of 500")).toBeVisible();
  const odds = page.getByRole("region", { name: "Odds" });
  await expect(odds.getByRole("row", { name: new RegExp(`${gang} wins`) })).toContainText("%");
  await expect(odds.getByRole("row", { name: /Da Spikes wins/ })).toContainText("%");
  await expect(odds.getByRole("img", { name: /Bar chart of 500 games/ })).toBeVisible();

  // a long run can be cancelled, and the page keeps working meanwhile
  await page.getByLabel("Games for the odds").fill("1000000");
  await page.getByRole("button", { name: "Odds" }).click();
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await page.getByLabel("Seed").fill("7");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText(/Cancelled after [\d,]+ games/)).toBeVisible();

  await page.getByLabel("Games for the odds").fill("500");
  await page.getByRole("button", { name: "Odds" }).click();
  await expect(page.getByText("Finished: 500 games.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Resolve" }).click();
  await screenshots(page, "skirmish");
});

test("Roll Out the (Gun) Barrels with the letter's variant and two fronts: the rules checked, shown with the result and used by the odds", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Grot Boss", uniqueEmail("skirmish-rules"));
  await page.goto("/skirmish");
  await page.getByLabel("Gang 1 export JSON").fill(GRUNTS_EXPORT);
  await page.getByLabel("Gang 2 export JSON").fill(SPIKES_EXPORT);
  await expect(page.getByText("Da Spikes: 5 fighters, 1 vehicles")).toBeVisible();

  const rules = page.getByRole("group", { name: "Rules in play" });
  await rules.getByLabel(/The letter's variant/).check();
  await rules.getByLabel("Fronts", { exact: true }).fill("north");
  await expect(rules.getByText("Name 2 to 30 fronts, separated by commas")).toBeVisible();
  await page.getByRole("button", { name: "Resolve" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Check the rules in play" })).toBeVisible();

  // seed 42: Da Spikes flank on both fronts in turn 1, and their dice drop by two
  await rules.getByLabel("Fronts", { exact: true }).fill("north, south");
  await expect(rules.getByText("Name 2 to 30 fronts")).toHaveCount(0);
  await page.getByRole("button", { name: "Resolve" }).click();
  const result = page.getByRole("region", { name: "Result" });
  await expect(result.getByText("Rules in play: the letter's variant (flanking dice drop by two); fronts: north, south.")).toBeVisible();
  const log = page.getByRole("region", { name: "Battle log" });
  await expect(log).toContainText("Da Grunts rolls at north:");
  await expect(log).toContainText("Da Spikes at south:");
  await expect(log).toContainText("they drop by two:");
  await expect(log).not.toContainText("they re-roll:");

  // a pass on a front, and the odds in the worker with the same rules
  await rules.getByLabel("Held pass").selectOption("north");
  await rules.getByLabel("Pass held by").selectOption({ label: "held by Da Grunts" });
  await page.getByLabel("Games for the odds").fill("300");
  await page.getByRole("button", { name: "Odds" }).click();
  await expect(page.getByText("Finished: 300 games.")).toBeVisible({ timeout: 30_000 });
  await rules.getByLabel("Fronts", { exact: true }).fill("south, east");
  await expect(rules.getByText('No front is called "north" any more')).toBeVisible();
  await rules.getByLabel("Fronts", { exact: true }).fill("north, south");
  await screenshots(page, "skirmish-rules");
});

test("the skirmish page asks a visitor to sign in first", async ({ page }) => {
  await page.goto("/skirmish");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fskirmish/);
});
