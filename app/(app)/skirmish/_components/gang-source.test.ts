import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { byCampaign, PASTE, slotGang, type GangChoice } from "./gang-source";

const choices = { gangs: [], armies: [] };
const pasted = (text: string) => slotGang({ key: 0, choice: PASTE, text }, choices);

describe("a pasted gang export", () => {
  it("is read when it is a gang export", () => {
    expect(pasted(readFileSync("scripts/fixtures/da-spikes.json", "utf8"))).toMatchObject({ ok: true, side: { kind: "gang" } });
  });

  it("is refused by its size, before it is parsed, when it is over 1 MB", () => {
    const spikes = readFileSync("scripts/fixtures/da-spikes.json", "utf8");
    // valid JSON, padded past the limit with blanks: only its size is wrong
    const big = spikes + " ".repeat(1_000_001);
    expect(pasted(big)).toEqual({ ok: false, errors: [`This text is 1,005 KB; gang exports up to 1 MB can be fought.`] });
  });
});

describe("other members' gangs in the gang list", () => {
  const gang = (id: string, campaign: { id: string; name: string }, mine = false) =>
    ({ id, name: id, mine, campaign, ownerName: "Someone", export: {} }) as unknown as GangChoice;

  it("are grouped by campaign, two campaigns of the same name kept apart, the user's own gangs left out", () => {
    const north = { id: "c1", name: "Summer League" };
    const south = { id: "c2", name: "Summer League" };
    const groups = byCampaign([gang("mine", north, true), gang("a", north), gang("b", south), gang("c", north)]);
    expect(groups.map(([id, name, gangs]) => [id, name, gangs.map((g) => g.id)])).toEqual([
      ["c1", "Summer League", ["a", "c"]],
      ["c2", "Summer League", ["b"]],
    ]);
  });
});
