import type { Metadata } from "next";
import { db } from "@/server/db";
import { requirePageUser } from "@/server/session";

// The cheapest dynamic page this app can serve: the proxy's CSP nonce, the session read, one tiny
// query and the site's layout. `npm run bench:web` measures it as the floor of a dynamic page.
export const metadata: Metadata = { title: "Ping", robots: { index: false } };

export default async function PingPage() {
  const user = await requirePageUser("/ping");
  const campaigns = await db().campaignMember.count({ where: { userId: user.id } });
  return (
    <p>
      The server answers. Signed in as {user.name}, in {campaigns === 1 ? "1 campaign" : `${campaigns} campaigns`}.
    </p>
  );
}
