import { expect, type Download, type Locator, type Page } from "@playwright/test";
import { choose, escapeRegExp, press } from "./act";
import { PrintPage } from "./print";

/** Sends a roster form with its button and waits until the server has answered (accepted or refused). */
async function submit(form: Locator, button: string) {
  await press(form.getByRole("button", { name: button }));
  await expect(form.getByRole("button", { name: "Saving…" })).toHaveCount(0);
}

/** /gangs: My gangs, and the form that creates one. */
export class GangsPage {
  /** The list of the player's gangs. */
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole("list", { name: "Gangs" });
  }

  /** Opens My gangs. */
  async goto() {
    await this.page.goto("/gangs");
  }

  /** One gang's entry in the list. */
  item(name: string): Locator {
    return this.list.getByRole("listitem").filter({ hasText: name });
  }

  /** Fills the new-gang form and sends it, without waiting for the answer (for refusals). */
  async tryCreate(name: string, { house, credits }: { house?: string; credits?: number } = {}) {
    await this.page.getByLabel("Gang name").fill(name);
    if (house !== undefined) await this.page.getByLabel("House or faction").fill(house);
    if (credits !== undefined) await this.page.getByLabel("Starting credits").fill(String(credits));
    await press(this.page.getByRole("button", { name: "Create gang" }));
  }

  /** Creates a gang and lands on its page. */
  async create(name: string, options: { house?: string; credits?: number } = {}): Promise<GangPage> {
    await this.tryCreate(name, options);
    await expect(this.page.getByRole("heading", { level: 1, name })).toBeVisible();
    return new GangPage(this.page);
  }
}

/** /gangs/<id>: one gang's roster, where a player recruits, buys and crews vehicles and keeps the ledger. */
export class GangPage {
  /** The gang's name, the page's one h1. */
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
  }

  /** Opens a gang's page by its address. */
  async goto(url: string) {
    await this.page.goto(url);
  }

  /** The gang's id, from the address. */
  id(): string {
    return new URL(this.page.url()).pathname.split("/").pop()!;
  }

  /** The value of one of the figures at the top ("Credits", "Vehicles", "Fighters"…). */
  stat(label: string): Locator {
    return this.page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  }

  /** The gang's credits as a number. */
  async credits(): Promise<number> {
    return Number(await this.stat("Credits").textContent());
  }

  /** Recruits a fighter of a type ("Leader", "Ganger"…) for a cost, and waits until he is on the roster. */
  async recruit(name: string, type: string, cost: number) {
    await this.page.getByLabel("Fighter name").fill(name);
    await this.page.getByLabel("Fighter type").selectOption({ label: type });
    await this.page.getByLabel("Cost (credits)").fill(String(cost));
    await press(this.page.getByRole("button", { name: "Recruit" }));
    await expect(this.fighter(name).heading).toBeVisible();
  }

  /** Buys a vehicle of a kind ("Truck", "Bike", "Half-track"…), and waits for its card on the page. */
  async buyVehicle(name: string, kind: string) {
    await this.page.getByLabel("Vehicle name").fill(name);
    await choose(this.page.getByLabel("Vehicle", { exact: true }), `${kind} (`);
    await press(this.page.getByRole("button", { name: "Buy vehicle" }));
    await expect(this.vehicle(name).card).toBeVisible();
  }

  /** One vehicle's panel: its card, then crew, weapons and upgrades. */
  vehicle(name: string): VehiclePanel {
    return new VehiclePanel(this.page, name);
  }

  /** One fighter on the roster. */
  fighter(name: string): FighterItem {
    return new FighterItem(this.page, name);
  }

  /** Adds a ledger entry (negative to pay); a refusal shows under the field. */
  async adjustCredits(amount: number, reason: string) {
    await this.page.getByLabel("Amount (negative to pay)").fill(String(amount));
    await this.page.getByLabel("Reason").fill(reason);
    await press(this.page.getByRole("button", { name: "Add entry" }));
  }

  /** Retires the gang, saying yes to the question. */
  async retire() {
    this.page.once("dialog", (d) => void d.accept());
    await press(this.page.getByRole("button", { name: "Retire gang" }));
    await expect(this.page.getByRole("button", { name: "Bring out of retirement" })).toBeVisible();
  }

  /** Brings a retired gang back. */
  async unretire() {
    await press(this.page.getByRole("button", { name: "Bring out of retirement" }));
    await expect(this.page.getByRole("button", { name: "Retire gang" })).toBeVisible();
  }

  /** Makes a read-only share link and returns its path (/share/…). */
  async createShareLink(): Promise<string> {
    await press(this.page.getByRole("button", { name: "Create share link" }));
    const link = this.page.getByRole("link", { name: "Open share link" });
    await expect(link).toBeVisible();
    return (await link.getAttribute("href"))!;
  }

  /** Revokes the share link, saying yes to the question. */
  async revokeShareLink() {
    this.page.once("dialog", (d) => void d.accept());
    await press(this.page.getByRole("button", { name: "Revoke share link" }));
    await expect(this.page.getByRole("button", { name: "Create share link" })).toBeVisible();
  }

  /** Opens the print view. */
  async printCards(): Promise<PrintPage> {
    await press(this.page.getByRole("link", { name: "Print cards" }));
    const print = new PrintPage(this.page);
    await expect(this.page).toHaveURL(/\/print$/);
    return print;
  }

  /** Downloads the gang as JSON. */
  async exportJson(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent("download"), press(this.page.getByRole("link", { name: "Export JSON" }))]);
    return download;
  }
}

/** A vehicle's panel on the gang page ("Vehicle <name>"): its card and its crew, weapon and upgrade forms. */
export class VehiclePanel {
  /** The whole panel. */
  readonly root: Locator;
  /** The vehicle's card (profile, crew, weapons, upgrades), as printed. */
  readonly card: Locator;
  /** The Add to crew form. */
  readonly crewForm: Locator;
  /** The Bolt on form. */
  readonly weaponForm: Locator;
  /** The Buy upgrade form. */
  readonly upgradeForm: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.root = page.getByRole("article", { name: `Vehicle ${name}` });
    this.card = this.root.getByRole("region", { name: `Vehicle card: ${name}` });
    this.crewForm = this.root.locator("form", { has: page.getByRole("button", { name: "Add to crew" }) });
    this.weaponForm = this.root.locator("form", { has: page.getByRole("button", { name: "Bolt on" }) });
    this.upgradeForm = this.root.locator("form", { has: page.getByRole("button", { name: "Buy upgrade" }) });
  }

  /** Opens "Crew, weapons and upgrades" unless it is open already. */
  async open() {
    const details = this.root.locator("details").first();
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await press(this.root.getByText(`Crew, weapons and upgrades for ${this.name}`));
    await expect(this.crewForm).toBeVisible();
  }

  /** Puts a fighter in the crew as "driver", "gunner", "passenger" or "polecat"; a refusal shows in the form. */
  async addToCrew(fighter: string, role: "driver" | "gunner" | "passenger" | "polecat") {
    await this.open();
    await choose(this.crewForm.getByLabel("Fighter"), `${fighter} (`);
    await this.crewForm.getByLabel("Role").selectOption(role);
    await submit(this.crewForm, "Add to crew");
  }

  /** Bolts on a weapon from the catalogue ("Heavy stubber"), fired by a gunner's name or "driver"; a refusal shows in the form. */
  async boltOn(weapon: string, firedBy?: string) {
    await this.open();
    await choose(this.weaponForm.getByLabel("Weapon"), `${weapon} (`);
    if (firedBy === "driver") await this.weaponForm.getByLabel("Fired by").selectOption("driver");
    else if (firedBy) await this.weaponForm.getByLabel("Fired by").selectOption({ label: `Gunner: ${firedBy}` });
    await submit(this.weaponForm, "Bolt on");
  }

  /** Buys a workshop upgrade ("Armour plates"), mounted "Left", "Right" or "Front" where the rules ask; a refusal shows in the form. */
  async buyUpgrade(upgrade: string, mounting?: "Left" | "Right" | "Front") {
    await this.open();
    await choose(this.upgradeForm.getByLabel("Upgrade"), `${upgrade} (`);
    if (mounting) await this.upgradeForm.getByLabel("Mounting").selectOption({ label: mounting });
    await submit(this.upgradeForm, "Buy upgrade");
  }
}

/** A fighter's entry in the Fighters list, with its Edit form. */
export class FighterItem {
  /** The fighter's line: "Name · Type · status · XP". */
  readonly heading: Locator;
  /** The whole entry. */
  readonly root: Locator;
  /** The Save fighter form (open it with edit). */
  readonly editForm: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.heading = page.getByRole("heading", { level: 3, name: new RegExp(`^${escapeRegExp(name)} `) });
    this.root = page.getByRole("listitem").filter({ has: this.heading });
    this.editForm = this.root.locator("form", { has: page.getByRole("button", { name: "Save fighter" }) });
  }

  /** Opens "Edit <name>" and fills the fields given, without saving. */
  async edit(changes: { status?: string; xp?: number }) {
    if (!(await this.editForm.isVisible())) await press(this.root.getByText(`Edit ${this.name}`));
    if (changes.status !== undefined) await this.editForm.getByLabel("Status").selectOption(changes.status);
    if (changes.xp !== undefined) await this.editForm.getByLabel("XP").fill(String(changes.xp));
  }

  /** Saves the edit form and waits for the server's answer (a question about a death is the test's to answer). */
  async save() {
    await submit(this.editForm, "Save fighter");
  }

  /** Marks the fighter dead from the edit form, saying yes to "Mark … as dead?". */
  async markDead() {
    await this.edit({ status: "dead" });
    this.page.once("dialog", (d) => void d.accept());
    await this.save();
    await expect(this.heading).toContainText("dead");
  }
}
