// The campaign page's address: its filters and where each list's page starts. A link or a
// hand-typed URL with anything unexpected in it falls back to the first page, unfiltered.
import { z } from "zod";
import { isCursor } from "../league/cursor";

export const BATTLE_STATUSES = ["pending", "confirmed", "void"] as const;
export type BattleStatus = (typeof BATTLE_STATUSES)[number];

const one = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (Array.isArray(v) ? v[0] : v) || undefined, schema.optional()).catch(undefined);
const cursor = z.string().refine(isCursor);

export const campaignPageSearchSchema = z.object({
  gang: one(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
  status: one(z.enum(BATTLE_STATUSES)),
  /** Battles older than this one (the "Older battles" link). */
  older: one(cursor),
  /** Battles newer than this one (the "Newer battles" link). */
  newer: one(cursor),
  /** Activity older / newer than this entry. */
  feedOlder: one(cursor),
  feedNewer: one(cursor),
});
export type CampaignPageSearch = z.infer<typeof campaignPageSearchSchema>;

/** A gang's timeline on the campaign page, read on demand: the entries before `before`, if given. */
export const timelineQuerySchema = z.object({ before: one(cursor) });

/** The gang page's history, a page at a time: the entries before `history`, if given. */
export const gangPageSearchSchema = z.object({ history: one(cursor) });
