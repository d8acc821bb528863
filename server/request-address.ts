import "server-only";
import { headers } from "next/headers";
import { clientAddress } from "./client-address";
import { env } from "./env";

/** The client address of the request being handled (a server action's, a page's), as the limits count it. */
export async function requestClientAddress(): Promise<string | null> {
  return clientAddress(await headers(), env().TRUST_PROXY);
}
