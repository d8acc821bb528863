import { expect, test, type Locator, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots, signUp, uniqueEmail } from "./helpers";
import { GangsPage, UserMenu, press, useRule } from "./pages";

// The battle screen on a phone (the "phone" project: 390×844, touch): every control big enough
// for a thumb, the turn's main actions in the lower half of the screen, what is offline and
// waiting said in the page, and a sign-out that leaves no battle data of the player's behind.

const TAP = 44; // px each way: the tap target size the issue asks for (WCAG 2.2 AAA target size)
const SCREEN = { width: 390, height: 844 };

/** Every visible button, link and field in the battle screen smaller than TAP either way, named (a checkbox is tapped through its label). */
async function smallTargets(screen: Locator): Promise<string[]> {
  return screen.evaluate((root, tap) => {
    const small: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea")) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const input = el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
      const r = ((input && el.closest("label")) || el).getBoundingClientRect();
      const name = (el.getAttribute("aria-label") ?? el.closest("label")?.textContent ?? el.textContent ?? "").trim();
      if (r.width < tap || r.height < tap) small.push(`${el.tagName.toLowerCase()} "${name}" is ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  }, TAP);
}

async function allBigEnough(screen: Locator, step: string) {
  expect(await smallTargets(screen), `${step}: controls smaller than ${TAP}×${TAP} px`).toEqual([]);
}

/** The control is on the screen, in its lower half: a thumb reaches it with the phone in one hand. */
async function inLowerHalf(target: Locator, what: string) {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.y, `${what}: top at ${Math.round(box.y)} px, above the lower half`).toBeGreaterThanOrEqual(SCREEN.height / 2);
  expect(box.y + box.height, `${what}: below the screen`).toBeLessThanOrEqual(SCREEN.height);
}

/** What the player sees without scrolling, at 390 px and at 1280 px (the full-page screenshots cannot show fixed bars where they sit). */
async function inView(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}-phone-view.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `e2e/screenshots/${name}-desktop-view.png` });
  await page.setViewportSize(SCREEN);
}

/** A gang whose Leader drives a truck. */
async function gangWithTruck(page: Page, gang: string) {
  const roster = await new GangsPage(page).create(gang);
  await roster.recruit(`${gang} Boss`, "Leader", 50);
  await roster.buyVehicle(`${gang} Truck`, "Truck");
  await roster.vehicle(`${gang} Truck`).addToCrew(`${gang} Boss`, "driver");
}

const ourCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("gorka-")));
const storedBattles = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("gorka-battle:"))
      .map((k) => (JSON.parse(localStorage.getItem(k)!) as { send: { status: string } }).send.status),
  );

test("the battle screen on a phone: thumb-sized, one-handed, offline and waiting said, and sign-out clears the device", async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signUp(page, "Thumbs", uniqueEmail("thumbs"));
  await gangWithTruck(page, "Thumb Rats");
  const { code, campaignUrl } = await newCampaign(page, "Thumb League");
  await joinCampaign(page, code);
  const rival = await player(browser, "Rival");
  await gangWithTruck(rival, "Palm Dogs");
  await joinCampaign(rival, code);

  await page.goto(`${campaignUrl}/battles/play`);
  await press(page.getByRole("button", { name: "Open the battle screen" }));
  await press(page.getByRole("button", { name: "Start the battle" }));
  const screen = page.getByRole("region", { name: "Battle in play" });
  const mine = screen.getByRole("listitem", { name: "Thumb Rats Truck" });
  await expect(mine).toBeVisible();
  await allBigEnough(screen, "battle started");

  // one-handed: the next turn in the lower half wherever the page is scrolled
  const nextTurn = screen.getByRole("button", { name: "Next turn" });
  await inLowerHalf(nextTurn, "Next turn, at the top of the page");
  // the open form's Roll in the lower half, its fields thumb-sized too (003 Movement: gas engines)
  await useRule(mine, "Movement", "Gas move");
  const roll = screen.getByRole("region", { name: /^Move under gas engines/ }).getByRole("button", { name: "Roll", exact: true });
  await inLowerHalf(roll, "the Move form's Roll");
  await allBigEnough(screen, "Move form open");
  await press(roll);
  // the tallest form, shooting at a vehicle (003 Shooting at vehicles): its Roll in reach as well
  await useRule(screen.getByRole("listitem", { name: "Palm Dogs Truck" }), "Shooting", "Shoot at Palm Dogs Truck");
  const shoot = screen.getByRole("region", { name: /^Shoot at a vehicle/ });
  await inLowerHalf(shoot.getByRole("button", { name: "Roll", exact: true }), "the Shoot form's Roll");
  await allBigEnough(screen, "Shoot form open");
  // a field scrolled to (here by the keyboard's focus) shows above the pinned Roll row, not under it
  const fields = shoot.locator("select, input");
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible())) continue;
    await field.focus();
    const [box, row] = [await field.boundingBox(), await shoot.locator("[data-roll-row]").boundingBox()];
    if (box && row && (await field.evaluate((el) => !el.closest("[data-roll-row]"))))
      expect(box.y + box.height, `field ${i + 1} of the Shoot form ends under the Roll row`).toBeLessThanOrEqual(row.y + 1);
  }
  await screenshots(page, "battle-phone-form");
  await inView(page, "battle-phone-form");
  await press(shoot.getByRole("button", { name: "Cancel" }));
  // the log's undo of the last entry, at the bottom of the page and at its top
  const undoLast = screen.getByRole("button", { name: /^Undo last/ });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await inLowerHalf(undoLast, "Undo last, at the end of the page");
  await inLowerHalf(nextTurn, "Next turn, at the end of the page");
  await page.evaluate(() => window.scrollTo(0, 0));
  await inLowerHalf(undoLast, "Undo last, at the top of the page");
  await press(nextTurn);
  await expect(screen.getByText("Turn 2", { exact: true })).toBeVisible();
  await allBigEnough(screen, "turn 2");
  await screenshots(page, "battle-phone");
  await inView(page, "battle-phone");

  // offline: said in the page, and so is the finished battle waiting to be sent
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href, { ignoreVary: true }))), { timeout: 20_000 }).toBe(true);
  await page.context().setOffline(true);
  await expect(screen.getByText(/Offline\. The battle goes on and is kept on this device\. Nothing is waiting to be sent\./)).toBeVisible();
  await screen.getByLabel("Scenario").fill("Thumb War");
  await press(screen.getByRole("button", { name: "Finish and send the record" }));
  await expect(screen.getByText(/Offline\..*Waiting to be sent: Thumb War\./)).toBeVisible();
  await allBigEnough(screen, "finished offline");
  await page.context().setOffline(false);
  // Sent once. When the first send's answer is lost while the connection comes back (seen once in
  // CI under load), the retry is told the campaign already has it: recorded once either way.
  await expect(screen.getByText(/Sent: the battle is recorded in the campaign|already sent from the battle screen.*recorded once/)).toBeVisible({
    timeout: 30_000,
  });
  await allBigEnough(screen, "sent");

  // a second battle, still in play, when the player signs out: asked, and kept by default
  await page.reload();
  await press(page.getByRole("button", { name: "Start the battle" }));
  await expect(screen).toBeVisible();
  expect((await storedBattles(page)).sort()).toEqual(["not-sent", "sent"]);
  expect(await ourCaches(page)).toEqual(["gorka-battle-v1"]);
  const menu = new UserMenu(page, "Thumbs");
  await menu.toggle();
  await press(menu.signOutButton);
  const question = page.getByRole("alertdialog", { name: "1 battle on this device is not sent yet" });
  await expect(question.getByRole("button", { name: "Keep them on this device" })).toBeFocused();
  await inView(page, "battle-phone-sign-out");
  await press(question.getByRole("button", { name: "Keep them on this device" }));
  await expect(page).toHaveURL(/\/signin/);
  // the offline pages are gone, and every battle of the player's but the unsent one
  await expect.poll(() => ourCaches(page)).toEqual([]);
  expect(await storedBattles(page)).toEqual(["not-sent"]);
});
