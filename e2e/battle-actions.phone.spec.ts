import { expect, test } from "@playwright/test";
import { player } from "./helpers";
import { gangWithCrewedTruck, openGroup, press, rollWith, useRule } from "./pages";

const SHOTS = "/tmp/shots-battle-actions";

test("the battle screen's rule groups on a phone: a sideswipe, slow speed, a chase and a take-over, each logged with its rule, then one undone", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const alice = await player(browser, "Alice");
  await gangWithCrewedTruck(alice, "Iron Hogs");
  await alice.goto("/gangs");
  await gangWithCrewedTruck(alice, "Gear Goblins");
  await alice.goto("/gangs");
  await press(alice.getByRole("link", { name: "Play a friendly battle" }));
  await alice.getByLabel("First gang").selectOption({ label: "Iron Hogs" });
  await alice.getByLabel("Second gang").selectOption({ label: "Gear Goblins" });
  await press(alice.getByRole("button", { name: "Open the battle screen" }));
  await press(alice.getByRole("button", { name: "Start the battle" }));
  const hogs = alice.getByRole("listitem", { name: "Iron Hogs Truck" });
  const goblins = alice.getByRole("listitem", { name: "Gear Goblins Truck" });
  const log = alice.getByRole("list", { name: "Battle log entries" });

  // 003 Rakes and side swipes: the target has not moved (stationary, no dodge); sideswipe damage 1 on 4+ each: swiper 1, target 1, no damage
  await useRule(goblins, "Contact", "Sideswipe or rake");
  const swipe = alice.getByRole("region", { name: "Sideswipe or rake: Gear Goblins Truck" });
  await expect(swipe.getByLabel("Target")).toHaveValue(/.+/);
  await expect(swipe.getByLabel("Target").locator("option:checked")).toHaveText("Iron Hogs Truck");
  await rollWith(alice, /^Sideswipe or rake/, "1 1");
  await expect(log.getByText(/Gear Goblins Truck sideswipes Iron Hogs Truck/)).toBeVisible();
  await expect(log.getByText(/Rule: 003 Rakes and side swipes/)).toBeVisible();

  // 003 Slow speed manoeuvres: creep 3" (no dice)
  await useRule(hogs, "Movement", "Slow speed");
  await press(alice.getByRole("region", { name: "Slow speed manoeuvre: Iron Hogs Truck" }).getByRole("button", { name: "Roll", exact: true }));
  await expect(log.getByText('Iron Hogs Truck creeps 3" at slow speed.')).toBeVisible();
  await expect(log.getByText("Rule: 003 Slow speed manoeuvres")).toBeVisible();
  // after a slow speed manoeuvre the move is spent: no second gas move is offered
  await expect(hogs.getByRole("button", { name: "Gas move", exact: true })).toHaveCount(0);

  // 003 Tailing and racing: the Goblins tail the Hogs (no dice); the card says so and offers the chase's moves
  await useRule(goblins, "Chases", "Start a chase");
  await press(alice.getByRole("region", { name: "Start a chase: Gear Goblins Truck" }).getByRole("button", { name: "Roll", exact: true }));
  await expect(log.getByText(/Gear Goblins Truck tails Iron Hogs Truck/)).toBeVisible();
  await expect(log.getByText(/Rule: 003 Tailing and racing/)).toBeVisible();
  await expect(goblins.getByText("Tailing Iron Hogs Truck.")).toBeVisible();
  await expect(goblins.getByRole("button", { name: "Give up the chase", exact: true })).toBeVisible();

  // the Hogs' driver goes down (the moving truck runs on, app-rolled); 003 take over: the Boss's I test, typed 6, passes
  await alice.getByLabel("Iron Hogs Grot's condition").selectOption({ label: "Down" });
  await useRule(hogs, "Boarding", "Take the controls");
  const takeOver = alice.getByRole("region", { name: "Take over the controls: Iron Hogs Truck" });
  await expect(takeOver.getByLabel("Rider taking over").locator("option:checked")).toHaveText("Iron Hogs Boss");
  await rollWith(alice, /^Take over the controls/, "6");
  await expect(log.getByText(/Iron Hogs Boss drives Iron Hogs Truck/)).toBeVisible();
  await expect(log.getByText(/Rule: 003 Drivers and bike riders: take over/)).toBeVisible();
  await expect(hogs.getByText(/Iron Hogs Boss \(driver\)/)).toBeVisible();

  // the chase given up (no dice); then a refusal shows by its form: three typed dice where jumping off needs fewer
  await useRule(goblins, "Chases", "Give up the chase");
  await press(alice.getByRole("region", { name: "Give up the chase: Gear Goblins Truck" }).getByRole("button", { name: "Roll", exact: true }));
  await expect(log.getByText("Gear Goblins Truck gives up the chase and stops.")).toBeVisible();
  await useRule(goblins, "Boarding", "Jump off");
  const jump = alice.getByRole("region", { name: "Jump off: Gear Goblins Truck" });
  await jump.getByLabel("Your dice (leave empty for the app to roll)").fill("6 6 6");
  await press(jump.getByRole("button", { name: "Use my dice" }));
  await expect(jump.getByRole("alert").getByText(/typed dice were not needed/)).toBeVisible();
  await press(jump.getByRole("button", { name: "Cancel" }));

  // undo the take-over: the Boss is a passenger again
  await expect(log.getByRole("listitem")).toHaveCount(6);
  await press(log.getByRole("button", { name: "Undo entry 5" }));
  await expect(log.getByRole("listitem")).toHaveCount(5);
  await expect(hogs.getByText(/Iron Hogs Boss \(passenger\)/)).toBeVisible();

  // the cards with a group open, at 390 px and 1280 px, for a reviewer to look at
  await useRule(goblins, "Contact", "Ram");
  await press(alice.getByRole("button", { name: "Cancel" }));
  await openGroup(hogs, "Boarding");
  await goblins.scrollIntoViewIfNeeded();
  await goblins.screenshot({ path: `${SHOTS}/card-contact-390.png` });
  await hogs.screenshot({ path: `${SHOTS}/card-boarding-390.png` });
  await alice.screenshot({ path: `${SHOTS}/page-390.png`, fullPage: true });
  expect(await alice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await alice.setViewportSize({ width: 1280, height: 900 });
  await goblins.screenshot({ path: `${SHOTS}/card-contact-1280.png` });
  await alice.screenshot({ path: `${SHOTS}/page-1280.png`, fullPage: true });
});
