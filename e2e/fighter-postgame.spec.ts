import { expect, test, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots } from "./helpers";

// The fighter half of the post-game (issue 13) with the default pack: experience from the battle
// record (extra XP included), a lasting-injury roll with typed dice, an advance bought with the
// experience, income for the win; then an organiser undoes it and the gang is as it was.

async function gang(page: Page, name: string) {
  await page.getByLabel("Gang name").fill(name);
  await page.getByRole("button", { name: "Create gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  for (const [fighter, type] of [
    [`${name} Boss`, "Leader"],
    [`${name} Grot`, "Ganger"],
  ] as const) {
    await page.getByLabel("Fighter name").fill(fighter);
    await page.getByLabel("Fighter type").selectOption({ label: type });
    await page.getByLabel("Cost (credits)").fill("50");
    await page.getByRole("button", { name: "Recruit" }).click();
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`^${fighter}`) })).toBeVisible();
  }
}

const fighterCard = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: new RegExp(`^${name} `) }) });
const credits = async (page: Page) => Number(await page.getByText("Credits", { exact: true }).locator("xpath=following-sibling::dd").textContent());
const next = (page: Page) => page.getByRole("button", { name: /^(Next|Review)$/ }).click();
const stepHeading = (page: Page, title: string) => expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${title} \\(step`) })).toBeVisible();

test("a post-game with a lasting injury and an advance, shown before it is applied, then undone by an organiser", async ({ browser }) => {
  test.setTimeout(300_000);
  const organiser = await player(browser, "Umpire");
  const { code, campaignUrl } = await newCampaign(organiser, "Scar Tissue League");
  const alice = await player(browser, "Alice");
  await gang(alice, "Bone Saws");
  const gangUrl = alice.url();
  await joinCampaign(alice, code);
  const bob = await player(browser, "Bob");
  await gang(bob, "Rivet Heads");
  await joinCampaign(bob, code);

  // Alice records her win: her Boss earned 6 extra XP from the scenario, her Grot went out of action.
  await alice.getByRole("link", { name: "Record a battle" }).click();
  const record = alice.getByRole("form", { name: "Record a battle" });
  await record.getByLabel("Scenario").fill("Blood Oath");
  await record.getByLabel("Bone Saws Boss extra XP").fill("6");
  await record.getByLabel("Bone Saws Grot out of action", { exact: true }).check();
  await record.getByRole("button", { name: "Record battle" }).click();
  await expect(alice.getByRole("list", { name: "Battle history" }).getByText("Awaiting confirmation")).toBeVisible();
  await bob.goto(campaignUrl);
  bob.once("dialog", (d) => void d.accept());
  await bob.getByRole("button", { name: "Confirm result" }).click();
  await expect(bob.getByRole("list", { name: "Battle history" }).getByText("Confirmed", { exact: true })).toBeVisible();

  await alice.goto(gangUrl);
  const before = await credits(alice);
  await alice.goto(campaignUrl);
  await alice.getByRole("link", { name: "Run post-game for Bone Saws" }).click();
  await alice.waitForURL(/\/postgame\//);
  const postgameUrl = alice.url();

  // Experience from the record, before anything is applied: 1 for taking part, +6 extra for the Boss.
  await stepHeading(alice, "Experience");
  const xp = alice.getByRole("table", { name: "Experience from the battle record" });
  await expect(xp.getByRole("row", { name: /Bone Saws Boss/ })).toContainText("+7");
  await expect(xp.getByRole("row", { name: /Bone Saws Grot/ })).toContainText("+1");
  await screenshots(alice, "fighter-postgame-experience");
  await next(alice);

  // The Grot rolls on the pack's table (the default), with dice typed in: 3 1 is Stiff knee.
  await stepHeading(alice, "Lasting injuries and deaths");
  const grot = alice.getByRole("group", { name: "What became of Bone Saws Grot?" });
  await expect(grot.getByLabel("Roll on the lasting-injury table")).toBeChecked();
  const dice = alice.getByRole("group", { name: /Dice for Bone Saws Grot's lasting injury/ });
  await dice.getByLabel("Enter my dice").check();
  await dice.getByLabel("Dice you rolled, in order").fill("3 1");
  await screenshots(alice, "fighter-postgame-injuries");
  await next(alice);

  // The Boss has 7 XP once this battle's is in: +1 WS costs 6.
  await stepHeading(alice, "Advances");
  await alice.getByRole("button", { name: "Add an advance" }).click();
  const adv = alice.getByRole("group", { name: "Advance 1" });
  await adv.getByLabel("Who advances").selectOption({ label: "Bone Saws Boss" });
  await expect(adv.getByText("Bone Saws Boss: 0 XP now, +7 from this battle.")).toBeVisible();
  await adv.getByLabel("Advance", { exact: true }).selectOption({ label: "+1 WS (6 XP)" });
  await screenshots(alice, "fighter-postgame-advances");
  await next(alice);

  await stepHeading(alice, "Rogue Techpriest");
  await next(alice);
  await stepHeading(alice, "Income");
  await expect(alice.getByText(/30 credits/).first()).toBeVisible();
  await screenshots(alice, "fighter-postgame-income");
  await next(alice);
  await stepHeading(alice, "Credits");
  await alice.getByRole("button", { name: "Add credits" }).click();
  await expect(alice.getByLabel("Reason")).toHaveValue(""); // income is not asked twice
  await alice.getByRole("button", { name: "Remove entry 1" }).click();
  await next(alice);
  await stepHeading(alice, "Hulk salvage");
  await next(alice);

  // The summary shows each roll with its row before anything is applied.
  await alice.getByRole("button", { name: "Show the summary" }).click();
  const injury = alice.getByRole("listitem").filter({ has: alice.getByRole("heading", { name: "Lasting injury: Bone Saws Grot" }) });
  await expect(injury.getByRole("list", { name: "Table rows" })).toContainText("Lasting injuries (D66): rolled 31 → 31-33 Stiff knee");
  await expect(injury.getByText("Bone Saws Grot rolls 31 on the lasting injuries: Stiff knee: M 4 → 3.")).toBeVisible();
  await expect(alice.getByText("Bone Saws Boss takes +1 WS: WS 4 → 5.")).toBeVisible();
  await expect(alice.getByText("30 credits of income for a win.")).toBeVisible();
  await screenshots(alice, "fighter-postgame-summary");
  await alice.getByRole("button", { name: "Confirm and apply to the roster" }).click();
  await expect(alice.getByRole("heading", { name: "Applied" })).toBeVisible({ timeout: 20_000 });
  // the applied post-game shows the same rolls and rows
  await expect(alice.getByRole("list", { name: "Table rows" }).first()).toContainText("31-33 Stiff knee");
  await screenshots(alice, "fighter-postgame-applied");

  await alice.goto(gangUrl);
  expect(await credits(alice)).toBe(before + 30);
  await expect(fighterCard(alice, "Bone Saws Grot")).toContainText("Injuries: Stiff knee");
  await expect(fighterCard(alice, "Bone Saws Boss")).toContainText("WS 5");
  await expect(fighterCard(alice, "Bone Saws Boss")).toContainText("1 XP");

  // The organiser undoes it: the gang is back as it was, and the wizard can run again.
  await organiser.goto(postgameUrl);
  await organiser.getByRole("button", { name: "Undo this post-game" }).click();
  await organiser.getByRole("button", { name: "Yes, undo it" }).click();
  await expect(organiser.getByText(/This post-game was undone/)).toBeVisible({ timeout: 20_000 });
  await alice.goto(gangUrl);
  expect(await credits(alice)).toBe(before);
  await expect(fighterCard(alice, "Bone Saws Grot")).toContainText("Injuries: none");
  await expect(fighterCard(alice, "Bone Saws Boss")).toContainText("WS 4");
  await expect(fighterCard(alice, "Bone Saws Boss")).toContainText("0 XP");
});
