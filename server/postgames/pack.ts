import "server-only";
import { DEFAULT_PACK, type Pack } from "@/lib/packs";
import type { Db, Tx } from "../prisma";
import { packsForCampaign } from "../packs/queries";

/**
 * The pack a campaign's post-games read: lasting injuries, advances, experience and income.
 * ruling: each of those comes from the first pack the organisers pinned that has it (the order they
 * pinned them in), and from the starter pack when none does, so a campaign that pins only a list of
 * fighter types still has post-game tables; advances bring the skills of the pack they come from.
 */
export async function postgamePack(client: Db | Tx, campaignId: string): Promise<Pack> {
  const pinned = (await packsForCampaign(client, campaignId)).map((p) => p.pack);
  const first = <K extends "injuries" | "advancements" | "experience" | "income">(key: K): Pack[K] =>
    pinned.find((p) => p[key] != null)?.[key] ?? DEFAULT_PACK[key];
  if (pinned.length === 0) return DEFAULT_PACK;
  const advancing = pinned.find((p) => p.advancements != null) ?? DEFAULT_PACK;
  return {
    ...pinned[0]!,
    injuries: first("injuries"),
    experience: first("experience"),
    income: first("income"),
    advancements: advancing.advancements,
    skills: advancing.skills,
    skillCategories: advancing.skillCategories,
  };
}
