// The battle screen as a player uses it: gangs with a crewed truck to fight with, a rule started
// from a vehicle card's group, and the open rule form rolled with dice typed at the table.
import { expect, type Locator, type Page } from "@playwright/test";
import { press } from "./act";
import { GangsPage } from "./gang";

/** A gang with a Leader riding in a truck that its Ganger drives; the player stays on its page. */
export async function gangWithCrewedTruck(page: Page, gang: string) {
  const roster = await new GangsPage(page).create(gang);
  await roster.recruit(`${gang} Boss`, "Leader", 50);
  await roster.recruit(`${gang} Grot`, "Ganger", 50);
  await roster.buyVehicle(`${gang} Truck`, "Truck");
  await roster.vehicle(`${gang} Truck`).addToCrew(`${gang} Grot`, "driver");
  await roster.vehicle(`${gang} Truck`).addToCrew(`${gang} Boss`, "passenger");
}

/** Opens a rule group on a vehicle's card ("Movement", "Contact"…) unless it is open already. */
export async function openGroup(card: Locator, group: string) {
  const toggle = card.getByRole("button", { name: group, exact: true });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await press(toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

/** Starts one of the rules of a group on a vehicle's card. */
export async function useRule(card: Locator, group: string, rule: string) {
  await openGroup(card, group);
  await press(card.getByRole("button", { name: rule, exact: true }));
}

/** Plays the open rule form (the region named by its title) with dice typed at the table ("3 1 6 6"). */
export async function rollWith(page: Page, form: RegExp, faces: string) {
  const region = page.getByRole("region", { name: form });
  await region.getByLabel("Your dice (leave empty for the app to roll)").fill(faces);
  await press(region.getByRole("button", { name: "Use my dice" }));
  await expect(region).toHaveCount(0);
}
