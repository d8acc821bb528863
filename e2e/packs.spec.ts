import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { joinCampaign, newCampaign, player, screenshots, signUp, uniqueEmail } from "./helpers";

const profile = (M: number, WS: number, BS: number) => ({ M, WS, BS, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Cl: 7, Wil: 7, Int: 7 });
const line = (name: string, S: number | string, AP: number, D: number | string) => ({
  name,
  range: { short: 6, long: 24 },
  accuracy: { short: 0, long: -1 },
  S,
  AP,
  D,
  Ammo: 5,
});

/** A small pack as a group writes it: a Champion-role type with a list, a launcher with two shells. */
function clubPack(id: string) {
  return {
    format: "gorka-garage.pack",
    version: 1,
    id,
    name: `Scrap Town list ${id.slice(-4)}`,
    about: "Our club's own numbers, for the e2e run.",
    weapons: [
      { id: "launcher", name: "Grot launcher", cost: 60, traits: ["Blast"], profiles: [line("Frag shell", 3, 0, 1), line("Krak shell", 6, -2, "D3")] },
      { id: "shoota", name: "Shoota", cost: 15, traits: [], profiles: [line("Shoota", 3, 0, 1)] },
    ],
    fighterTypes: [
      {
        id: "boss",
        name: "Big Boss",
        role: "leader",
        cost: 110,
        min: 0,
        max: 1,
        profile: profile(5, 5, 4),
        equipment: [{ item: "shoota", cost: 15 }],
        skillCategories: [],
      },
      {
        id: "nob",
        name: "Nob",
        role: "champion",
        cost: 65,
        min: 0,
        max: 1,
        profile: profile(5, 4, 4),
        equipment: [
          { item: "launcher", cost: 55 },
          { item: "shoota", cost: 15 },
        ],
        skillCategories: [],
      },
    ],
  };
}

async function importPack(page: Page, text: string) {
  await page.goto("/packs/import");
  await page.getByLabel("Pack file contents (JSON)").fill(text);
  await page.getByRole("button", { name: "Import pack" }).click();
}

test("an organiser imports a pack and sets it for a campaign; a player recruits a Champion from it, buys a two-line weapon and prints the cards", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const packId = `club-${Date.now().toString(36)}`;
  const pack = clubPack(packId);
  await signUp(page, "Organiser", uniqueEmail("pack-organiser"));

  // A broken file: every problem with its place in the file, and nothing is created.
  const broken = structuredClone(pack) as unknown as { weapons: { profiles: { AP: number }[] }[]; fighterTypes: { equipment: { item: string }[] }[] };
  broken.weapons[0]!.profiles[1]!.AP = 4;
  await importPack(page, JSON.stringify(broken, null, 2));
  const problems = page.getByRole("list", { name: "Problems in the file" });
  await expect(problems).toContainText("weapons.0.profiles.1.AP");
  await expect(page.getByRole("link", { name: "pack JSON Schema" })).toHaveAttribute("href", "/schemas/pack.schema.json");
  await screenshots(page, "packs-import-refused");
  await page.goto("/packs");
  await expect(page.getByRole("list", { name: "Your packs" })).toHaveCount(0);

  // The good file: imported as written, and its export is the same file, byte for byte.
  const text = `${JSON.stringify(pack, null, 2)}\n`;
  await importPack(page, text);
  await expect(page.getByRole("heading", { level: 1, name: pack.name })).toBeVisible();
  await expect(page.getByText(/revision 1 \(latest\)/)).toBeVisible();
  const exportHref = await page.getByRole("link", { name: "Export file" }).getAttribute("href");
  expect(await (await page.request.get(exportHref!)).text()).toBe(text);
  await screenshots(page, "packs-view");

  // A new revision in the editor: the launcher's Krak shell hits harder.
  await page.getByRole("link", { name: "Edit pack" }).click();
  await page.getByRole("navigation", { name: "Pack sections" }).getByRole("link", { name: "Weapons" }).click();
  const krak = page.getByRole("group", { name: "Weapon 1: Grot launcher" }).getByRole("group", { name: "Profile line 2" });
  await krak.getByLabel("S", { exact: true }).fill("99");
  await page.getByRole("button", { name: "Save weapons" }).click();
  await expect(krak.getByText("This must be at most 12 (it is 99).")).toBeVisible();
  await expect(page.getByRole("list", { name: "Problems in this section" })).toContainText("weapons.0.profiles.1.S");
  await krak.getByLabel("S", { exact: true }).fill("7");
  await page.getByRole("button", { name: "Save weapons" }).click();
  await expect(page.getByRole("status").filter({ hasText: "revision 2" })).toBeVisible();
  await screenshots(page, "packs-editor-weapons");
  await page.goto("/packs");
  await expect(page.getByRole("list", { name: "Your packs" })).toContainText("revision 2");
  await screenshots(page, "packs-list");

  // The campaign sets the pack at revision 2.
  const { code, campaignUrl } = await newCampaign(page, `Pack League ${packId.slice(-4)}`);
  const packs = page.getByRole("region", { name: "Packs", exact: true });
  await packs.getByLabel("One of your packs").selectOption({ label: `${pack.name} (revision 2)` });
  await packs.getByRole("button", { name: "Set for the campaign" }).click();
  const pinned = packs.getByRole("list", { name: "The campaign's packs" });
  await expect(pinned).toContainText(pack.name);
  await expect(pinned).toContainText("revision 2");
  await screenshots(page, "packs-campaign");

  // A player joins with a gang, and recruits the pack's Champion-role type.
  const gangName = `Krumpers ${packId.slice(-4)}`;
  const pl = await player(browser, "Player");
  await pl.getByLabel("Gang name").fill(gangName);
  await pl.getByRole("button", { name: "Create gang" }).click();
  await expect(pl.getByRole("heading", { level: 1, name: gangName })).toBeVisible();
  const gangUrl = pl.url();
  await joinCampaign(pl, code);
  await pl.goto(gangUrl);
  await pl.getByLabel("Fighter name").fill("Grimskull");
  await pl.getByLabel("Fighter type").selectOption({ label: "Nob · Champion · 65 credits" });
  await expect(pl.getByLabel("Cost (credits)")).toHaveValue("65");
  await pl.getByRole("button", { name: "Recruit" }).click();
  const nob = pl.getByRole("listitem").filter({ has: pl.getByRole("heading", { level: 3, name: /^Grimskull/ }) });
  await expect(nob.getByRole("heading", { level: 3 })).toContainText("Grimskull · Nob · active");

  // A second Nob: refused under the type, in the pack's words.
  await pl.getByLabel("Fighter name").fill("Second Nob");
  await pl.getByLabel("Fighter type").selectOption({ label: "Nob · Champion · 65 credits" });
  await pl.getByRole("button", { name: "Recruit" }).click();
  await expect(pl.getByText("A gang may have at most 1 Nob (Champion): this gang has Grimskull already.")).toBeVisible();

  // He buys the launcher at his type's price: both shells show on the gang page.
  await nob.getByText("Edit Grimskull").click();
  await nob.getByLabel("From the pack").selectOption({ label: "Grot launcher · 55 credits · 2 profile lines" });
  await nob.getByRole("button", { name: "Buy from the pack" }).click();
  const lines = nob.getByRole("table", { name: "Weapon profiles of Grimskull" });
  await expect(lines.getByRole("rowheader", { name: "– Frag shell" })).toBeVisible();
  await expect(lines.getByRole("row", { name: /Krak shell/ })).toContainText("7");
  await expect(pl.getByText("Grimskull bought Grot launcher for 55 credits")).toBeVisible();
  await screenshots(pl, "packs-gang");

  // A truck with Grimskull as its gunner, and the pack's Shoota bolted on for him: its line beside him.
  await pl.getByLabel("Vehicle name").fill("Big Red");
  await pl.getByLabel("Vehicle", { exact: true }).selectOption("truck");
  await pl.getByRole("button", { name: "Buy vehicle" }).click();
  const truck = pl.getByRole("article", { name: "Vehicle Big Red" });
  await truck.getByText("Crew, weapons and upgrades for Big Red").click();
  await truck.getByLabel("Fighter", { exact: true }).selectOption({ label: "Grimskull (Champion)" });
  await truck.getByLabel("Role").selectOption("gunner");
  await truck.getByRole("button", { name: "Add to crew" }).click();
  await expect(pl.getByRole("region", { name: "Vehicle card: Big Red" })).toContainText("Grimskull (Gunner, Champion)");
  await truck.getByLabel("Pack weapon", { exact: true }).selectOption({ label: "Shoota (15)" });
  // the pack weapon's price shows before fitting it, twice when twin-linked
  const packWeaponForm = truck.locator("form").filter({ has: pl.getByRole("button", { name: "Fit pack weapon" }) });
  await expect(packWeaponForm.getByText(/^Price: /)).toHaveText("Price: 15 credits");
  await packWeaponForm.getByLabel(/^Twin-linked/).check();
  await expect(packWeaponForm.getByText(/^Price: /)).toContainText("30 credits (twice 15");
  await packWeaponForm.getByLabel(/^Twin-linked/).uncheck();
  await truck.getByLabel("Who fires it").selectOption({ label: "Gunner: Grimskull" });
  await truck.getByRole("button", { name: "Fit pack weapon" }).click();
  await expect(pl.getByRole("region", { name: "Vehicle card: Big Red" }).getByRole("table", { name: "Weapon profiles on Big Red" })).toContainText(
    "Shoota → Grimskull",
  );

  // The cards: the type's name and both profile lines, the card whole on one column.
  await pl.getByRole("link", { name: "Print cards" }).click();
  const card = pl.getByRole("region", { name: "Fighter card: Grimskull" });
  await expect(card).toContainText("Nob (Champion)");
  await expect(card.getByRole("table", { name: "Weapon profiles of Grimskull" }).getByRole("row")).toHaveCount(4); // head, weapon, two shells
  await expect(card).toContainText("Frag shell");
  await expect(card).toContainText("Krak shell");
  await expect(pl.getByRole("region", { name: "Vehicle card: Big Red" }).getByRole("table", { name: "Weapon profiles on Big Red" })).toContainText(
    "Shoota → Grimskull",
  );
  await screenshots(pl, "packs-print");

  // The PDF the server prints from the same page: the type, both shells, the Shoota beside its gunner.
  const gangId = gangUrl.split("/").pop()!;
  const pdf = await pl.request.get(`/api/gangs/${gangId}/pdf?paper=a4`);
  expect(pdf.status()).toBe(200);
  const pdfFile = join(mkdtempSync(join(tmpdir(), "gorka-packs-")), "gang.pdf");
  writeFileSync(pdfFile, await pdf.body());
  if (existsSync("/usr/bin/pdftotext")) {
    // in the order the PDF draws them, spaces and line breaks as one space: a narrow card wraps "Shoota → Grimskull"
    const words = execFileSync("/usr/bin/pdftotext", ["-raw", pdfFile, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    for (const w of ["Nob (Champion)", "Frag shell", "Krak shell", "Shoota → Grimskull"]) expect(words).toContain(w);
  }
  if (existsSync("/usr/bin/pdftoppm"))
    execFileSync("/usr/bin/pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", pdfFile, "e2e/screenshots/packs-pdf"]); // the cards follow the roster on page 1

  await pl.emulateMedia({ media: "print" });
  await pl.setViewportSize({ width: 794, height: 1123 });
  await pl.screenshot({ path: "e2e/screenshots/packs-print-media.png", fullPage: true });

  // The organiser moves nothing on (the campaign stays at revision 2) and sees the gang's Nob in the campaign.
  await page.goto(campaignUrl);
  await expect(page.getByRole("region", { name: "Packs", exact: true })).not.toContainText("is out");
});
