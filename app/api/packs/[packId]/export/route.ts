import { DEFAULT_PACK } from "@/lib/packs/default-pack";
import { exportPack } from "@/lib/packs/file";
import { db } from "@/server/db";
import { attachment, errorJson } from "@/server/http/responses";
import { loadVisiblePack } from "@/server/packs/queries";
import { currentUser } from "@/server/session";

export const dynamic = "force-dynamic";

const file = (text: string, name: string) =>
  new Response(text, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": attachment(name, "pack.json"), "Cache-Control": "no-store" },
  });

/**
 * A pack's file, exactly as it was imported or saved (byte for byte), for its owner or a member of
 * a campaign that sets it; `?revision=N` for an older revision. `default` is the starter pack.
 */
export async function GET(request: Request, { params }: { params: Promise<{ packId: string }> }) {
  try {
    const { packId } = await params;
    const user = await currentUser();
    if (!user) return errorJson(401, "UNAUTHENTICATED", "Sign in to export a pack.");
    if (packId === "default") return file(exportPack(DEFAULT_PACK), DEFAULT_PACK.name);
    const asked = new URL(request.url).searchParams.get("revision");
    const revision = asked && /^\d{1,7}$/.test(asked) ? Number(asked) : undefined;
    if (asked && revision === undefined) return errorJson(400, "INVALID_INPUT", "revision must be a whole number.");
    const seen = /^[A-Za-z0-9_-]{1,64}$/.test(packId) ? await loadVisiblePack(db(), packId, user.id, revision) : null;
    if (!seen || (revision !== undefined && seen.revision.revision !== revision))
      return errorJson(404, "NOT_FOUND", "That pack (or revision) does not exist or is not yours to see.");
    return file(seen.revision.document, `${seen.row.name} r${seen.revision.revision}`);
  } catch (e) {
    console.error("pack export failed:", e instanceof Error ? `${e.name}: ${e.message}` : e);
    return errorJson(500, "INTERNAL", "The export failed on our side. Nothing was changed; please try again.");
  }
}
