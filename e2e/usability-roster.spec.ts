import { expect, test } from "@playwright/test";
import { press } from "./pages/act";
import { phonePart, screenshots, signUp, uniqueEmail } from "./helpers";
import { GangsPage } from "./pages";

test("roster forms reset after success, refusals sit under their fields and go when they no longer hold", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, "Formboss", uniqueEmail("formboss"));
  const gang = await new GangsPage(page).create("Da Form Boyz", { credits: 2000 });
  await gang.recruit("Gutrot", "Leader", 120);
  await gang.recruit("Nob", "Champion", 60);
  await gang.recruit("Grimgob", "Ganger", 50);
  await gang.recruit("Yoof", "Juve", 20);

  // Buy a vehicle: after success the name is empty again (keeping it invited a duplicate)
  await gang.buyVehicle("Big Red", "Truck");
  await expect(page.getByLabel("Vehicle name")).toHaveValue("");

  // Crew chips say the role
  const truck = gang.vehicle("Big Red");
  await truck.addToCrew("Grimgob", "driver");
  await truck.addToCrew("Nob", "gunner");
  await expect(truck.root.getByRole("listitem").filter({ hasText: "Driver: Grimgob" }).getByRole("button", { name: "Take Grimgob off" })).toBeVisible();
  await expect(truck.root.getByRole("listitem").filter({ hasText: "Gunner: Nob" })).toBeVisible();

  // A Juve as gunner: refused under Fighter, in the "would" of a change not made…
  await truck.addToCrew("Yoof", "gunner");
  await expect(truck.crewForm.getByLabel("Fighter")).toHaveAccessibleDescription(/Only a Leader, Champion or Specialist can be a gunner: Yoof is a Juve/);
  // …and gone once another change to the roster succeeds
  await truck.boltOn("Stub gun");
  await expect(truck.root.getByText(/Stub gun/).first()).toBeVisible();
  await expect(truck.crewForm.getByText(/Yoof is a Juve/)).toHaveCount(0);

  // The twin-linked price is shown before buying
  await truck.weaponForm.getByLabel("Weapon").selectOption({
    label: (await truck.weaponForm
      .getByLabel("Weapon")
      .locator("option", { hasText: /^Heavy stubber \(/ })
      .textContent())!.trim(),
  });
  await expect(truck.weaponForm.getByText(/^Price: /)).toContainText("130 credits");
  await truck.weaponForm.getByLabel("Twin-linked").check();
  await expect(truck.weaponForm.getByText(/^Price: /)).toContainText("260 credits (twice 130");
  await truck.weaponForm.getByLabel("Twin-linked").uncheck();

  // An Unwieldy weapon for the driver: refused under Fired by, not under Weapon
  await truck.boltOn("Heavy stubber", "driver");
  await expect(truck.weaponForm.getByLabel("Fired by")).toHaveAccessibleDescription(/driver cannot take an Unwieldy weapon/);
  await expect(truck.weaponForm.getByLabel("Weapon")).not.toHaveAccessibleDescription(/Unwieldy/);
  // changing the field clears its refusal
  await truck.weaponForm.getByLabel("Fired by").selectOption({ label: "Nobody yet" });
  await expect(truck.weaponForm.getByText(/driver cannot take/)).toHaveCount(0);

  // Two rules at once: each under its own field, and a short list at the top
  await truck.boltOn("Heavy stubber", "Nob");
  await expect(truck.root.getByText(/Heavy stubber.*→ Nob/)).toBeVisible();
  await truck.boltOn("Heavy stubber", "Nob (fires the Heavy stubber)");
  const summary = truck.weaponForm.getByRole("alert").filter({ hasText: "this would break the rules written under" });
  await expect(summary.getByRole("link", { name: "Weapon" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Fired by" })).toBeVisible();
  await expect(truck.weaponForm.getByLabel("Weapon")).toHaveAccessibleDescription(/would need \d+ bolt-on spaces/);
  // ruling (003 Drivers and Gunners): one bolted-on weapon per gunner
  await expect(truck.weaponForm.getByLabel("Fired by")).toHaveAccessibleDescription(
    /A gunner fires the one bolted-on weapon he is named for.*would give Nob 2/,
  );
  await screenshots(page, "usability-roster-refusals");
  await phonePart(page, truck.root, "usability-roster-refusals");

  // Upgrades: a mounting chosen for a wrecking ball does not stay to refuse the next upgrade
  await truck.buyUpgrade("Wrecking ball", "Left");
  await expect(page.getByRole("cell", { name: "Wrecking ball for Big Red" })).toBeVisible();
  await expect(truck.upgradeForm.getByLabel("Mounting")).toHaveValue("");
  await expect(truck.upgradeForm.getByLabel("Upgrade")).toHaveValue("armour-plates");
  await truck.upgradeForm.getByLabel("Mounting").selectOption({ label: "Right" });
  await press(truck.upgradeForm.getByRole("button", { name: "Buy upgrade" }));
  await expect(page.getByRole("cell", { name: "Armour plates for Big Red" })).toBeVisible();
  await expect(truck.upgradeForm.getByText(/no mounting to choose/)).toHaveCount(0);
  // an edit form keeps the values just saved (its defaults after the change), not the ones before
  const yoof = gang.fighter("Yoof");
  await yoof.edit({ xp: 3 });
  await yoof.save();
  await expect(yoof.heading).toContainText("3 XP");
  await expect(yoof.editForm.getByLabel("XP")).toHaveValue("3");
  await screenshots(page, "usability-roster-gang");
});
