import { timelineQuerySchema } from "@/lib/contracts/league";
import { decodeCursor } from "@/lib/league/cursor";
import { loadGangTimeline } from "@/server/campaigns/timelines";
import { db } from "@/server/db";
import { errorJson } from "@/server/http/responses";
import { currentUser } from "@/server/session";

export const dynamic = "force-dynamic";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * One gang's timeline on the campaign page, read when its panel is opened (the page itself never
 * carries every gang's history). Whoever may see the campaign page may read it; `?before=` pages back.
 */
export async function GET(request: Request, { params }: { params: Promise<{ campaignId: string; gangId: string }> }) {
  try {
    const { campaignId, gangId } = await params;
    const query = timelineQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!ID.test(campaignId) || !ID.test(gangId) || !query.success) return errorJson(400, "INVALID_INPUT", "That timeline address is not valid.");
    const user = await currentUser();
    const before = query.data.before ? (decodeCursor(query.data.before) ?? undefined) : undefined;
    const timeline = await loadGangTimeline(db(), campaignId, gangId, user?.id ?? null, before);
    if (!timeline)
      return errorJson(
        user ? 404 : 401,
        user ? "NOT_FOUND" : "UNAUTHENTICATED",
        user ? "That gang is not in a campaign you can see." : "Sign in to see this campaign.",
      );
    return Response.json(timeline, { headers: { "Cache-Control": "private, no-store" } });
  } catch (e) {
    console.error("timeline failed:", e instanceof Error ? `${e.name}: ${e.message}` : e);
    return errorJson(500, "INTERNAL", "The timeline could not be read on our side; please try again.");
  }
}
