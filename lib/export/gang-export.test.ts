import { describe, expect, it } from "vitest";
import { gruntsRoster } from "../rules";
import { exportGang, importGang } from "./gang-export";

describe("gang export format", () => {
  it("round trip: export → JSON → import → export is identical", () => {
    const first = exportGang({ name: "Da Grunts", house: "Goffs" }, gruntsRoster());
    const text = JSON.stringify(first);
    const back = importGang(JSON.parse(text));
    expect(back.ok).toBe(true);
    if (back.ok) expect(JSON.stringify(exportGang(back.gang.gang, back.gang.roster))).toBe(text);
  });

  it("a wrong format or version is refused with its path", () => {
    const e = { ...exportGang({ name: "Da Grunts", house: "" }, gruntsRoster()), version: 2 };
    expect(importGang(e)).toEqual({ ok: false, errors: [{ path: "version", message: "version must be 1 (this app reads version 1)" }] });
    expect(importGang("nonsense")).toMatchObject({ ok: false, errors: [{ path: "(file)" }] });
  });

  it("a gang name over 60 characters is refused in words, with its path", () => {
    const e = exportGang({ name: "x".repeat(61), house: "" }, gruntsRoster());
    expect(importGang(e)).toMatchObject({ ok: false, errors: [{ path: "gang.name", message: "a gang name is at most 60 characters" }] });
  });

  it("a broken rule is reported with its path in the file (003: gunners must be a Leader, Champion or Specialist)", () => {
    const roster = gruntsRoster();
    roster.vehicles[0]!.crew.gunnerIds = ["grot-2"];
    roster.fighters.push({ ...roster.fighters.find((f) => f.id === "snag")!, id: "grot-2", name: "Grot 2" });
    const r = importGang(exportGang({ name: "Da Grunts", house: "" }, roster));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.some((e) => e.path.startsWith("roster.vehicles.0") && /Leader, Champion or Specialist/.test(e.message))).toBe(true);
  });

  it("a negative weapon cost deep inside is named by its full path", () => {
    const e = exportGang({ name: "Da Grunts", house: "" }, gruntsRoster()) as unknown as { roster: { vehicles: { weapons: { cost: number }[] }[] } };
    e.roster.vehicles[0]!.weapons[0]!.cost = -5;
    const r = importGang(e);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]!.path).toBe("roster.vehicles.0.weapons.0.cost");
  });
});
