import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { cardsPerPage, pagesForCards, PAPER_MM, type CardSize, type Paper } from "../lib/print/card-sheet";
import { screenshots, signUp, uniqueEmail } from "./helpers";
import { GangPage, GangsPage } from "./pages";
import { readPdf } from "./pdf-boxes";

const SIZE_LABEL: Record<CardSize, RegExp> = { poker: /^Poker/, tarot: /^Tarot/, page: /^Full page/ };

/** The PDF of the print view as the server makes it, read into pages and card boxes; a PNG of its first pages when poppler is installed. */
async function pdfOf(page: Page, gangId: string, paper: Paper, name: string) {
  const res = await page.request.get(`/api/gangs/${gangId}/pdf?paper=${paper}`);
  expect(res.status()).toBe(200);
  const body = await res.body();
  if (existsSync("/usr/bin/pdftoppm")) {
    const file = join(mkdtempSync(join(tmpdir(), "gorka-cards-")), "cards.pdf");
    writeFileSync(file, body);
    execFileSync("/usr/bin/pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "2", file, `e2e/screenshots/${name}`]);
  }
  return readPdf(body);
}

test("cards at poker, tarot and full-page size: the paper, each card at its millimetres, none split, a QR code to the share page", async ({ page }) => {
  test.setTimeout(240_000);
  const gangName = `Card Mob ${Date.now().toString(36)}`;
  await signUp(page, "Carder", uniqueEmail("carder"));
  const gang = await new GangsPage(page).create(gangName, { house: "Goliath" });
  const gangUrl = page.url();
  const gangId = gang.id();
  await gang.recruit("Boss Krag", "Leader", 100);
  await gang.buyVehicle("Big Red", "Truck");
  const truck = gang.vehicle("Big Red");
  await truck.addToCrew("Boss Krag", "driver");
  for (const i of [1, 2]) {
    await truck.buyUpgrade("Armour plates");
    await expect(page.getByText("Armour plates fitted to Big Red")).toHaveCount(i);
  }
  await gang.buyVehicle("Zoomer", "Bike");
  const sharePath = await gang.createShareLink();

  const print = await gang.printCards();
  // The defaults: poker cards after the roster sheet, every vehicle and fighter.
  await expect(print.options.getByRole("radio", { name: /^Poker/ })).toBeChecked();
  await expect(print.vehicleCard()).toHaveCount(2);
  await expect(print.fighterCard()).toHaveCount(1);
  const bigRed = print.vehicleCard("Big Red");
  await expect(bigRed.getByLabel("3 wound boxes").first()).toBeVisible();
  // 003 Workshop, Armour plates: two plates save on 5+, and each save made worsens it by one.
  await expect(bigRed.getByLabel("Armour plate save track: 5+, then 6+, then none")).toBeVisible();
  await expect(bigRed.getByRole("img", { name: /^QR code/ })).toBeVisible();
  // the card's code is the page's one drawing of it (QrCodeDrawing): it must resolve and have squares
  const drawn = await bigRed.locator(".card-qr use").evaluate((u) => {
    const box = (u as SVGGraphicsElement).getBBox();
    return { width: box.width, height: box.height };
  });
  expect(drawn.width).toBeGreaterThan(20);
  expect(drawn.height).toBeGreaterThan(20);
  await expect(print.fighterCard("Boss Krag")).toContainText("Driver of Big Red");
  await screenshots(page, "cards-options");

  // PDF page 1 is not only the roster: the first cards follow it on the same page.
  const withRoster = await pdfOf(page, gangId, "a4", "cards-roster-pdf");
  expect(withRoster.links.filter((l) => l.url.includes("#card-")).some((l) => l.page === 1)).toBe(true);
  expect(withRoster.fontsEmbedded).toBe(true);

  // Cards alone (no roster sheet, no rules summary), one blank card of each kind: 2 vehicles, 1 fighter, 5 blanks.
  await print.options.getByRole("checkbox", { name: "Roster sheet first" }).uncheck();
  await print.saved();
  await print.options.getByRole("checkbox", { name: "Rules summary after the cards" }).uncheck();
  await print.saved();
  for (const kind of ["Truck/Buggy", "Half-track/Track", "Bike/Trike", "Hulk", "Fighter"]) {
    await print.options.getByRole("spinbutton", { name: kind }).fill("1");
    await print.saved();
  }
  await expect(page.getByRole("region", { name: /^Blank .* card 1$/ })).toHaveCount(5);
  await expect(page.getByRole("region", { name: "Blank Hulk card 1" }).getByLabel("3 wound boxes").first()).toBeVisible();
  const cards = 8;

  const shot = new Set<CardSize>();
  for (const [size, paper] of [
    ["poker", "a4"],
    ["poker", "letter"],
    ["tarot", "a4"],
    ["page", "letter"],
  ] as const) {
    await print.chooseSize(SIZE_LABEL[size]);
    await expect(page.locator(`.table-card[data-card-size="${size}"]`)).toHaveCount(cards);
    if (!shot.has(size)) await screenshots(page, `cards-${size}`);
    shot.add(size);
    const pdf = await pdfOf(page, gangId, paper, `cards-${size}-${paper}-pdf`);
    const { width, height } = cardsPerPage(size, paper);
    // The paper the owner chose, every page.
    expect(pdf.pages).toHaveLength(pagesForCards(cards, size, paper));
    for (const p of pdf.pages) {
      expect(p.width).toBeCloseTo(PAPER_MM[paper].width, 0);
      expect(p.height).toBeCloseTo(PAPER_MM[paper].height, 0);
    }
    // One box per card, whole on one page, at the card's size; a card split across two pages
    // would leave two shorter boxes with its name.
    const boxes = pdf.links.filter((l) => l.url.includes("#card-"));
    expect(boxes, `${size} on ${paper}`).toHaveLength(cards);
    expect(new Set(boxes.map((b) => b.url)).size).toBe(cards);
    for (const b of boxes) {
      expect(b.width, `${b.url} width`).toBeCloseTo(width, 0);
      expect(b.height, `${b.url} height`).toBeCloseTo(height, 0);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(PAPER_MM[paper].width);
      expect(b.y + b.height).toBeLessThanOrEqual(PAPER_MM[paper].height);
    }
    // Each card links to the gang's share page, as its QR code does.
    expect(boxes.every((b) => b.url.startsWith(new URL(sharePath, gangUrl).toString()))).toBe(true);
  }

  // In print, at 96 px an inch, a poker card is 63 × 88 mm = 238.1 × 332.6 px, and nothing on it runs past its frame.
  await print.chooseSize(SIZE_LABEL.poker);
  await expect(page.locator('.table-card[data-card-size="poker"]')).toHaveCount(cards);
  await page.emulateMedia({ media: "print" });
  for (const card of await page.locator(".table-card").all()) {
    const box = (await card.boundingBox())!;
    expect(box.width).toBeCloseTo(238.1, 0);
    expect(box.height).toBeCloseTo(332.6, 0);
    const body = card.locator(".card-body");
    const overflow = await body.evaluate((el) => Math.max(el.scrollHeight - el.clientHeight, el.scrollWidth - el.clientWidth));
    expect(overflow, `${await card.getAttribute("aria-label")} runs past its frame`).toBeLessThanOrEqual(1);
  }
  await page.emulateMedia({ media: "screen" });

  // Choosing: only Big Red of the vehicles, and the choice is remembered for the gang.
  await print.options.getByRole("checkbox", { name: "Zoomer" }).uncheck();
  await print.saved();
  await page.reload();
  await expect(print.options.getByRole("checkbox", { name: "Zoomer" })).not.toBeChecked();
  await expect(print.options.getByRole("checkbox", { name: "Big Red" })).toBeChecked();
  await expect(print.options.getByRole("checkbox", { name: "Roster sheet first" })).not.toBeChecked();
  await expect(print.vehicleCard()).toHaveCount(1);
  await expect(print.vehicleCard("Big Red")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `${gangName}: print cards` })).toBeVisible();
});

test("ruling (print): a fighter too full for one poker card goes on onto a second card, and no card is cut off", async ({ page }) => {
  test.setTimeout(120_000);
  const gangName = `Crowded ${Date.now().toString(36)}`;
  await signUp(page, "Crowder", uniqueEmail("crowder"));
  const gang = await new GangsPage(page).create(gangName, { house: "Goliath" });
  await gang.recruit("Old Grizz", "Leader", 100);
  // A fighter with 30 skills and 30 injuries, each a long note (the import allows up to 30 of each).
  const file = JSON.parse(readFileSync(await (await gang.exportJson()).path(), "utf8"));
  const long = (what: string, n: number) => `${what} ${n}: a long note the group wrote on the roster`;
  file.gang.name = file.roster.name = `${gangName} full`;
  file.roster.fighters[0].skills = Array.from({ length: 30 }, (_, i) => long("Skill", i + 1));
  file.roster.fighters[0].injuries = Array.from({ length: 30 }, (_, i) => long("Injury", i + 1));
  await page.goto("/gangs/import");
  await page.getByLabel("Gang file contents (JSON)").fill(JSON.stringify(file));
  await page.getByRole("button", { name: "Import gang" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${gangName} full` })).toBeVisible();

  const print = await new GangPage(page).printCards();
  const cards = print.fighterCard("Old Grizz");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole("heading", { name: "Old Grizz · card 1 of 2" })).toBeVisible();
  await expect(cards.nth(1)).toHaveAccessibleName("Fighter card: Old Grizz (continued, 2 of 2)");
  await expect(cards.nth(1)).toContainText("continued from card 1");
  // every skill and injury is printed once, on one of the two cards
  const text = (await cards.allInnerTexts()).join("\n");
  for (let i = 1; i <= 30; i++) for (const what of ["Skill", "Injury"]) expect(text.split(long(what, i)).length - 1, long(what, i)).toBe(1);
  // in print, nothing runs past a card's frame
  await page.emulateMedia({ media: "print" });
  for (const card of await page.locator(".table-card").all()) {
    const overflow = await card.locator(".card-body").evaluate((el) => Math.max(el.scrollHeight - el.clientHeight, el.scrollWidth - el.clientWidth));
    expect(overflow, `${await card.getAttribute("aria-label")} runs past its frame`).toBeLessThanOrEqual(1);
  }
  await page.emulateMedia({ media: "screen" });
  await screenshots(page, "cards-continued");
});
