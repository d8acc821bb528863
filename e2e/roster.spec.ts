import { expect, test, type Locator, type Page } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";

async function openVehicle(page: Page, name: string): Promise<Locator> {
  const panel = page.getByRole("article", { name: `Vehicle ${name}` });
  const details = panel.locator("details").first();
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await panel.getByText(`Crew, weapons and upgrades for ${name}`).click();
  return panel;
}

async function submitAndSettle(form: Locator, button: string) {
  await form.getByRole("button", { name: button }).click();
  await expect(form.getByRole("button", { name: "Saving…" })).toHaveCount(0);
}

test("a new player builds a gang with a truck and a bike, and the rules refuse what they forbid", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Warboss", uniqueEmail("warboss"));
  await page.getByLabel("Gang name").fill("Da Spanner Boyz");
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Da Spanner Boyz" })).toBeVisible();

  const recruit = async (name: string, type: string, cost: string) => {
    await page.getByLabel("Fighter name").fill(name);
    await page.getByLabel("Fighter type").selectOption({ label: type });
    await page.getByLabel("Cost (credits)").fill(cost);
    await page.getByRole("button", { name: "Recruit" }).click();
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${name}`) })).toBeVisible();
  };
  await recruit("Gutrot", "Leader", "120");
  await recruit("Grimgob", "Ganger", "50");
  await recruit("Fizzbang", "Specialist", "70");

  for (const [name, kind] of [["Big Red", "Truck (200 credits)"], ["Speedy", "Bike (100 credits)"]] as const) {
    await page.getByLabel("Vehicle name").fill(name);
    await page.getByLabel("Vehicle", { exact: true }).selectOption({ label: kind });
    await page.getByRole("button", { name: "Buy vehicle" }).click();
    await expect(page.getByRole("article", { name: `Vehicle ${name}` })).toBeVisible();
  }
  await expect(page.getByRole("cell", { name: "Bought Big Red (Truck/Buggy)" })).toBeVisible();

  // Crew: Grimgob drives the truck, Gutrot guns; Fizzbang rides the bike.
  let truck = await openVehicle(page, "Big Red");
  const crewForm = truck.locator("form", { has: page.getByRole("button", { name: "Add to crew" }) });
  await crewForm.getByLabel("Fighter").selectOption({ label: "Grimgob (Ganger)" });
  await crewForm.getByLabel("Role").selectOption("driver");
  await submitAndSettle(crewForm, "Add to crew");
  await expect(truck.getByText(/Grimgob \(Driver, Ganger\)/)).toBeVisible();
  await crewForm.getByLabel("Fighter").selectOption({ label: "Gutrot (Leader)" });
  await crewForm.getByLabel("Role").selectOption("gunner");
  await submitAndSettle(crewForm, "Add to crew");
  await expect(truck.getByText(/Gutrot \(Gunner, Leader\)/)).toBeVisible();

  // Refusal: a Ganger as gunner (003 Gunners: Leader, Champion or Specialist only).
  const bike = await openVehicle(page, "Speedy");
  const bikeCrew = bike.locator("form", { has: page.getByRole("button", { name: "Add to crew" }) });
  await bikeCrew.getByLabel("Fighter").selectOption({ label: "Fizzbang (Specialist)" });
  await bikeCrew.getByLabel("Role").selectOption("driver");
  await submitAndSettle(bikeCrew, "Add to crew");
  truck = await openVehicle(page, "Big Red");
  const truckCrew = truck.locator("form", { has: page.getByRole("button", { name: "Add to crew" }) });
  await truckCrew.getByLabel("Fighter").selectOption({ label: "Grimgob (Ganger)" });
  await truckCrew.getByLabel("Role").selectOption("gunner");
  await submitAndSettle(truckCrew, "Add to crew");
  await expect(truckCrew.getByText(/Only a Leader, Champion or Specialist can be a gunner/)).toBeVisible();

  // Weapons: a heavy stubber (unwieldy: 2 slots) for the gunner; a second one is over the 3 slots.
  const weaponForm = truck.locator("form", { has: page.getByRole("button", { name: "Bolt on" }) });
  // 003: "up to 3 ranged weapons 'bolted on'": close-combat weapons are not offered.
  await expect(weaponForm.getByLabel("Weapon").locator("option", { hasText: "Chain axe" })).toHaveCount(0);
  await weaponForm.getByLabel("Weapon").selectOption({ label: "Heavy stubber (130) [Unwieldy, Rapid Fire]" });
  await weaponForm.getByLabel("Fired by").selectOption({ label: "Gunner: Gutrot" });
  await submitAndSettle(weaponForm, "Bolt on");
  await expect(truck.getByText(/Heavy stubber \[Unwieldy, Rapid Fire\] → Gutrot/)).toBeVisible();
  await weaponForm.getByLabel("Weapon").selectOption({ label: "Heavy stubber (130) [Unwieldy, Rapid Fire]" });
  await submitAndSettle(weaponForm, "Bolt on");
  await expect(weaponForm.getByText(/needs 4 bolt-on spaces but has 3/)).toBeVisible();

  // Upgrades: three armour plates are fine; a fourth is refused (003: up to 3).
  const upgradeForm = truck.locator("form", { has: page.getByRole("button", { name: "Buy upgrade" }) });
  for (let i = 1; i <= 3; i++) {
    await upgradeForm.getByLabel("Upgrade").selectOption("armour-plates");
    await submitAndSettle(upgradeForm, "Buy upgrade");
    await expect(page.getByText(`Armour plates fitted to Big Red`)).toHaveCount(i);
  }
  await upgradeForm.getByLabel("Upgrade").selectOption("armour-plates");
  await submitAndSettle(upgradeForm, "Buy upgrade");
  await expect(upgradeForm.getByText("Big Red can take Armour plates up to 3 times.")).toBeVisible();
  await expect(truck.getByText(/save 4\+/)).toBeVisible();

  // A wrecking ball on a bike: refused (003 Workshop: no (*) upgrade on a bike or trike).
  const bikePanel = await openVehicle(page, "Speedy");
  const bikeUpgrade = bikePanel.locator("form", { has: page.getByRole("button", { name: "Buy upgrade" }) });
  await bikeUpgrade.getByLabel("Upgrade").selectOption("wrecking-ball");
  await bikeUpgrade.getByLabel("Mounting").selectOption("left");
  await submitAndSettle(bikeUpgrade, "Buy upgrade");
  await expect(bikeUpgrade.getByText("Wrecking ball cannot be fitted to a bike or trike.")).toBeVisible();

  // Spending more than the gang has: refused with the shortfall; credits unchanged.
  const credits = await page.getByText("Credits", { exact: true }).locator("xpath=following-sibling::dd").textContent();
  await page.getByLabel("Amount (negative to pay)").fill("-5000");
  await page.getByLabel("Reason").fill("Bribe the Nobz");
  await page.getByRole("button", { name: "Add entry" }).click();
  await expect(page.getByText(new RegExp(`Bribe the Nobz costs 5000 credits but the gang has only ${credits}: ${5000 - Number(credits)} credits short`))).toBeVisible();
  // the server's refusal takes the keyboard focus to the field it is about (the button kept it meanwhile)
  await expect(page.getByLabel("Amount (negative to pay)")).toBeFocused();
  await page.reload();
  await expect(page.getByText("Credits", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText(credits!);

  await screenshots(page, "roster-gang");
});

test("a retired gang is read-only until it is brought back, and My gangs marks it retired", async ({ page }) => {
  await signUp(page, "Retiree", uniqueEmail("retiree"));
  await page.getByLabel("Gang name").fill("Da Boyz");
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Da Boyz" })).toBeVisible();

  page.once("dialog", (d) => void d.accept());
  await page.getByRole("button", { name: "Retire gang" }).click();
  await expect(page.getByRole("button", { name: "Bring out of retirement" })).toBeVisible();
  await expect(page.getByText("Da Boyz is retired, so its roster is read-only.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Recruit" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add entry" })).toBeDisabled();
  await expect(page.getByRole("form", { name: "Add equipment" }).getByRole("button")).toBeDisabled(); // its own catalogue too
  await screenshots(page, "gang-retired");

  const gangUrl = page.url();
  await page.goto("/gangs");
  await expect(page.getByRole("list", { name: "Gangs" }).getByRole("listitem").filter({ hasText: "Da Boyz" })).toContainText("Retired");

  await page.goto(gangUrl);
  await page.getByRole("button", { name: "Bring out of retirement" }).click();
  await expect(page.getByRole("button", { name: "Retire gang" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Recruit" })).toBeEnabled();
});

test("history says who a new driver replaces and what a saved fighter changed; marking a fighter dead asks first", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, "Scribe", uniqueEmail("scribe"));
  await page.getByLabel("Gang name").fill("Da Scribblers");
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Da Scribblers" })).toBeVisible();
  for (const name of ["Grunt A", "Grunt B"]) {
    await page.getByLabel("Fighter name").fill(name);
    await page.getByLabel("Cost (credits)").fill("20");
    await page.getByRole("button", { name: "Recruit" }).click();
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await page.getByLabel("Vehicle name").fill("Big Rig");
  await page.getByLabel("Vehicle", { exact: true }).selectOption({ label: "Truck (200 credits)" });
  await page.getByRole("button", { name: "Buy vehicle" }).click();

  const rig = await openVehicle(page, "Big Rig");
  const crewForm = rig.locator("form", { has: page.getByRole("button", { name: "Add to crew" }) });
  for (const name of ["Grunt A", "Grunt B"]) {
    await crewForm.getByLabel("Fighter").selectOption({ label: `${name} (Ganger)` });
    await crewForm.getByLabel("Role").selectOption("driver");
    await submitAndSettle(crewForm, "Add to crew");
    await expect(rig.getByText(new RegExp(`${name} \\(Driver, Ganger\\)`))).toBeVisible();
  }
  await expect(page.getByText("Grunt B is now driver of Big Rig (replacing Grunt A)")).toBeVisible();

  const gruntA = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: /^Grunt A/ }) });
  await gruntA.getByText("Edit Grunt A").click();
  const edit = gruntA.locator("form", { has: page.getByRole("button", { name: "Save fighter" }) });
  await edit.getByLabel("Status").selectOption("dead");
  await edit.getByLabel("XP").fill("4");
  page.once("dialog", (d) => void d.dismiss());
  await edit.getByRole("button", { name: "Save fighter" }).click();
  await expect(gruntA.getByRole("heading", { level: 3 })).toContainText("active");
  page.once("dialog", (d) => { expect(d.message()).toContain("Mark Grunt A as dead?"); void d.accept(); });
  await submitAndSettle(edit, "Save fighter");
  await expect(page.getByText("Grunt A: status dead, XP 4")).toBeVisible();
});

test("a shared roster on a phone keeps fighters' names in view, says the table scrolls, and the page stays phone-wide", async ({ page }) => {
  await signUp(page, "Sharer", uniqueEmail("sharer"));
  await page.getByLabel("Gang name").fill("Da Showoffs");
  await page.getByRole("button", { name: "Create gang" }).click();
  await page.getByLabel("Fighter name").fill("Boss Pete");
  await page.getByLabel("Cost (credits)").fill("100");
  await page.getByRole("button", { name: "Recruit" }).click();
  await expect(page.getByRole("heading", { level: 3, name: /^Boss Pete/ })).toBeVisible();
  await page.getByRole("button", { name: "Create share link" }).click();
  const href = await page.getByRole("link", { name: "Open share link" }).getAttribute("href");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(href!);
  await expect(page.getByText(/Scroll for more →/)).toBeVisible();
  const table = page.getByRole("table", { name: /Fighters/ });
  await table.evaluate((t) => t.parentElement!.scrollBy({ left: 1000 }));
  const name = table.getByRole("rowheader", { name: "Boss Pete" });
  await expect(name).toBeInViewport();
  await expect(table.getByRole("columnheader", { name: "Cost" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: "e2e/screenshots/share-scrolled-phone.png", fullPage: true });
});
