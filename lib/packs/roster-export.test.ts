import { describe, expect, it } from "vitest";
import { exportGang, importGang } from "../export/gang-export";
import { gruntsRoster } from "../rules/roster/fixtures";
import { credit } from "../rules/ledger";
import type { Roster } from "../rules/roster/schema";
import { DEFAULT_PACK as PACK } from "./default-pack";
import { buyFromPack } from "./equipment";
import { recruitFromPack } from "./recruit";

const must = (r: { ok: true; roster: Roster } | { ok: false }): Roster => {
  if (!r.ok) throw new Error("refused");
  return r.roster;
};

describe("the gang export (version 1) carries pack links and profile lines", () => {
  it("export → JSON → import → export is byte for byte, with fighters from a pack beside custom ones", () => {
    let r = gruntsRoster();
    r.ledger = credit(r.ledger, "More credits", 500);
    r = must(recruitFromPack(r, PACK, "lieutenant", { id: "lt", name: "Mags" }));
    r = must(buyFromPack(r, PACK, "lt", "tube-launcher"));
    r.stash.push({
      id: "s1",
      name: "Cleaver",
      cost: 10,
      traits: ["Melee"],
      packItemId: "cleaver",
      profiles: PACK.weapons.find((w) => w.id === "cleaver")!.profiles,
    });
    // in the schema's key order, as a roster read from the database has them
    r.vehicles[0]!.weapons[0]!.packItemId = "rivet-cannon";
    r.vehicles[0]!.weapons[0]!.profiles = PACK.weapons[4]!.profiles;
    const text = JSON.stringify(exportGang({ name: "Da Grunts", house: "" }, r));
    const back = importGang(JSON.parse(text));
    expect(back.ok).toBe(true);
    if (back.ok) expect(JSON.stringify(exportGang(back.gang.gang, back.gang.roster))).toBe(text);
  });
  it("a profile value out of bounds in a gang file is refused with its path", () => {
    const r = must(recruitFromPack({ ...gruntsRoster(), ledger: credit(gruntsRoster().ledger, "x", 500) }, PACK, "boss", { id: "b", name: "B" }));
    const file = JSON.parse(JSON.stringify(exportGang({ name: "Da Grunts", house: "" }, must(buyFromPack(r, PACK, "b", "cleaver")))));
    file.roster.fighters.at(-1).equipment[0].profiles[0].AP = 3;
    const res = importGang(file);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.errors[0]!.path).toBe(`roster.fighters.${file.roster.fighters.length - 1}.equipment.0.profiles.0.AP`);
  });
});
