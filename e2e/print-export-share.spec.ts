import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { screenshots, signUp, uniqueEmail } from "./helpers";
import { GangsPage, PrintPage } from "./pages";

/** Page count from poppler's pdfinfo when it is installed; null when it is not. */
function pdfPages(file: string): number | null {
  if (!existsSync("/usr/bin/pdfinfo")) return null;
  const info = execFileSync("/usr/bin/pdfinfo", [file], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

test("print view and PDF, export then import, and a revocable read-only share link", async ({ page, browser }) => {
  test.setTimeout(180_000); // three PDFs, an export and two imports
  const gangName = `Print Mob ${Date.now().toString(36)}`;
  await signUp(page, "Printer", uniqueEmail("printer"));
  const gang = await new GangsPage(page).create(gangName, { house: "Goliath" });
  const gangUrl = page.url();
  const gangId = gang.id();
  await gang.recruit("Boss Krag", "Leader", 100);
  // A second fighter who dies: a row marked dead in the roster, but no card and not counted.
  await gang.recruit("Snag", "Ganger", 25);
  await gang.fighter("Snag").markDead(); // saying yes to "Mark Snag as dead?"; his line then says dead
  await gang.buyVehicle("Big Red", "Truck");
  const truck = gang.vehicle("Big Red");
  await truck.addToCrew("Boss Krag", "driver");
  await expect(truck.card).toContainText("Boss Krag (Driver, Leader)");
  await gang.buyVehicle("Zoomer", "Bike");

  // Print view: the roster, and a card for every vehicle with wound tick boxes.
  const print = await gang.printCards();
  await expect(page).toHaveURL(new RegExp(`/gangs/${gangId}/print$`));
  await expect(page.getByRole("heading", { level: 1, name: gangName })).toBeVisible();
  await expect(print.vehicleCard()).toHaveCount(2);
  for (const name of ["Big Red", "Zoomer"]) await expect(print.vehicleCard(name)).toBeVisible();
  await expect(
    print
      .vehicleCard("Big Red")
      .getByLabel(/wound boxes/)
      .first(),
  ).toBeVisible();
  await expect(print.fighterCard("Boss Krag")).toContainText("Driver of Big Red");
  // Dead fighters: no card, "Dead: …" once, and the roster counts the gang as the gang page does.
  await expect(print.fighterCard()).toHaveCount(1);
  await expect(page.getByText(/^Dead: Snag\./)).toBeVisible();
  await expect(page.getByRole("table", { name: "Fighters (1, not counting 1 dead)" })).toBeVisible();
  await screenshots(page, "print");

  // Download PDF (A4) from the button: it says it is busy while the PDF is made, then saves a real
  // PDF of one page or more under the server's file name, without leaving the page.
  const dir = mkdtempSync(join(tmpdir(), "gorka-pdf-"));
  const pdfButton = print.pdfButton;
  const downloading = page.waitForEvent("download");
  await pdfButton.click();
  await expect(page.getByRole("button", { name: "Making the PDF…" })).toHaveAttribute("aria-busy", "true");
  const download = await downloading;
  await expect(pdfButton).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gangs/${gangId}/print$`));
  expect(download.suggestedFilename()).toBe(`${gangName}.pdf`);
  const pdfFile = join(dir, "gang.pdf");
  await download.saveAs(pdfFile);
  expect(readFileSync(pdfFile).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = pdfPages(pdfFile);
  if (pages !== null) expect(pages).toBeGreaterThanOrEqual(1);
  if (existsSync("/usr/bin/pdftoppm")) {
    // Page 2 holds the vehicle cards (page 1 is the roster).
    const cardsPage = String(Math.min(pages ?? 1, 2));
    execFileSync("/usr/bin/pdftoppm", ["-png", "-r", "80", "-f", cardsPage, "-l", cardsPage, "-singlefile", pdfFile, "e2e/screenshots/print-pdf"]);
  }
  // US Letter through the route, as the owner.
  const letter = await page.request.get(`/api/gangs/${gangId}/pdf?paper=letter`);
  expect(letter.status()).toBe(200);
  expect(letter.headers()["content-type"]).toBe("application/pdf");
  expect((await letter.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const badPaper = await page.request.get(`/api/gangs/${gangId}/pdf?paper=a3`);
  expect(badPaper.status()).toBe(400);
  expect(await badPaper.json()).toEqual({ error: { code: "INVALID_INPUT", message: expect.any(String) } });

  // Export JSON from the gang page, then import it on the import page as a second gang.
  await gang.goto(gangUrl);
  const exported = await gang.exportJson();
  const exportFile = join(dir, "gang.json");
  await exported.saveAs(exportFile);
  const file = JSON.parse(readFileSync(exportFile, "utf8"));
  expect(file).toMatchObject({ format: "gorka-garage.gang", version: 1, gang: { name: gangName, house: "Goliath" } });
  expect(file.roster.vehicles.map((v: { name: string }) => v.name)).toEqual(["Big Red", "Zoomer"]);

  await page.getByRole("link", { name: "My gangs" }).click();
  await page.getByRole("link", { name: "Import a gang from a file" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import a gang" })).toBeVisible();
  // A broken file first: every problem is listed with its path, and nothing is created.
  const broken = { ...file, version: 2, roster: { ...file.roster, vehicles: [{ ...file.roster.vehicles[0], kind: "tank" }] } };
  await page.getByLabel("Gang file contents (JSON)").fill(JSON.stringify(broken));
  await page.getByRole("button", { name: "Import gang" }).click();
  const problems = page.getByRole("list", { name: "Problems in the file" });
  await expect(problems.getByText(/^version: /)).toBeVisible();
  await expect(problems.getByText(/^roster\.vehicles\.0\.kind: /)).toBeVisible();
  await page.getByLabel("Gang file contents (JSON)").fill("{ not json");
  await page.getByRole("button", { name: "Import gang" }).click();
  await expect(problems.getByText(/not valid JSON/)).toBeVisible();
  // The exported file, picked with the file input.
  writeFileSync(join(dir, "upload.gang.json"), readFileSync(exportFile));
  // A valid file, then one over 1 MB: the big one is refused, the first one's text is cleared, and Import imports nothing.
  writeFileSync(join(dir, "huge.json"), JSON.stringify({ ...file, padding: "x".repeat(1_500_000) }));
  await page.getByLabel("Gang file", { exact: true }).setInputFiles(join(dir, "upload.gang.json"));
  await expect(page.getByLabel("Gang file contents (JSON)")).toHaveValue(/gorka-garage\.gang/);
  await page.getByLabel("Gang file", { exact: true }).setInputFiles(join(dir, "huge.json"));
  await expect(page.getByText(/^huge\.json is 1,5\d\d KB; gang files up to 1 MB can be imported\.$/)).toBeVisible();
  await expect(page.getByLabel("Gang file contents (JSON)")).toHaveValue("");
  await page.getByRole("button", { name: "Import gang" }).click();
  await expect(page.getByText("Nothing was imported: choose another gang file, or paste its contents below.")).toBeVisible();
  await expect(page.getByText(/^huge\.json is /)).toBeVisible();
  await expect(page).toHaveURL(/\/gangs\/import$/);
  await page.getByLabel("Gang file", { exact: true }).setInputFiles(join(dir, "upload.gang.json"));
  await expect(page.getByLabel("Gang file contents (JSON)")).toHaveValue(/gorka-garage\.gang/);
  await page.getByRole("button", { name: "Import gang" }).click();
  await page.waitForURL((u) => /^\/gangs\/[^/]+$/.test(u.pathname) && u.pathname !== "/gangs/import" && u.href !== gangUrl);
  // the player has this gang already: the copy is told apart as "… (2)"
  await expect(page.getByRole("heading", { level: 1, name: `${gangName} (2)` })).toBeVisible();
  await expect(new PrintPage(page).vehicleCard()).toHaveCount(2);
  await expect(page.getByText("Imported from file").first()).toBeVisible();
  await page.getByRole("link", { name: "My gangs" }).click();
  await expect(new GangsPage(page).list.getByRole("link", { name: gangName })).toHaveCount(2);

  // Share: a read-only public page, opened signed out.
  await gang.goto(gangUrl);
  const sharePath = await gang.createShareLink();
  expect(sharePath).toMatch(/^\/share\/[A-Za-z0-9_-]{24}$/);

  const visitor = await browser.newContext({ baseURL: new URL(gangUrl).origin });
  const shared = await visitor.newPage();
  const res = await shared.goto(sharePath);
  expect(res?.status()).toBe(200);
  await expect(shared.getByRole("heading", { level: 1, name: gangName })).toBeVisible();
  await expect(new PrintPage(shared).vehicleCard()).toHaveCount(2);
  await expect(shared.getByRole("button", { name: "Buy vehicle" })).toHaveCount(0);
  await expect(shared.getByRole("button")).toHaveCount(0);
  await expect(shared.getByRole("textbox")).toHaveCount(0);
  await expect(shared.getByText(/@example\.com/)).toHaveCount(0);
  await expect(shared.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await screenshots(shared, "share");
  // Signed out, the owner-only routes answer 401 / sign in.
  expect((await shared.request.get(`/api/gangs/${gangId}/pdf`)).status()).toBe(401);
  expect((await shared.request.get(`/api/gangs/${gangId}/export`)).status()).toBe(401);
  await shared.goto(`/gangs/${gangId}/print`);
  await expect(shared).toHaveURL(/\/signin\?callbackUrl=/);

  // Revoke (confirmed): the link answers 404 from now on, and says why it stopped working.
  await gang.revokeShareLink();
  const gone = await shared.goto(sharePath);
  expect(gone?.status()).toBe(404);
  await expect(shared.getByText("This share link no longer works: its owner may have revoked it. Ask them for a new one.")).toBeVisible();
  await expect(shared.getByText(gangName)).toHaveCount(0);
  await visitor.close();
});

test("another user gets 404 from the print view, the PDF and the export", async ({ page, browser }) => {
  test.setTimeout(120_000); // two PDFs
  await signUp(page, "Owner", uniqueEmail("print-owner"));
  const gang = await new GangsPage(page).create("Secret Mob");
  const gangId = gang.id();

  const other = await browser.newPage();
  await signUp(other, "Snoop", uniqueEmail("print-snoop"));
  expect((await other.goto(`/gangs/${gangId}/print`))?.status()).toBe(404);
  await expect(other.getByText("Secret Mob")).toHaveCount(0);
  const pdf = await other.request.get(`/api/gangs/${gangId}/pdf`);
  expect(pdf.status()).toBe(404);
  expect(await pdf.json()).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
  expect((await other.request.get(`/api/gangs/${gangId}/export`)).status()).toBe(404);
  // An unknown share link reads like a revoked one: nothing says whether a gang is behind it.
  expect((await other.goto("/share/AAAAAAAAAAAAAAAAAAAAAAAA"))?.status()).toBe(404);
  await expect(other.getByText("This share link no longer works: its owner may have revoked it. Ask them for a new one.")).toBeVisible();
  await other.close();

  // An empty gang prints on one sheet: the roster, and no empty card sections.
  await new PrintPage(page).goto(gangId);
  await expect(page.getByRole("heading", { level: 1, name: "Secret Mob" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^(Vehicle|Fighter) cards$/ })).toHaveCount(0);
  const emptyPdf = await page.request.get(`/api/gangs/${gangId}/pdf?paper=a4`);
  expect(emptyPdf.status()).toBe(200);
  const emptyFile = join(mkdtempSync(join(tmpdir(), "gorka-pdf-")), "empty.pdf");
  writeFileSync(emptyFile, await emptyPdf.body());
  const emptyPages = pdfPages(emptyFile);
  if (emptyPages !== null) expect(emptyPages).toBe(1);

  // The session ends before "Download PDF": the server's answer is said beside the button, on this page.
  await gang.goto(`/gangs/${gangId}`);
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Download PDF (A4)" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sign in to download a gang's PDF." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in again" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/gangs/${gangId}$`));
});
