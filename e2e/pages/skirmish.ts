import type { Locator, Page } from "@playwright/test";
import { press } from "./act";

/** /skirmish: a game resolved on paper between two or more gangs, and the odds over many games. */
export class SkirmishPage {
  /** The "Rules in play" fieldset (Roll Out the (Gun) Barrels). */
  readonly rules: Locator;
  /** The last game's result. */
  readonly result: Locator;
  /** The last game's battle log. */
  readonly log: Locator;
  /** The odds over many games, while they run and once they finish. */
  readonly odds: Locator;
  /** The Resolve button. */
  readonly resolveButton: Locator;
  /** The Odds button. */
  readonly oddsButton: Locator;

  constructor(readonly page: Page) {
    this.rules = page.getByRole("group", { name: "Rules in play" });
    this.result = page.getByRole("region", { name: "Result" });
    this.log = page.getByRole("region", { name: "Battle log" });
    this.odds = page.getByRole("region", { name: "Odds" });
    this.resolveButton = page.getByRole("button", { name: "Resolve" });
    this.oddsButton = page.getByRole("button", { name: "Odds" });
  }

  /** Opens the skirmish page. */
  async goto() {
    await this.page.goto("/skirmish");
  }

  /** Pastes a gang's export (JSON) as gang n (from 1). */
  async pasteGang(n: number, json: string) {
    await this.page.getByLabel(`Gang ${n} export JSON`).fill(json);
  }

  /** Chooses the game system by its name ("Roll Out the (Gun) Barrels", "Bang!", "Bench Fighting"). */
  async chooseSystem(name: string) {
    await this.page.getByLabel("System").selectOption({ label: name });
  }

  /** The seed to replay: every Resolve and odds run then uses it (empty: a fresh seed each time). */
  async replaySeed(seed: string) {
    await this.page.getByLabel("Replay this seed").fill(seed);
  }

  /** The seed the last game was played with, as its result says it ("Played with …, seed N."). */
  async playedSeed(): Promise<string> {
    const text = await this.result.getByText(/^Played with .*, seed \S+\.$/).textContent();
    return /seed (\S+)\.$/.exec(text!)![1]!;
  }

  /** Plays one game (a refusal shows as an alert). */
  async resolve() {
    await press(this.resolveButton);
  }

  /** Starts the odds over a number of games (they run in a worker; the Odds region says when they finish). */
  async runOdds(games: number) {
    await this.page.getByLabel("Games for the odds").fill(String(games));
    await press(this.oddsButton);
  }
}
