import { db } from "@/server/db";
import { attachment, errorJson } from "@/server/http/responses";
import { currentUser } from "@/server/session";
import { loadGangExport } from "@/server/gangs/transfer";

export const dynamic = "force-dynamic";

/** The gang as a versioned JSON file (format in README.md, "Gang export format"); owner only. */
export async function GET(_request: Request, { params }: { params: Promise<{ gangId: string }> }) {
  try {
    const { gangId } = await params;
    const user = await currentUser();
    if (!user) return errorJson(401, "UNAUTHENTICATED", "Sign in to export a gang.");
    const file = await loadGangExport(db(), gangId, user.id);
    if (!file) return errorJson(404, "NOT_FOUND", "That gang does not exist or is not yours.");
    return new Response(`${JSON.stringify(file, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": attachment(file.gang.name, "gang.json"),
        "Cache-Control": "no-store",
      },
    });
  } catch (e) {
    console.error("export failed:", e instanceof Error ? `${e.name}: ${e.message}` : e);
    return errorJson(500, "INTERNAL", "The export failed on our side. Nothing was changed; please try again.");
  }
}
