import { expect, type Locator, type Page } from "@playwright/test";
import { escapeRegExp, press } from "./act";

/** The post-game wizard (/campaigns/<id>/battles/<id>/postgame/<gang>): one step per thing the rules ask, a summary, then apply. */
export class PostgameWizard {
  /** The current step's heading: "Rogue Techpriest (step 3 of 6)". */
  readonly step: Locator;
  /** The "Applied" heading shown once the post-game is on the roster. */
  readonly applied: Locator;

  constructor(readonly page: Page) {
    this.step = page.getByRole("heading", { level: 2, name: /\(step \d+ of \d+\)$/ });
    this.applied = page.getByRole("heading", { level: 2, name: "Applied" });
  }

  /** Goes on to the next step (Next, or Review on the last one) and waits until it shows. */
  async next() {
    const before = await this.step.textContent();
    await press(this.page.getByRole("button", { name: /^(Next|Review)$/ }));
    await expect(this.step).not.toHaveText(before!);
  }

  /** Goes forward step by step to the one with this title ("Rogue Techpriest", "Credits", "Summary"…). */
  async goTo(title: string) {
    const wanted = new RegExp(`^${escapeRegExp(title)} \\(step`);
    for (let i = 0; i < 12 && !wanted.test((await this.step.textContent()) ?? ""); i++) await this.next();
    await expect(this.step).toHaveText(wanted);
  }

  /** Answers "Died (no roll)" for a fighter on the lasting injuries step (going there first). */
  async markDead(fighter: string) {
    await this.goTo("Lasting injuries and deaths");
    await this.page
      .getByRole("group", { name: `What became of ${fighter}?` })
      .getByLabel("Died (no roll)")
      .check();
  }

  /** Picks the new driver for a vehicle whose driver died ("New driver (was <dead>)"). */
  async replaceDriver(dead: string, by: string) {
    await this.page.getByLabel(`New driver (was ${dead})`).selectOption({ label: by });
  }

  /** On a permanent damage step: the fighter left behind to strip the vehicle if it is DESTROYED. */
  async stripWreckWith(fighter: string) {
    await this.page.getByLabel("If it is DESTROYED: fighter left behind to strip it").selectOption({ label: fighter });
  }

  /** Chooses "Enter my dice" on the step shown and types the dice rolled at the table ("6 4 3 5"). */
  async enterDice(faces: string) {
    await this.page.getByLabel("Enter my dice").check();
    await this.page.getByLabel("Dice you rolled, in order").fill(faces);
  }

  /** On the Rogue Techpriest step: adds a visit. */
  async addVisit() {
    await press(this.page.getByRole("button", { name: "Add a visit" }));
  }

  /** On the Rogue Techpriest step: removes visit n (from 1). */
  async removeVisit(n: number) {
    await press(this.page.getByRole("button", { name: `Remove visit ${n}` }));
  }

  /** On the Credits step (going there first): adds an entry of income (negative to pay) with its reason. */
  async addCredits(amount: number, reason: string) {
    await this.goTo("Credits");
    await press(this.page.getByRole("button", { name: "Add credits" }));
    const entry = this.page.getByRole("group", { name: /^Entry \d+$/ }).last();
    await entry.getByLabel("Credits").fill(String(amount));
    await entry.getByLabel("Reason").fill(reason);
  }

  /** Goes to the Summary step and asks for it: every roll and change, nothing applied yet. */
  async showSummary() {
    await this.goTo("Summary");
    await press(this.page.getByRole("button", { name: "Show the summary" }));
    await expect(this.page.getByRole("button", { name: "Confirm and apply to the roster" })).toBeVisible();
  }

  /** Confirms the summary and applies it to the roster, waiting for "Applied". */
  async apply() {
    const confirm = this.page.getByRole("button", { name: "Confirm and apply to the roster" });
    await press(confirm);
    await expect(confirm).toHaveCount(0, { timeout: 20_000 });
    await expect(this.applied).toBeVisible();
  }
}
