import { expect, test } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";
import { GangsPage } from "./pages";

test("a new player builds a gang with a truck and a bike, and the rules refuse what they forbid", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Warboss", uniqueEmail("warboss"));
  const gang = await new GangsPage(page).create("Da Spanner Boyz");

  await gang.recruit("Gutrot", "Leader", 120);
  await gang.recruit("Grimgob", "Ganger", 50);
  await gang.recruit("Fizzbang", "Specialist", 70);

  await gang.buyVehicle("Big Red", "Truck");
  await gang.buyVehicle("Speedy", "Bike");
  await expect(page.getByRole("cell", { name: "Bought Big Red (Truck/Buggy)" })).toBeVisible();

  // Crew: Grimgob drives the truck, Gutrot guns; Fizzbang rides the bike.
  const truck = gang.vehicle("Big Red");
  await truck.addToCrew("Grimgob", "driver");
  await expect(truck.root.getByText(/Grimgob \(Driver, Ganger\)/)).toBeVisible();
  await truck.addToCrew("Gutrot", "gunner");
  await expect(truck.root.getByText(/Gutrot \(Gunner, Leader\)/)).toBeVisible();

  // Refusal: a Ganger as gunner (003 Gunners: Leader, Champion or Specialist only).
  const bike = gang.vehicle("Speedy");
  await bike.addToCrew("Fizzbang", "driver");
  // (the bike's crew lands before the truck's form is used: its refresh re-renders the page)
  await expect(bike.root.getByText(/Fizzbang \(Driver, Specialist\)/)).toBeVisible();
  await truck.addToCrew("Grimgob", "gunner");
  await expect(truck.crewForm.getByText(/Only a Leader, Champion or Specialist can be a gunner/)).toBeVisible();

  // Weapons: a heavy stubber (unwieldy: 2 slots) for the gunner; a second one is over the 3 slots.
  // 003: "up to 3 ranged weapons 'bolted on'": close-combat weapons are not offered.
  await expect(truck.weaponForm.getByLabel("Weapon").locator("option", { hasText: "Chain axe" })).toHaveCount(0);
  await truck.boltOn("Heavy stubber", "Gutrot");
  await expect(truck.root.getByText(/Heavy stubber \[Unwieldy, Rapid Fire\] → Gutrot/)).toBeVisible();
  await truck.boltOn("Heavy stubber");
  await expect(truck.weaponForm.getByText(/would need 4 bolt-on spaces but has 3/)).toBeVisible();

  // Upgrades: three armour plates are fine; a fourth is refused (003: up to 3).
  for (let i = 1; i <= 3; i++) {
    await truck.buyUpgrade("Armour plates");
    await expect(page.getByText(`Armour plates fitted to Big Red`)).toHaveCount(i);
  }
  await truck.buyUpgrade("Armour plates");
  await expect(truck.upgradeForm.getByText("Big Red can take Armour plates up to 3 times.")).toBeVisible();
  await expect(truck.root.getByText(/save 4\+/)).toBeVisible();

  // A wrecking ball on a bike: refused (003 Workshop: no (*) upgrade on a bike or trike).
  await bike.buyUpgrade("Wrecking ball", "Left");
  await expect(bike.upgradeForm.getByText("Wrecking ball cannot be fitted to a bike or trike.")).toBeVisible();

  // Spending more than the gang has: refused with the shortfall; credits unchanged.
  const credits = await gang.credits();
  await gang.adjustCredits(-5000, "Bribe the Nobz");
  await expect(page.getByText(new RegExp(`Bribe the Nobz costs 5000 credits but the gang has only ${credits}: ${5000 - credits} credits short`))).toBeVisible();
  // the server's refusal takes the keyboard focus to the field it is about (the button kept it meanwhile)
  await expect(page.getByLabel("Amount (negative to pay)")).toBeFocused();
  await page.reload();
  await expect(gang.stat("Credits")).toHaveText(String(credits));

  await screenshots(page, "roster-gang");
});

test("a retired gang is read-only until it is brought back, and My gangs marks it retired", async ({ page }) => {
  await signUp(page, "Retiree", uniqueEmail("retiree"));
  const gangs = new GangsPage(page);
  const gang = await gangs.create("Da Boyz");

  await gang.retire();
  await expect(page.getByText("Da Boyz is retired, so its roster is read-only.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Recruit" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add entry" })).toBeDisabled();
  await expect(page.getByRole("form", { name: "Add equipment" }).getByRole("button")).toBeDisabled(); // its own catalogue too
  await screenshots(page, "gang-retired");

  const gangUrl = page.url();
  await gangs.goto();
  await expect(gangs.item("Da Boyz")).toContainText("Retired");

  await gang.goto(gangUrl);
  await gang.unretire();
  await expect(page.getByRole("button", { name: "Recruit" })).toBeEnabled();
});

test("history says who a new driver replaces and what a saved fighter changed; marking a fighter dead asks first", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Scribe", uniqueEmail("scribe"));
  const gang = await new GangsPage(page).create("Da Scribblers");
  for (const name of ["Grunt A", "Grunt B"]) await gang.recruit(name, "Ganger", 20);
  await gang.buyVehicle("Big Rig", "Truck");

  const rig = gang.vehicle("Big Rig");
  for (const name of ["Grunt A", "Grunt B"]) {
    await rig.addToCrew(name, "driver");
    await expect(rig.root.getByText(new RegExp(`${name} \\(Driver, Ganger\\)`))).toBeVisible();
  }
  await expect(page.getByText("Grunt B is now driver of Big Rig (replacing Grunt A)")).toBeVisible();

  const gruntA = gang.fighter("Grunt A");
  await gruntA.edit({ status: "dead", xp: 4 });
  page.once("dialog", (d) => void d.dismiss());
  await gruntA.save();
  await expect(gruntA.heading).toContainText("active");
  page.once("dialog", (d) => {
    expect(d.message()).toContain("Mark Grunt A as dead?");
    void d.accept();
  });
  await gruntA.save();
  await expect(page.getByText("Grunt A: status dead, XP 4")).toBeVisible();
});

test("a shared roster on a phone keeps fighters' names in view, says the table scrolls, and the page stays phone-wide", async ({ page }) => {
  await signUp(page, "Sharer", uniqueEmail("sharer"));
  const gang = await new GangsPage(page).create("Da Showoffs");
  await gang.recruit("Boss Pete", "Ganger", 100);
  const href = await gang.createShareLink();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href);
  await expect(page.getByText(/Scroll for more →/)).toBeVisible();
  const table = page.getByRole("table", { name: /Fighters/ });
  await table.evaluate((t) => t.parentElement!.scrollBy({ left: 1000 }));
  const name = table.getByRole("rowheader", { name: "Boss Pete" });
  await expect(name).toBeInViewport();
  await expect(table.getByRole("columnheader", { name: "Cost" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "e2e/screenshots/share-scrolled-phone.png", fullPage: true });
});
