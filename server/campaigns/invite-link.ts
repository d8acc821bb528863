import "server-only";
import { headers } from "next/headers";
import QRCode from "qrcode";
import { env } from "../env";
import type { Db } from "../prisma";

/**
 * The site's own address for links people carry away (an invite on a phone, a QR code on the
 * table): NEXTAUTH_URL, the public address, when set; else the address this request came to (the
 * proxy's forwarded host and scheme only when TRUST_PROXY says they are believed).
 */
async function siteOrigin(): Promise<string> {
  const { NEXTAUTH_URL, TRUST_PROXY } = env();
  if (NEXTAUTH_URL) return new URL(NEXTAUTH_URL).origin;
  const h = await headers();
  const trusted = TRUST_PROXY > 0;
  const host = (trusted && h.get("x-forwarded-host")?.split(",")[0]?.trim()) || h.get("host") || "localhost:3000";
  const proto = (trusted && h.get("x-forwarded-proto")?.split(",")[0]?.trim()) || "http";
  return `${proto}://${host}`;
}

/** The full address a player opens to join with this code, and its QR code as SVG markup. */
export async function inviteLink(code: string): Promise<{ url: string; qrSvg: string }> {
  const url = new URL(`/campaigns/join?code=${encodeURIComponent(code)}`, await siteOrigin()).toString();
  // made here from our own address only, so the markup holds nothing a user wrote
  const qrSvg = await QRCode.toString(url, { type: "svg", margin: 1, errorCorrectionLevel: "M", color: { dark: "#1c1917", light: "#ffffff" } });
  return { url, qrSvg };
}

/**
 * What an invite code opens, said before a player picks a gang: the campaign's name, dates and
 * organisers. Only what the code's holder is meant to learn; null for an unknown code.
 */
export async function loadInvitePreview(client: Db, code: string) {
  if (!code) return null;
  const campaign = await client.campaign.findUnique({
    where: { inviteCode: code },
    select: {
      id: true,
      name: true,
      description: true,
      startsOn: true,
      endsOn: true,
      members: { where: { role: "organiser" }, select: { user: { select: { name: true } } }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!campaign) return null;
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    startsOn: campaign.startsOn,
    endsOn: campaign.endsOn,
    organisers: campaign.members.map((m) => m.user.name),
  };
}
