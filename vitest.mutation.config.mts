// Vitest for mutation testing (`npm run test:mutation`): the pure tests of lib/ only, the same
// aliases as the main config. Stryker runs them once per mutant, so nothing here touches a database.
import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: { include: ["lib/**/*.test.ts"], environment: "node", testTimeout: 20_000 },
});
