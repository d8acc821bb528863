import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { testDatabases, type TestDatabase } from "../testing/databases";
import { setCampaignPack } from "../packs/campaign";
import { clubPackText } from "../packs/fixtures";
import { importPackFile } from "../packs/mutations";
import { league } from "./fixtures";
import { postgamePack } from "./pack";

describe.each(testDatabases())("the pack a campaign's post-games read, on $name", (factory) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await factory.create();
  });
  afterAll(() => t?.drop());

  const pinned = async (text: string) => {
    const l = await league(t.db);
    const p = await importPackFile(t.db, l.organiser, text);
    if (!p.ok) throw new Error("fixture pack");
    expect(await setCampaignPack(t.db, l.organiser, { campaignId: l.campaignId, packId: p.id })).toMatchObject({ ok: true });
    return l;
  };

  it("a campaign that pins no pack reads the starter pack", async () => {
    const l = await league(t.db);
    expect(await postgamePack(t.db, l.campaignId)).toEqual(DEFAULT_PACK);
  });

  it("a pinned pack's own tables are the ones rolled on (its income here: 50 for a win)", async () => {
    const l = await pinned(clubPackText({ income: { kind: "by-result", win: 50, draw: 25, loss: 5 } }));
    const pack = await postgamePack(t.db, l.campaignId);
    expect(pack.name).toBe("Club list");
    expect(pack.income).toEqual({ kind: "by-result", win: 50, draw: 25, loss: 5 });
  });

  it("ruling: a pinned pack of fighter types only still has post-game tables, the starter pack's", async () => {
    const l = await pinned(clubPackText({ injuries: null, advancements: null, experience: null, income: null }));
    const pack = await postgamePack(t.db, l.campaignId);
    expect(pack.name).toBe("Club list");
    expect([pack.injuries, pack.advancements, pack.experience, pack.income]).toEqual([
      DEFAULT_PACK.injuries,
      DEFAULT_PACK.advancements,
      DEFAULT_PACK.experience,
      DEFAULT_PACK.income,
    ]);
  });
});
