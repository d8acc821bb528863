// Runs once when a server instance starts: checks the configuration and brings the database up
// to date (several instances may start together: the migration runner takes a lock).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // the connection's address for the limits per client (server/client-address.ts), from the first request on
  const { installPeerAddressHeader } = await import("./server/client-address");
  installPeerAddressHeader();
  // memory back near idle after a burst of requests (issue 16)
  const { watchIdleMemory } = await import("./server/idle-memory");
  watchIdleMemory();
  const { env } = await import("./server/env");
  const { databaseTarget } = await import("./server/database-url");
  const { migrate } = await import("./server/migrate");
  const config = env();
  const target = databaseTarget(config.DATABASE_URL, config.DATA_DIR);
  const applied = await migrate(target);
  if (applied.length) console.log(`database (${target.provider}): applied ${applied.join(", ")}`);
  // league pages kept rendered until the database changes (issue 16), served by proxy.ts
  const { installPageCache } = await import("./server/page-cache-app");
  installPageCache();
}
