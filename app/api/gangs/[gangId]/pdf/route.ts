import type { NextRequest } from "next/server";
import { z } from "zod";
import { db } from "@/server/db";
import { env } from "@/server/env";
import { findEditableGang } from "@/server/gangs/access";
import { attachment, errorJson } from "@/server/http/responses";
import { renderPdf, RendererBusyError, RendererUserBusyError, serverTiming, type PdfTimings } from "@/server/pdf/render";
import { currentUser } from "@/server/session";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const paperSchema = z.enum(["a4", "letter"]).default("a4");

/**
 * "Download PDF": Chromium prints this gang's print view (the same page the owner sees, opened
 * with the owner's own cookies) to A4 or US Letter. Owner only; errors answer JSON, never a stack.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ gangId: string }> }) {
  const { gangId } = await params;
  const paper = paperSchema.safeParse(request.nextUrl.searchParams.get("paper") ?? undefined);
  if (!paper.success) return errorJson(400, "INVALID_INPUT", 'paper must be "a4" or "letter".');
  try {
    const user = await currentUser();
    if (!user) return errorJson(401, "UNAUTHENTICATED", "Sign in to download a gang's PDF.");
    const gang = await findEditableGang(db(), gangId, user.id);
    if (!gang) return errorJson(404, "NOT_FOUND", "That gang does not exist or is not yours.");
    // The server's own address as next-auth knows it (NEXTAUTH_URL), so a forged Host header
    // cannot point the renderer at another machine; the request's origin when it is unset.
    const origin = new URL(env().NEXTAUTH_URL ?? request.nextUrl.origin).origin;
    const timings: PdfTimings = {};
    const pdf = await renderPdf({
      // the print view lays out the cards the owner chose on this paper, and names it in its CSS
      url: `${origin}/gangs/${encodeURIComponent(gang.id)}/print?paper=${paper.data}`,
      cookies: request.cookies.getAll(),
      format: paper.data === "letter" ? "Letter" : "A4",
      userId: user.id,
      preferCSSPageSize: true,
      timings,
    });
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": attachment(gang.name, "pdf"),
        "Cache-Control": "no-store",
        "Server-Timing": serverTiming(timings),
      },
    });
  } catch (e) {
    if (e instanceof RendererUserBusyError)
      return errorJson(429, "BUSY", "Your previous PDF is still being made. Wait for it to finish, then try again.", { "Retry-After": "5" });
    if (e instanceof RendererBusyError) return errorJson(503, "BUSY", "The PDF printer is busy. Try again in a few seconds.", { "Retry-After": "5" });
    console.error("pdf failed:", e instanceof Error ? `${e.name}: ${e.message}` : e);
    return errorJson(500, "PDF_FAILED", "The PDF could not be made. Use the print view and your browser's Print → Save as PDF instead.");
  }
}
