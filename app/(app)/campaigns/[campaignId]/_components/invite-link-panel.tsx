import { inviteLink } from "@/server/campaigns/invite-link";
import { CopyButton } from "@/app/_components/copy-button";

/**
 * For organisers: the whole invite address to send (with a Copy button) and its QR code to show
 * at the table, both made on the server from the site's public address.
 */
export async function InviteLinkPanel({ inviteCode }: { inviteCode: string | null }) {
  if (!inviteCode) return null;
  const { url, qrSvg } = await inviteLink(inviteCode);
  return (
    <section aria-labelledby="invite-link-heading" className="flex flex-wrap items-start gap-4 rounded border border-stone-300 bg-white p-3">
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id="invite-link-heading" className="font-semibold">
          Invite players
        </h2>
        <p className="text-sm text-stone-700">Send this link, or let players scan the code: they sign in (or sign up) and choose the gang they bring.</p>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="invite-link" className="sr-only">
            Invite link
          </label>
          <input
            id="invite-link"
            readOnly
            value={url}
            className="w-full min-w-0 rounded border border-stone-400 bg-stone-50 px-2 py-2 font-mono text-sm sm:w-96"
          />
          <CopyButton text={url} label="Copy invite link" />
        </div>
      </div>
      <figure className="w-36 shrink-0">
        {/* an SVG the server drew from our own address (no user text in it) */}
        <div
          role="img"
          aria-label={`QR code for the invite link ${url}`}
          className="[&>svg]:h-auto [&>svg]:w-full"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
        <figcaption className="text-center text-xs text-stone-600">Scan to join</figcaption>
      </figure>
    </section>
  );
}
