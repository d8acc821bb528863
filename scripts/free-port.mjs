#!/usr/bin/env node
// Prints a TCP port that is free on 127.0.0.1 right now (the system picks it), so the end-to-end
// server never collides with a running app (the quick start on 3000, another checkout's tests).
import { createServer } from "node:net";

const server = createServer();
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address();
  server.close(() => process.stdout.write(`${port}\n`));
});
