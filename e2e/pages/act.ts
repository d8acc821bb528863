import { expect, test, type Locator } from "@playwright/test";

/** Taps on a touch screen (the phone project), clicks with a mouse elsewhere: what a player does to a button or a link. */
export async function press(target: Locator): Promise<void> {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

/** Picks the option whose text starts with `prefix` ("Grimgob" picks "Grimgob (Ganger)"; a whole label works too). */
export async function choose(select: Locator, prefix: string): Promise<void> {
  const option = select
    .locator("option")
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(prefix)}`) })
    .first();
  await expect(option, `no option starting "${prefix}"`).toHaveCount(1);
  await select.selectOption({ label: (await option.textContent())!.trim() });
}

/** The text as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
