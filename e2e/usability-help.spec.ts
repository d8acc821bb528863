import { expect, test } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";
import { press } from "./pages/act";

test("a first-time player sees what to do first, and help pages in the app replace 'see the README'", async ({ page }) => {
  // help is open to anyone, signed in or not
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
  await screenshots(page, "usability-help-index");

  await signUp(page, "Newcomer", uniqueEmail("newcomer"));
  const start = page.getByRole("region", { name: "You have no gangs yet. Where to start:" });
  await expect(start.getByRole("link", { name: "Create a gang" })).toHaveAttribute("href", "#new-gang");
  await expect(start.getByRole("link", { name: "import a gang" })).toHaveAttribute("href", "/gangs/import");
  await expect(start.getByRole("link", { name: "type its code" })).toHaveAttribute("href", "/campaigns/join");
  await screenshots(page, "usability-my-gangs-empty");

  // the import page points to the help, never to a README the player does not have
  await page.goto("/gangs/import");
  await expect(page.getByText(/README/)).toHaveCount(0);
  await press(page.getByRole("link", { name: "Gang files" }));
  await expect(page.getByRole("heading", { level: 2, name: "Gang files" })).toBeVisible();
  await expect(page.getByText('"format": "gorka-garage.gang"')).toBeVisible();
  await screenshots(page, "usability-help-formats");

  await press(page.getByRole("navigation", { name: "Help pages" }).getByRole("link", { name: "The post-game, step by step" }));
  await expect(page.getByRole("heading", { level: 1, name: "The post-game, step by step" })).toBeVisible();
  await expect(page.getByText(/D3 = 2, \(2\+3\)×10 = 50 credits/)).toBeVisible();
  await screenshots(page, "usability-help-postgame");

  await press(page.getByRole("link", { name: "Help", exact: true }).first());
  await press(page.getByRole("link", { name: "Skirmish games in brief" }));
  await expect(page.getByText("Bench Fighting", { exact: true })).toBeVisible();
  await screenshots(page, "usability-help-skirmish");
  await press(page.getByRole("link", { name: "Getting started" }));
  await expect(page.getByRole("heading", { level: 2, name: "2. Playing in a campaign" })).toBeVisible();
  await screenshots(page, "usability-help-getting-started");
});
