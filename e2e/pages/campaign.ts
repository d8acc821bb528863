import { expect, type Locator, type Page } from "@playwright/test";
import { press } from "./act";
import { PostgameWizard } from "./postgame";

/** /campaigns: creating a campaign, and /campaigns/join: joining one with an invite code. */
export class CampaignsPage {
  constructor(readonly page: Page) {}

  /** Creates a campaign as its organiser and lands on its page. */
  async create(name: string): Promise<CampaignPage> {
    await this.page.goto("/campaigns");
    await this.page.getByLabel("Campaign name").fill(name);
    await press(this.page.getByRole("button", { name: "Create campaign" }));
    await expect(this.page.getByRole("heading", { level: 1, name })).toBeVisible();
    return new CampaignPage(this.page, this.page.url());
  }

  /** Opens the join form with an invite code and sends it with the gang it offers first, without waiting (for refusals). */
  async tryJoin(code: string) {
    await this.page.goto(`/campaigns/join?code=${code}`);
    await press(this.page.getByRole("button", { name: "Join campaign" }));
  }

  /** Joins with an invite code, bringing the gang the form offers first, and lands on the campaign's page. */
  async join(code: string): Promise<CampaignPage> {
    await this.tryJoin(code);
    await expect(this.page.getByRole("heading", { level: 2, name: "Standings" })).toBeVisible();
    return new CampaignPage(this.page, this.page.url());
  }
}

/** /campaigns/<id>: standings, battle history, the organiser's tools and the activity feed. */
export class CampaignPage {
  /** The list of battles recorded. */
  readonly history: Locator;
  /** The activity feed. */
  readonly activity: Locator;

  /** `url` is the campaign's address (the page's own when not given). */
  constructor(
    readonly page: Page,
    readonly url = page.url(),
  ) {
    this.history = page.getByRole("list", { name: "Battle history" });
    this.activity = page.getByRole("region", { name: "Activity" });
  }

  /** Opens the campaign's page. */
  async goto() {
    await this.page.goto(this.url);
  }

  /** The invite code, shown to organisers. */
  async inviteCode(): Promise<string> {
    return (await this.page.getByTestId("invite-code").textContent())!.trim();
  }

  /** A battle in the history, by its scenario. */
  battle(scenario: string): Locator {
    return this.history.getByRole("listitem").filter({ hasText: scenario });
  }

  /** A gang's cells in the standings; at desktop width played is nth(3) and points nth(7) (a phone hides the Player column). */
  standing(gang: string): Locator {
    return this.page.getByRole("row").filter({ hasText: gang }).getByRole("cell");
  }

  /** A gang's points in the standings (the cell before Rating), at any width. */
  points(gang: string): Locator {
    return this.standing(gang).nth(-2);
  }

  /** Opens "Record a battle". */
  async recordBattle(): Promise<RecordBattlePage> {
    await press(this.page.getByRole("link", { name: "Record a battle" }));
    await expect(this.page).toHaveURL(/\/battles\/new$/);
    return new RecordBattlePage(this.page);
  }

  /** Confirms a pending battle as the other side or an organiser, saying yes to the question. */
  async confirmResult(scenario: string) {
    this.page.once("dialog", (d) => void d.accept());
    await press(this.battle(scenario).getByRole("button", { name: "Confirm result" }));
    await expect(this.battle(scenario).getByText("Confirmed", { exact: true })).toBeVisible();
  }

  /** Opens a gang's post-game for a confirmed battle. */
  async runPostgame(gang: string): Promise<PostgameWizard> {
    await press(this.page.getByRole("link", { name: `Run post-game for ${gang}` }));
    const wizard = new PostgameWizard(this.page);
    await expect(wizard.step).toBeVisible();
    return wizard;
  }

  /** Shows only the battles with a status ("Awaiting confirmation", "Confirmed", "Voided"). */
  async filterByStatus(status: string) {
    const filters = this.page.getByRole("form", { name: "Filter battles" });
    await filters.getByLabel("Status").selectOption({ label: status });
    await press(filters.getByRole("button", { name: "Filter" }));
  }
}

/** /campaigns/<id>/battles/new: a battle recorded by hand, or quick-resolved. */
export class RecordBattlePage {
  /** The "Record a battle" form (by hand). */
  readonly form: Locator;
  /** The "Quick-resolve a battle" form. */
  readonly quickForm: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Record a battle" });
    this.quickForm = page.getByRole("form", { name: "Quick-resolve a battle" });
  }

  /** One side of the battle by hand ("Gang 1", "Gang 2"…), with its fighters' and vehicles' rows. */
  side(n: number): Locator {
    return this.form.getByRole("group", { name: `Gang ${n}`, exact: true });
  }

  /** Sets a side's gang and its result ("Won", "Lost", "Draw"), and whether it bottled out. */
  async setSide(n: number, gang: string, result: "Won" | "Lost" | "Draw", { bottledOut = false } = {}) {
    await this.side(n).getByLabel("Gang", { exact: true }).selectOption({ label: gang });
    await this.side(n).getByLabel("Result", { exact: true }).selectOption({ label: result });
    if (bottledOut) await this.side(n).getByLabel("Bottled out").check();
  }

  /** Ticks a box in a row ("Rust Rats Truck crippled", "Grimgob out of action"); the row's name then the column. */
  async tick(label: string) {
    await this.form.getByLabel(label).check();
  }

  /** Names the scenario. */
  async scenario(name: string) {
    await this.form.getByLabel("Scenario").fill(name);
  }

  /** Sends the form, without waiting (refused fields say why beside them). */
  async submit() {
    await press(this.form.getByRole("button", { name: "Record battle" }));
  }

  /** Records the battle and lands on the campaign's page, with the battle awaiting confirmation. */
  async record(scenario: string): Promise<CampaignPage> {
    const campaign = new CampaignPage(this.page, this.page.url().replace(/\/battles\/new$/, ""));
    await this.scenario(scenario);
    await this.submit();
    await expect(campaign.battle(scenario).getByText("Awaiting confirmation")).toBeVisible();
    return campaign;
  }
}
