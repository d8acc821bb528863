import { describe, expect, it } from "vitest";
import { checkPackSection, PACK_SECTIONS } from "@/lib/contracts/packs";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { fromForm, toForm } from "./form-values";

const sections = PACK_SECTIONS.filter((s) => s !== "json");

describe("the editor's form values", () => {
  it.each(sections)("%s: the pack's fields into the form and back give the same pack, one revision on", (section) => {
    const back = checkPackSection(DEFAULT_PACK, section, fromForm(DEFAULT_PACK, section, toForm(DEFAULT_PACK, section)));
    expect(back).toEqual({ ok: true, pack: { ...DEFAULT_PACK, revision: DEFAULT_PACK.revision + 1 } });
  });

  it("traits are one comma-separated text; an effect or income switched to another kind keeps only that kind's fields", () => {
    const weapons = toForm(DEFAULT_PACK, "weapons").weapons as { traits: string }[];
    expect(weapons[4]!.traits).toBe("Unwieldy, Rapid Fire");
    weapons[4]!.traits = " Unwieldy ,, Blast ";
    expect((fromForm(DEFAULT_PACK, "weapons", { weapons }).weapons as { traits: string[] }[])[4]!.traits).toEqual(["Unwieldy", "Blast"]);
    const injuries = toForm(DEFAULT_PACK, "injuries") as { injuries: { rows: { effects: { kind: string }[] }[] } };
    injuries.injuries.rows[2]!.effects[0]!.kind = "dead";
    const out = fromForm(DEFAULT_PACK, "injuries", injuries) as { injuries: { rows: { effects: unknown[] }[] } };
    expect(out.injuries.rows[2]!.effects[0]).toEqual({ kind: "dead" });
    const rules = toForm(DEFAULT_PACK, "rules") as { income: { kind: string } };
    rules.income.kind = "dice";
    expect(fromForm(DEFAULT_PACK, "rules", rules).income).toEqual({ kind: "dice", roll: "D6x10" });
  });

  it("a table left out is null, and the advancement roll table the form does not show is kept", () => {
    const inj = toForm(DEFAULT_PACK, "injuries") as { injuries: { enabled: boolean } };
    inj.injuries.enabled = false;
    expect(fromForm(DEFAULT_PACK, "injuries", inj)).toEqual({ injuries: null });
    const adv = fromForm(DEFAULT_PACK, "advancements", toForm(DEFAULT_PACK, "advancements")) as { advancements: { roll: unknown } };
    expect(adv.advancements.roll).toEqual(DEFAULT_PACK.advancements!.roll);
  });
});
