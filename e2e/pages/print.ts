import type { Locator, Page } from "@playwright/test";

/** /gangs/<id>/print: the roster and a card per vehicle and fighter, to print or download as a PDF. */
export class PrintPage {
  /** The gang's name, the page's one h1. */
  readonly heading: Locator;
  /** The "Download PDF (A4)" button. */
  readonly pdfButton: Locator;
  /** The roster's fighters table. */
  readonly fighters: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.pdfButton = page.getByRole("button", { name: "Download PDF (A4)" });
    this.fighters = page.getByRole("table", { name: /^Fighters/ });
  }

  /** Opens a gang's print view by the gang's id. */
  async goto(gangId: string) {
    return this.page.goto(`/gangs/${gangId}/print`);
  }

  /** A vehicle's card; every card when no name is given. */
  vehicleCard(name?: string): Locator {
    return this.page.getByRole("region", { name: name === undefined ? /Vehicle card/ : `Vehicle card: ${name}` });
  }

  /** The "What to print" form, remembered per gang. */
  get options(): Locator {
    return this.page.getByRole("form", { name: "What to print" });
  }

  /** Picks a card size ("Poker", "Tarot", "Full page") and waits until the choice is saved and shown. */
  async chooseSize(name: RegExp | string) {
    await this.options.getByRole("radio", { name }).check();
    await this.saved();
  }

  /** Waits for the form's "Saved" note (each change is saved at once). */
  async saved() {
    await this.page
      .getByRole("status")
      .filter({ hasText: /^Saved/ })
      .waitFor();
  }

  /** A fighter's card; every card when no name is given. */
  fighterCard(name?: string): Locator {
    return this.page.getByRole("region", { name: name === undefined ? /Fighter card/ : `Fighter card: ${name}` });
  }
}
