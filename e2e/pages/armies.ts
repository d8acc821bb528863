import { expect, type Locator, type Page } from "@playwright/test";
import { choose, press } from "./act";

/** /skirmish/armies: a player's armies of dice, and the editor that builds one. */
export class ArmiesPage {
  /** The list of saved armies. */
  readonly list: Locator;
  /** The editor's problems (each with its place in the file). */
  readonly problems: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole("list", { name: "Your armies" });
    this.problems = page.getByRole("region", { name: "Problems" });
  }

  async goto() {
    await this.page.goto("/skirmish/armies");
    await expect(this.page.getByRole("heading", { level: 1, name: "Your armies" })).toBeVisible();
  }

  /** Opens the editor for a new army, named, for a game ("Medieval Strife"). */
  async build(name: string, game: string) {
    await press(this.page.getByRole("link", { name: "Build an army" }));
    await expect(this.page.getByRole("heading", { level: 1, name: "Build an army" })).toBeVisible();
    await this.page.getByLabel("Game").selectOption({ label: game });
    await this.page.getByLabel("Army name").fill(name);
  }

  /** Sets unit n (from 1): its type, and optionally how many. */
  async setUnit(n: number, type: string, count?: number) {
    await choose(this.page.getByLabel(`Unit ${n} type`), `${type} (d`);
    if (count !== undefined) await this.page.getByLabel(`Unit ${n} how many`).fill(String(count));
  }

  async addUnit() {
    await press(this.page.getByRole("button", { name: "Add a unit" }));
  }

  async save() {
    await press(this.page.getByRole("button", { name: "Save army" }));
  }
}
